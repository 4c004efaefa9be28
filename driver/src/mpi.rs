//! `--mpi`: what a program that runs under `mpirun`/`srun` needs besides the usual
//! pipeline: the runtime built with the MPI transport (`Tools::rt_mpi_lib`), and the MPI
//! library's compile and link flags, which its wrapper compiler reports (`$MPICC`, by
//! default `mpicc`; `mpicc -show` works with Open MPI and MPICH).

use std::process::Command;

/// The MPI library's flags: `-I`/`-D` for the compiles, `-L`/`-l`/`-Wl,` for the link.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MpiFlags {
    /// Preprocessor flags (so programs may include `mpi.h`).
    pub compile: Vec<String>,
    /// Link flags (the MPI library and where it is).
    pub link: Vec<String>,
}

/// Asks the wrapper compiler `mpicc` (a command name or path) for its flags. The error
/// says how to get one.
pub fn query(mpicc: &str) -> Result<MpiFlags, String> {
    let out = Command::new(mpicc).arg("-show").output().map_err(|e| {
        format!("--mpi needs the MPI wrapper compiler {mpicc:?} (set MPICC, or install Open MPI: apt-get install libopenmpi-dev openmpi-bin): {e}")
    })?;
    if !out.status.success() {
        return Err(format!("`{mpicc} -show` failed: {}", String::from_utf8_lossy(&out.stderr).trim()));
    }
    Ok(parse_show(&String::from_utf8_lossy(&out.stdout)))
}

/// Splits the command line that `mpicc -show` prints (the compiler first) into compile
/// and link flags; anything else (the compiler's name, `-pthread`, which cormicc adds
/// itself for MPI programs) is dropped.
pub fn parse_show(line: &str) -> MpiFlags {
    let mut flags = MpiFlags::default();
    for word in line.split_whitespace().skip(1) {
        if word.starts_with("-I") || word.starts_with("-D") {
            flags.compile.push(word.to_string());
        } else if word.starts_with("-L") || word.starts_with("-l") || word.starts_with("-Wl,") {
            flags.link.push(word.to_string());
        }
    }
    flags
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn open_mpi_and_mpich_command_lines_split() {
        let f = parse_show("gcc -I/usr/lib/x86_64-linux-gnu/openmpi/include -I/x/openmpi -L/usr/lib/x86_64-linux-gnu/openmpi/lib -lmpi\n");
        assert_eq!(f.compile, ["-I/usr/lib/x86_64-linux-gnu/openmpi/include", "-I/x/openmpi"]);
        assert_eq!(f.link, ["-L/usr/lib/x86_64-linux-gnu/openmpi/lib", "-lmpi"]);
        let f = parse_show("gcc -Wl,-z,relro -I/usr/include/x86_64-linux-gnu/mpich -L/usr/lib/x86_64-linux-gnu -lmpich -pthread");
        assert_eq!(f.compile, ["-I/usr/include/x86_64-linux-gnu/mpich"]);
        assert_eq!(f.link, ["-Wl,-z,relro", "-L/usr/lib/x86_64-linux-gnu", "-lmpich"]);
    }
}
