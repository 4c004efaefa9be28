//! A thread that a method starts acts for the node that runs the method, also when every
//! node runs in one process (in-process links, as `CORMI_TRANSPORT=inproc`): its calls are
//! that node's calls, and `cormi_rank` says that node. So is a thread that such a thread
//! starts.

use cormi_rt::ffi::{cormi_in, cormi_out, cormi_out_u64};
use cormi_rt::{cluster, Config, Registry};
use std::ffi::c_void;
use std::sync::Arc;
use std::time::Duration;

const THREAD_RANKS: u32 = 1;

/// A rank as a reply word: `u64::MAX` for a thread that acts for no node.
fn rank_word(rank: Option<usize>) -> u64 {
    rank.map_or(u64::MAX, |r| r as u64)
}

/// What a thread sees of its node: the node it acts for, and `cormi_rank`.
fn seen() -> (u64, u64) {
    (rank_word(cormi_rt::node::current().map(|n| n.rank)), cormi_rt::capi::cormi_rank() as u64)
}

/// THREAD_RANKS(): a method that starts a thread, which starts another; replies what each
/// saw of its node (the node it acts for, then `cormi_rank`).
///
/// # Safety
/// A `ServerFn`: `reply` valid.
unsafe extern "C" fn thread_ranks(_args: *mut cormi_in, reply: *mut cormi_out, _s: *mut c_void) -> i32 {
    let (child, grandchild) = std::thread::spawn(|| (seen(), std::thread::spawn(seen).join().unwrap())).join().unwrap();
    for w in [child.0, child.1, grandchild.0, grandchild.1] {
        cormi_out_u64(reply, w);
    }
    0
}

fn registry() -> Arc<Registry> {
    let mut r = Registry::new(0x5BA7);
    r.add(THREAD_RANKS, thread_ranks, std::ptr::null());
    Arc::new(r)
}

#[test]
fn threads_a_method_starts_act_for_the_node_that_runs_the_method() {
    let config = Config { call_timeout: Some(Duration::from_secs(10)), connect_timeout: Duration::from_secs(5), ..Config::default() };
    let nodes = cluster::inproc_cluster(3, &config, registry()).unwrap();
    for rank in 1..3 {
        let r = nodes[0].call(cormi_rt::objects::make_ref(rank, 0), THREAD_RANKS, &[]).unwrap();
        let words: Vec<u64> = r.chunks(8).map(|c| u64::from_ne_bytes(c.try_into().unwrap())).collect();
        let want = rank as u64;
        assert_eq!(words, [want; 4], "node {rank}: (node, cormi_rank) of the method's thread, then of its thread (u64::MAX: none)");
    }
    for n in &nodes {
        n.close();
    }
}
