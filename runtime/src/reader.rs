//! Reading connections: callers waiting for replies (leader/follower), the per-
//! connection service threads, and the node's watchdog. See `conn.rs` for the reader role.
//!
//! Invariants:
//! - Only the holder of a connection's reader role calls `link.recv` on it.
//! - The role is never held while user code runs or while a thread blocks on anything but
//!   that link: a request is served after its reader gave the role up. So a server
//!   function may block, or call anywhere (back into its caller, through a third node),
//!   without stopping the connection it came from. A request whose lent blocks follow it
//!   on the link (TCP) is the exception while its unmarshaler reads them from the link:
//!   the role goes once they are read, the function returns or it makes a call
//!   (`holes.rs`).
//! - Requests are served inline by whoever read them: no hand-off on the common path.
//!   One-way requests, and requests that follow them on their lane, go to a lane worker
//!   instead (`lanes.rs`), so that they run in order.
//! - Every exit of `read_loop` leaves the role released (or never re-taken).

use crate::awaiting::Waiting;
use crate::conn::{Conn, Outcome};
use crate::error::Error;
use crate::node::Node;
use crate::transport::{progress, Deadline, Received, TransportError, RECV_SLICE};
use crate::wire::{flags, Header};
use std::convert::Infallible;
use std::sync::atomic::Ordering;
use std::sync::{Arc, Weak};
use std::time::{Duration, Instant};

/// How long the reader role must have been left alone before a service thread takes it
/// while callers are active; also the service threads' polling period.
const SERVICE_GRACE: Duration = Duration::from_millis(1);
/// The watchdog's period, and how long a connection may go unread (its readers all busy
/// serving) before the watchdog starts another service thread.
const WATCHDOG_PERIOD: Duration = Duration::from_millis(10);
/// The longest the watchdog sleeps while every connection has a reader and serves
/// nothing (it is woken when that changes; this only bounds a missed wake-up).
const WATCHDOG_IDLE: Duration = Duration::from_secs(1);
/// A service thread that read nothing for this long parks its connection: it arms the
/// link in the node's poller and exits, so an idle connection costs no thread. Well above
/// the gaps of back-to-back calls, which never see a parked connection.
const PARK_AFTER: Duration = Duration::from_millis(200);
/// How long the watcher sleeps at most in its poller before it looks at the node again.
const WATCHER_SLICE: Duration = Duration::from_secs(1);

/// What a reader's wait ([`Node::next_frame`]) ended with.
enum Got {
    /// A frame (or an oversize frame's header).
    Frame(Received),
    /// A caller became active while a service thread waited: it steps back.
    CallerActive,
}

/// Why a read loop returned without the awaited reply. The role is released in all cases.
enum ReadEnd {
    /// The awaited reply (payload in the loop's buffer).
    Done(Header),
    /// Lost the role while serving a request, or the reply was delivered meanwhile: go
    /// back to waiting.
    Retry,
    /// A service thread should step back (callers are active).
    StepBack,
    /// A service thread read nothing for [`PARK_AFTER`]: it parks the connection (the
    /// role is still held).
    Park,
}

impl Node {
    /// Waits for the reply to request `id` on `conn`, reading the connection itself when
    /// nobody else does (`waiting` not counted yet: the caller holds the reader role
    /// already, `awaiting.rs`). `payload` receives the reply payload. `deadline` is fixed the first time the wait looks at
    /// it (a reader: after a receive slice without the reply, so a reply that comes
    /// sooner costs no clock read; the wait gives up at most a slice late).
    pub(crate) fn await_reply(
        self: &Arc<Self>,
        conn: &Arc<Conn>,
        id: u64,
        waiting: &Waiting<'_>,
        mut deadline: Deadline,
        payload: &mut Vec<u8>,
    ) -> Result<Header, Error> {
        let deadline = &mut deadline;
        if !waiting.counted() {
            if let ReadEnd::Done(h) = self.read_loop(conn, Some((id, false)), deadline, payload)? {
                return Ok(h);
            }
        }
        // Without the role now: counted in, so service threads leave the connection to
        // this caller once it may read again.
        waiting.count_in();
        loop {
            let mut st = conn.lock();
            if let Some(outcome) = st.pending.take_filled(id) {
                return finish(outcome, payload, conn.peer);
            }
            if let Some(d) = deadline.fix() {
                if Instant::now() >= d {
                    st.pending.close(id);
                    return Err(self.timeout_error(conn));
                }
            }
            if !st.reader_busy && st.failed.is_none() {
                st.reader_busy = true;
                st.need_reader = false;
                drop(st);
                match self.read_loop(conn, Some((id, true)), deadline, payload)? {
                    ReadEnd::Done(h) => return Ok(h),
                    _ => continue,
                }
            }
            // A follower: watch for news (a delivery, the role given up) for a while,
            // then sleep until woken. Only the sole caller watches: the reader is then a
            // service thread that steps back at once; among several callers the woken
            // ones need the CPUs.
            let events = conn.events.load(Ordering::Acquire);
            let poll = conn.active_callers.load(Ordering::Relaxed) + usize::from(st.uncounted_reader) <= 1;
            drop(st);
            let changed = || conn.events.load(Ordering::Acquire) != events;
            let _ = progress::wait(&conn.follower_wait, &self.spinning, poll, |block| -> Result<Option<()>, Infallible> {
                if block {
                    let st = conn.lock();
                    if !changed() {
                        let wait = deadline.fix().map_or(RECV_SLICE, |d| d.saturating_duration_since(Instant::now()).min(RECV_SLICE));
                        drop(conn.wait_caller(st, id, wait, payload));
                    }
                }
                Ok(changed().then_some(()))
            });
        }
    }

    /// Receives the next frame on `conn` as its reader: polls for the connection's
    /// adaptive budget, then blocks for a slice (`transport::progress`). A service thread
    /// (`awaited` None) stops waiting as soon as a caller is active; a caller (`awaited`:
    /// its request and whether it counts in `active_callers`) polls while no other
    /// caller waits.
    fn next_frame(&self, conn: &Conn, awaited: Option<(u64, bool)>, payload: &mut Vec<u8>) -> Result<Option<Got>, TransportError> {
        let budget = if awaited.is_some() { &conn.reply_wait } else { &conn.request_wait };
        let max = self.config.max_message;
        let alone = |counted: bool| conn.active_callers.load(Ordering::Relaxed) <= usize::from(counted);
        let poll = awaited.is_none_or(|(_, counted)| alone(counted)) && !conn.link.peer_on_this_cpu();
        progress::wait(budget, &self.spinning, poll, |block| {
            if awaited.is_none() && conn.active_callers.load(Ordering::Relaxed) > 0 {
                return Ok(Some(Got::CallerActive));
            }
            let r = if block { conn.link.recv(payload, max) } else { conn.link.try_recv(payload, max) };
            Ok(r?.map(Got::Frame))
        })
    }

    /// The read loop of the role holder (the role is held on entry and released on every
    /// exit). With `awaited` (the request, and whether its caller counts in
    /// `active_callers`), returns when that reply arrives (or the deadline passes);
    /// without, it is a service thread's loop and returns when callers are active.
    fn read_loop(self: &Arc<Self>, conn: &Arc<Conn>, awaited: Option<(u64, bool)>, deadline: &mut Deadline, payload: &mut Vec<u8>) -> Result<ReadEnd, Error> {
        let counted = awaited.is_some_and(|(_, counted)| counted);
        let awaited = awaited.map(|(id, _)| id);
        // When a service thread last read a frame (the coarse clock: compared with
        // PARK_AFTER only); callers never park and read no clock for it.
        let service = awaited.is_none();
        let mut last_frame = if service { crate::conn::coarse_now() } else { Duration::ZERO };
        loop {
            match self.next_frame(conn, awaited.map(|id| (id, counted)), payload) {
                Ok(Some(Got::CallerActive)) => {}
                Ok(None) => {
                    if let (Some(id), Some(d)) = (awaited, deadline.fix()) {
                        if Instant::now() >= d {
                            conn.close_call(id, true, counted);
                            return Err(self.timeout_error(conn));
                        }
                    }
                    if service && crate::conn::coarse_now().saturating_sub(last_frame) >= PARK_AFTER && self.poller.get().is_some() {
                        return Ok(ReadEnd::Park);
                    }
                    continue;
                }
                Ok(Some(Got::Frame(Received::Frame(h)))) if h.is_reply() => {
                    if Some(h.request) == awaited {
                        conn.close_call(h.request, true, counted);
                        return reply_outcome(h, payload, conn.peer).map(ReadEnd::Done);
                    }
                    conn.deliver_reply(h, payload);
                }
                Ok(Some(Got::Frame(Received::Frame(h)))) if h.flags & flags::GOODBYE != 0 => {
                    conn.lock().goodbye = true;
                }
                Ok(Some(Got::Frame(Received::Frame(mut h)))) => {
                    if h.flags & flags::REMOTE != 0 && conn.link.streams_lent() && self.lane_has_work(conn) {
                        // Queued, it is served after the link moved on: its blocks first.
                        if let Err(why) = crate::holes::materialize(&*conn.link, payload, self.config.max_message) {
                            return Err(self.link_failed(conn, awaited, &TransportError::Malformed(why)));
                        }
                        h.flags &= !flags::REMOTE;
                    }
                    if self.queue_on_lane(conn, h, payload, awaited.is_some()) {
                        // A lane worker serves it, in its lane's order.
                    } else if !self.serve_read_request(conn, h, payload, awaited.is_some() && !counted) {
                        return Ok(ReadEnd::Retry);
                    }
                    if let Some(done) = awaited.and_then(|id| take_filled(conn, id, payload)) {
                        return done;
                    }
                }
                Ok(Some(Got::Frame(Received::Oversize(h)))) => {
                    self.refuse_oversize(conn, h);
                    // The awaited reply itself was too big: its error is this call's.
                    if h.is_reply() && Some(h.request) == awaited {
                        if let Some(done) = take_filled(conn, h.request, payload) {
                            return done;
                        }
                    }
                }
                Err(e) => return Err(self.link_failed(conn, awaited, &e)),
            }
            if !service {
                continue;
            }
            last_frame = crate::conn::coarse_now();
            if conn.active_callers.load(Ordering::Relaxed) > 0 {
                conn.release_role();
                return Ok(ReadEnd::StepBack);
            }
        }
    }

    /// The link failed under this reader: fails the connection, gives the role up and
    /// closes the awaited call; returns the caller's error.
    fn link_failed(&self, conn: &Arc<Conn>, awaited: Option<u64>, e: &TransportError) -> Error {
        conn.fail(lost_connection(e, conn.peer));
        conn.release_role();
        self.peer_lost(conn.peer);
        let err = conn.failure().unwrap_or(Error::Closed { node: conn.peer });
        if let Some(id) = awaited {
            conn.close_call(id, false, true);
        }
        err
    }

    /// Serves a request this thread just read: gives the role up, runs the call site,
    /// and takes the role back if it is still free (`uncounted`: as a caller that does not
    /// count in `active_callers`). Returns whether the role is held.
    fn serve_read_request(self: &Arc<Self>, conn: &Arc<Conn>, h: Header, payload: &mut Vec<u8>, uncounted: bool) -> bool {
        let mut request = std::mem::take(payload);
        // A request whose lent blocks follow it keeps the link until they are read.
        let streamed = h.flags & flags::REMOTE != 0 && conn.link.streams_lent();
        if !streamed {
            conn.release_for_serving();
        }
        {
            // This thread cannot read what it waits on while the method runs.
            let _serving = crate::awaiting::serving();
            self.serve_read(conn, h, &mut request, streamed);
        }
        // Kept, large or not (unless the link took it), for the next frame; it goes with
        // the service thread when its connection parks.
        *payload = request;
        conn.reacquire_after_serving(uncounted)
    }

    /// Answers an oversize frame: an error reply for a request, an error outcome for the
    /// waiter of an oversize reply.
    fn refuse_oversize(self: &Arc<Self>, conn: &Arc<Conn>, h: Header) {
        let err = Error::TooBig { len: h.len, max: self.config.max_message };
        if h.is_reply() {
            conn.deliver_error(h.request, err);
        } else if h.flags & flags::ONEWAY == 0 {
            self.send_error(conn, &h, &err);
        } else {
            crate::oneway_failures::report(
                self.rank,
                format_args!("cormi: node {}: one-way call from node {} refused (no reply is sent): {err}", self.rank, conn.peer),
            );
        }
    }

    /// Starts one service thread for `conn` (its count was already taken into account).
    pub(crate) fn spawn_service(self: &Arc<Self>, conn: Arc<Conn>) {
        let node = self.clone();
        let name = format!("cormi-{}-{}", self.rank, conn.peer);
        std::thread::Builder::new().name(name).stack_size(SERVICE_STACK).spawn(move || node.service_loop(conn)).expect("cormi: cannot start a service thread");
    }

    /// A service thread: reads `conn` whenever no caller does, serving requests inline;
    /// exits when the connection fails or another service thread is already idle.
    fn service_loop(self: Arc<Self>, conn: Arc<Conn>) {
        crate::node::set_current(Some(self.clone()));
        let mut payload = std::mem::take(&mut *conn.kept_buffer.lock().unwrap());
        let mut parked = false;
        while self.take_role_as_service(&conn) {
            match self.read_loop(&conn, None, &mut Deadline::Never, &mut payload) {
                Err(_) => {
                    conn.lock().service_threads -= 1;
                    break;
                }
                Ok(ReadEnd::Park) if self.park(&conn) => {
                    parked = true;
                    break;
                }
                Ok(ReadEnd::Park) => conn.release_role(),
                Ok(_) => {}
            }
        }
        // A surplus thread leaves its buffer to the connection's next service thread; a
        // parked or failed connection keeps nothing (an idle link pins no memory).
        if !parked && conn.failure().is_none() {
            let mut kept = conn.kept_buffer.lock().unwrap();
            if payload.capacity() > kept.capacity() {
                *kept = payload;
            }
        }
        crate::node::set_current(None);
    }

    /// Parks `conn` (this service thread holds its role and read nothing for a while):
    /// gives the role up, counts this thread out and arms the link in the node's poller.
    /// True: parked, the thread exits. False: the connection still needs this thread
    /// (other readers, callers, or bytes already there); the role is still held.
    fn park(self: &Arc<Self>, conn: &Arc<Conn>) -> bool {
        let Some(poller) = self.poller.get() else { return false };
        {
            let mut st = conn.lock();
            let busy = st.service_threads > 1 || st.serving > 0 || st.waiters > 0 || conn.active_callers.load(Ordering::Relaxed) > 0;
            if st.failed.is_some() || busy || self.is_closing() || conn.link.buffered() {
                return false;
            }
            st.parked = true;
            st.service_threads -= 1;
            conn.release_locked(&mut st);
        }
        drop(std::mem::take(&mut *conn.kept_buffer.lock().unwrap()));
        conn.link.drop_buffers();
        match poller.arm(conn.peer, &*conn.link) {
            crate::transport::poller::Armed::Watching => {}
            _ => self.unpark(conn),
        }
        true
    }

    /// Gives a parked connection a service thread again (its link got bytes, or it must
    /// be read for another reason). Nothing if it is not parked.
    pub(crate) fn unpark(self: &Arc<Self>, conn: &Arc<Conn>) {
        {
            let mut st = conn.lock();
            if !st.parked {
                return;
            }
            st.parked = false;
            if st.failed.is_some() {
                return;
            }
            st.service_threads += 1;
        }
        self.spawn_service(conn.clone());
    }

    /// Starts the node's watcher: it waits in the node's poller for parked connections
    /// whose links got bytes (or ended) and gives each a service thread again.
    pub(crate) fn start_watcher(self: &Arc<Self>) {
        let node: Weak<Node> = Arc::downgrade(self);
        let Some(poller) = self.poller.get().cloned() else { return };
        std::thread::Builder::new()
            .name(format!("cormi-poll-{}", self.rank))
            .spawn(move || {
                let mut ready = Vec::new();
                loop {
                    poller.wait(&mut ready, WATCHER_SLICE);
                    let Some(node) = node.upgrade() else { return };
                    if node.is_closing() {
                        return;
                    }
                    for peer in ready.drain(..) {
                        if let Some(conn) = node.peer_now(peer) {
                            node.unpark(&conn);
                        }
                    }
                }
            })
            .expect("cormi: cannot start the poller thread");
    }

    /// Blocks until this service thread may take the reader role. False: the thread is
    /// surplus (another service thread is idle or reading) or the connection failed; it
    /// has been counted out and must exit.
    fn take_role_as_service(&self, conn: &Arc<Conn>) -> bool {
        let mut st = conn.lock();
        loop {
            let surplus = !st.need_reader && (st.idle_service > 0 || (st.reader_busy && st.service_threads > 1));
            if st.failed.is_some() || surplus {
                st.service_threads -= 1;
                return false;
            }
            let quiet = conn.active_callers.load(Ordering::Relaxed) == 0 && crate::conn::coarse_now().saturating_sub(st.last_release) >= SERVICE_GRACE;
            if !st.reader_busy && (st.need_reader || quiet) {
                st.reader_busy = true;
                st.need_reader = false;
                return true;
            }
            st = conn.wait_service(st, SERVICE_GRACE);
        }
    }

    /// Starts the node's watchdog: every few milliseconds it starts a service thread for
    /// each connection that nobody has read for a while (all its readers are busy serving
    /// requests), so a blocking server function never stops a connection.
    pub(crate) fn start_watchdog(self: &Arc<Self>) {
        let node: Weak<Node> = Arc::downgrade(self);
        let watch = self.watch.clone();
        let thread = std::thread::Builder::new()
            .name(format!("cormi-watch-{}", self.rank))
            .spawn(move || loop {
                std::thread::sleep(WATCHDOG_PERIOD);
                let Some(node) = node.upgrade() else { return };
                if node.is_closing() {
                    return;
                }
                for peer in 0..node.nodes {
                    if let Some(conn) = node.peer_now(peer) {
                        if conn.needs_new_reader(WATCHDOG_PERIOD) {
                            node.spawn_service(conn);
                        }
                    }
                }
                // Nothing to watch: sleep until a connection gives its reader role up.
                let quiet = |node: &Node| (0..node.nodes).all(|p| node.peer_now(p).is_none_or(|c| c.quiet()));
                if quiet(&node) {
                    watch.set_parked(true);
                    let still = quiet(&node);
                    drop(node);
                    if still {
                        std::thread::park_timeout(WATCHDOG_IDLE);
                    }
                    watch.set_parked(false);
                }
            })
            .expect("cormi: cannot start the watchdog thread");
        self.watch.set_thread(thread.thread().clone());
    }

    fn timeout_error(&self, conn: &Conn) -> Error {
        let ms = self.config.call_timeout.map_or(0, |t| t.as_millis() as u64);
        Error::Timeout { node: conn.peer, ms }
    }
}

/// The error for a link that failed under a reader. An end of stream without the peer's
/// goodbye means the peer died (`Conn::fail` turns it into `Closed` after a goodbye).
fn lost_connection(e: &crate::transport::TransportError, peer: usize) -> Error {
    match e {
        crate::transport::TransportError::Closed => Error::PeerDead { node: peer, cause: "connection lost without goodbye".into() },
        e => Error::from_transport(e, peer),
    }
}

/// Stack of a service thread (server functions run on it, nested call-backs too; the
/// depth check in dispatch.rs stops nesting before it runs out).
const SERVICE_STACK: usize = 8 << 20;

/// Turns a delivered outcome into the caller's result, moving the payload.
fn finish(outcome: Outcome, payload: &mut Vec<u8>, peer: usize) -> Result<Header, Error> {
    let reply = outcome?;
    *payload = reply.payload;
    reply_outcome(reply.header, payload, peer)
}

/// Checks a reply: an error reply becomes the caller's error.
fn reply_outcome(h: Header, payload: &[u8], peer: usize) -> Result<Header, Error> {
    if h.flags & flags::ERROR != 0 {
        let message = String::from_utf8_lossy(payload).into_owned();
        return Err(Error::from_reply(h.status, message, peer, h.site, h.object));
    }
    Ok(h)
}

/// The awaited call `id`'s outcome, when another frame filled it (a reply delivered or
/// an error filed while this reader served or refused something): the role is given up
/// and the call finishes.
fn take_filled(conn: &Conn, id: u64, payload: &mut Vec<u8>) -> Option<Result<ReadEnd, Error>> {
    let outcome = conn.lock().pending.take_filled(id)?;
    conn.release_role();
    Some(finish(outcome, payload, conn.peer).map(ReadEnd::Done))
}
