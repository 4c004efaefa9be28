//! C programs against the C ABI, linked with the staticlib the way users link it:
//! a hand-written marshaler (linked list) on 1 node, on in-process nodes and on two TCP
//! and two shared-memory processes; remote objects and monitors from C; the default
//! abort-on-error mode; a node killed with SIGKILL in the middle of a call (TCP and shared
//! memory); and the guard that stops a program the cormi pass never saw.

use cormi_rt::transport::tcp::TcpTransport;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

const CLANG: &str = "/usr/lib/llvm-22/bin/clang";
const NATIVE_LIBS: &[&str] = &["-lgcc_s", "-lutil", "-lrt", "-lpthread", "-lm", "-ldl", "-lc"];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_path_buf()
}

/// Builds (or refreshes) target/release/libcormi_rt.a once per test run.
fn staticlib() -> &'static Path {
    static LIB: OnceLock<PathBuf> = OnceLock::new();
    LIB.get_or_init(|| {
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
        let status = Command::new(cargo).args(["build", "--release", "-p", "cormi-rt", "--lib"]).current_dir(root()).status().unwrap();
        assert!(status.success(), "cargo build of the staticlib failed");
        // This test runs from <target>/<profile>/deps/; the staticlib sits in <profile>/.
        let exe = std::env::current_exe().unwrap();
        exe.parent().and_then(Path::parent).unwrap().join("libcormi_rt.a")
    })
}

/// Compiles and links `tests/c/<name>.c`; returns the binary and the linker's stderr.
fn build(name: &str) -> (PathBuf, String) {
    let exe = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("c-{name}"));
    let out = Command::new(CLANG)
        .arg("-O2")
        .arg("-I")
        .arg(root().join("rt-c/include"))
        .arg("-I")
        .arg(root().join("frontend-shim/include"))
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/c/{name}.c")))
        .arg(staticlib())
        .args(NATIVE_LIBS)
        .arg("-o")
        .arg(&exe)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "building {name} failed:\n{stderr}");
    (exe, stderr)
}

fn handwritten() -> &'static Path {
    static EXE: OnceLock<PathBuf> = OnceLock::new();
    EXE.get_or_init(|| build("handwritten").0)
}

fn text(o: &Output) -> (String, String) {
    (String::from_utf8_lossy(&o.stdout).into_owned(), String::from_utf8_lossy(&o.stderr).into_owned())
}

/// What the ranks of a test job meet through, made before they start, as cormirun does.
enum Rendezvous {
    /// Listeners bound first, each rank inheriting its own.
    Tcp(Vec<TcpTransport>),
    /// One memory file that every rank inherits.
    Shm(std::os::fd::OwnedFd),
}

impl Rendezvous {
    fn new(transport: &str, n: usize) -> Rendezvous {
        match transport {
            "tcp" => Rendezvous::Tcp(TcpTransport::local_mesh(n).unwrap()),
            _ => {
                use std::os::fd::FromRawFd;
                // Inheritable (no close-on-exec): the ranks get it across exec.
                // SAFETY: the name is NUL-terminated; the result is a new descriptor or -1.
                let fd = unsafe { libc::memfd_create(c"cormi-test".as_ptr(), 0) };
                assert!(fd >= 0, "memfd_create: {}", std::io::Error::last_os_error());
                // SAFETY: a fresh descriptor that nothing else owns.
                Rendezvous::Shm(unsafe { std::os::fd::OwnedFd::from_raw_fd(fd) })
            }
        }
    }

    /// The variables of rank `rank` (the listeners are made inheritable here).
    fn env(&self, rank: usize) -> Vec<(&'static str, String)> {
        use std::os::fd::AsRawFd;
        match self {
            Rendezvous::Tcp(l) => {
                vec![("CORMI_TRANSPORT", "tcp".into()), ("CORMI_ADDRS", l[0].addrs_text()), ("CORMI_LISTEN_FD", l[rank].inheritable_listener_fd().to_string())]
            }
            Rendezvous::Shm(fd) => vec![("CORMI_TRANSPORT", "shm".into()), ("CORMI_SHM_FD", fd.as_raw_fd().to_string())],
        }
    }
}

/// Two processes of the hand-written example as cormirun would start them over
/// `transport`: rank 0 (the client) and rank 1, and what they met through.
fn spawn_pair(transport: &str, mode: &str, extra_env: &[(&str, &str)]) -> (Child, Child, Rendezvous) {
    let meet = Rendezvous::new(transport, 2);
    let spawn = |rank: usize, out: Stdio| {
        let mut cmd = Command::new(handwritten());
        cmd.arg(mode).env("CORMI_RANK", rank.to_string()).env("CORMI_NODES", "2").envs(meet.env(rank)).stdout(out).stderr(Stdio::piped());
        for (k, v) in extra_env {
            cmd.env(k, v);
        }
        cmd.spawn().unwrap()
    };
    let server = spawn(1, Stdio::piped());
    let client = spawn(0, Stdio::piped());
    (client, server, meet)
}

fn wait_with_limit(child: Child, limit: Duration) -> Output {
    let pid = child.id() as i32;
    let killer = std::thread::spawn(move || {
        std::thread::sleep(limit);
        // SAFETY: kill(2) touches no memory of this process.
        unsafe { libc::kill(pid, libc::SIGKILL) };
    });
    let out = child.wait_with_output().unwrap();
    drop(killer);
    out
}

#[test]
fn handwritten_list_marshaling_on_one_node() {
    let out = Command::new(handwritten()).arg("sum").output().unwrap();
    let (stdout, stderr) = text(&out);
    assert!(out.status.success(), "{stdout}{stderr}");
    assert_eq!(stdout.trim(), "sum=5050 rank=0");
}

#[test]
fn handwritten_list_marshaling_on_inproc_nodes() {
    let out = Command::new(handwritten()).arg("sum").env("CORMI_TRANSPORT", "inproc").env("CORMI_NODES", "3").env("CORMI_RANK", "0").output().unwrap();
    let (stdout, stderr) = text(&out);
    assert!(out.status.success(), "{stdout}{stderr}");
    assert_eq!(stdout.trim(), "sum=5050 rank=2");
}

#[test]
fn handwritten_list_marshaling_between_two_processes() {
    for transport in ["tcp", "shm"] {
        let (client, server, _meet) = spawn_pair(transport, "sum", &[]);
        let c = wait_with_limit(client, Duration::from_secs(20));
        let s = wait_with_limit(server, Duration::from_secs(5));
        let (stdout, stderr) = text(&c);
        assert!(c.status.success(), "{transport} rank 0: {stdout}{stderr}");
        assert_eq!(stdout.trim(), "sum=5050 rank=1");
        assert_eq!(s.status.code(), Some(0), "{transport}: rank 1 exits 0 after finalize: {:?}", text(&s));
    }
}

#[test]
fn remote_objects_and_monitors_from_c_over_tcp() {
    let (client, server, _meet) = spawn_pair("tcp", "objects", &[]);
    let c = wait_with_limit(client, Duration::from_secs(20));
    let s = wait_with_limit(server, Duration::from_secs(5));
    let (stdout, stderr) = text(&c);
    assert!(c.status.success(), "rank 0: {stdout}{stderr}");
    assert_eq!(stdout.trim(), "node=1 total=42 after_release=8");
    assert_eq!(s.status.code(), Some(0));
}

#[test]
fn failed_call_aborts_with_the_call_site_and_cause_by_default() {
    let out = Command::new(handwritten()).arg("abort").env("CORMI_TRANSPORT", "inproc").env("CORMI_NODES", "2").env("CORMI_RANK", "0").output().unwrap();
    let (stdout, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(1), "{stdout}{stderr}");
    assert!(!stdout.contains("not reached"));
    assert!(stderr.contains("call site 77") && stderr.contains("unknown call site"), "{stderr}");
}

#[test]
fn sigkill_of_a_node_mid_call_gives_the_caller_an_error() {
    for transport in ["tcp", "shm"] {
        let (mut client, server, _meet) = spawn_pair(transport, "kill", &[("CORMI_TIMEOUT_MS", "4000")]);
        let mut lines = BufReader::new(client.stdout.take().unwrap()).lines();
        assert_eq!(lines.next().unwrap().unwrap(), "calling");
        std::thread::sleep(Duration::from_millis(200));
        let killed_at = Instant::now();
        // SAFETY: kill(2) on a child this test started touches no memory of this process.
        unsafe { libc::kill(server.id() as i32, libc::SIGKILL) };
        let line = lines.next().unwrap().unwrap();
        let took = killed_at.elapsed();
        assert!(line.starts_with("status=2 last=2"), "{transport}: {line}");
        assert!(took < Duration::from_millis(4000), "{transport}: error after {took:?}");
        let out = wait_with_limit(client, Duration::from_secs(10));
        assert!(out.status.success(), "{transport}: {:?}", text(&out));
        let _ = wait_with_limit(server, Duration::from_secs(1));
    }
}

#[test]
fn serving_node_exits_when_rank_0_dies() {
    for transport in ["tcp", "shm"] {
        let (mut client, server, _meet) = spawn_pair(transport, "idle", &[]);
        let mut lines = BufReader::new(client.stdout.take().unwrap()).lines();
        assert_eq!(lines.next().unwrap().unwrap(), "ready");
        // SAFETY: kill(2) on a child this test started touches no memory of this process.
        unsafe { libc::kill(client.id() as i32, libc::SIGKILL) };
        let start = Instant::now();
        let out = wait_with_limit(server, Duration::from_secs(10));
        let (_, stderr) = text(&out);
        assert_eq!(out.status.code(), Some(1), "{transport}: {stderr}");
        assert!(start.elapsed() < Duration::from_secs(3), "{transport}: rank 1 lingered {:?}", start.elapsed());
        assert!(stderr.contains("lost the connection to node 0"), "{transport}: {stderr}");
        let _ = client.wait();
    }
}

#[test]
fn program_without_the_pass_is_stopped_at_link_and_start_time() {
    let (exe, link_stderr) = build("unlowered");
    assert!(link_stderr.contains("the cormi pass did not run"), "no link-time warning:\n{link_stderr}");
    let out = Command::new(exe).output().unwrap();
    let (stdout, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(70));
    assert!(!stdout.contains("main ran"), "stopped before main");
    assert!(stderr.contains("the cormi pass did not run"), "{stderr}");
}

/// Compiles `source` to LLVM IR at -O0 with cormi.h and returns the IR text.
fn ir_of(source: &str) -> String {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let src = dir.join("contract.c");
    std::fs::write(&src, source).unwrap();
    let out = Command::new(CLANG).args(["-S", "-emit-llvm", "-O0", "-o", "-", "-I"]).arg(root().join("frontend-shim/include")).arg(&src).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

/// cormi.h's typed form (docs/contracts.md, "cormi.h -> pass"): calls through the
/// method's and constructor's own prototypes, so C converts the arguments (a float and a
/// char go unpromoted); pass/src/normalize.rs rewrites it into the intrinsic contract.
#[test]
fn cormi_h_expands_to_the_typed_form() {
    let ir = ir_of(
        r#"#include "cormi.h"
        typedef struct acc { double total; } acc;
        CORMI_REMOTE float acc_f(acc *self, float x, char c) { return self->total += x + c; }
        void acc_ping(acc *self) { (void)self; }
        acc *acc_new(double start) { acc *a = cormi_new(acc); a->total = start; return a; }
        float use(cormi_ref r) {
          cormi_ref made = cormi_create(1, acc_new, 2.0);
          cormi_invoke(made, acc_ping);
          double *v = cormi_new_array(double, 16);
          (void)v;
          return cormi_invoke(r, acc_f, 1.5f, 'x');
        }"#,
    );
    for want in [
        "call ptr @__cormi_remote_ctor(i32 noundef 1, ptr noundef @acc_new)",
        "(double noundef 2.000000e+00)",
        "ptrtoint ptr",
        "call ptr @__cormi_remote_method(i64 noundef",
        ", ptr noundef @acc_ping)",
        "(ptr noundef null)",
        ", ptr noundef @acc_f)",
        "(ptr noundef null, float noundef 1.500000e+00, i8 noundef signext 120)",
        "call ptr @cormi_alloc_object(i64 noundef 8)",
        "call ptr @cormi_alloc_array(i64 noundef 8, i64 noundef 16)",
        "c\"cormi_remote\\00\"",
    ] {
        assert!(ir.contains(want), "IR lacks {want:?}:\n{ir}");
    }
}

#[test]
fn helper_bitcode_inlines_into_a_program_and_links_with_the_library() {
    // The pass's route: program bitcode + cormi-rt-helpers.bc -> llvm-link -> opt -O2 ->
    // link with libcormi_rt.a. The fast paths must inline and nothing may be defined twice.
    let bin = Path::new("/usr/lib/llvm-22/bin");
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let helpers = staticlib().parent().unwrap().join("cormi-rt-helpers.bc");
    let run = |cmd: &mut Command| {
        let out = cmd.output().unwrap();
        assert!(out.status.success(), "{cmd:?}: {}", String::from_utf8_lossy(&out.stderr));
    };
    let prog_bc = dir.join("hw.bc");
    run(Command::new(CLANG)
        .args(["-O2", "-emit-llvm", "-c", "-I"])
        .arg(root().join("rt-c/include"))
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/c/handwritten.c"))
        .arg("-o")
        .arg(&prog_bc));
    let linked = dir.join("hw-linked.bc");
    run(Command::new(bin.join("llvm-link")).arg(&prog_bc).arg(&helpers).arg("-o").arg(&linked));
    let optimized = dir.join("hw-opt.ll");
    run(Command::new(bin.join("opt")).args(["-O2", "-S"]).arg(&linked).arg("-o").arg(&optimized));
    let ir = std::fs::read_to_string(&optimized).unwrap();
    for hot in ["@cormi_out_f64(", "@cormi_in_f64(", "@cormi_in_u64(", "@cormi_out_u64("] {
        assert!(
            !ir.contains(&format!("call void {hot}")) && !ir.contains(&format!("call double {hot}")) && !ir.contains(&format!("call i64 {hot}")),
            "{hot} was not inlined"
        );
    }
    let exe = dir.join("hw-inlined");
    run(Command::new(CLANG).arg(&optimized).arg(staticlib()).args(NATIVE_LIBS).arg("-o").arg(&exe));
    let out = Command::new(&exe).arg("sum").output().unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "sum=5050 rank=0", "{:?}", text(&out));
}

#[test]
fn c_and_rust_agree_on_struct_layouts() {
    use cormi_rt::calls::CallCtx;
    use cormi_rt::ffi::{cormi_in, cormi_out};
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let src = dir.join("layout.c");
    std::fs::write(
        &src,
        r#"#include "cormi_rt.h"
        #include <stddef.h>
        #include <stdio.h>
        int main(void) {
          printf("%zu %zu %zu %zu %zu %zu\n", sizeof(cormi_out), sizeof(cormi_in), offsetof(cormi_in, error),
                 offsetof(cormi_call, args), offsetof(cormi_call, reply), sizeof(cormi_ref));
          return 0;
        }"#,
    )
    .unwrap();
    let exe = dir.join("layout");
    let out = Command::new(CLANG).arg("-I").arg(root().join("rt-c/include")).arg(&src).arg("-o").arg(&exe).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let c = String::from_utf8(Command::new(&exe).output().unwrap().stdout).unwrap();
    let rust = format!(
        "{} {} {} {} {} {}",
        std::mem::size_of::<cormi_out>(),
        std::mem::size_of::<cormi_in>(),
        std::mem::offset_of!(cormi_in, error),
        std::mem::offset_of!(CallCtx, args),
        std::mem::offset_of!(CallCtx, reply),
        std::mem::size_of::<u64>()
    );
    assert_eq!(c.trim(), rust);
}

fn startup_prog() -> &'static Path {
    static EXE: OnceLock<PathBuf> = OnceLock::new();
    EXE.get_or_init(|| build("startup").0)
}

/// `n` processes of `exe args` as cormirun starts them over `transport`; `env(rank)` adds
/// variables per rank. Returns the children by rank.
fn spawn_n(transport: &str, exe: &Path, n: usize, args: &[&str], env: &dyn Fn(usize) -> Vec<(String, String)>) -> Vec<Child> {
    let meet = Rendezvous::new(transport, n);
    let children = (0..n)
        .map(|rank| {
            let mut cmd = Command::new(exe);
            cmd.args(args)
                .env("CORMI_RANK", rank.to_string())
                .env("CORMI_NODES", n.to_string())
                .envs(meet.env(rank))
                .stdout(Stdio::piped())
                .stderr(Stdio::piped());
            for (k, v) in env(rank) {
                cmd.env(k, v);
            }
            cmd.spawn().unwrap()
        })
        .collect();
    drop(meet);
    children
}

/// Waits for every child; returns (exit code, stdout, stderr) by rank.
fn wait_all(children: Vec<Child>, limit: Duration) -> Vec<(Option<i32>, String, String)> {
    let pids: Vec<i32> = children.iter().map(|c| c.id() as i32).collect();
    let killer = std::thread::spawn(move || {
        std::thread::sleep(limit);
        for p in pids {
            // SAFETY: kill(2) touches no memory of this process.
            unsafe { libc::kill(p, libc::SIGKILL) };
        }
    });
    let outs = children
        .into_iter()
        .map(|c| {
            let o = c.wait_with_output().unwrap();
            let (out, err) = text(&o);
            (o.status.code(), out, err)
        })
        .collect();
    drop(killer);
    outs
}

fn assert_all_exit_0(outs: &[(Option<i32>, String, String)], what: &str) {
    for (rank, (code, out, err)) in outs.iter().enumerate() {
        assert_eq!(*code, Some(0), "{what}: rank {rank} exited {code:?}\n{out}{err}");
    }
}

#[test]
fn short_jobs_of_8_and_16_nodes_start_and_finalize_cleanly() {
    for transport in ["tcp", "shm"] {
        for (n, runs) in [(8, 6), (16, 3)] {
            for run in 0..runs {
                let outs = wait_all(spawn_n(transport, startup_prog(), n, &["finalize"], &|_| vec![]), Duration::from_secs(60));
                assert_all_exit_0(&outs, &format!("{transport} -n {n} run {run}"));
                assert_eq!(outs[0].1.trim(), "done");
            }
        }
    }
}

#[test]
fn rank_0_returning_without_finalize_stops_the_others_cleanly() {
    for transport in ["tcp", "shm"] {
        let outs = wait_all(spawn_n(transport, startup_prog(), 3, &["nofinalize"], &|_| vec![]), Duration::from_secs(30));
        assert_all_exit_0(&outs, &format!("{transport}: no finalize"));
        for (_, _, err) in &outs {
            assert!(!err.contains("lost the connection"), "{transport}: {err}");
        }
    }
}

#[test]
fn deep_call_back_recursion_fails_with_a_depth_error_not_a_crash() {
    for transport in ["tcp", "shm"] {
        let outs = wait_all(spawn_n(transport, startup_prog(), 2, &["recurse", "3000"], &|_| vec![]), Duration::from_secs(60));
        assert_all_exit_0(&outs, &format!("{transport}: recurse 3000"));
        let (_, out, err) = &outs[0];
        assert!(out.contains("status=17 depth=0"), "{transport}: {out}{err}");
        assert!(out.contains("after=42"), "{transport}: the server still serves: {out}{err}");
        // Within the limit, the recursion completes.
        let outs = wait_all(spawn_n(transport, startup_prog(), 2, &["recurse", "200"], &|_| vec![]), Duration::from_secs(60));
        assert_all_exit_0(&outs, &format!("{transport}: recurse 200"));
        assert!(outs[0].1.contains("status=0 depth=200"), "{transport}: {:?}", outs[0]);
    }
}

#[test]
fn reserved_site_ids_and_null_server_functions_are_refused() {
    let out = Command::new(startup_prog()).arg("register").output().unwrap();
    let (stdout, stderr) = text(&out);
    assert!(out.status.success(), "{stdout}{stderr}");
    assert!(stdout.contains("reserved=16 null=16 good=0"), "{stdout}{stderr}");
    assert!(stdout.contains("reserved_call=16 echo=0/7"), "{stdout}{stderr}");
    assert!(stderr.contains("0xffffff04 is reserved") && stderr.contains("no server function"), "{stderr}");
}

#[test]
fn nodes_without_addresses_say_to_use_cormirun() {
    let out = Command::new(startup_prog()).env("CORMI_NODES", "2").env("CORMI_RANK", "0").output().unwrap();
    let (stdout, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(1), "{stdout}{stderr}");
    assert!(stderr.contains("CORMI_ADDRS is not set (start the program with cormirun)"), "{stderr}");
    let out = Command::new(startup_prog()).env("CORMI_NODES", "2").env("CORMI_RANK", "0").env("CORMI_TRANSPORT", "shm").output().unwrap();
    let (stdout, stderr) = text(&out);
    assert_eq!(out.status.code(), Some(1), "{stdout}{stderr}");
    assert!(stderr.contains("CORMI_SHM_FD is not set (start the program with cormirun)"), "{stderr}");
}

#[test]
fn build_id_mismatch_names_both_ranks_and_hides_the_server_id() {
    for transport in ["tcp", "shm"] {
        let build = |rank: usize| vec![("BUILD".into(), if rank == 0 { "0xaaaa1111".into() } else { "0xbbbb2222".into() })];
        let outs = wait_all(spawn_n(transport, startup_prog(), 2, &["build"], &build), Duration::from_secs(30));
        let (code1, _, err1) = &outs[1];
        assert_eq!(*code1, Some(1), "{transport}: {err1}");
        assert!(err1.contains("this node (rank 1) and node 0") && err1.contains("different modules"), "{transport}: {err1}");
        assert!(!err1.contains("aaaa1111"), "{transport}: the refusal leaked node 0's build id: {err1}");
        let (_, _, err0) = &outs[0];
        assert!(err0.contains("aaaa1111") && err0.contains("bbbb2222"), "{transport}: rank 0 prints both ids: {err0}");
    }
}

fn bigarrays_prog() -> &'static Path {
    static EXE: OnceLock<PathBuf> = OnceLock::new();
    EXE.get_or_init(|| build("bigarrays").0)
}

#[test]
fn large_arrays_in_requests_and_replies_arrive_whole_on_every_transport() {
    let expect = |nodes: usize| format!("bigarrays: {} calls checked on {nodes} nodes", 2 * nodes * 11);
    for transport in ["tcp", "shm"] {
        let outs = wait_all(spawn_n(transport, bigarrays_prog(), 2, &["2"], &|_| vec![]), Duration::from_secs(120));
        assert_all_exit_0(&outs, transport);
        assert_eq!(outs[0].1.trim(), expect(2), "{transport}: {}", outs[0].2);
    }
    let one = Command::new(bigarrays_prog()).arg("2").output().unwrap();
    let (stdout, stderr) = text(&one);
    assert!(one.status.success(), "one node: {stdout}{stderr}");
    assert_eq!(stdout.trim(), expect(1));
    let inproc = Command::new(bigarrays_prog()).arg("2").env("CORMI_TRANSPORT", "inproc").env("CORMI_NODES", "3").env("CORMI_RANK", "0").output().unwrap();
    let (stdout, stderr) = text(&inproc);
    assert!(inproc.status.success(), "inproc: {stdout}{stderr}");
    assert_eq!(stdout.trim(), expect(3));
}
