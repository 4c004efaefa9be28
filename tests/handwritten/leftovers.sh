# Sourced by fault.sh and stall.sh: what a job may not leave behind.
#   dev_shm                       the entries of /dev/shm, sorted (before and after a job)
#   check_leftovers DIR PGID PID...  fails (through the caller's `fail`) when a live process
#                                 of group PGID or one of the PIDs is left, or /dev/shm has
#                                 an entry that DIR/shm.before lacks

dev_shm() { ls -A /dev/shm 2>/dev/null | sort; }

# live (not zombie) processes whose process group is $1
group_left() {
  local want=$1 f s rest
  for f in /proc/[0-9]*/stat; do
    s=$(cat "$f" 2>/dev/null) || continue
    rest=${s##*) }
    set -- $rest
    [ "$3" = "$want" ] && [ "$1" != Z ] && echo "${f#/proc/}"
  done
  return 0
}

check_leftovers() {
  local dir=$1 pgid=$2 left new p
  shift 2
  left=$(group_left "$pgid")
  [ -z "$left" ] || fail "processes left in group $pgid: $left"
  for p in "$@"; do
    [ ! -e /proc/$p ] || [ "$(awk '{print $3}' /proc/$p/stat 2>/dev/null)" = Z ] || fail "pid $p still alive"
  done
  dev_shm >"$dir/shm.after"
  new=$(comm -13 "$dir/shm.before" "$dir/shm.after")
  [ -z "$new" ] || fail "left in /dev/shm: $new"
}
