//! Building a job's program: cormicc in the job's mode, or clang-22 against the runtime
//! library; skipped when the executable is newer than everything it is made of.

use crate::suite::{Build, Job};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::SystemTime;

/// Builds `job.exe` if stale (`mpi`: with `cormicc --mpi`, or against the MPI runtime of
/// scripts/build-mpi.sh and MPI's libraries). Peers are only checked to exist. Errors
/// carry the compiler's output.
pub fn ensure(root: &Path, job: &Job, mpi: bool) -> Result<(), String> {
    let runtime = if mpi { "target/mpi/release/libcormi_rt.a" } else { "target/release/libcormi_rt.a" };
    let (mut cmd, inputs) = match &job.build {
        Build::Peer => {
            return if job.exe.exists() { Ok(()) } else { Err(format!("{} missing (benches/peers/setup.sh)", job.exe.display())) };
        }
        Build::Cormi { src, mode, link } => {
            let mut c = Command::new(root.join("target/release/cormicc"));
            c.args(["-O2", "-g", "-pthread", &format!("--cormi-mode={mode}"), "-Wall", "-Werror"]).arg(src).arg("-o").arg(&job.exe);
            if mpi {
                c.arg("--mpi");
            }
            let tools = ["target/release/cormicc", "target/release/libcormi_pass.so", runtime];
            let mut deps = inputs(root, src, &tools);
            for l in link {
                match l.strip_prefix("obj:") {
                    Some(obj_src) => {
                        let obj = native_object(root, &root.join(obj_src))?;
                        c.arg(&obj);
                        deps.push(obj);
                    }
                    None => drop(c.arg(l)),
                }
            }
            (c, deps)
        }
        Build::Clang { src } => {
            let mut c = Command::new("clang-22");
            c.args(["-O2", "-g", "-Wall", "-Wextra", "-Werror", "-I"]).arg(root.join("rt-c/include")).arg(src);
            c.arg(root.join(runtime));
            if mpi {
                c.args(mpi_link_flags()?);
            }
            c.args(["-lpthread", "-ldl", "-lm", "-o"]).arg(&job.exe);
            (c, inputs(root, src, &[runtime]))
        }
    };
    if fresh(&job.exe, &inputs) {
        return Ok(());
    }
    if let Some(dir) = job.exe.parent() {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    let out = cmd.current_dir(root).output().map_err(|e| format!("cannot start the compiler: {e}"))?;
    if !out.status.success() {
        return Err(format!("build failed: {}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr)));
    }
    Ok(())
}

/// The linker flags of the MPI library (`mpicc --showme:link`).
fn mpi_link_flags() -> Result<Vec<String>, String> {
    let out = Command::new("mpicc").arg("--showme:link").output().map_err(|e| format!("mpicc --showme:link: {e} (install Open MPI)"))?;
    if !out.status.success() {
        return Err("mpicc --showme:link failed".into());
    }
    Ok(String::from_utf8_lossy(&out.stdout).split_whitespace().map(String::from).collect())
}

/// Compiles a helper linked natively (not through the pass), e.g. alloc_count.c, into
/// target/bench/<stem>.o when stale; returns the object's path.
fn native_object(root: &Path, src: &Path) -> Result<PathBuf, String> {
    let stem = src.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    let obj = root.join(format!("target/bench/{stem}.o"));
    if fresh(&obj, &[src.to_path_buf()]) {
        return Ok(obj);
    }
    std::fs::create_dir_all(root.join("target/bench")).map_err(|e| e.to_string())?;
    let out = Command::new("clang-22")
        .args(["-O2", "-g", "-Wall", "-Werror", "-c"])
        .arg(src)
        .arg("-o")
        .arg(&obj)
        .output()
        .map_err(|e| format!("cannot start clang-22: {e}"))?;
    if !out.status.success() {
        return Err(format!("build of {} failed: {}", src.display(), String::from_utf8_lossy(&out.stderr)));
    }
    Ok(obj)
}

/// The source, the shared timing header and the tools a build depends on.
fn inputs(root: &Path, src: &Path, tools: &[&str]) -> Vec<PathBuf> {
    let mut v = vec![src.to_path_buf(), root.join("benches/timing.h")];
    v.extend(tools.iter().map(|t| root.join(t)));
    v
}

fn mtime(p: &Path) -> Option<SystemTime> {
    std::fs::metadata(p).and_then(|m| m.modified()).ok()
}

/// True when `exe` exists and is newer than every input that exists.
fn fresh(exe: &Path, inputs: &[PathBuf]) -> bool {
    let Some(built) = mtime(exe) else {
        return false;
    };
    inputs.iter().filter_map(|i| mtime(i)).all(|t| t <= built)
}
