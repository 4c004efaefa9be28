//! Running one job: build it, start it (under `cormirun -n 2`, or the peer's own
//! launcher), bounded by a timeout, and turn its RESULT lines into records. A job fails
//! when it exits non-zero (its benchmarks check their results), times out, or prints no
//! RESULT line.

use crate::record::Record;
use crate::suite::{Job, RAW_TCP};
use crate::{compile, RunArgs};
use std::path::Path;
use std::process::Command;

/// Builds and runs `job`; returns one record per RESULT line it printed.
pub fn run_job(root: &Path, job: &Job, args: &RunArgs, round: u32) -> Result<Vec<Record>, String> {
    // The transport applies to cormi's and hand-written C's jobs; the raw TCP baseline
    // needs cormirun's TCP listeners.
    let transport = if job.cormirun && job.implementation != RAW_TCP { args.transport.as_str() } else { "tcp" };
    let mpi = transport == "mpi";
    let mut job = job.clone();
    if mpi {
        // Beside the TCP build, one per mode: sends.site -> sends.site.mpi.
        let mut exe = job.exe.clone().into_os_string();
        exe.push(".mpi");
        job.exe = exe.into();
    }
    let job = &job;
    compile::ensure(root, job, mpi)?;
    let mut cmd = Command::new("timeout");
    cmd.args(["-k", "5", &args.timeout.to_string()]);
    if args.pin {
        cmd.args(["taskset", "-c", "0"]);
    }
    if mpi {
        cmd.args(["mpirun", "--allow-run-as-root", "--oversubscribe", "-n", "2"]);
        if args.pin {
            cmd.args(["--bind-to", "none"]);
        }
    } else if job.cormirun {
        cmd.arg(root.join("target/release/cormirun")).args(["-n", "2", "--transport", transport]);
    }
    cmd.args(&job.prefix).arg(&job.exe).args(&job.args).current_dir(root);
    eprintln!("cormi-bench: {} / {}: {}", job.set, job.implementation, shown(&cmd));
    let out = cmd.output().map_err(|e| format!("cannot start: {e}"))?;
    let stdout = String::from_utf8_lossy(&out.stdout);
    if !out.status.success() {
        let why = match out.status.code() {
            Some(124) => format!("timed out after {} s", args.timeout),
            Some(c) => format!("exit status {c}"),
            None => "killed by a signal".into(),
        };
        return Err(format!("{why}\n{stdout}{}", String::from_utf8_lossy(&out.stderr)));
    }
    let records: Vec<Record> = stdout.lines().filter_map(|l| Record::parse(job, round, l)).collect();
    if records.is_empty() {
        return Err(format!("printed no RESULT line\n{stdout}"));
    }
    Ok(records)
}

fn shown(cmd: &Command) -> String {
    let mut s = cmd.get_program().to_string_lossy().into_owned();
    for a in cmd.get_args() {
        s.push(' ');
        s.push_str(&a.to_string_lossy());
    }
    s
}
