//! Command line of `cormirun` (clap builder API, no derive: keeps the build small).

use clap::{value_parser, Arg, ArgAction, ArgMatches, Command};
use std::ffi::OsString;
use std::time::Duration;

/// How the ranks of a job talk to each other (the `CORMI_TRANSPORT` contract value).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Transport {
    /// One process per rank, TCP on loopback; the launcher binds every listener first.
    Tcp,
    /// One process; the runtime runs ranks 1..N-1 as threads.
    Inproc,
    /// Shared memory between local processes (not implemented yet).
    Shm,
}

impl Transport {
    /// The value of `CORMI_TRANSPORT` for this transport.
    pub fn env_value(self) -> &'static str {
        match self {
            Transport::Tcp => "tcp",
            Transport::Inproc => "inproc",
            Transport::Shm => "shm",
        }
    }

    fn parse(s: &str) -> Transport {
        match s {
            "inproc" => Transport::Inproc,
            "shm" => Transport::Shm,
            _ => Transport::Tcp,
        }
    }
}

/// Everything `cormirun` was asked to do.
#[derive(Clone, Debug)]
pub struct Options {
    /// Number of ranks (N >= 1).
    pub nodes: usize,
    /// Transport the ranks use.
    pub transport: Transport,
    /// Prefix every output line with `[rank] ` (line-buffered forwarding).
    pub prefix: bool,
    /// Call/connect timeout handed to the runtime as `CORMI_TIMEOUT_MS`.
    pub timeout_ms: Option<u64>,
    /// Maximum message size handed to the runtime as `CORMI_MAX_MESSAGE`.
    pub max_message: Option<u64>,
    /// After the first failure, how long the other ranks may run on before SIGTERM.
    pub linger: Duration,
    /// Time between SIGTERM and SIGKILL when stopping ranks.
    pub grace: Duration,
    /// The program and its arguments.
    pub program: Vec<OsString>,
}

/// The clap definition of the command line.
pub fn command() -> Command {
    Command::new("cormirun")
        .about("Start N local cormi nodes running PROG and supervise them")
        .override_usage("cormirun -n N [OPTIONS] PROG [ARGS]...")
        .arg(
            Arg::new("nodes")
                .short('n')
                .long("nodes")
                .value_name("N")
                .required(true)
                .value_parser(value_parser!(u16).range(1..))
                .help("number of nodes (ranks 0..N-1)"),
        )
        .arg(
            Arg::new("transport")
                .long("transport")
                .value_name("T")
                .default_value("tcp")
                .value_parser(["tcp", "inproc", "shm"])
                .help(
                    "tcp: one process per rank on loopback; inproc: one process, ranks as threads",
                ),
        )
        .arg(
            Arg::new("prefix")
                .short('l')
                .long("prefix")
                .action(ArgAction::SetTrue)
                .help("prefix each output line with \"[rank] \""),
        )
        .arg(ms_arg(
            "timeout",
            "remote call / connect timeout, passed as CORMI_TIMEOUT_MS",
        ))
        .arg(
            Arg::new("max-message")
                .long("max-message")
                .value_name("BYTES")
                .value_parser(value_parser!(u64).range(1..))
                .help("maximum message size, passed as CORMI_MAX_MESSAGE"),
        )
        .arg(ms_arg(
            "linger",
            "after a rank fails, let the others run this long before stopping them [default: 0]",
        ))
        .arg(ms_arg(
            "grace",
            "time between SIGTERM and SIGKILL when stopping ranks [default: 2000]",
        ))
        .arg(
            Arg::new("program")
                .value_name("PROG")
                .required(true)
                .num_args(1..)
                .trailing_var_arg(true)
                .allow_hyphen_values(true)
                .value_parser(value_parser!(OsString))
                .help("program to run on every node, with its arguments"),
        )
}

fn ms_arg(name: &'static str, help: &'static str) -> Arg {
    Arg::new(name)
        .long(name)
        .value_name("MS")
        .value_parser(value_parser!(u64))
        .help(help)
}

/// Parses `args` (including argv\[0\]); on error returns clap's error (which prints usage).
pub fn parse<I, T>(args: I) -> Result<Options, clap::Error>
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let m = command().try_get_matches_from(args)?;
    Ok(from_matches(&m))
}

fn from_matches(m: &ArgMatches) -> Options {
    let ms = |name: &str, default: u64| {
        Duration::from_millis(m.get_one::<u64>(name).copied().unwrap_or(default))
    };
    Options {
        nodes: usize::from(*m.get_one::<u16>("nodes").expect("required")),
        transport: Transport::parse(m.get_one::<String>("transport").expect("has default")),
        prefix: m.get_flag("prefix"),
        timeout_ms: m.get_one::<u64>("timeout").copied(),
        max_message: m.get_one::<u64>("max-message").copied(),
        linger: ms("linger", 0),
        grace: ms("grace", 2000),
        program: m
            .get_many::<OsString>("program")
            .expect("required")
            .cloned()
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn program_arguments_keep_their_dashes() {
        let o = parse(["cormirun", "-n", "2", "prog", "-x", "--y", "z"]).unwrap();
        assert_eq!(o.nodes, 2);
        assert_eq!(o.program, ["prog", "-x", "--y", "z"]);
        assert_eq!(o.transport, Transport::Tcp);
        assert!(!o.prefix);
    }

    #[test]
    fn options_are_parsed() {
        let o = parse([
            "cormirun",
            "-n",
            "3",
            "--transport",
            "inproc",
            "-l",
            "--timeout",
            "250",
            "--linger",
            "10",
            "--grace",
            "20",
            "--max-message",
            "4096",
            "p",
        ])
        .unwrap();
        assert_eq!(o.transport, Transport::Inproc);
        assert!(o.prefix);
        assert_eq!(o.timeout_ms, Some(250));
        assert_eq!(o.max_message, Some(4096));
        assert_eq!(o.linger, Duration::from_millis(10));
        assert_eq!(o.grace, Duration::from_millis(20));
    }

    #[test]
    fn zero_nodes_and_missing_program_are_errors() {
        assert!(parse(["cormirun", "-n", "0", "p"]).is_err());
        assert!(parse(["cormirun", "-n", "2"]).is_err());
        assert!(parse(["cormirun", "p"]).is_err());
        assert!(parse(["cormirun", "-n", "2", "--transport", "udp", "p"]).is_err());
    }
}
