//! The link line rustc gives its linker (`cc` flavour): which inputs hold the program's
//! bitcode (objects of `-C linker-plugin-lto` crates), which crates stay native, and the
//! line the final link runs with the lowered object in their place. Pure functions.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

/// Crates linked natively (through lld's own LTO) rather than through the pass: the
/// runtime and its dependencies, the `cormi` crate itself. `CORMI_NATIVE_CRATES`
/// (comma-separated) adds more.
pub const NATIVE_CRATES: &[&str] = &["cormi", "cormi_rt", "libc", "thiserror", "mpi", "mpi_sys", "conv", "smallvec", "once_cell", "libffi", "libffi_sys"];

/// The symbols whose presence makes a link a cormi program: the markers and intrinsics
/// (a build script or proc macro linked by the same linker has none and links unchanged).
pub const MARKERS: &[&[u8]] = &[b"__cormi_remote_method", b"__cormi_remote_ctor", b"__cormi_invoke", b"__cormi_create"];

/// The crate name of an rlib path (`.../libfoo_bar-1a2b3c.rlib` -> `foo_bar`).
pub fn rlib_crate(path: &Path) -> Option<String> {
    let name = path.file_name()?.to_str()?;
    let stem = name.strip_prefix("lib")?.strip_suffix(".rlib")?;
    Some(match stem.rsplit_once('-') {
        Some((krate, _hash)) => krate.to_string(),
        None => stem.to_string(),
    })
}

/// Whether the crate of rlib `path` is linked natively (see [`NATIVE_CRATES`]; `extra`
/// from `CORMI_NATIVE_CRATES`). Rlibs of the Rust sysroot are native too.
pub fn native_crate(path: &Path, extra: &[String]) -> bool {
    let in_sysroot = path.components().any(|c| c.as_os_str() == "rustlib");
    in_sysroot || rlib_crate(path).is_some_and(|k| NATIVE_CRATES.contains(&k.as_str()) || extra.contains(&k))
}

/// Whether the link makes a shared library or proc macro (`-shared`).
pub fn is_shared(args: &[OsString]) -> bool {
    args.iter().any(|a| a == "-shared")
}

/// The arguments that name input files of kind `ext` (`o`, `rlib`), with their index;
/// skips the operand of `-o`.
pub fn inputs(args: &[OsString], ext: &str) -> Vec<(usize, PathBuf)> {
    let mut out = Vec::new();
    let mut skip = false;
    for (i, a) in args.iter().enumerate() {
        if std::mem::take(&mut skip) {
            continue;
        }
        if a == "-o" {
            skip = true;
            continue;
        }
        let p = Path::new(a);
        if !a.to_string_lossy().starts_with('-') && p.extension().is_some_and(|e| e == ext) {
            out.push((i, p.to_path_buf()));
        }
    }
    out
}

/// The final link: `args` with the arguments at `drop` removed, `lowered` where the first
/// of them was, `replace` swapping some arguments for others, and `-fuse-ld=lld` first
/// (lld reads the bitcode of the native crates; `-Wl,-plugin-opt=` options stay for it).
pub fn final_link(args: &[OsString], drop: &[usize], replace: &[(usize, PathBuf)], lowered: Option<&Path>) -> Vec<OsString> {
    let mut out: Vec<OsString> = vec!["-fuse-ld=lld".into()];
    let mut placed = lowered.is_none();
    for (i, a) in args.iter().enumerate() {
        if let Some((_, new)) = replace.iter().find(|(k, _)| *k == i) {
            out.push(new.into());
            continue;
        }
        if drop.contains(&i) {
            if !placed {
                out.push(lowered.unwrap_or(Path::new("")).into());
                placed = true;
            }
            continue;
        }
        out.push(a.clone());
    }
    if !placed {
        out.push(lowered.unwrap_or(Path::new("")).into());
    }
    out
}

/// The clang argument that makes lld keep its ThinLTO backend compiles in `dir` (keyed by
/// each module's hash, what it imports and exports and the options: a hit is the same code).
pub fn lto_cache_flag(dir: &Path) -> OsString {
    let mut flag = OsString::from("-Wl,--thinlto-cache-dir=");
    flag.push(dir);
    flag
}

/// Expands `@file` arguments (rustc writes long link lines to a response file: one
/// argument a line, `\` escaping).
pub fn expand_response_files(args: Vec<OsString>) -> std::io::Result<Vec<OsString>> {
    let mut out = Vec::new();
    for a in args {
        match a.to_str().and_then(|s| s.strip_prefix('@')) {
            Some(file) => {
                let text = std::fs::read_to_string(file)?;
                out.extend(text.lines().map(unescape).map(OsString::from));
            }
            None => out.push(a),
        }
    }
    Ok(out)
}

/// One response-file line without its backslash escapes.
fn unescape(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => out.extend(chars.next()),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(words: &[&str]) -> Vec<OsString> {
        words.iter().map(OsString::from).collect()
    }

    #[test]
    fn crate_names_come_from_rlib_file_names() {
        assert_eq!(rlib_crate(Path::new("/t/deps/libcormi_rt-0a1b2c.rlib")).as_deref(), Some("cormi_rt"));
        assert_eq!(rlib_crate(Path::new("libfoo.rlib")).as_deref(), Some("foo"));
        assert!(native_crate(Path::new("/t/deps/liblibc-99.rlib"), &[]));
        assert!(!native_crate(Path::new("/t/deps/libmylist-99.rlib"), &[]));
        assert!(native_crate(Path::new("/t/deps/libmylist-99.rlib"), &["mylist".into()]));
        assert!(native_crate(Path::new("/r/lib/rustlib/x86_64-unknown-linux-gnu/lib/libstd-1.rlib"), &[]));
    }

    #[test]
    fn inputs_skip_the_output_and_flags() {
        let a = v(&["-m64", "a.o", "-o", "out.o", "/d/libx-1.rlib", "-Wl,--as-needed"]);
        assert_eq!(inputs(&a, "o"), vec![(1, PathBuf::from("a.o"))]);
        assert_eq!(inputs(&a, "rlib"), vec![(4, PathBuf::from("/d/libx-1.rlib"))]);
    }

    #[test]
    fn the_lowered_object_takes_the_first_dropped_place() {
        let a = v(&["-m64", "a.o", "b.o", "libx.rlib", "-lc"]);
        let out = final_link(&a, &[1, 2], &[(3, PathBuf::from("x-native.a"))], Some(Path::new("low.o")));
        assert_eq!(out, v(&["-fuse-ld=lld", "-m64", "low.o", "x-native.a", "-lc"]));
    }

    #[test]
    fn the_lto_cache_is_an_lld_option() {
        assert_eq!(lto_cache_flag(Path::new("/t/cache")), OsString::from("-Wl,--thinlto-cache-dir=/t/cache"));
    }

    #[test]
    fn response_file_lines_are_unescaped() {
        assert_eq!(unescape(r"a\ b\\c"), r"a b\c");
    }
}
