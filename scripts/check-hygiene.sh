#!/usr/bin/env bash
# Source hygiene of the Rust code that rustc and clippy do not check:
#   unsafe  every `unsafe {`, `unsafe fn`, `unsafe impl` and `unsafe trait` has a `// SAFETY:`
#           comment on its line or just above it (an `unsafe fn`/`unsafe trait` may instead
#           have a `# Safety` section in its doc comment);
#   history no comment says when or under which ticket code was written (`issue 4`,
#           `(issue 5, item 2)`, `session`): comments say why, history lives in git; in
#           C, IR, Python, shell and TOML files no ticket numbers either;
#   io      the analyses read no environment and print nothing (pass/ARCHITECTURE's "no IO
#           except printers"): no `env::var*`, `print!`, `eprint!` (and `ln`), `dbg!` in ANALYSIS_DIRS;
#   socket  only runtime/src/transport/ touches sockets (std::net, core::net, tokio::net,
#           mio::net, socket2, Unix sockets, TcpListener, TcpStream, UdpSocket, and the libc
#           socket calls: socket, bind, listen, accept, connect, send*, recv*, setsockopt,
#           getsockopt, shutdown, socketpair) or MPI (the mpi crate's modules, `mpi::ffi`,
#           `mpi::topology`, ...), apart from the files in SOCKET_ALLOW.
# Only code counts for unsafe/io/socket and only comments for history: strings and comments
# are told apart by a small Rust lexer, so a string saying "unsafe {" is no finding.
#
# Usage: scripts/check-hygiene.sh [--root DIR] [PATH...]
#   PATH...     check only the Rust files under these files or folders (relative to the root);
#               also read from $CHECK_HYGIENE_PATHS (space-separated) when no PATH is given
#   --root DIR  the tree to check (default: this repository); paths in the rules below are
#               relative to it
# Prints `file:line: reason` for each finding and a count per kind on stderr; exit 1 if any.
set -euo pipefail

# Analysis folders of the pass: no IO there except the printers, which write to the stream
# LLVM hands them. Add a folder here when a new analysis gets one.
ANALYSIS_DIRS="pass/src/heap pass/src/sharing pass/src/escape pass/src/discovery pass/src/facts pass/src/module_scan pass/src/shape pass/src/plan pass/src/context.rs pass/src/ir pass/src/instrument"

# Socket users outside runtime/src/transport/, each on purpose (a folder ends with /):
#   launcher/src/spawn.rs        the TCP rendezvous: binds every rank's listener before any
#                                rank starts (no port race); a process of its own, not the runtime
#   launcher/tests/cormirun.rs   checks that a rank's listener answers and closes with the job
#   runtime/examples/latency.rs  the raw TCP ping-pong that the empty call is compared with
#   benches/peers/               the RPC systems cormi is measured against (own workspace)
#   tests/fuzz/rust/             the fuzz targets' peer: it sends the input over loopback
# Everything else, the runtime's own tests included, reaches sockets through transport/
# (e.g. `transport::tcp::dial`, `TcpTransport::local_mesh`).
SOCKET_ALLOW="launcher/src/spawn.rs launcher/src/hosts.rs launcher/tests/cormirun.rs runtime/examples/latency.rs benches/peers/ tests/fuzz/rust/"

# How many lines (code or blank; comments and attributes do not count) may separate an
# unsafe line from the comment that justifies it, e.g. a statement split over lines.
SAFETY_WINDOW=4

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
paths=()
while (($#)); do
  case "$1" in
    --root) root="$(cd "$2" && pwd)"; shift 2 ;;
    -h | --help) sed -n '2,/^set /p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    -*) echo "check-hygiene: unknown option $1" >&2; exit 2 ;;
    *) paths+=("$1"); shift ;;
  esac
done
if ((${#paths[@]} == 0)) && [ -n "${CHECK_HYGIENE_PATHS:-}" ]; then
  read -r -a paths <<<"$CHECK_HYGIENE_PATHS"
fi

export ANALYSIS_DIRS SOCKET_ALLOW SAFETY_WINDOW
exec python3 - "$root" "${paths[@]}" <<'PY'
import os, re, subprocess, sys

root, wanted = sys.argv[1], [p.strip("/") for p in sys.argv[2:]]
analysis_dirs = [d.strip("/") + "/" for d in os.environ["ANALYSIS_DIRS"].split()]
socket_ok = ["runtime/src/transport/"] + os.environ["SOCKET_ALLOW"].split()
window = int(os.environ["SAFETY_WINDOW"])


def rust_files():
    try:
        out = subprocess.run(["git", "-C", root, "ls-files", "-co", "--exclude-standard", "--", "*.rs"],
                             check=True, capture_output=True, text=True).stdout.split("\n")
    except (subprocess.CalledProcessError, FileNotFoundError):
        out = [os.path.relpath(os.path.join(d, f), root) for d, _, fs in os.walk(root) for f in fs if f.endswith(".rs")]
    files = sorted(f for f in out if f and not f.startswith("target/") and "/target/" not in f and os.path.isfile(os.path.join(root, f)))
    if wanted:
        files = [f for f in files if any(f == w or f.startswith(w + "/") or w == "." for w in wanted)]
    return files


def split_lines(text):
    """Per line, (code, comment): code has string and char contents blanked, comment holds
    the text of every comment on the line. Block comments nest; strings may span lines."""
    code, comment = [[]], [[]]
    i, n, depth = 0, len(text), 0
    ident = lambda c: c.isalnum() or c == "_"
    while i < n:
        c = text[i]
        if c == "\n":
            code.append([]); comment.append([]); i += 1; continue
        if depth:
            if text.startswith("/*", i): depth += 1; comment[-1].append("/*"); i += 2
            elif text.startswith("*/", i): depth -= 1; comment[-1].append("*/"); i += 2
            else: comment[-1].append(c); i += 1
            continue
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            comment[-1].append(text[i:j]); i = j; continue
        if text.startswith("/*", i):
            depth = 1; comment[-1].append("/*"); i += 2; continue
        raw = re.match(r'(?:b|c)?r(#*)"', text[i:i + 260])
        if raw and (i == 0 or not ident(text[i - 1])):
            close = '"' + raw.group(1)
            code[-1].append(text[i:i + raw.end()]); i += raw.end()
            j = text.find(close, i)
            j = n if j < 0 else j
            for ch in text[i:j]:
                if ch == "\n": code.append([]); comment.append([])
            code[-1].append(close); i = j + len(close); continue
        if c == '"':
            code[-1].append('"'); i += 1
            while i < n and text[i] != '"':
                if text[i] == "\\": i += 1
                if i < n and text[i] == "\n": code.append([]); comment.append([])
                i += 1
            code[-1].append('"'); i += 1; continue
        if c == "'":
            # A char literal ('x', '\n', '\u{..}', '"') or a lifetime/label ('a, 'static).
            m = re.match(r"'(?:\\(?:u\{[0-9a-fA-F]*\}|x[0-9a-fA-F]{2}|.)|[^\\\n])'", text[i:i + 12])
            if m:
                code[-1].append("' '"); i += m.end(); continue
        code[-1].append(c); i += 1
    return ["".join(x) for x in code], ["".join(x) for x in comment]


UNSAFE = [
    (re.compile(r"\bunsafe\s*\{"), "block"),
    (re.compile(r"\bunsafe\s+impl\b"), "impl"),
    (re.compile(r'\bunsafe\s+(?:extern\s*(?:"[^"]*"\s*)?)?fn\s+\w'), "fn"),
    (re.compile(r"\bunsafe\s+trait\s+\w"), "trait"),
]
HISTORY = re.compile(r"\b(issue\s*#?\s*\d+|session)", re.I)
IO = re.compile(r"\b(env::var(?:s)?(?:_os)?\b|e?print(?:ln)?!|dbg!)")
SOCKET = re.compile(
    r"\b((?:std|core|tokio|mio)::net\b|unix::net\b|socket2::|TcpListener\b|TcpStream\b|UdpSocket\b|Unix(?:Stream|Listener|Datagram)\b"
    r"|libc::(?:socket|socketpair|bind|listen|accept4?|connect|send|sendto|sendmsg|sendmmsg|recv|recvfrom|recvmsg|recvmmsg|setsockopt|getsockopt|shutdown)\b"
    r"|(?<![\w:])mpi::(?:ffi|topology|environment|point_to_point|collective|datatype|request|traits|initialize\w*)\b)")
ATTRIBUTE = re.compile(r"^\s*#!?\[")


def justified(code, comment, i, kind):
    if "SAFETY:" in comment[i]:
        return True
    seen, j = 0, i - 1
    while j >= 0 and seen <= window:
        if "SAFETY:" in comment[j]:
            return True
        if kind in ("fn", "trait") and re.match(r"\s*//[/!]\s*#+\s*Safety\b", comment[j]):
            return True
        if code[j].strip() == "" and comment[j].strip() != "":
            pass  # a comment line
        elif ATTRIBUTE.match(code[j]):
            pass
        else:
            seen += 1
        j -= 1
    return False


findings, counts = [], {}


def report(path, line, kind, reason):
    findings.append(f"{path}:{line}: {reason}")
    counts[kind] = counts.get(kind, 0) + 1


for path in rust_files():
    with open(os.path.join(root, path), encoding="utf-8", errors="replace") as f:
        code, comment = split_lines(f.read())
    in_analysis = any(path.startswith(d) or path == d.rstrip("/") for d in analysis_dirs)
    sockets_allowed = any(path == a or (a.endswith("/") and path.startswith(a)) for a in socket_ok)
    for i, (c, k) in enumerate(zip(code, comment)):
        for rx, kind in UNSAFE:
            if rx.search(c) and not justified(code, comment, i, kind):
                what = "`unsafe " + ("{`" if kind == "block" else kind + "`")
                extra = " or a `# Safety` doc section" if kind in ("fn", "trait") else ""
                report(path, i + 1, "unsafe", f"{what} without a `// SAFETY:` comment{extra} saying why it is sound")
        m = HISTORY.search(k)
        if m:
            report(path, i + 1, "history", f"comment carries history ('{m.group(1)}'): say why, not when or under which ticket")
        if in_analysis:
            m = IO.search(c)
            if m:
                report(path, i + 1, "io", f"`{m.group(1)}` in an analysis: no IO except printers (pass/ARCHITECTURE.md)")
        if not sockets_allowed:
            m = SOCKET.search(c)
            if m:
                report(path, i + 1, "socket", f"`{m.group(1)}` outside runtime/src/transport/: only transport/ touches sockets")

# Other sources and test inputs (C, IR, scripts): no ticket numbers in their comments
# either. Benchmark result records (benches/results/) are dated records and may name them.
TEXT_HISTORY = re.compile(r"\b(issue\s*#?\s*\d+|reviewer finding)", re.I)
TEXT_SUFFIXES = (".c", ".h", ".ll", ".py", ".sh", ".cmake", ".toml")
TEXT_SKIP = ("benches/results/", "scripts/check-hygiene.sh", "scripts/tests/check-hygiene-selftest.sh")


def text_files():
    try:
        out = subprocess.run(["git", "-C", root, "ls-files", "-co", "--exclude-standard"], check=True, capture_output=True, text=True).stdout.split("\n")
    except (subprocess.CalledProcessError, FileNotFoundError):
        out = [os.path.relpath(os.path.join(d, f), root) for d, _, fs in os.walk(root) for f in fs]
    files = sorted(f for f in out if f.endswith(TEXT_SUFFIXES) and not f.startswith(TEXT_SKIP) and "target/" not in f and not f.startswith("build/"))
    files = [f for f in files if os.path.isfile(os.path.join(root, f))]
    if wanted:
        files = [f for f in files if any(f == w or f.startswith(w + "/") or w == "." for w in wanted)]
    return files


for path in text_files():
    with open(os.path.join(root, path), encoding="utf-8", errors="replace") as f:
        for i, line in enumerate(f):
            m = TEXT_HISTORY.search(line)
            if m:
                report(path, i + 1, "history", f"text carries history ('{m.group(1)}'): say why, not under which ticket")

for line in findings:
    print(line)
if findings:
    summary = ", ".join(f"{k} {v}" for k, v in sorted(counts.items()))
    print(f"check-hygiene: {len(findings)} findings ({summary})", file=sys.stderr)
    sys.exit(1)
PY
