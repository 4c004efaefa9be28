# Sourced by the other scripts: LLVM 22 tools first on PATH (the machine's /usr/bin/opt is LLVM 14).
export PATH="/usr/lib/llvm-22/bin:$PATH"
export LLVM_SYS_221_PREFIX=/usr/lib/llvm-22
export CORMI_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
