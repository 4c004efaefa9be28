//! Static archives (`libw.a`, `-L. -lw`) whose members hold bitcode (`cormicc -c`
//! objects put together with `ar rcs`): part of the whole program, like the objects
//! themselves. The members the program needs are linked into the module before the pass
//! (`llvm-link --only-needed`, a linker's lazy pick of archive members); native members
//! go to the final link as before.

use std::io;
use std::path::{Path, PathBuf};

/// What an archive holds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Members {
    /// Some member is LLVM bitcode.
    pub bitcode: bool,
    /// Some member is not (a native object).
    pub native: bool,
}

/// The size of an `ar` member header.
const HEADER: usize = 60;

/// Reads the members of the `ar` archive at `path` (GNU and BSD variants; the symbol
/// and long-name tables are skipped). Errors: the file cannot be read or is not an
/// archive.
pub fn members(path: &Path) -> io::Result<Members> {
    let bytes = std::fs::read(path)?;
    scan(&bytes).ok_or_else(|| io::Error::new(io::ErrorKind::InvalidData, "not an ar archive"))
}

/// [`members`] of archive bytes; `None` when they are not an archive.
pub fn scan(bytes: &[u8]) -> Option<Members> {
    let mut at = b"!<arch>\n".len();
    if !bytes.starts_with(b"!<arch>\n") {
        return None;
    }
    let mut m = Members::default();
    while at + HEADER <= bytes.len() {
        let header = &bytes[at..at + HEADER];
        let name = std::str::from_utf8(&header[..16]).ok()?.trim_end();
        let size: usize = std::str::from_utf8(&header[48..58]).ok()?.trim().parse().ok()?;
        let mut data = at + HEADER;
        let mut len = size;
        // BSD long names: `#1/<n>`, the name's n bytes first.
        if let Some(n) = name.strip_prefix("#1/").and_then(|n| n.parse::<usize>().ok()) {
            data += n;
            len = len.checked_sub(n)?;
        }
        let table = name == "/" || name == "//" || name.starts_with("__.SYMDEF") || name == "/SYM64/";
        if !table && len > 0 {
            let head = bytes.get(data..data + len.min(4))?;
            match crate::steps::is_bitcode(head) {
                true => m.bitcode = true,
                false => m.native = true,
            }
        }
        at += HEADER + size + (size & 1);
    }
    Some(m)
}

/// The archive `-l<name>` names in `dirs` (searched in order, as the linker does): the
/// first directory holding `lib<name>.so` or `lib<name>.a`; `None` when it is a shared
/// library there (the linker prefers it) or in no directory given.
pub fn find_lib(name: &str, dirs: &[String]) -> Option<PathBuf> {
    for d in dirs {
        let dir = Path::new(d);
        if dir.join(format!("lib{name}.so")).exists() {
            return None;
        }
        let a = dir.join(format!("lib{name}.a"));
        if a.exists() {
            return Some(a);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An archive of (name, data) members in GNU format.
    fn archive(members: &[(&str, &[u8])]) -> Vec<u8> {
        let mut out = b"!<arch>\n".to_vec();
        for (name, data) in members {
            out.extend(format!("{:<16}{:<12}{:<6}{:<6}{:<8}{:<10}`\n", name, 0, 0, 0, 644, data.len()).as_bytes());
            out.extend_from_slice(data);
            if data.len() % 2 == 1 {
                out.push(b'\n');
            }
        }
        out
    }

    #[test]
    fn bitcode_and_native_members_are_told_apart() {
        let bc: &[u8] = b"BC\xC0\xDE rest";
        let elf: &[u8] = b"\x7fELF\x02\x01\x01";
        assert_eq!(scan(&archive(&[("/", b"\0\0\0\0"), ("w.o/", bc)])), Some(Members { bitcode: true, native: false }));
        assert_eq!(scan(&archive(&[("w.o/", bc), ("n.o/", elf)])), Some(Members { bitcode: true, native: true }));
        assert_eq!(scan(&archive(&[("n.o/", elf)])), Some(Members { bitcode: false, native: true }));
        assert_eq!(scan(b"\x7fELF"), None);
    }

    #[test]
    fn a_shared_library_first_in_the_search_hides_the_archive() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("libw.a"), b"!<arch>\n").unwrap();
        let dirs = vec![dir.path().to_string_lossy().into_owned()];
        assert_eq!(find_lib("w", &dirs), Some(dir.path().join("libw.a")));
        std::fs::write(dir.path().join("libw.so"), b"").unwrap();
        assert_eq!(find_lib("w", &dirs), None);
        assert_eq!(find_lib("nope", &dirs), None);
    }
}
