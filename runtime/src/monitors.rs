//! Remote monitors (`cormi_lock` / `cormi_unlock`, Java's `synchronized(r)`).
//!
//! The owner node keeps one monitor per locked object. A lock request that cannot be
//! granted is queued with a [`Grant`] (where to send the reply later); no server thread
//! blocks on it, so the node keeps serving, including the owner's unlock. Monitors are
//! reentrant per caller (rank + thread token).

use crate::wire::LockOwner;
use std::collections::{HashMap, VecDeque};
use std::sync::{Condvar, Mutex};

/// Where the "you hold the lock" answer goes once a queued request is granted.
pub enum Grant<C> {
    /// A remote caller: reply to request `request` on connection `conn`.
    Remote {
        /// The caller's connection.
        conn: C,
        /// The lock request's id.
        request: u64,
    },
    /// A caller on this node, blocked in [`LocalGrant::wait`].
    Local(std::sync::Arc<LocalGrant>),
}

/// The error of leaving a monitor that the caller does not hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NotHolder;

/// A caller on the owner node waiting for a monitor.
#[derive(Default)]
pub struct LocalGrant {
    granted: Mutex<bool>,
    cv: Condvar,
}

impl LocalGrant {
    /// Marks the lock granted and wakes the waiter.
    pub fn grant(&self) {
        *self.granted.lock().unwrap() = true;
        self.cv.notify_all();
    }

    /// Blocks until granted, or until `timeout` has passed (None: no limit). Returns
    /// whether the lock was granted.
    pub fn wait(&self, timeout: Option<std::time::Duration>) -> bool {
        let deadline = timeout.map(|t| std::time::Instant::now() + t);
        let mut g = self.granted.lock().unwrap();
        while !*g {
            match deadline {
                None => g = self.cv.wait(g).unwrap(),
                Some(d) => {
                    let left = d.saturating_duration_since(std::time::Instant::now());
                    if left.is_zero() {
                        return false;
                    }
                    g = self.cv.wait_timeout(g, left).unwrap().0;
                }
            }
        }
        true
    }
}

struct Monitor<C> {
    owner: Option<LockOwner>,
    depth: u32,
    queue: VecDeque<(LockOwner, Grant<C>)>,
}

/// The monitors of one node, keyed by object id.
pub struct Monitors<C> {
    table: Mutex<HashMap<u64, Monitor<C>>>,
}

impl<C> Default for Monitors<C> {
    fn default() -> Self {
        Monitors { table: Mutex::new(HashMap::new()) }
    }
}

impl<C> Monitors<C> {
    /// Requests the monitor of `object` for `owner`. Returns the grant back when the lock
    /// is taken now (free, or already held by `owner`); `None` when it was queued.
    pub fn lock(&self, object: u64, owner: LockOwner, grant: Grant<C>) -> Option<Grant<C>> {
        let mut t = self.table.lock().unwrap();
        let m = t.entry(object).or_insert_with(|| Monitor { owner: None, depth: 0, queue: VecDeque::new() });
        match m.owner {
            None => {
                m.owner = Some(owner);
                m.depth = 1;
                Some(grant)
            }
            Some(o) if o == owner => {
                m.depth += 1;
                Some(grant)
            }
            Some(_) => {
                m.queue.push_back((owner, grant));
                None
            }
        }
    }

    /// Leaves the monitor of `object`. [`NotHolder`] if `owner` does not hold it; otherwise
    /// the grant of the next waiter that now holds it, which the caller must answer.
    pub fn unlock(&self, object: u64, owner: LockOwner) -> Result<Option<Grant<C>>, NotHolder> {
        let mut t = self.table.lock().unwrap();
        let Some(m) = t.get_mut(&object) else { return Err(NotHolder) };
        if m.owner != Some(owner) {
            return Err(NotHolder);
        }
        m.depth -= 1;
        if m.depth > 0 {
            return Ok(None);
        }
        match m.queue.pop_front() {
            Some((next, grant)) => {
                m.owner = Some(next);
                m.depth = 1;
                Ok(Some(grant))
            }
            None => {
                t.remove(&object);
                Ok(None)
            }
        }
    }

    /// Withdraws `owner`'s lock request on `object` that its caller gave up on (timed
    /// out): a queued request leaves the queue (`Ok(None)`); if the request was granted
    /// meanwhile, the monitor is left once, as by [`Monitors::unlock`], and the grant of
    /// the next waiter is returned. `Ok(None)` too when nothing is left to withdraw.
    pub fn cancel(&self, object: u64, owner: LockOwner) -> Result<Option<Grant<C>>, NotHolder> {
        {
            let mut t = self.table.lock().unwrap();
            let Some(m) = t.get_mut(&object) else { return Ok(None) };
            if let Some(i) = m.queue.iter().rposition(|(o, _)| *o == owner) {
                m.queue.remove(i);
                return Ok(None);
            }
            if m.owner != Some(owner) {
                return Ok(None);
            }
        }
        self.unlock(object, owner)
    }

    /// Forgets every holder and waiter from node `rank` (it died or left): their queued
    /// requests are dropped and monitors they held pass to the next waiter. Returns the
    /// grants that now hold a monitor and must be answered.
    pub fn forget_rank(&self, rank: u32) -> Vec<Grant<C>> {
        let mut granted = Vec::new();
        let mut t = self.table.lock().unwrap();
        t.retain(|_, m| {
            m.queue.retain(|(o, _)| o.rank != rank);
            if m.owner.is_some_and(|o| o.rank == rank) {
                match m.queue.pop_front() {
                    Some((next, grant)) => {
                        m.owner = Some(next);
                        m.depth = 1;
                        granted.push(grant);
                    }
                    None => return false,
                }
            }
            true
        });
        granted
    }
}
