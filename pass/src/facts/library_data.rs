//! Library calls that write bytes of data (never pointers) into objects: a string that
//! `strdup` returns, the buffer `fgets` or `read` fills, the bytes `memset` sets to a
//! non-zero value. [`super::scalar_stores`] records them like stores of scalar data, so
//! a node that mixes such an object with objects holding a pointer at the same bytes
//! (a string and a list node behind one union member) is a compile error, not a string
//! whose bytes are followed as a pointer.
//!
//! The names are those of glibc (and the fortified `__*_chk` forms clang emits at -O2).

use crate::ir;
use llvm_sys::prelude::LLVMValueRef;

/// Which bytes of which object a library call fills with data.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Filled {
    /// The whole object its result points to (`strdup`).
    Result,
    /// The whole object the pointer stored at `*argument(k)` points to (`asprintf`,
    /// `getline`).
    StoredAt(usize),
    /// What argument `arg` points to: `len` bytes when argument `len` is a constant
    /// (`fgets(buf, 64, f)`, `memset(p, c, n)` with `c` not zero), else its first byte
    /// (`strcpy(p->name, s)`: how far a string reaches is not known, and a struct's later
    /// fields must not be taken for data).
    Arg { arg: usize, len: Option<usize> },
    /// What each pointer argument from `from` on points to, its first byte: the
    /// conversions of `sscanf` (numbers, strings; a `%p` too, which is data until the
    /// program reads it back as a pointer).
    Conversions { from: usize },
}

/// Functions whose result is a fresh string.
const RESULT_STRINGS: &[&str] = &["strdup", "strndup", "__strdup", "__strndup", "xstrdup", "xstrndup", "realpath", "get_current_dir_name", "tempnam"];

/// Functions that store a fresh string at `*argument(0)`.
const STORED_STRINGS: &[&str] = &["asprintf", "vasprintf", "__asprintf_chk", "__vasprintf_chk", "getline", "getdelim", "__getdelim"];

/// Functions that fill what an argument points to with characters or bytes read:
/// (names, the argument, the argument that bounds the bytes written).
const FILLS: &[(&[&str], usize, Option<usize>)] = &[
    (&["fgets", "__fgets_chk", "fgets_unlocked", "snprintf", "__snprintf_chk", "vsnprintf", "__vsnprintf_chk", "strncpy", "__strncpy_chk"], 0, Some(1)),
    (&["stpncpy", "__stpncpy_chk", "getcwd", "strftime", "gethostname", "ttyname_r"], 0, Some(1)),
    (&["strerror_r", "__xpg_strerror_r"], 1, Some(2)),
    (&["sprintf", "__sprintf_chk", "vsprintf", "__vsprintf_chk", "strcpy", "__strcpy_chk", "stpcpy", "__stpcpy_chk", "gets"], 0, None),
    (&["strcat", "__strcat_chk", "strncat", "__strncat_chk", "ctime_r", "asctime_r"], 0, None),
    (&["fread", "__fread_chk", "fread_unlocked"], 0, None),
    (&["read", "__read_chk", "pread", "pread64", "__pread_chk", "recv", "__recv_chk", "recvfrom", "__recvfrom_chk"], 1, Some(2)),
    (&["readlink", "__readlink_chk"], 1, Some(2)),
];

/// The scanf family: (names, the first conversion argument).
const SCANS: &[(&[&str], usize)] = &[
    (&["scanf", "__isoc99_scanf", "__isoc23_scanf", "vscanf", "__isoc99_vscanf", "__isoc23_vscanf"], 1),
    (&["sscanf", "__isoc99_sscanf", "__isoc23_sscanf", "vsscanf", "__isoc99_vsscanf", "__isoc23_vsscanf"], 2),
    (&["fscanf", "__isoc99_fscanf", "__isoc23_fscanf", "vfscanf", "__isoc99_vfscanf", "__isoc23_vfscanf"], 2),
];

/// What a call fills with data, if it calls one of the functions above.
pub fn filled_by(call: LLVMValueRef) -> Option<Filled> {
    let name = ir::name(ir::direct_callee(call)?);
    let is = |list: &[&str]| list.contains(&name.as_str());
    if is(RESULT_STRINGS) {
        return Some(Filled::Result);
    }
    if is(STORED_STRINGS) {
        return Some(Filled::StoredAt(0));
    }
    if let Some(&(_, arg, len)) = FILLS.iter().find(|(names, _, _)| is(names)) {
        return Some(Filled::Arg { arg, len });
    }
    if let Some(&(_, from)) = SCANS.iter().find(|(names, _)| is(names)) {
        return Some(Filled::Conversions { from });
    }
    let memset = name == "memset" || name == "__memset_chk" || name.starts_with("llvm.memset.");
    let value = *ir::call_args(call).get(1)?;
    // Zero bytes are null pointers as much as data: only other values are data.
    (memset && ir::const_int(value) != Some(0)).then_some(Filled::Arg { arg: 0, len: Some(2) })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_is_in_one_list_only() {
        let mut lists = vec![RESULT_STRINGS, STORED_STRINGS];
        lists.extend(FILLS.iter().map(|f| f.0));
        lists.extend(SCANS.iter().map(|f| f.0));
        for (k, a) in lists.iter().enumerate() {
            for b in lists.iter().skip(k + 1) {
                assert!(a.iter().all(|n| !b.contains(n)), "a name in two lists");
            }
        }
    }
}
