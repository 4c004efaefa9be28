//! A node: one rank of a cormi program. It owns its connections to peers, its object
//! table and monitors, and runs the calls its threads make (locally or over a connection).
//! Serving incoming requests lives in `dispatch.rs`, reading connections in `reader.rs`.

use crate::config::Config;
use crate::conn::Conn;
use crate::error::Error;
use crate::ffi::{cormi_out, payload_of, OutBuf};
use crate::gather::Gathered;
use crate::monitors::Monitors;
use crate::objects::{make_ref, ref_node, ref_object, ObjectTable};
use crate::registry::Registry;
use crate::transport::poller::Poller;
use crate::transport::progress::Spinning;
use crate::transport::{Deadline, Link, Transport, TransportError};
use crate::wire::{flags, sites, Header, LockOwner, HEADER_SIZE};
use std::cell::RefCell;
use std::sync::atomic::{AtomicBool, AtomicPtr, AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex, OnceLock};
use std::time::{Duration, Instant};

/// One rank of a running program.
pub struct Node {
    /// This node's rank, `0..nodes`.
    pub rank: usize,
    /// Number of nodes.
    pub nodes: usize,
    /// Settings (timeouts, maximum message size).
    pub config: Config,
    /// The program's dispatch table and build id.
    pub registry: Arc<Registry>,
    peers: Vec<Mutex<Option<Arc<Conn>>>>,
    /// Each peer's connection as last installed, for the look-up of every call without a
    /// lock: a pointer into `installed`, whose boxes live as long as the node.
    installed_now: Vec<AtomicPtr<Arc<Conn>>>,
    /// Every connection ever installed (a failed one is replaced only by a new link).
    // Boxed on purpose: `installed_now` points at them.
    #[allow(clippy::vec_box)]
    installed: Mutex<Vec<Box<Arc<Conn>>>>,
    /// Links being made to each peer (lazy transports: crossing dials are settled here).
    making: Vec<Mutex<Making>>,
    peers_cv: Condvar,
    peers_lock: Mutex<()>,
    /// Objects registered on this node.
    pub objects: ObjectTable,
    pub(crate) monitors: Monitors<Arc<Conn>>,
    /// Objects' exclusive locks (Rust programs: one method of an object at a time).
    pub(crate) exclusive: crate::exclusive::ObjectLocks,
    /// Lanes with one-way calls that may not have run yet (`flush.rs`).
    pub(crate) flush: crate::flush::Flush,
    /// One-way requests (and what follows them on their lane) waiting to be served.
    pub(crate) lanes: crate::lanes::Lanes,
    shutdown: Mutex<bool>,
    shutdown_cv: Condvar,
    /// Ranks that reported their links up (rank 0, start-up barrier).
    ready: Mutex<usize>,
    ready_cv: Condvar,
    finalized: std::sync::Once,
    /// The thread running rank 0's finalize ([`finalizer_token`]; 0 before): calls of
    /// other threads made from then on fail with `Closed`.
    finalizer: AtomicU64,
    closing: AtomicBool,
    /// The transport that brought this node up (none for nodes joined by hand in tests).
    transport: OnceLock<Arc<dyn Transport>>,
    /// How this node's waiting threads poll before they block (`transport::progress`).
    pub(crate) spinning: Spinning,
    /// Wakes the watchdog when a connection needs watching.
    pub(crate) watch: Arc<crate::conn::Watch>,
    /// Watches the idle connections (parked: no thread reads them), if the transport can.
    pub(crate) poller: OnceLock<Arc<dyn Poller>>,
    /// Connections refused before their handshake (TCP: no job secret), for tests.
    pub(crate) refusals: std::sync::atomic::AtomicUsize,
}

/// A link to one peer in the making (lazy transports).
#[derive(Default, Clone, Copy)]
pub(crate) struct Making {
    /// A thread of this node dials the peer.
    pub dialing: bool,
    /// A link the peer dialed is in its handshake.
    pub accepting: bool,
}

impl std::fmt::Debug for Node {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Node {{ rank: {}, nodes: {} }}", self.rank, self.nodes)
    }
}

thread_local! {
    static CURRENT: RefCell<Option<Arc<Node>>> = const { RefCell::new(None) };
    static THREAD_TOKEN: u64 = next_thread_token();
}

fn next_thread_token() -> u64 {
    static NEXT: AtomicU64 = AtomicU64::new(1);
    NEXT.fetch_add(1, Ordering::Relaxed)
}

/// Sets the node the calling thread acts for (service threads, served requests);
/// returns the previous one.
pub fn set_current(node: Option<Arc<Node>>) -> Option<Arc<Node>> {
    // After this thread's locals are gone (an atexit handler): none to replace.
    CURRENT.try_with(|c| std::mem::replace(&mut *c.borrow_mut(), node)).ok().flatten()
}

/// The node the calling thread acts for, if any.
pub fn current() -> Option<Arc<Node>> {
    // In an atexit handler or a thread's exit the thread's locals may be gone: none
    // (callers fall back to the process's node).
    CURRENT.try_with(|c| c.borrow().clone()).ok().flatten()
}

/// The node the calling thread acts for, or `fallback` (this process's node) if none:
/// borrowed when it is `fallback`, so a call's path makes no reference-count update.
pub fn current_or(fallback: Option<&'static Arc<Node>>) -> Option<std::borrow::Cow<'static, Arc<Node>>> {
    use std::borrow::Cow;
    let current = CURRENT
        .try_with(|c| match (&*c.borrow(), fallback) {
            (Some(n), Some(f)) if Arc::ptr_eq(n, f) => None,
            (n, _) => n.clone(),
        })
        .ok()
        .flatten();
    current.map(Cow::Owned).or(fallback.map(Cow::Borrowed))
}

/// Makes `node` the calling thread's node while a server function runs; the previous
/// one comes back on drop. Nothing changes (no reference-count update) when it already
/// is (service threads and lane workers set it once).
pub(crate) struct Acting(Option<Option<Arc<Node>>>);

impl Acting {
    pub(crate) fn enter(node: &Arc<Node>) -> Acting {
        let same = CURRENT.try_with(|c| c.borrow().as_ref().is_some_and(|n| Arc::ptr_eq(n, node))).unwrap_or(false);
        Acting((!same).then(|| set_current(Some(node.clone()))))
    }
}

impl Drop for Acting {
    fn drop(&mut self) {
        if let Some(previous) = self.0.take() {
            set_current(previous);
        }
    }
}

/// A number identifying the calling thread within this process (monitor ownership).
pub fn thread_token() -> u64 {
    THREAD_TOKEN.with(|t| *t)
}

/// The calling thread's token for finalize, also in an atexit handler, where the
/// thread's locals may be gone (then a value no live thread's token has).
fn finalizer_token() -> u64 {
    THREAD_TOKEN.try_with(|t| *t).unwrap_or(u64::MAX)
}

impl Node {
    /// A node with no connections yet.
    pub fn new(rank: usize, nodes: usize, config: Config, registry: Arc<Registry>) -> Arc<Node> {
        crate::spawned::resolve();
        // Until a transport says otherwise, every rank is taken to share this host.
        let spinning = Spinning::new(config.spin.unwrap_or(crate::transport::progress::DEFAULT_MAX_SPIN), nodes);
        let node = Arc::new(Node {
            rank,
            nodes,
            config,
            registry,
            peers: (0..nodes).map(|_| Mutex::new(None)).collect(),
            installed_now: (0..nodes).map(|_| AtomicPtr::new(std::ptr::null_mut())).collect(),
            installed: Mutex::default(),
            making: (0..nodes).map(|_| Mutex::default()).collect(),
            peers_cv: Condvar::new(),
            peers_lock: Mutex::new(()),
            objects: ObjectTable::default(),
            monitors: Monitors::default(),
            exclusive: Default::default(),
            flush: Default::default(),
            lanes: crate::lanes::Lanes::new(nodes),
            shutdown: Mutex::new(false),
            shutdown_cv: Condvar::new(),
            ready: Mutex::new(0),
            ready_cv: Condvar::new(),
            finalized: std::sync::Once::new(),
            finalizer: AtomicU64::new(0),
            closing: AtomicBool::new(false),
            transport: OnceLock::new(),
            spinning,
            watch: Arc::default(),
            poller: OnceLock::new(),
            refusals: Default::default(),
        });
        if nodes > 1 {
            node.start_watchdog();
        }
        node
    }

    /// Records the transport that brings this node up: it learns how many ranks share this
    /// host (for polling) and is shut down when the node closes. Set once.
    pub(crate) fn attach_transport(self: &Arc<Self>, transport: Arc<dyn Transport>) {
        self.spinning.share(transport.host_ranks());
        let polling = transport.polling();
        self.spinning.watch_load(!polling.under_load);
        self.spinning.set_pause(polling.pause);
        if self.config.spin.is_none() {
            self.spinning.set_max(polling.max);
        }
        if let Some(p) = transport.poller() {
            if self.poller.set(p).is_ok() {
                self.start_watcher();
            }
        }
        let _ = self.transport.set(transport);
    }

    /// The state of the link in the making to `peer`.
    pub(crate) fn making(&self, peer: usize) -> std::sync::MutexGuard<'_, Making> {
        self.making[peer].lock().unwrap()
    }

    /// True when links are made on first use (the transport is lazy).
    pub(crate) fn lazy(&self) -> bool {
        self.transport.get().is_some_and(|t| t.lazy())
    }

    /// True when the transport lets only one rank of a pair dial.
    pub(crate) fn arbitrated(&self) -> bool {
        self.transport.get().is_some_and(|t| t.arbitrates())
    }

    /// Installs an established (handshaken) link to `peer` and starts its service thread.
    /// A live connection to `peer` is never replaced: the new link is closed and refused.
    pub fn add_peer(self: &Arc<Self>, peer: usize, link: Box<dyn Link>) -> Result<(), Error> {
        if peer >= self.nodes || peer == self.rank {
            return Err(Error::BadNode { node: peer as i64, nodes: self.nodes });
        }
        let conn = Conn::new(peer, link, self.watch.clone());
        conn.lock().service_threads = 1;
        {
            let mut slot = self.peers[peer].lock().unwrap();
            if slot.as_ref().is_some_and(|old| old.failure().is_none()) {
                conn.link.close();
                return Err(Error::Transport(format!("node {} already has a live connection to node {peer}; the new one is refused", self.rank)));
            }
            *slot = Some(conn.clone());
            let kept = Box::new(conn.clone());
            let at = &*kept as *const Arc<Conn> as *mut Arc<Conn>;
            self.installed.lock().unwrap().push(kept);
            self.installed_now[peer].store(at, Ordering::Release);
        }
        {
            let _g = self.peers_lock.lock().unwrap();
            self.peers_cv.notify_all();
        }
        self.spawn_service(conn);
        Ok(())
    }

    /// The connection to `peer` if one was installed (a failed one too), without a lock
    /// or reference count: every call's look-up.
    fn installed_peer(&self, peer: usize) -> Option<&Arc<Conn>> {
        let at = self.installed_now[peer].load(Ordering::Acquire);
        // SAFETY: a non-null pointer points into a box of `installed`, which is never
        // emptied while the node lives (the box was pushed before the pointer was stored).
        (!at.is_null()).then(|| unsafe { &*at })
    }

    /// The connection to `peer`: over a lazy transport it is dialed now if nobody has
    /// made it yet; otherwise this waits up to the connect timeout for it to appear.
    pub fn peer(self: &Arc<Self>, peer: usize) -> Result<Arc<Conn>, Error> {
        if let Some(c) = self.peers[peer].lock().unwrap().clone() {
            return Ok(c);
        }
        let deadline = Instant::now() + self.config.connect_timeout;
        let mut dial = self.lazy() && peer != self.rank;
        let mut g = self.peers_lock.lock().unwrap();
        loop {
            if let Some(c) = self.peers[peer].lock().unwrap().clone() {
                return Ok(c);
            }
            if dial && !self.closing.load(Ordering::Relaxed) {
                drop(g);
                dial = self.dial(peer)?;
                g = self.peers_lock.lock().unwrap();
                continue;
            }
            if self.closing.load(Ordering::Relaxed) {
                return Err(Error::Closed { node: peer });
            }
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Err(Error::Transport(format!(
                    "node {peer} did not connect to node {} within {} ms",
                    self.rank,
                    self.config.connect_timeout.as_millis()
                )));
            }
            g = self.peers_cv.wait_timeout(g, left.min(Duration::from_millis(50))).unwrap().0;
        }
    }

    /// Dials `peer` unless a link to it is in the making already. Ok(true): try again (the
    /// link may be up); Ok(false): wait for the peer's own link (it refused this dial
    /// because it dials this node, or it is in its handshake).
    fn dial(self: &Arc<Self>, peer: usize) -> Result<bool, Error> {
        {
            let mut m = self.making(peer);
            if m.dialing || m.accepting {
                return Ok(false);
            }
            m.dialing = true;
        }
        let transport = self.transport.get().expect("a lazy node has a transport").clone();
        let r = transport.dial(peer, self.clone());
        self.making(peer).dialing = false;
        self.notify_peers();
        match r {
            Ok(()) => Ok(true),
            Err(Error::Transport(m)) if m.starts_with(crate::handshake::REFUSED) => Ok(false),
            Err(e) if self.peer_now(peer).is_some() => {
                let _ = e;
                Ok(true)
            }
            Err(e) => Err(e),
        }
    }

    /// How many connections this node refused before their handshake (TCP: without the
    /// job's secret); each also got a line on standard error.
    pub fn refused_connections(&self) -> usize {
        self.refusals.load(Ordering::Relaxed)
    }

    /// Wakes the threads waiting for a peer's link.
    pub(crate) fn notify_peers(&self) {
        let _g = self.peers_lock.lock().unwrap();
        self.peers_cv.notify_all();
    }

    /// The connection to `peer` if it exists now (no waiting).
    pub fn peer_now(&self, peer: usize) -> Option<Arc<Conn>> {
        self.peers.get(peer).and_then(|p| p.lock().unwrap().clone())
    }

    /// Runs call site `site` on `target` with the arguments marshaled in `args` (a
    /// header-prefixed buffer) and stores the reply payload in `reply`. One-way calls
    /// return as soon as the request is sent (or, locally, served); the receiver serves
    /// them in order on the calling thread's lane, before its next call there starts
    /// (`lanes.rs`).
    pub fn invoke(self: &Arc<Self>, target: u64, site: u32, oneway: bool, args: &mut cormi_out, reply: &mut Vec<u8>) -> Result<(), Error> {
        let mut none = Gathered::new();
        // SAFETY: no pieces.
        unsafe { self.invoke_gathered(target, site, oneway, args, &mut none, reply) }
    }

    /// As [`Node::invoke`], with large argument blocks appended by reference: the frame
    /// is `args` with `gathered`'s pieces in place, sent without copying them.
    ///
    /// # Safety
    /// Every piece's block must stay readable and unchanged until this returns.
    pub unsafe fn invoke_gathered(
        self: &Arc<Self>,
        target: u64,
        site: u32,
        oneway: bool,
        args: &mut cormi_out,
        gathered: &mut Gathered,
        reply: &mut Vec<u8>,
    ) -> Result<(), Error> {
        crate::holes::settle();
        let node = self.target_node(target)?;
        let finalizer = self.finalizer.load(Ordering::Acquire);
        if finalizer != 0 && finalizer != finalizer_token() && crate::dispatch::serving_depth() == 0 {
            // Finalize waits for the calls in flight (and the calls their methods make
            // here); later ones would race the shutdown.
            return Err(Error::Closed { node });
        }
        let len = (args.len - HEADER_SIZE + gathered.bytes()) as u64;
        if len > self.config.max_message {
            return Err(Error::TooBig { len, max: self.config.max_message });
        }
        if node == self.rank {
            gathered.flatten(args);
            return self.invoke_local(ref_object(target), site, oneway, payload_of(args), reply);
        }
        let dialed;
        let conn = match self.installed_peer(node) {
            Some(c) => c,
            None => {
                dialed = self.peer(node)?;
                &dialed
            }
        };
        // A method that waits for its own call lets call-backs into its object fail
        // rather than wait for it (`exclusive.rs`).
        let out = if oneway { None } else { crate::exclusive::calling_out(self) };
        let r = self.invoke_remote(conn, ref_object(target), site, oneway, args, gathered, reply);
        if let Some(out) = out {
            out.end(self);
        }
        r
    }

    /// Checks a reference and returns its node.
    fn target_node(&self, target: u64) -> Result<usize, Error> {
        match ref_node(target) {
            None => Err(Error::NullRef),
            Some(n) if n >= self.nodes => Err(Error::BadNode { node: n as i64, nodes: self.nodes }),
            Some(n) => Ok(n),
        }
    }

    /// Sends a request on `conn` and waits for its reply.
    ///
    /// # Safety
    /// As for [`Node::invoke_gathered`].
    #[allow(clippy::too_many_arguments)]
    unsafe fn invoke_remote(
        self: &Arc<Self>,
        conn: &Arc<Conn>,
        object: u64,
        site: u32,
        oneway: bool,
        args: &mut cormi_out,
        gathered: &mut Gathered,
        reply: &mut Vec<u8>,
    ) -> Result<(), Error> {
        let mut header = Header {
            flags: if oneway { flags::ONEWAY } else { 0 },
            site,
            status: 0,
            lane: crate::lanes::current_lane(),
            request: 0,
            build: self.registry.build_id(),
            object,
            len: (args.len - HEADER_SIZE + gathered.bytes()) as u64,
        };
        // The call timeout bounds the send to a peer that does not drain its ring or
        // socket (stopped, hung), from when it first waits, and the wait for the reply
        // (`await_reply`): a call whose send never waits and whose reply comes within a
        // receive slice reads no clock.
        let send_deadline = self.config.call_timeout.map_or(Deadline::Never, Deadline::After);
        if oneway {
            if let Some(e) = conn.failure() {
                return Err(e);
            }
            header.encode(crate::ffi::frame_of(args));
            crate::flush::note_oneway(self, conn.peer, header.lane, site);
            return send_frame(conn, args, gathered, send_deadline).map_err(|e| self.send_failure(conn, &e));
        }
        // The caller takes the reader role at once when it is free: it reads its own reply.
        let (id, reading) = conn.open_call()?;
        header.request = id;
        // Large blocks stay here when the peer can read them; the lease ends (dropped
        // last) once this call returned, whatever its outcome.
        let lease = if gathered.is_empty() { None } else { conn.link.lend() };
        let mut table = Vec::new();
        if let Some(lease) = &lease {
            gathered.remote_table(lease.tag, &mut table);
            header.flags |= flags::REMOTE;
            let trailing = if lease.trailing { gathered.bytes() } else { 0 };
            header.len = (table.len() + args.len - HEADER_SIZE + trailing) as u64;
        }
        header.encode(crate::ffi::frame_of(args));
        // A caller that reads its own reply counts in `active_callers` only once it gives
        // the reader role up (`awaiting.rs`).
        let waiting = crate::awaiting::waiting(conn, reading);
        let _waiting = crate::inflight::record(site, conn.peer);
        let sent = match &lease {
            Some(lease) => {
                let frame = crate::ffi::frame_of(args);
                let mut parts = vec![&frame[..HEADER_SIZE], &table[..], &frame[HEADER_SIZE..]];
                if lease.trailing {
                    parts.extend(gathered.blocks());
                }
                conn.link.send_parts_by(&parts, send_deadline)
            }
            None => send_frame(conn, args, gathered, send_deadline),
        };
        let result = match sent {
            Ok(()) => self.await_reply(conn, id, &waiting, send_deadline, reply).map(|_| ()),
            Err(e) => {
                conn.close_call(id, reading, waiting.counted());
                Err(self.send_failure(conn, &e))
            }
        };
        drop(waiting);
        result
    }

    /// The error of a failed send on `conn`. A send that timed out is the call timeout's
    /// error; one that left part of its frame in the link fails the connection first (the
    /// peer could only read the rest as garbage), so later calls get an error at once.
    fn send_failure(&self, conn: &Conn, e: &TransportError) -> Error {
        match e {
            TransportError::TimedOut { partial } => {
                if *partial {
                    conn.fail(Error::Transport(format!(
                        "the connection to node {} was given up: a send timed out with part of its message written",
                        conn.peer
                    )));
                }
                Error::Timeout { node: conn.peer, ms: self.config.call_timeout.map_or(0, |t| t.as_millis() as u64) }
            }
            e => conn.failure().unwrap_or_else(|| Error::from_transport(e, conn.peer)),
        }
    }

    /// Runs a call on this node directly (no transport).
    fn invoke_local(self: &Arc<Self>, object: u64, site: u32, oneway: bool, args: &[u8], reply: &mut Vec<u8>) -> Result<(), Error> {
        let mut reserved = None;
        if oneway && object != 0 && site < sites::RESERVED && crate::exclusive::enabled() {
            if crate::exclusive::holds(self.rank, object) {
                crate::exclusive::defer(crate::exclusive::Deferred { rank: self.rank, object, site, args: args.to_vec() });
                return Ok(());
            }
            // A busy object's holder may wait for this thread: queued, never waited for.
            match self.route_local_oneway(object, site, args) {
                crate::local_oneway::Route::Queued => return Ok(()),
                crate::local_oneway::Route::Now(ticket) => reserved = Some((object, ticket)),
            }
        }
        let flags = if oneway { flags::ONEWAY } else { 0 };
        let header = Header { flags, site, object, build: self.registry.build_id(), len: args.len() as u64, ..Header::default() };
        let mut out = crate::dispatch::take_reply_buf();
        let r = crate::exclusive::serve_with_reservation(&self.exclusive, reserved, || self.run_site(&header, args, &mut out, crate::dispatch::Caller::Local));
        let r = match r {
            crate::dispatch::Dispatched::Reply => {
                if !oneway {
                    reply.clear();
                    reply.extend_from_slice(out.payload());
                }
                Ok(())
            }
            crate::dispatch::Dispatched::Failed(e) => Err(e),
            // A monitor of an object on this node: wait as a remote caller would, up to
            // the call timeout (the caller withdraws the request then).
            crate::dispatch::Dispatched::Deferred(grant) => {
                if grant.wait(self.config.call_timeout) {
                    reply.clear();
                    Ok(())
                } else {
                    Err(Error::Timeout { node: self.rank, ms: self.config.call_timeout.map_or(0, |t| t.as_millis() as u64) })
                }
            }
        };
        crate::dispatch::give_reply_buf(out);
        r
    }

    /// Convenience for Rust callers: calls `site` on `target` with `args` bytes and
    /// returns the reply payload.
    pub fn call(self: &Arc<Self>, target: u64, site: u32, args: &[u8]) -> Result<Vec<u8>, Error> {
        let mut out = OutBuf::new();
        out.append(args);
        let mut reply = Vec::new();
        self.invoke(target, site, false, &mut out.0, &mut reply)?;
        Ok(reply)
    }

    /// Convenience for Rust callers: a one-way call.
    pub fn call_oneway(self: &Arc<Self>, target: u64, site: u32, args: &[u8]) -> Result<(), Error> {
        let mut out = OutBuf::new();
        out.append(args);
        self.invoke(target, site, true, &mut out.0, &mut Vec::new())
    }

    /// Creates an object on `node` by calling constructor site `ctor_site` (whose server
    /// function registers the object and replies with its reference as a u64).
    pub fn create(self: &Arc<Self>, node: usize, ctor_site: u32, args: &[u8]) -> Result<u64, Error> {
        let reply = self.call(make_ref(node, 0), ctor_site, args)?;
        let bytes: [u8; 8] = reply.get(..8).and_then(|b| b.try_into().ok()).ok_or_else(|| Error::Malformed("constructor reply is not a reference".into()))?;
        Ok(u64::from_ne_bytes(bytes))
    }

    /// Drops `r`'s object from its node's table.
    pub fn release(self: &Arc<Self>, r: u64) -> Result<(), Error> {
        if r == crate::objects::NULL_REF {
            return Ok(());
        }
        self.call(r, sites::RELEASE, &[]).map(|_| ())
    }

    /// Enters the monitor of `r`'s object (reentrant for the calling thread).
    /// A request that times out is withdrawn at the owner (a late grant is released), so
    /// the monitor does not stay held by a caller that gave up.
    pub fn lock(self: &Arc<Self>, r: u64) -> Result<(), Error> {
        let owner = self.lock_owner().to_bytes();
        match self.call(r, sites::LOCK, &owner) {
            Ok(_) => Ok(()),
            Err(e @ Error::Timeout { .. }) => {
                let _ = self.call(r, sites::LOCK_CANCEL, &owner);
                Err(e)
            }
            Err(e) => Err(e),
        }
    }

    /// Leaves the monitor of `r`'s object.
    pub fn unlock(self: &Arc<Self>, r: u64) -> Result<(), Error> {
        self.call(r, sites::UNLOCK, &self.lock_owner().to_bytes()).map(|_| ())
    }

    fn lock_owner(&self) -> LockOwner {
        LockOwner { rank: self.rank as u32, thread: thread_token() }
    }

    /// Rank 0's finalize: from now on other threads' calls fail with `Closed`; waits for
    /// every thread's one-way calls to run and for other threads' synchronous calls in
    /// flight to return (up to the call timeout each), then for the one-way calls the
    /// other nodes' threads and methods sent (QUIESCE rounds), tells every other node to stop,
    /// then closes all connections. Runs once; later calls do nothing.
    pub fn finalize(self: &Arc<Self>) {
        self.finalized.call_once(|| {
            if self.rank == 0 {
                self.finalizer.store(finalizer_token(), Ordering::Release);
                self.flush_all();
                self.wait_calls_of_other_threads();
                self.quiesce_others();
                for r in 1..self.nodes {
                    if self.peer_now(r).is_some() {
                        if self.peer_hung(r) {
                            // Its method still runs: it stops when it gets to SHUTDOWN,
                            // or the launcher stops it and names it.
                            let _ = self.call_oneway(make_ref(r, 0), sites::SHUTDOWN, &[]);
                        } else {
                            let _ = self.call(make_ref(r, 0), sites::SHUTDOWN, &[]);
                        }
                    }
                }
            }
            self.close();
        });
    }

    /// A rank reported that its links to every other rank are up (READY built-in).
    pub(crate) fn note_ready(&self) {
        *self.ready.lock().unwrap() += 1;
        self.ready_cv.notify_all();
    }

    /// Rank 0 at start-up: waits until `count` ranks reported their links up, for at most
    /// the connect timeout.
    pub fn wait_ready(&self, count: usize) -> Result<(), Error> {
        let deadline = Instant::now() + self.config.connect_timeout;
        let mut g = self.ready.lock().unwrap();
        while *g < count {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                let silent: Vec<usize> = (0..self.nodes).filter(|&r| r != self.rank && self.peer_now(r).is_none()).collect();
                return Err(Error::Transport(format!(
                    "only {} of the other {count} nodes had started after {} ms (CORMI_CONNECT_TIMEOUT_MS); never connected: {}",
                    *g,
                    self.config.connect_timeout.as_millis(),
                    rank_ranges(&silent)
                )));
            }
            g = self.ready_cv.wait_timeout(g, left.min(Duration::from_millis(50))).unwrap().0;
        }
        Ok(())
    }

    /// Closes every connection in an orderly way (the peers see `Closed`).
    pub fn close(&self) {
        self.closing.store(true, Ordering::Relaxed);
        for p in &self.peers {
            if let Some(c) = p.lock().unwrap().clone() {
                let bye = Header { flags: flags::GOODBYE, build: self.registry.build_id(), ..Header::default() };
                let _ = c.link.send(&bye.to_bytes());
                c.fail(Error::Closed { node: c.peer });
            }
        }
        self.stop_transport();
    }

    /// Drops every connection abruptly, as if this node's process died (for tests): the
    /// peers see `PeerDead`.
    pub fn kill(&self) {
        self.closing.store(true, Ordering::Relaxed);
        for p in &self.peers {
            if let Some(c) = p.lock().unwrap().clone() {
                c.link.close();
                c.fail(Error::Closed { node: c.peer });
            }
        }
        self.stop_transport();
    }

    /// Where peers reach this node (`host:port` over TCP; None in-process).
    pub fn address(&self) -> Option<String> {
        self.transport.get().and_then(|t| t.address())
    }

    /// True once close or kill ran.
    pub fn is_closing(&self) -> bool {
        self.closing.load(Ordering::Relaxed)
    }

    /// Releases the transport's process-wide state once this node is closed (MPI:
    /// finalizes MPI where cormi must). Call after [`Node::close`] or
    /// [`Node::finalize`], when this process makes no more calls.
    pub fn finish(&self) {
        if let Some(t) = self.transport.get() {
            t.finish();
        }
    }

    fn stop_transport(&self) {
        if let Some(t) = self.transport.get() {
            t.shutdown();
        }
    }

    /// Marks this node as told to stop (the SHUTDOWN call site).
    pub(crate) fn request_shutdown(&self) {
        *self.shutdown.lock().unwrap() = true;
        self.shutdown_cv.notify_all();
    }

    /// Blocks until SHUTDOWN arrives (true) or the connection to rank 0 fails (false).
    pub fn wait_shutdown(&self) -> bool {
        let mut g = self.shutdown.lock().unwrap();
        loop {
            if *g {
                return true;
            }
            let lost = self.rank != 0 && self.peer_now(0).is_some_and(|c| c.failure().is_some());
            if lost {
                return false;
            }
            g = self.shutdown_cv.wait_timeout(g, Duration::from_millis(100)).unwrap().0;
        }
    }
}

/// Sends the frame in `args` (header encoded) with `gathered`'s pieces in place.
///
/// # Safety
/// As for [`Node::invoke_gathered`].
unsafe fn send_frame(conn: &Conn, args: &mut cormi_out, gathered: &mut Gathered, deadline: Deadline) -> Result<(), TransportError> {
    if !gathered.is_empty() && conn.link.gathers() {
        return conn.link.send_parts_by(&gathered.parts(args), deadline);
    }
    // The header is in place already; the pieces go after it.
    gathered.flatten(args);
    conn.link.send_by(crate::ffi::frame_of(args), deadline)
}

/// Ranks as a short list of ranges ("3, 7-40 (35 ranks)"; "none").
pub fn rank_ranges(ranks: &[usize]) -> String {
    let mut parts: Vec<String> = Vec::new();
    let mut i = 0;
    while i < ranks.len() {
        let mut j = i;
        while j + 1 < ranks.len() && ranks[j + 1] == ranks[j] + 1 {
            j += 1;
        }
        parts.push(if i == j { ranks[i].to_string() } else { format!("{}-{}", ranks[i], ranks[j]) });
        i = j + 1;
    }
    match ranks.len() {
        0 => "none".into(),
        1 => format!("rank {}", parts[0]),
        n => format!("ranks {} ({n} ranks)", parts.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::Node;
    use crate::config::Config;
    use crate::registry::Registry;
    use crate::transport::{Endpoint, Polling, Transport};
    use std::sync::Arc;
    use std::time::Duration;

    /// A transport that only states its polling policy.
    struct Policy(Polling);

    impl Transport for Policy {
        fn name(&self) -> &'static str {
            "policy"
        }
        fn bring_up(&self, _: Arc<dyn Endpoint>) -> Result<(), crate::error::Error> {
            Ok(())
        }
        fn host_ranks(&self) -> usize {
            1
        }
        fn address(&self) -> Option<String> {
            None
        }
        fn shutdown(&self) {}
        fn polling(&self) -> Polling {
            self.0
        }
    }

    fn node_on(polling: Polling, spin: Option<Duration>) -> Arc<Node> {
        let node = Node::new(0, 1, Config { spin, ..Config::default() }, Arc::new(Registry::new(1)));
        node.attach_transport(Arc::new(Policy(polling)));
        node
    }

    #[test]
    fn the_longest_poll_is_the_transports_unless_the_environment_sets_one() {
        let mpi_like = Polling { max: Duration::from_millis(1), under_load: true, pause: false };
        assert_eq!(node_on(mpi_like, None).spinning.max(), Duration::from_millis(1));
        assert_eq!(node_on(Polling::default(), None).spinning.max(), crate::transport::progress::DEFAULT_MAX_SPIN);
        let set = Some(Duration::from_micros(20));
        assert_eq!(node_on(mpi_like, set).spinning.max(), Duration::from_micros(20), "CORMI_SPIN_US wins");
        assert_eq!(node_on(mpi_like, Some(Duration::ZERO)).spinning.max(), Duration::ZERO, "0 never polls");
    }

    #[test]
    fn only_a_transport_that_says_so_polls_on_a_busy_machine() {
        assert!(!node_on(Polling { max: Duration::from_millis(1), under_load: true, pause: false }, None).spinning.watches_load());
        assert!(node_on(Polling::default(), None).spinning.watches_load());
    }

    #[test]
    fn pollers_pause_between_polls_unless_the_transport_says_not_to() {
        assert!(!node_on(Polling { max: Duration::from_millis(1), under_load: true, pause: false }, None).spinning.pauses());
        assert!(node_on(Polling::default(), None).spinning.pauses());
    }

    #[test]
    fn rank_ranges_are_short() {
        assert_eq!(super::rank_ranges(&[]), "none");
        assert_eq!(super::rank_ranges(&[4]), "rank 4");
        assert_eq!(super::rank_ranges(&[1, 2, 3, 7, 9, 10]), "ranks 1-3, 7, 9-10 (6 ranks)");
    }
}
