//! `cormi-bench`: builds cormi's benchmark programs in every mode and their peers'
//! (when set up), runs them side by side on 2 local nodes, prints a table per benchmark
//! (median, p10/p90 per call in microseconds, ratios to hand-written C and to a raw TCP
//! ping-pong measured in the same run), writes the raw results as JSON lines and draws
//! an SVG bar chart. See `benches/ARCHITECTURE.md`.
//!
//!     cargo run -p cormi-bench --release -- run [--quick] [--set karmi,list,...] [--iters N]
//!                                               [--warmup N] [--pin] [--modes site,all]
//!                                               [--transport tcp|shm|inproc|mpi]

mod chart;
mod compile;
mod env;
mod exec;
mod record;
mod report;
mod suite;

use clap::{Args, Parser, Subcommand};
use std::path::PathBuf;

#[derive(Parser)]
#[command(name = "cormi-bench", about = "cormi's benchmarks against hand-written C, raw TCP and RPC peers")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Build and run the chosen sets; print tables, write JSON lines and an SVG chart.
    Run(RunArgs),
    /// List the sets, what they measure, and which peers are built.
    List,
    /// Tables and chart again from a run's JSON lines (e.g. benches/results/*.jsonl).
    Report {
        /// The JSON-lines file a run wrote.
        jsonl: PathBuf,
        /// Where to draw the chart (default: next to the file, .svg).
        #[arg(long)]
        svg: Option<PathBuf>,
    },
}

/// Options of `run`.
#[derive(Args, Clone, Debug)]
pub struct RunArgs {
    /// Fewer iterations and smaller problems (finishes in minutes on 2 cores).
    #[arg(long)]
    pub quick: bool,
    /// The smallest problems, 5 timed calls after 2 warm-up calls (what tests/bench runs:
    /// it checks that every benchmark builds and computes the right thing; no timing).
    #[arg(long, conflicts_with = "quick")]
    pub smoke: bool,
    /// Leave the peers out (MPI, Java RMI, tarpc, gRPC) even when they are built.
    #[arg(long)]
    pub no_peers: bool,
    /// Comma-separated sets (see `list`); default: every set.
    #[arg(long, value_delimiter = ',')]
    pub set: Vec<String>,
    /// Timed iterations per benchmark (default: the set's, smaller with --quick).
    #[arg(long)]
    pub iters: Option<u32>,
    /// Passes over the whole job list (interleaved, so that a noisy moment hits every
    /// implementation alike); tables show the median over rounds (default: full 3,
    /// quick 3, smoke 1).
    #[arg(long)]
    pub rounds: Option<u32>,
    /// Untimed warm-up iterations before the timed ones (default: iters / 10).
    #[arg(long)]
    pub warmup: Option<u32>,
    /// Run every process on CPU 0 (`taskset -c 0`): no cross-CPU wake-ups.
    #[arg(long)]
    pub pin: bool,
    /// The transport of the cormi and hand-written C jobs: cormirun's `tcp` (the
    /// default), `shm` or `inproc`, or `mpi` (built with `cormicc --mpi` and the MPI
    /// runtime of scripts/build-mpi.sh, started by `mpirun -n 2`). The raw TCP baseline
    /// always runs over TCP.
    #[arg(long, default_value = "tcp", value_parser = ["tcp", "shm", "inproc", "mpi"])]
    pub transport: String,
    /// Comma-separated cormi modes (default: generic,class,site,site+cycle,site+reuse,all).
    #[arg(long, value_delimiter = ',')]
    pub modes: Vec<String>,
    /// Where the JSON lines and the chart go (default: target/bench/results).
    #[arg(long)]
    pub out: Option<PathBuf>,
    /// Seconds one benchmark process may run before it counts as failed.
    #[arg(long, default_value_t = 600)]
    pub timeout: u64,
}

fn main() {
    let cli = Cli::parse();
    let root = suite::repo_root();
    let status = match cli.command {
        Command::List => {
            suite::print_sets(&root);
            0
        }
        Command::Report { jsonl, svg } => match report_again(&jsonl, svg) {
            Ok(()) => 0,
            Err(e) => {
                eprintln!("cormi-bench: error: {e}");
                2
            }
        },
        Command::Run(args) => match run(&root, &args) {
            Ok(failures) => i32::from(failures > 0),
            Err(e) => {
                eprintln!("cormi-bench: error: {e}");
                2
            }
        },
    };
    std::process::exit(status);
}

/// Reads a run's JSON lines; prints its environment, tables and targets; draws its chart.
fn report_again(jsonl: &std::path::Path, svg: Option<PathBuf>) -> Result<(), String> {
    let (environment, records) = record::read_jsonl(jsonl)?;
    println!("{environment}");
    let combined = record::combine_rounds(&records);
    let sets = suite::all_sets();
    report::print_tables(&sets, &combined);
    let svg = svg.unwrap_or_else(|| jsonl.with_extension("svg"));
    chart::draw(&svg, &sets, &combined)?;
    println!("chart: {}", svg.display());
    Ok(())
}

/// Builds and runs everything chosen; returns the number of jobs that failed.
fn run(root: &std::path::Path, args: &RunArgs) -> Result<usize, String> {
    let plan = suite::plan(root, args)?;
    let out = args.out.clone().unwrap_or_else(|| root.join("target/bench/results"));
    std::fs::create_dir_all(&out).map_err(|e| format!("{}: {e}", out.display()))?;
    let environment = env::Environment::probe(args);
    println!("{}", environment.header());
    let mut results = record::Results::create(&out, &environment)?;
    let rounds = args.rounds.unwrap_or(if args.smoke { 1 } else { 3 }).max(1);
    let mut failures = 0;
    for round in 1..=rounds {
        for job in &plan.jobs {
            match exec::run_job(root, job, args, round) {
                Ok(records) => records.into_iter().try_for_each(|r| results.push(r))?,
                Err(e) => {
                    failures += 1;
                    eprintln!("cormi-bench: FAILED {} ({}): {e}", job.set, job.implementation);
                    results.push(record::Record::failure(job, round, &e))?;
                }
            }
        }
    }
    for note in &plan.not_built {
        println!("{note}");
    }
    let combined = record::combine_rounds(results.all());
    println!("(median over {rounds} round(s) of each statistic)");
    report::print_tables(&plan.sets, &combined);
    let svg = out.join(format!("{}.svg", results.stem()));
    chart::draw(&svg, &plan.sets, &combined)?;
    std::fs::copy(&svg, out.join("latest.svg")).map_err(|e| format!("latest.svg: {e}"))?;
    println!("raw results: {}\nchart: {}", results.path().display(), svg.display());
    if failures > 0 {
        println!("{failures} benchmark job(s) FAILED (see above)");
    }
    Ok(failures)
}
