# Workload for the soundness test of mawk under cormi-instrument-pts: run over a text file
# (mawk's own sources), with the output directory as -v out=DIR. Exercises field
# splitting, regular expressions (dynamic ones too), associative arrays (split and
# hashed tables, deletion, for-in), string builtins (called through mawk's table of
# function pointers), printf/sprintf, user functions with recursion and array
# parameters, getline from a file and from a variable-named file, output to several
# files, close and reread. Prints a report; run.sh compares it with the uninstrumented
# build's.
function qsort(A, lo, hi,    i, last, t) {
  if (lo >= hi) return
  last = lo
  for (i = lo + 1; i <= hi; i++)
    if (A[i] < A[lo]) { t = A[++last]; A[last] = A[i]; A[i] = t }
  t = A[lo]; A[lo] = A[last]; A[last] = t
  qsort(A, lo, last - 1)
  qsort(A, last + 1, hi)
}
function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2) }
function checksum(s,    i, h) {
  h = 0
  for (i = 1; i <= length(s); i++) h = (h * 31 + index("abcdefghijklmnopqrstuvwxyz_0123456789", substr(s, i, 1))) % 1000003
  return h
}
BEGIN {
  FS = "[^A-Za-z_0-9]+"
  kw["if"]; kw["else"]; kw["while"]; kw["for"]; kw["return"]; kw["static"]; kw["int"]; kw["char"]
  split("case default switch break continue struct union typedef", more, " ")
  for (k in more) kw[more[k]]
  words_file = out "/words.txt"
  lines_file = out "/long-lines.txt"
}
{
  nlines++
  nchars += length($0) + 1
  if (length($0) > 72) { print NR ": " length($0) > lines_file; nlong++ }
  for (i = 1; i <= NF; i++) {
    w = $i
    if (w == "") continue
    if (w ~ /^[0-9]+$/) { nums += w % 997; continue }
    count[w]++
    if (w in kw) kwcount[w]++
    if (w ~ /^[A-Z][A-Z_0-9]+$/) macros[w] = NR
  }
  if ($0 ~ /^[a-z_]+\(/) { sub(/\(.*/, "", $0); defs[++ndefs] = $0 }
  if (match($0, /"[^"]*"/)) strs[substr($0, RSTART + 1, RLENGTH - 2)]++
  if (/\/\*/) comments++
}
END {
  printf "lines %d chars %d long %d comments %d nums %d\n", nlines, nchars, nlong, comments, nums
  n = 0
  for (w in count) if (count[w] >= 20) { sorted[++n] = sprintf("%06d %s", count[w], w) }
  qsort(sorted, 1, n)
  for (i = n; i > n - 15 && i > 0; i--) print "top", sorted[i]
  for (w in count) print w, count[w] > words_file
  close(words_file)
  total = 0; distinct = 0
  while ((getline line < words_file) > 0) {
    split(line, f, " ")
    total += f[2]; distinct++
    h = (h + checksum(f[1]) * f[2]) % 1000003
  }
  close(words_file)
  printf "words %d distinct %d hash %d\n", total, distinct, h
  for (k in kwcount) kwl[++nk] = k "=" kwcount[k]
  qsort(kwl, 1, nk)
  s = ""
  for (i = 1; i <= nk; i++) s = s " " kwl[i]
  print "keywords" s
  m = 0
  for (k in macros) m++
  print "macros", m
  qsort(defs, 1, ndefs)
  print "defs", ndefs, defs[1], defs[ndefs]
  d = 0
  for (k in strs) { d++; t = k; gsub(/%[-0-9.]*[a-z]/, "<f>", t); fmts[t]++ }
  nf = 0
  for (k in fmts) nf++
  print "strings", d, "formats", nf
  for (w in count) if (length(w) < 4) delete count[w]
  left = 0
  for (w in count) left++
  print "after delete", left
  re = "^(" "mawk|cell|CELL|fp|FBLOCK" ")"
  hits = 0
  for (w in count) if (w ~ re) hits++
  print "dynamic regex hits", hits
  x = "The quick brown fox jumps over the lazy dog"
  y = toupper(x); z = tolower(y)
  gsub(/o/, "0", y); n2 = split(z, parts, /[aeiou]/)
  printf "%s|%s|%d|%s|%.3f|%c|%5s|%-5s|\n", y, substr(z, 5, 9), n2, sprintf("%x", 48879), sin(1) + exp(1) + log(10) + sqrt(2) + atan2(1, 2) + int(-3.7), 65, "ab", "cd"
  print "fib", fib(18)
  close(lines_file)
  while ((getline line < lines_file) > 0) longsum += line + 0
  print "long line numbers sum", longsum
}
