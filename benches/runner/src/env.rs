//! The environment a run measured on (CPU, cores, kernel, load average, options), for
//! the header of the tables and the first JSON line.

use crate::RunArgs;
use serde::Serialize;

/// What the machine was and how busy it was when the run started.
#[derive(Clone, Debug, Serialize)]
pub struct Environment {
    pub cpu: String,
    pub cores: usize,
    pub kernel: String,
    /// /proc/loadavg's 1, 5 and 15 minute averages at the start.
    pub load_average: String,
    pub unix_time: u64,
    pub quick: bool,
    pub pinned: bool,
    /// The transport of the cormi and hand-written C jobs (`--transport`).
    pub transport: String,
}

impl Environment {
    /// Reads /proc; unknown values read "unknown".
    pub fn probe(args: &RunArgs) -> Environment {
        let read = |p: &str| std::fs::read_to_string(p).unwrap_or_else(|_| "unknown".into());
        let cpuinfo = read("/proc/cpuinfo");
        let cpu = cpuinfo
            .lines()
            .find(|l| l.starts_with("model name"))
            .and_then(|l| l.split_once(':'))
            .map(|(_, v)| v.trim().to_string())
            .unwrap_or_else(|| "unknown".into());
        let cores = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1);
        let load: Vec<String> = read("/proc/loadavg").split_whitespace().take(3).map(str::to_string).collect();
        let unix_time = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0);
        Environment {
            cpu,
            cores,
            kernel: read("/proc/sys/kernel/osrelease").trim().to_string(),
            load_average: load.join(" "),
            unix_time,
            quick: args.quick,
            pinned: args.pin,
            transport: args.transport.clone(),
        }
    }

    /// The lines printed above the tables.
    pub fn header(&self) -> String {
        format!(
            "cormi-bench: {} ({} cores), Linux {}, load average {} at start; {}, {}, transport {} (raw TCP: tcp)\n\
             (a shared, noisy machine: compare ratios within one run, not absolute values across runs)",
            self.cpu,
            self.cores,
            self.kernel,
            self.load_average,
            if self.quick { "quick" } else { "full" },
            if self.pinned { "every process on CPU 0" } else { "unpinned" },
            if self.transport.is_empty() { "tcp" } else { &self.transport }
        )
    }
}
