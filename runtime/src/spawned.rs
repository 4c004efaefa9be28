//! The node of a thread that a method starts (`rt-c/src/threads.c`): pthread_create hands
//! the creating thread's node to the new thread when it is not this process's node, so
//! when every node runs in one process (`CORMI_TRANSPORT=inproc`, in-process clusters) a
//! thread started by a method of node 1 acts for node 1, as it does in a process of its
//! own.

use crate::node::{self, Node};
use std::ffi::c_void;
use std::sync::Arc;

extern "C" {
    fn cormi_threads_resolve();
}

/// Looks up glibc's pthread_create once, before the first thread starts; also links
/// `threads.c` into every program that starts a node.
pub(crate) fn resolve() {
    // SAFETY: resolves a function pointer through dlsym; no arguments.
    unsafe { cormi_threads_resolve() }
}

/// A counted reference to the calling thread's node for a thread it starts, or null
/// when the thread has none or it is this process's node (the new thread's default).
#[no_mangle]
pub extern "C" fn cormi_thread_node_take() -> *const c_void {
    match node::current() {
        Some(n) if !crate::capi::process_node().is_some_and(|p| Arc::ptr_eq(p, &n)) => Arc::into_raw(n).cast(),
        _ => std::ptr::null(),
    }
}

/// Makes the calling (new) thread act for `node`, a reference from
/// [`cormi_thread_node_take`].
///
/// # Safety
/// `node` is a reference [`cormi_thread_node_take`] returned, used once.
#[no_mangle]
pub unsafe extern "C" fn cormi_thread_node_adopt(node: *const c_void) {
    // SAFETY: the caller passes a reference made by Arc::into_raw, once.
    let node = unsafe { Arc::from_raw(node.cast::<Node>()) };
    node::set_current(Some(node));
}

/// Drops a reference from [`cormi_thread_node_take`] whose thread did not start.
///
/// # Safety
/// `node` is a reference [`cormi_thread_node_take`] returned, used once.
#[no_mangle]
pub unsafe extern "C" fn cormi_thread_node_drop(node: *const c_void) {
    // SAFETY: the caller passes a reference made by Arc::into_raw, once.
    drop(unsafe { Arc::from_raw(node.cast::<Node>()) });
}
