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
    /// One process per rank, rings in one shared memory file that the launcher creates
    /// (the default).
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
            "tcp" => Transport::Tcp,
            _ => Transport::Shm,
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
    /// After the first failure, how long the other ranks may run on before SIGTERM
    /// (time for the survivors to report the dead peer and exit on their own).
    pub linger: Duration,
    /// Time the other ranks get to exit after rank 0 exited successfully, and time
    /// between SIGTERM and SIGKILL when stopping ranks.
    pub grace: Duration,
    /// Hosts to run the ranks on (`--hosts`; empty: all local). Ranks go to them in
    /// blocks, in order.
    pub hosts: Vec<crate::hosts::Host>,
    /// The command that starts a rank on a host (`--launcher`, words; `{host}` is the
    /// host's name); the rank's command line follows as one shell string, as for ssh.
    pub launcher: Vec<String>,
    /// The address cormirun's rendezvous listens on (`--rendezvous`; default: the first
    /// host's address).
    pub rendezvous: Option<crate::hosts::Ip>,
    /// The program and its arguments.
    pub program: Vec<OsString>,
}

/// The clap definition of the command line.
pub fn command() -> Command {
    Command::new("cormirun")
        .about("Start N local cormi nodes running PROG and supervise them")
        .after_help(AFTER_HELP)
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
        .arg(Arg::new("transport").long("transport").value_name("T").default_value("shm").value_parser(["shm", "tcp", "inproc"]).help(
            "shm: one process per rank, shared-memory rings (fastest on one host); tcp: one process per rank on \
                     loopback; inproc: one process, ranks as threads",
        ))
        .arg(
            Arg::new("prefix")
                .short('l')
                .long("prefix")
                .action(ArgAction::SetTrue)
                .help("prefix each output line with \"[rank] \" (a line longer than 64 KiB is forwarded as several prefixed lines)"),
        )
        .arg(ms_arg("timeout", "remote call / connect timeout, passed as CORMI_TIMEOUT_MS"))
        .arg(
            Arg::new("max-message")
                .long("max-message")
                .value_name("BYTES")
                .value_parser(value_parser!(u64).range(1..))
                .help("maximum message size, passed as CORMI_MAX_MESSAGE"),
        )
        .arg(ms_arg(
            "linger",
            "after a rank fails, let the others run this long so they can report the dead \
             peer and exit on their own, before stopping them (not when another rank than 0 \
             failed while rank 0 handles errors itself: CORMI_ERRORS_RETURN) [default: 1000, \
             or --timeout when that is smaller (at least 100)]",
        ))
        .arg(ms_arg(
            "grace",
            "after rank 0 exits with status 0, time the other ranks get to exit before \
             they are stopped (then cormirun warns and exits 124); also the time between \
             SIGTERM and SIGKILL when stopping ranks [default: 2000]",
        ))
        .arg(
            Arg::new("hosts")
                .long("hosts")
                .value_name("LIST")
                .value_parser(|s: &str| s.split(',').map(crate::hosts::Host::parse).collect::<Result<Vec<_>, _>>())
                .help(
                    "run the ranks on these hosts (comma-separated NAME or NAME=ADDR; ADDR is where that host's ranks \
             listen, and only there), in blocks in order; implies --transport tcp",
                ),
        )
        .arg(Arg::new("launcher").long("launcher").value_name("CMD").default_value("ssh {host}").help(
            "with --hosts: the command that starts a rank on a host; {host} becomes the host's NAME, and the \
             rank's command line follows as one shell string (as ssh takes it; for a local namespace: \
             'ip netns exec {host} sh -c'); without {host} in CMD the NAME is put after its first word \
             (as for 'ssh')",
        ))
        .arg(
            Arg::new("rendezvous").long("rendezvous").value_name("ADDR").value_parser(|s: &str| s.parse::<crate::hosts::Ip>().map_err(|e| e.to_string())).help(
                "with --hosts: the address cormirun listens on for the ranks to report where they listen \
             [default: the first host's address]",
            ),
        )
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

/// Exit status and process-lifetime rules, shown after the options in `--help`.
const AFTER_HELP: &str = "\
Exit status: 0 when every rank exits 0; otherwise the first failure: a rank's exit
status, or 128+N for a rank killed by signal N. A crash by a signal counts before the
non-zero exits of the survivors that follow it within --linger (at least 1 s). When a
rank other than 0 fails, the others are stopped after --linger, unless rank 0 runs in
CORMI_ERRORS_RETURN mode (its runtime tells cormirun): then they go on, and rank 0's
own exit ends the job (the exit status is still the failed rank's). 124 when
rank 0 exited 0 but other ranks had to be stopped after --grace; 128+N when cormirun
itself got signal N (SIGINT, SIGTERM, SIGHUP, SIGQUIT); 127/126 when PROG cannot be
found/executed; 2 for a bad command line.

No process is left behind: the ranks and what they start share one process group,
which cormirun stops on failure, on a signal and at the end. If cormirun itself is
killed with SIGKILL, the ranks die with it (parent-death signal) and a small guard
process kills the rest of the group. A process that leaves the group (setsid,
setpgid) escapes all of this.";

/// `--linger` when not given: 1000 ms, or the call timeout when that is smaller (so
/// that a short --timeout keeps failures quick), but at least 100 ms.
pub fn default_linger(timeout_ms: Option<u64>) -> Duration {
    Duration::from_millis(timeout_ms.map_or(1000, |t| t.clamp(100, 1000)))
}

fn ms_arg(name: &'static str, help: &'static str) -> Arg {
    Arg::new(name).long(name).value_name("MS").value_parser(value_parser!(u64)).help(help)
}

/// Parses `args` (including argv\[0\]); on error returns clap's error (which prints usage).
pub fn parse<I, T>(args: I) -> Result<Options, clap::Error>
where
    I: IntoIterator<Item = T>,
    T: Into<OsString> + Clone,
{
    let m = command().try_get_matches_from(args)?;
    let o = from_matches(&m);
    if !o.hosts.is_empty() && m.value_source("transport") == Some(clap::parser::ValueSource::CommandLine) && o.transport != Transport::Tcp {
        return Err(command().error(clap::error::ErrorKind::ArgumentConflict, "--hosts runs the ranks over tcp: --transport must be tcp"));
    }
    Ok(Options { transport: if o.hosts.is_empty() { o.transport } else { Transport::Tcp }, ..o })
}

fn from_matches(m: &ArgMatches) -> Options {
    let ms = |name: &str, default: u64| Duration::from_millis(m.get_one::<u64>(name).copied().unwrap_or(default));
    let timeout_ms = m.get_one::<u64>("timeout").copied();
    Options {
        nodes: usize::from(*m.get_one::<u16>("nodes").expect("required")),
        transport: Transport::parse(m.get_one::<String>("transport").expect("has default")),
        prefix: m.get_flag("prefix"),
        timeout_ms,
        max_message: m.get_one::<u64>("max-message").copied(),
        linger: m.get_one::<u64>("linger").map_or_else(|| default_linger(timeout_ms), |&l| Duration::from_millis(l)),
        grace: ms("grace", 2000),
        hosts: m.get_one::<Vec<crate::hosts::Host>>("hosts").cloned().unwrap_or_default(),
        launcher: m.get_one::<String>("launcher").expect("has default").split_whitespace().map(String::from).collect(),
        rendezvous: m.get_one::<crate::hosts::Ip>("rendezvous").copied(),
        program: m.get_many::<OsString>("program").expect("required").cloned().collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn help_names_shm_as_the_default() {
        let help = command().render_help().to_string();
        assert!(help.contains("shm: one process per rank") && help.contains("[default: shm]"), "{help}");
    }

    #[test]
    fn program_arguments_keep_their_dashes() {
        let o = parse(["cormirun", "-n", "2", "prog", "-x", "--y", "z"]).unwrap();
        assert_eq!(o.nodes, 2);
        assert_eq!(o.program, ["prog", "-x", "--y", "z"]);
        assert_eq!(o.transport, Transport::Shm);
        assert!(!o.prefix);
        assert_eq!(parse(["cormirun", "-n", "2", "--transport", "tcp", "p"]).unwrap().transport, Transport::Tcp);
    }

    #[test]
    fn options_are_parsed() {
        let o =
            parse(["cormirun", "-n", "3", "--transport", "inproc", "-l", "--timeout", "250", "--linger", "10", "--grace", "20", "--max-message", "4096", "p"])
                .unwrap();
        assert_eq!(o.transport, Transport::Inproc);
        assert!(o.prefix);
        assert_eq!(o.timeout_ms, Some(250));
        assert_eq!(o.max_message, Some(4096));
        assert_eq!(o.linger, Duration::from_millis(10));
        assert_eq!(o.grace, Duration::from_millis(20));
    }

    #[test]
    fn linger_defaults_to_a_second_bounded_by_the_timeout() {
        let linger = |args: &[&str]| {
            let mut a = vec!["cormirun", "-n", "2"];
            a.extend_from_slice(args);
            a.push("p");
            parse(a).unwrap().linger.as_millis()
        };
        assert_eq!(linger(&[]), 1000);
        assert_eq!(linger(&["--timeout", "300"]), 300);
        assert_eq!(linger(&["--timeout", "5000"]), 1000);
        assert_eq!(linger(&["--timeout", "1"]), 100);
        assert_eq!(linger(&["--timeout", "300", "--linger", "0"]), 0);
        assert_eq!(parse(["cormirun", "-n", "2", "p"]).unwrap().grace.as_millis(), 2000);
    }

    #[test]
    fn hosts_imply_tcp_and_name_their_addresses() {
        let o = parse(["cormirun", "-n", "4", "--hosts", "a=10.0.0.1,127.0.0.2", "--launcher", "ip netns exec {host} sh -c", "p"]).unwrap();
        assert_eq!(o.transport, Transport::Tcp);
        assert_eq!((o.hosts[0].name.as_str(), o.hosts[0].addr.to_string()), ("a", "10.0.0.1".to_string()));
        assert_eq!(o.hosts[1].addr.to_string(), "127.0.0.2");
        assert_eq!(o.launcher, ["ip", "netns", "exec", "{host}", "sh", "-c"]);
        assert!(parse(["cormirun", "-n", "2", "--hosts", "a=1.2.3.4", "--transport", "shm", "p"]).is_err());
        assert!(parse(["cormirun", "-n", "2", "--hosts", "=1.2.3.4", "p"]).is_err());
        assert_eq!(parse(["cormirun", "-n", "2", "p"]).unwrap().launcher, ["ssh", "{host}"]);
    }

    #[test]
    fn zero_nodes_and_missing_program_are_errors() {
        assert!(parse(["cormirun", "-n", "0", "p"]).is_err());
        assert!(parse(["cormirun", "-n", "2"]).is_err());
        assert!(parse(["cormirun", "p"]).is_err());
        assert!(parse(["cormirun", "-n", "2", "--transport", "udp", "p"]).is_err());
    }
}
