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

/// Builds this process's node: single node without `CORMI_*` variables, otherwise the
/// transport named by `CORMI_TRANSPORT` (`tcp` by default, `shm` or `inproc`).
pub fn start_from_env(registry: Arc<Registry>) -> Result<Arc<Node>, Error> {
    let config = Config::from_env().map_err(Error::NotInit)?;
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
        other => Err(Error::NotInit(format!("CORMI_TRANSPORT={other} is not available in this runtime (tcp, shm, inproc)"))),
    }
}

/// Starts this process's rank of a job whose ranks are processes (tcp, shm).
fn start_processes(rank: usize, nodes: usize, transport: Arc<dyn Transport>, config: &Config, registry: Arc<Registry>) -> Result<Arc<Node>, Error> {
    let node = cluster::start(rank, nodes, transport, config, registry)?;
    // Start-up barrier: every rank waits for its links to all other ranks, and rank 0's
    // cormi_init returns only once every other rank reported its links up. So the mesh is
    // complete before the program runs, and finalize never stops a rank that another
    // rank is still connecting to.
    for p in (0..nodes).filter(|&p| p != rank) {
        node.peer(p)?;
    }
    if rank == 0 {
        node.wait_ready(nodes - 1)?;
    } else {
        node.call_oneway(crate::objects::make_ref(0, 0), crate::wire::sites::READY, &[])?;
    }
    Ok(node)
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
        std::process::exit(0);
    }
    eprintln!("cormi: node {}: lost the connection to node 0; exiting", node.rank);
    std::process::exit(1);
}

/// Rank 0's finalize: stops the other nodes and closes the connections.
pub fn finalize(node: &Arc<Node>) {
    node.finalize();
    for n in INPROC_NODES.lock().unwrap().drain(..) {
        n.close();
    }
}
