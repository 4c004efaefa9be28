//! Starting this process's node from the launcher's environment (docs/contracts.md),
//! serving on ranks above 0, and rank 0's finalize.

use crate::cluster;
use crate::config::{env_u64, Config};
use crate::error::Error;
use crate::node::Node;
use crate::registry::Registry;
use crate::transport::shm::ShmTransport;
use crate::transport::tcp::TcpTransport;
use crate::transport::Transport;
use std::sync::{Arc, Mutex};

/// The in-process nodes 1..N-1 of `CORMI_TRANSPORT=inproc` (kept alive until finalize).
static INPROC_NODES: Mutex<Vec<Arc<Node>>> = Mutex::new(Vec::new());

/// Environment variables by which MPI launchers announce the size of a job to each of
/// its processes: Open MPI's mpirun, PMI (MPICH's hydra, `srun --mpi=pmi2`), a Slurm
/// job step (`srun`).
pub const MPI_LAUNCHER_SIZE: [&str; 3] = ["OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "SLURM_STEP_NUM_TASKS"];

/// The job size an MPI launcher announced to this process, with the variable that said
/// so; None when no launcher did (or its value is not a number).
pub fn mpi_launcher_size() -> Option<(&'static str, usize)> {
    MPI_LAUNCHER_SIZE.into_iter().find_map(|v| Some((v, std::env::var(v).ok()?.trim().parse().ok()?)))
}

/// Whether this process runs over MPI: `CORMI_TRANSPORT=mpi`, or started by an MPI
/// launcher with more than one process and not by cormirun (no `CORMI_NODES`).
fn mpi_selected() -> bool {
    match std::env::var("CORMI_TRANSPORT") {
        Ok(t) if !t.is_empty() => t == "mpi",
        _ => std::env::var_os("CORMI_NODES").is_none() && mpi_launcher_size().is_some_and(|(_, n)| n > 1),
    }
}

/// Builds this process's node: over MPI under an MPI launcher (or `CORMI_TRANSPORT=mpi`),
/// single node without `CORMI_*` variables, otherwise the transport named by
/// `CORMI_TRANSPORT` (`tcp` by default, `shm` or `inproc`).
pub fn start_from_env(registry: Arc<Registry>) -> Result<Arc<Node>, Error> {
    let config = Config::from_env().map_err(Error::NotInit)?;
    if mpi_selected() {
        return start_mpi(&config, registry);
    }
    let nodes = env_u64("CORMI_NODES").map_err(Error::NotInit)?.unwrap_or(1) as usize;
    let rank = env_u64("CORMI_RANK").map_err(Error::NotInit)?.unwrap_or(0) as usize;
    if nodes == 0 || rank >= nodes || nodes > 65535 {
        return Err(Error::NotInit(format!("CORMI_RANK={rank} and CORMI_NODES={nodes} do not fit")));
    }
    if nodes == 1 {
        return Ok(Node::new(0, 1, config, registry));
    }
    match std::env::var("CORMI_TRANSPORT").unwrap_or_else(|_| "tcp".into()).as_str() {
        "tcp" => start_processes(rank, nodes, Arc::new(TcpTransport::from_env(rank, nodes).map_err(Error::NotInit)?), &config, registry),
        "shm" => start_processes(rank, nodes, Arc::new(ShmTransport::from_env(rank, nodes).map_err(Error::NotInit)?), &config, registry),
        "inproc" => start_inproc(nodes, &config, registry),
        other => Err(Error::NotInit(format!("CORMI_TRANSPORT={other} is not available in this runtime (tcp, shm, inproc, mpi)"))),
    }
}

/// Starts this process's rank of an MPI job: rank and size come from MPI.
#[cfg(feature = "mpi")]
fn start_mpi(config: &Config, registry: Arc<Registry>) -> Result<Arc<Node>, Error> {
    use crate::transport::mpi::{at_mpi_finalize, MpiTransport};
    let t = MpiTransport::start().map_err(|e| Error::NotInit(format!("MPI: {e}")))?;
    at_mpi_finalize(finalize_process_node);
    let (rank, nodes) = (t.rank(), t.size());
    if nodes > 65535 {
        return Err(Error::NotInit(format!("an MPI job of {nodes} processes is larger than cormi's 65535 nodes")));
    }
    let node = start_processes(rank, nodes, Arc::new(t), config, registry)?;
    crate::inflight::report_at_sigterm(rank, node.registry.clone());
    Ok(node)
}

/// Without the MPI transport: says how to get it.
#[cfg(not(feature = "mpi"))]
fn start_mpi(_: &Config, _: Arc<Registry>) -> Result<Arc<Node>, Error> {
    let launcher = match mpi_launcher_size() {
        Some((var, n)) => format!("it runs under an MPI launcher ({var}={n})"),
        None => "CORMI_TRANSPORT=mpi".into(),
    };
    Err(Error::NotInit(format!("{launcher}, but this program was built without MPI support: build it with `cormicc --mpi`")))
}

/// MPI_Finalize has begun (the program's, or cormi's own): finalizes this process's node
/// first, while MPI still works.
#[cfg(feature = "mpi")]
fn finalize_process_node() {
    if let Some(node) = crate::capi::process_node() {
        finalize(node);
    }
}

/// Starts this process's rank of a job whose ranks are processes (tcp, shm).
fn start_processes(rank: usize, nodes: usize, transport: Arc<dyn Transport>, config: &Config, registry: Arc<Registry>) -> Result<Arc<Node>, Error> {
    let lazy = transport.lazy();
    let node = cluster::start(rank, nodes, transport, config, registry)?;
    // Start-up barrier: rank 0's cormi_init returns only once every other rank reported
    // itself up. Over an eager transport every rank first waits for its links to all
    // other ranks (the full mesh is up before the program runs); over a lazy one only the
    // link to rank 0 is made now, the others on first use.
    let wait_for: Vec<usize> = if lazy { vec![0] } else { (0..nodes).collect() };
    for p in wait_for.into_iter().filter(|&p| p != rank) {
        node.peer(p).map_err(|e| quiet_unless_first(rank, e))?;
    }
    if rank == 0 {
        node.wait_ready(nodes - 1)?;
    } else {
        node.call_oneway(crate::objects::make_ref(0, 0), crate::wire::sites::READY, &[]).map_err(|e| quiet_unless_first(rank, e))?;
    }
    Ok(node)
}

/// A start-up failure to reach rank 0 is the same on every rank: rank 1 reports it
/// (and rank 0 the ranks that never came, in one line); the others exit 1 without a line
/// of their own, unless `CORMI_DEBUG` is set. So a job of hundreds of ranks that cannot
/// start prints a summary, not a line per rank.
fn quiet_unless_first(rank: usize, e: Error) -> Error {
    if rank >= 2 && std::env::var_os("CORMI_DEBUG").is_none() {
        std::process::exit(1);
    }
    e
}

fn start_inproc(nodes: usize, config: &Config, registry: Arc<Registry>) -> Result<Arc<Node>, Error> {
    let mut all = cluster::inproc_cluster(nodes, config, registry)?;
    let rest = all.split_off(1);
    *INPROC_NODES.lock().unwrap() = rest;
    Ok(all.remove(0))
}

/// Ranks above 0: serve until rank 0's finalize (exit 0) or until rank 0 is gone (exit 1).
pub fn serve_until_shutdown(node: &Arc<Node>) -> ! {
    if node.wait_shutdown() {
        node.close();
        node.finish();
        std::process::exit(0);
    }
    if node.peer_now(0).and_then(|c| c.failure()).is_some_and(|e| matches!(e, Error::Closed { .. })) {
        // Rank 0 finalized (it said goodbye) without this node's SHUTDOWN served: a
        // one-way method here still runs. Exit once it returned; the launcher stops a node
        // that does not within its grace and names it as the one that hung.
        node.wait_lanes_idle();
        node.close();
        node.finish();
        std::process::exit(0);
    }
    eprintln!("cormi: node {}: lost the connection to node 0; exiting", node.rank);
    std::process::exit(1);
}

/// Rank 0's finalize: stops the other nodes, closes the connections and finishes the
/// transport (MPI: finalizes MPI if cormi initialised it).
pub fn finalize(node: &Arc<Node>) {
    node.finalize();
    for n in INPROC_NODES.lock().unwrap().drain(..) {
        n.close();
    }
    node.finish();
}
