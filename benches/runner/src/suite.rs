//! What a run contains: the benchmark sets, the implementations measured in each (cormi
//! modes, hand-written C, raw TCP, peers), and the jobs (one process tree each) that
//! produce their RESULT lines.

use crate::RunArgs;
use std::path::{Path, PathBuf};

/// The cormi modes, in the order of the paper's ablation (DESIGN.md, "Modes").
pub const MODES: &[&str] = &["generic", "class", "site", "site+cycle", "site+reuse", "all"];

/// The implementation label of hand-written C over the cormi transport (the ratio base).
pub const HANDWRITTEN: &str = "hand-written C";
/// The implementation label of the raw TCP ping-pong (the other ratio base).
pub const RAW_TCP: &str = "raw TCP";

/// How one job's program is built.
#[derive(Clone, Debug)]
pub enum Build {
    /// `cormicc -O2 --cormi-mode=<mode> src` (plus extra link arguments).
    Cormi { src: PathBuf, mode: String, link: Vec<String> },
    /// `clang-22 -O2 -I rt-c/include src libcormi_rt.a`.
    Clang { src: PathBuf },
    /// Built by `benches/peers/setup.sh`; only checked to exist.
    Peer,
}

/// One process tree to run: its program, how to start it, and what it reports.
#[derive(Clone, Debug)]
pub struct Job {
    /// The set whose tables show its RESULT lines.
    pub set: String,
    /// The row label: a cormi mode, [`HANDWRITTEN`], [`RAW_TCP`] or a peer's name.
    pub implementation: String,
    pub build: Build,
    /// The executable (built, or the peer's).
    pub exe: PathBuf,
    /// Arguments after the executable.
    pub args: Vec<String>,
    /// Started under `cormirun -n 2` (else: the command line as it is, e.g. mpirun).
    pub cormirun: bool,
    /// The full command for peers whose launcher is not the executable (e.g. mpirun).
    pub prefix: Vec<String>,
    /// The one benchmark it reports (None: every benchmark of its set).
    pub bench: Option<String>,
}

/// A set: a table per benchmark, in this order, values shown in `unit`.
#[derive(Clone, Debug)]
pub struct SetInfo {
    pub name: String,
    pub title: &'static str,
    pub benches: Vec<&'static str>,
    /// Display unit: "us" (per call) or "ms" (per run).
    pub unit: &'static str,
}

/// Everything a run does, in order.
pub struct Plan {
    pub sets: Vec<SetInfo>,
    pub jobs: Vec<Job>,
    /// "peer X: not built (run benches/peers/setup.sh)" lines.
    pub not_built: Vec<String>,
}

/// Static description of a set.
struct SetDef {
    name: &'static str,
    title: &'static str,
    /// The cormi program and its benchmark names.
    program: &'static str,
    benches: &'static [&'static str],
    unit: &'static str,
    /// Arguments [full, quick, smoke]; "{iters}" and "{warmup}" are replaced (--iters and
    /// --warmup apply), "{rounds}" too (the set's own count: whole runs, not calls).
    args: [&'static [&'static str]; 3],
    /// Default iterations [full, quick, smoke].
    iters: [u32; 3],
    /// Hand-written C and peers measure this benchmark of the set (None: cormi only).
    peer_bench: Option<&'static str>,
    /// Extra link arguments for cormicc.
    link: &'static [&'static str],
}

const SETS: &[SetDef] = &[
    SetDef {
        name: "karmi",
        title: "KaRMI suite (seed 001): round trip per call",
        program: "benches/programs/karmi.c",
        benches: &["ping", "pingpong", "ping_ref", "ref_ping_ref", "pingpong_ref", "ping2_ref", "sync"],
        unit: "us",
        args: [&["{iters}", "{warmup}"]; 3],
        iters: [20000, 2000, 5],
        peer_bench: Some("ping"),
        link: &[],
    },
    SetDef {
        name: "list",
        title: "100-node linked list send (paper table 1)",
        program: "benches/programs/sends.c",
        benches: &["list"],
        unit: "us",
        args: [&["{iters}", "{warmup}", "list"]; 3],
        iters: [20000, 2000, 5],
        peer_bench: Some("list"),
        link: &[],
    },
    SetDef {
        name: "matrix",
        title: "16x16 double matrix send, array of rows (paper table 2)",
        program: "benches/programs/sends.c",
        benches: &["matrix"],
        unit: "us",
        args: [&["{iters}", "{warmup}", "matrix"]; 3],
        iters: [20000, 2000, 5],
        peer_bench: Some("matrix"),
        link: &[],
    },
    SetDef {
        name: "lu",
        title: "distributed LU, N x N by rows over 2 workers (paper tables 3-4)",
        program: "benches/programs/lu.c",
        benches: &["lu"],
        unit: "ms",
        args: [&["1024", "{rounds}"], &["1024", "{rounds}"], &["64", "{rounds}"]],
        iters: [5, 2, 1],
        peer_bench: None,
        link: &["obj:benches/programs/alloc_count.c", "-lm"],
    },
    SetDef {
        name: "pipeline",
        title: "producer/tester pipeline like the superoptimizer (paper tables 5-6)",
        program: "benches/programs/pipeline.c",
        benches: &["pipeline"],
        unit: "ms",
        args: [&["2", "{rounds}"], &["2", "{rounds}"], &["1", "{rounds}"]],
        iters: [3, 1, 1],
        peer_bench: None,
        link: &[],
    },
    SetDef {
        name: "web",
        title: "web page retrieval, 512 B .. 16 KiB pages (paper table 7)",
        program: "benches/programs/webserver.c",
        benches: &["web"],
        unit: "us",
        args: [&["{iters}", "{warmup}"]; 3],
        iters: [20000, 2000, 5],
        peer_bench: None,
        link: &[],
    },
    SetDef {
        name: "graphs",
        title: "object-graph throughput, one call per graph (MBps = payload 10^6 bytes/s)",
        program: "benches/programs/graphs.c",
        benches: &[
            "list-1K",
            "tree-1K",
            "dag-1K",
            "array-1K",
            "list-16K",
            "tree-16K",
            "dag-16K",
            "array-16K",
            "list-256K",
            "tree-256K",
            "dag-256K",
            "array-256K",
            "list-4M",
            "tree-4M",
            "dag-4M",
            "array-4M",
            "list-64M",
            "tree-64M",
            "dag-64M",
            "array-64M",
        ],
        unit: "us",
        args: [&["67108864", "{rounds}"], &["4194304", "{rounds}"], &["1024", "{rounds}"]],
        iters: [200, 30, 3],
        peer_bench: None,
        link: &[],
    },
];

/// The repository root: the runner's manifest is benches/runner/Cargo.toml.
pub fn repo_root() -> PathBuf {
    let here = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    here.parent().and_then(Path::parent).map(Path::to_path_buf).unwrap_or(here)
}

/// A peer: its label, its executable (relative to the root) and how to start it.
struct PeerDef {
    label: &'static str,
    exe: &'static str,
    /// The command before the executable (e.g. mpirun), and arguments after it before
    /// "{iters} {warmup} {bench}".
    prefix: &'static [&'static str],
    sub: &'static [&'static str],
}

const PEERS: &[PeerDef] = &[
    PeerDef { label: "MPI/C", exe: "benches/peers/build/mpi_bench", prefix: &["mpirun", "--oversubscribe", "--allow-run-as-root", "-n", "2"], sub: &[] },
    PeerDef {
        label: "MPI/C (tcp)",
        exe: "benches/peers/build/mpi_bench",
        prefix: &["mpirun", "--oversubscribe", "--allow-run-as-root", "--mca", "btl", "self,tcp", "-n", "2"],
        sub: &[],
    },
    PeerDef { label: "Java RMI", exe: "benches/peers/java/run.sh", prefix: &["bash"], sub: &[] },
    PeerDef { label: "tarpc", exe: "benches/peers/rust/target/release/rpc-peers", prefix: &[], sub: &["tarpc"] },
    PeerDef { label: "gRPC (tonic)", exe: "benches/peers/rust/target/release/rpc-peers", prefix: &[], sub: &["grpc"] },
];

/// Whether a peer is usable: its executable exists (and, for Java, its classes).
fn peer_built(root: &Path, p: &PeerDef) -> bool {
    let marker = if p.label == "Java RMI" { root.join("benches/peers/build/java/RmiBench.class") } else { root.join(p.exe) };
    marker.exists()
}

/// Prints every set with its benchmarks, and which peers are built.
pub fn print_sets(root: &Path) {
    for s in SETS {
        println!("{:<8} {} [{}]", s.name, s.title, s.benches.join(", "));
    }
    for p in PEERS {
        println!("peer {:<13} {}", p.label, if peer_built(root, p) { "built" } else { "not built (benches/peers/setup.sh)" });
    }
}

fn fill(args: &[&str], iters: u32, warmup: u32, rounds: u32) -> Vec<String> {
    let sub = |a: &str| a.replace("{iters}", &iters.to_string()).replace("{warmup}", &warmup.to_string()).replace("{rounds}", &rounds.to_string());
    args.iter().map(|a| sub(a)).collect()
}

/// Every set, for reports of stored results.
pub fn all_sets() -> Vec<SetInfo> {
    SETS.iter().map(set_info).collect()
}

fn set_info(s: &SetDef) -> SetInfo {
    SetInfo { name: s.name.into(), title: s.title, benches: s.benches.to_vec(), unit: s.unit }
}

/// Chooses sets, modes and iterations from the options; lists the jobs in run order
/// (the raw TCP ping-pong first). Errors on an unknown set or mode.
pub fn plan(root: &Path, args: &RunArgs) -> Result<Plan, String> {
    let chosen: Vec<&SetDef> = if args.set.is_empty() {
        SETS.iter().collect()
    } else {
        args.set.iter().map(|n| SETS.iter().find(|s| s.name == n).ok_or_else(|| unknown("set", n))).collect::<Result<_, _>>()?
    };
    let modes: Vec<String> = if args.modes.is_empty() { MODES.iter().map(|m| m.to_string()).collect() } else { args.modes.clone() };
    if let Some(m) = modes.iter().find(|m| !MODES.contains(&m.as_str())) {
        return Err(unknown("mode", m));
    }
    let mut plan = Plan { sets: vec![], jobs: vec![raw_job(root, args)], not_built: vec![] };
    let size = size_index(args);
    for s in chosen {
        let iters = args.iters.unwrap_or(s.iters[size]);
        let warmup = args.warmup.unwrap_or(if args.smoke { 2 } else { iters / 10 });
        let call_args = fill(s.args[size], iters, warmup, s.iters[size]);
        plan.sets.push(set_info(s));
        for mode in &modes {
            let exe = root.join(format!("target/bench/{}.{}", stem(s.program), mode.replace('+', "_")));
            let link = s.link.iter().map(|l| l.to_string()).collect();
            let build = Build::Cormi { src: root.join(s.program), mode: mode.clone(), link };
            plan.jobs.push(Job {
                set: s.name.into(),
                implementation: mode.clone(),
                build,
                exe,
                args: call_args.clone(),
                cormirun: true,
                prefix: vec![],
                bench: None,
            });
        }
        if let Some(bench) = s.peer_bench {
            plan.jobs.push(handwritten_job(root, s.name, bench, iters, warmup));
            for p in PEERS.iter().filter(|_| !args.no_peers) {
                if !peer_built(root, p) {
                    let note = format!("peer {} ({}): not built (run benches/peers/setup.sh)", p.label, s.name);
                    plan.not_built.push(note);
                    continue;
                }
                let mut a: Vec<String> = p.sub.iter().map(|x| x.to_string()).collect();
                a.extend([iters.to_string(), warmup.to_string(), bench.to_string()]);
                let prefix = p.prefix.iter().map(|x| x.to_string()).collect();
                plan.jobs.push(Job {
                    set: s.name.into(),
                    implementation: p.label.into(),
                    build: Build::Peer,
                    exe: root.join(p.exe),
                    args: a,
                    cormirun: false,
                    prefix,
                    bench: Some(bench.into()),
                });
            }
        }
    }
    Ok(plan)
}

/// 0 full, 1 quick, 2 smoke: the index into a set's `args` and `iters`.
fn size_index(args: &RunArgs) -> usize {
    if args.smoke {
        2
    } else {
        usize::from(args.quick)
    }
}

fn unknown(what: &str, name: &str) -> String {
    let known: Vec<&str> = if what == "set" { SETS.iter().map(|s| s.name).collect() } else { MODES.to_vec() };
    format!("unknown {what} '{name}' (known: {})", known.join(", "))
}

fn stem(src: &str) -> String {
    Path::new(src).file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default()
}

/// The raw TCP ping-pong of benches/latency.c: 48 bytes (one frame header) each way.
fn raw_job(root: &Path, args: &RunArgs) -> Job {
    let iters = args.iters.unwrap_or([20000, 2000, 5][size_index(args)]);
    let warmup = args.warmup.unwrap_or(if args.smoke { 2 } else { iters / 10 });
    Job {
        set: "raw".into(),
        implementation: RAW_TCP.into(),
        build: Build::Clang { src: root.join("benches/latency.c") },
        exe: root.join("target/bench/latency"),
        args: vec!["raw".into(), iters.to_string(), warmup.to_string(), "48".into()],
        cormirun: true,
        prefix: vec![],
        bench: Some("raw".into()),
    }
}

fn handwritten_job(root: &Path, set: &str, bench: &str, iters: u32, warmup: u32) -> Job {
    Job {
        set: set.into(),
        implementation: HANDWRITTEN.into(),
        build: Build::Clang { src: root.join("benches/baseline/handwritten.c") },
        exe: root.join("target/bench/handwritten"),
        args: vec![iters.to_string(), warmup.to_string(), bench.into()],
        cormirun: true,
        prefix: vec![],
        bench: Some(bench.into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(sets: &[&str]) -> RunArgs {
        RunArgs {
            quick: false,
            smoke: true,
            no_peers: true,
            set: sets.iter().map(|s| s.to_string()).collect(),
            iters: None,
            rounds: None,
            warmup: None,
            pin: false,
            transport: "tcp".into(),
            modes: vec![],
            out: None,
            timeout: 60,
        }
    }

    #[test]
    fn a_set_runs_every_mode_then_hand_written_c_after_raw_tcp() {
        let plan = plan(Path::new("/r"), &args(&["list"])).unwrap();
        let names: Vec<&str> = plan.jobs.iter().map(|j| j.implementation.as_str()).collect();
        let mut want = vec![RAW_TCP];
        want.extend(MODES);
        want.push(HANDWRITTEN);
        assert_eq!(names, want);
        assert_eq!(plan.jobs[1].args, ["5", "2", "list"]);
    }

    #[test]
    fn rounds_of_whole_runs_ignore_iters() {
        let mut a = args(&["lu"]);
        a.iters = Some(777);
        let plan = plan(Path::new("/r"), &a).unwrap();
        assert_eq!(plan.jobs[1].args, ["64", "1"], "LU: N and rounds, not --iters");
        assert_eq!(plan.jobs[0].args[1], "777", "raw TCP takes --iters");
    }

    #[test]
    fn unknown_sets_and_modes_are_errors() {
        let e = plan(Path::new("/r"), &args(&["lists"])).err().unwrap();
        assert!(e.contains("unknown set 'lists'") && e.contains("karmi"), "{e}");
        let mut a = args(&["list"]);
        a.modes = vec!["fast".into()];
        assert!(plan(Path::new("/r"), &a).err().unwrap().contains("unknown mode 'fast'"));
    }
}
