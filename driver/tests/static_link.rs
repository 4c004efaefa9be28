//! `cormicc -static` (and `-static-pie`, `-Wl,-static`) is refused before anything is
//! built, naming the option, why, and what to do: a static glibc brings its own malloc
//! beside the runtime's, and such a program aborted at its first remote call.

use std::path::Path;
use std::process::Command;

#[test]
fn static_programs_are_refused_with_the_reason() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/e2e/typed_refs.c");
    let dir = tempfile::tempdir().unwrap();
    let prog = dir.path().join("prog");
    for flag in ["-static", "-static-pie", "-Wl,-static"] {
        let out = Command::new(env!("CARGO_BIN_EXE_cormicc")).args(["-O2", flag]).arg(&src).arg("-o").arg(&prog).output().expect("cormicc runs");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{flag}: {err}");
        assert!(err.contains(&format!("option '{flag}' is not supported")) && err.contains("malloc") && err.contains("link dynamically"), "{flag}: {err}");
        assert!(!prog.exists(), "{flag}: a program was written");
    }
}

/// A library `-Wl,-Bstatic` names is linked from its archive, in the order the options
/// were given, and a link left in static mode still gets the shared C library (a static
/// libc would bring its own malloc; it used to fail with `cannot find -lgcc_s`).
#[test]
fn bstatic_makes_the_libraries_after_it_static_and_no_more() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(d.join("foo.c"), "int foo(void) { return 42; }\n").unwrap();
    std::fs::write(d.join("main.c"), "int foo(void);\nint main(void) { return foo() == 42 ? 0 : 1; }\n").unwrap();
    let bin = std::env::var("CORMI_LLVM_BIN").unwrap_or_else(|_| "/usr/lib/llvm-22/bin".into());
    let clang =
        |args: &[&str]| assert!(Command::new(Path::new(&bin).join("clang")).current_dir(d).args(args).status().expect("clang runs").success(), "{args:?}");
    clang(&["-O2", "-fPIC", "-c", "foo.c", "-o", "foo.o"]);
    clang(&["-shared", "foo.o", "-o", "libfoo.so"]);
    assert!(Command::new("ar").current_dir(d).args(["rcs", "libfoo.a", "foo.o"]).status().expect("ar runs").success());
    for flags in [&["-Wl,-Bstatic", "-lfoo", "-Wl,-Bdynamic"][..], &["-Wl,-Bstatic", "-lfoo"][..], &["-lfoo"][..]] {
        let prog = d.join("prog");
        let _ = std::fs::remove_file(&prog);
        let out = Command::new(env!("CARGO_BIN_EXE_cormicc"))
            .current_dir(d)
            .args(["-O2", "main.c", "-L."])
            .args(flags)
            .args(["-o", "prog"])
            .output()
            .expect("cormicc runs");
        assert!(out.status.success(), "{flags:?}: {}", String::from_utf8_lossy(&out.stderr));
        let dynamic = String::from_utf8_lossy(&Command::new("readelf").arg("-d").arg(&prog).output().expect("readelf runs").stdout).into_owned();
        let wants_shared_foo = dynamic.contains("[libfoo.so]");
        assert_eq!(wants_shared_foo, flags.len() == 1, "{flags:?}: {dynamic}");
        assert!(dynamic.contains("[libc.so.6]"), "{flags:?}: {dynamic}");
    }
}
