//! Serving a request: look up the call site, run its server function (or a built-in) on
//! the target object, and answer with a reply or an error reply. A bad request never
//! stops the node: it gets an error reply and the next request is served as usual.

use crate::config::MAX_CALL_DEPTH;
use crate::conn::Conn;
use crate::error::{status, Error};
use crate::ffi::{cormi_in, cormi_out, OutBuf};
use crate::monitors::{Grant, LocalGrant, NotHolder};
use crate::node::Node;
use crate::registry::{ServerFn, Site};
use crate::transport::{Deadline, TransportError};
use crate::wire::{flags, sites, Header, LockOwner, HEADER_SIZE};
use std::cell::RefCell;
use std::ffi::c_void;
use std::sync::Arc;

/// Who is waiting for a request's answer.
pub(crate) enum Caller<'a> {
    /// A thread of this node (a local call).
    Local,
    /// A remote caller: request `request` on `conn`.
    Remote { conn: &'a Arc<Conn>, request: u64 },
}

/// The result of running a call site.
pub(crate) enum Dispatched {
    /// The reply payload is in the reply buffer.
    Reply,
    /// The call failed; the caller gets this error.
    Failed(Error),
    /// A local monitor request that must wait for the lock.
    Deferred(Arc<LocalGrant>),
}

/// Stack a served request must find left on its thread: room for the server function and
/// the runtime frames of one more nested call (the level after it is checked again).
const STACK_RESERVE: usize = 256 << 10;

thread_local! {
    /// Server functions running on this thread, nested.
    static DEPTH: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
    /// The lowest usable address of this thread's stack (0: not known yet, 1: unknown).
    static STACK_LOW: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// Whether request `h` was made from inside a method (exclusive methods: such a call may
/// be a call-back of the method an object's holder waits for): a remote request of a
/// nested lane, or a call on this node from a thread that runs a server function.
/// A one-way request is never taken for one: its sender does not wait, so it waits for
/// the object (its lane worker does) instead of being refused, which its sender could
/// never learn of.
fn nested(caller: &Caller, h: &Header) -> bool {
    if h.flags & flags::ONEWAY != 0 {
        return false;
    }
    match caller {
        Caller::Remote { .. } => h.lane & crate::lanes::DEPTH_MASK != 0,
        Caller::Local => serving_depth() > 0,
    }
}

/// Server functions running nested on this thread (0 outside any): part of its lane.
pub(crate) fn serving_depth() -> usize {
    DEPTH.try_with(|d| d.get()).unwrap_or(0)
}

/// One level of nested serving on this thread; refused beyond [`MAX_CALL_DEPTH`] or when
/// the thread's stack is nearly used up, so deep call-back recursion fails the call with
/// `CORMI_E_DEPTH` instead of overflowing the stack.
struct DepthGuard;

impl DepthGuard {
    fn enter() -> Option<DepthGuard> {
        let depth = DEPTH.with(|d| d.get());
        if depth >= MAX_CALL_DEPTH || stack_left().is_some_and(|left| left < STACK_RESERVE) {
            return None;
        }
        DEPTH.with(|d| d.set(depth + 1));
        Some(DepthGuard)
    }
}

impl Drop for DepthGuard {
    fn drop(&mut self) {
        DEPTH.with(|d| d.set(d.get() - 1));
    }
}

/// Bytes of stack left below the caller's frame, if the thread's stack bounds are known.
fn stack_left() -> Option<usize> {
    let low = STACK_LOW.with(|l| {
        if l.get() == 0 {
            l.set(stack_low().unwrap_or(1));
        }
        l.get()
    });
    if low <= 1 {
        return None;
    }
    let marker = 0u8;
    let sp = std::hint::black_box(&marker) as *const u8 as usize;
    Some(sp.saturating_sub(low))
}

/// The lowest address of the calling thread's stack (above its guard page).
fn stack_low() -> Option<usize> {
    // SAFETY: pthread_getattr_np fills `attr` for the calling thread; it is destroyed after.
    unsafe {
        let mut attr: libc::pthread_attr_t = std::mem::zeroed();
        if libc::pthread_getattr_np(libc::pthread_self(), &mut attr) != 0 {
            return None;
        }
        let mut addr: *mut libc::c_void = std::ptr::null_mut();
        let mut size: libc::size_t = 0;
        let r = libc::pthread_attr_getstack(&attr, &mut addr, &mut size);
        libc::pthread_attr_destroy(&mut attr);
        (r == 0 && !addr.is_null()).then_some(addr as usize)
    }
}

thread_local! {
    static REPLY_BUFS: RefCell<Vec<OutBuf>> = const { RefCell::new(Vec::new()) };
}

/// A cleared reply buffer from this thread's pool.
pub(crate) fn take_reply_buf() -> OutBuf {
    // After this thread's locals are gone (atexit, thread exit): a fresh buffer.
    let mut b = REPLY_BUFS.try_with(|p| p.borrow_mut().pop()).ok().flatten().unwrap_or_default();
    b.reset();
    b
}

/// Returns a reply buffer to this thread's pool.
pub(crate) fn give_reply_buf(b: OutBuf) {
    // After this thread's locals are gone the buffer is dropped.
    let _ = REPLY_BUFS.try_with(|p| {
        let mut p = p.borrow_mut();
        if p.len() < 8 {
            p.push(b);
        }
    });
}

impl Node {
    /// Serves one request read from `conn` and sends its reply (unless one-way or
    /// deferred by a monitor).
    pub(crate) fn serve_remote(self: &Arc<Self>, conn: &Arc<Conn>, h: Header, args: &[u8]) {
        let (result, mut out) = self.run_request(conn, &h, args, &|| ());
        self.answer(conn, &h, result, out.as_mut());
        if let Some(out) = out {
            give_reply_buf(out);
        }
    }

    /// As [`Node::serve_remote`] for a request read into `args` by this thread: a large
    /// buffer goes back to the link (`Link::keep_buffer`) as soon as the server function
    /// is done with it, before the reply can prompt the caller's next request. So
    /// whichever thread reads that one (a service thread the watchdog started meanwhile,
    /// too) lands it in pages that are already there.
    ///
    /// `streamed`: the request's lent blocks follow it on the link (`Link::streams_lent`)
    /// and this thread still holds the reader role: it gives the role up (as
    /// `Conn::release_for_serving`) once the server function read the blocks, or
    /// returned, or the request was refused (the blocks then are discarded).
    pub(crate) fn serve_read(self: &Arc<Self>, conn: &Arc<Conn>, h: Header, args: &mut Vec<u8>, streamed: bool) {
        let released = std::cell::Cell::new(!streamed);
        let done = || {
            if !released.replace(true) {
                conn.release_for_serving();
            }
        };
        let (result, mut out) = self.run_request(conn, &h, args, &done);
        if !released.get() {
            conn.link.end_lent();
            done();
        }
        conn.link.keep_buffer(args);
        self.answer(conn, &h, result, out.as_mut());
        if let Some(out) = out {
            give_reply_buf(out);
        }
    }

    /// Runs request `h` (None: refused before any reply buffer was needed); `done` as for
    /// `holes::serve`, for a request with lent blocks.
    fn run_request(self: &Arc<Self>, conn: &Arc<Conn>, h: &Header, args: &[u8], done: &dyn Fn()) -> (Dispatched, Option<OutBuf>) {
        if h.build != self.registry.build_id() {
            let err = Error::BuildId(format!(
                "call site {}: the caller's module has build id {:#018x}, this node runs {:#018x} \
                 (peer built from a different module)",
                h.site,
                h.build,
                self.registry.build_id()
            ));
            return (Dispatched::Failed(err), None);
        }
        let mut out = take_reply_buf();
        let result = if h.flags & flags::REMOTE != 0 {
            self.run_lent(conn, h, args, &mut out, done)
        } else {
            self.run_site(h, args, &mut out, Caller::Remote { conn, request: h.request })
        };
        (result, Some(out))
    }

    /// Sends the answer to request `h`. A one-way request gets none; its failure is
    /// printed, since no caller will hear of it.
    fn answer(&self, conn: &Arc<Conn>, h: &Header, result: Dispatched, out: Option<&mut OutBuf>) {
        if h.flags & flags::ONEWAY != 0 {
            if let Dispatched::Failed(e) = result {
                crate::oneway_failures::report(
                    self.rank,
                    format_args!("cormi: node {}: one-way call from node {} failed (no reply is sent): {e}", self.rank, conn.peer),
                );
            }
            return;
        }
        match (result, out) {
            (Dispatched::Reply, Some(out)) => {
                let len = (out.0.len - HEADER_SIZE) as u64;
                let reply = Header { flags: flags::REPLY, len, ..self.reply_header(h) };
                reply.encode(out.frame_mut());
                self.send_answer(conn, out.frame_mut());
            }
            (Dispatched::Failed(e), _) => self.send_error(conn, h, &e),
            _ => {}
        }
    }

    /// The header fields every answer to `h` shares.
    fn reply_header(&self, h: &Header) -> Header {
        Header { site: h.site, request: h.request, object: h.object, build: self.registry.build_id(), ..Header::default() }
    }

    /// Sends an error reply to request `h`: status code + message.
    pub(crate) fn send_error(&self, conn: &Arc<Conn>, h: &Header, e: &Error) {
        // The caller rebuilds the error from status and message (`Error::from_reply`),
        // which says "the server function failed" itself.
        let message = match e {
            Error::Remote { message, .. } => message.clone(),
            e => e.to_string(),
        };
        let reply = Header { flags: flags::REPLY | flags::ERROR, status: e.status(), len: message.len() as u64, ..self.reply_header(h) };
        let mut frame = reply.to_bytes().to_vec();
        frame.extend_from_slice(message.as_bytes());
        self.send_answer(conn, &frame);
    }

    /// Sends an answer frame on `conn` within the call timeout. A caller that stops
    /// reading (a stopped process) would otherwise hold this serving thread in the send
    /// for ever; past the deadline the connection is failed (the caller may have been
    /// sent part of the frame, and it waits for an answer that will not come).
    fn send_answer(&self, conn: &Conn, frame: &[u8]) {
        let deadline = self.config.call_timeout.map_or(Deadline::Never, Deadline::After);
        if let Err(TransportError::TimedOut { partial }) = conn.link.send_by(frame, deadline) {
            let ms = self.config.call_timeout.map_or(0, |t| t.as_millis());
            let what = if partial { "part of it written" } else { "nothing written" };
            eprintln!("cormi: node {}: a reply to node {} timed out after {ms} ms ({what}); the connection is given up", self.rank, conn.peer);
            conn.fail(Error::Transport(format!("a reply to node {} timed out after {ms} ms", conn.peer)));
        }
    }

    /// Runs call site `h.site` on object `h.object` with `args`, writing into `out`.
    pub(crate) fn run_site(self: &Arc<Self>, h: &Header, args: &[u8], out: &mut OutBuf, caller: Caller) -> Dispatched {
        if h.site == sites::QUIESCE {
            out.append(&(self.quiesce() as u32).to_le_bytes());
            return Dispatched::Reply;
        }
        if h.site >= sites::RESERVED {
            return self.run_builtin(h, args, caller);
        }
        let nested_remote = nested(&caller, h);
        self.run_program_site(h, &mut cormi_in::over(args), out, nested_remote)
    }

    /// Runs a request whose large blocks the caller lent (`holes.rs`): the server function
    /// reads them from the caller's memory.
    fn run_lent(self: &Arc<Self>, conn: &Arc<Conn>, h: &Header, args: &[u8], out: &mut OutBuf, done: &dyn Fn()) -> Dispatched {
        let site = self.registry.describe(h.site);
        if h.site >= sites::RESERVED {
            return Dispatched::Failed(Error::Malformed(format!("call site {site}: built-in requests lend no blocks")));
        }
        match crate::holes::serve(&*conn.link, args, self.config.max_message, done, |cursor| {
            self.run_program_site(h, cursor, out, nested(&Caller::Remote { conn, request: h.request }, h))
        }) {
            Err(why) | Ok((_, Some(why))) => Dispatched::Failed(Error::Malformed(format!("arguments of call site {site}: {why}"))),
            Ok((result, None)) => result,
        }
    }

    /// Runs program call site `h.site` on object `h.object`, its arguments read from
    /// `cursor`, writing into `out`.
    /// `nested_remote`: the request was made from inside a method (see [`nested`]).
    fn run_program_site(self: &Arc<Self>, h: &Header, cursor: &mut cormi_in, out: &mut OutBuf, nested_remote: bool) -> Dispatched {
        let Some(site) = self.registry.get(h.site).copied() else {
            return Dispatched::Failed(Error::UnknownSite(h.site));
        };
        let target = match self.typed_object(h, &site) {
            Ok(p) => p,
            Err(e) => return Dispatched::Failed(e),
        };
        let Some(_depth) = DepthGuard::enter() else {
            return Dispatched::Failed(Error::Depth { limit: MAX_CALL_DEPTH });
        };
        let held = match self.enter_exclusive(h.object, nested_remote) {
            Ok(held) => held,
            Err(e) => return Dispatched::Failed(e),
        };
        // Released while this call waited for its lock: refused as any call of a
        // released object.
        let target = match held.is_some().then(|| self.typed_object(h, &site)) {
            Some(Err(e)) => return Dispatched::Failed(e),
            Some(Ok(p)) => p,
            None => target,
        };
        let acting = crate::node::Acting::enter(self);
        let status = call_server(site.fn_, cursor, out, target);
        drop(acting);
        if held.is_some() {
            drop(held);
            self.run_deferred(h.object);
        }
        let status = match status {
            Ok(status) => status,
            Err(text) => {
                let why = if text.is_empty() { String::new() } else { format!(": {text}") };
                return Dispatched::Failed(Error::Remote {
                    code: status::REMOTE,
                    message: format!("the method of call site {} panicked on node {}{why}", self.registry.describe(h.site), self.rank),
                });
            }
        };
        if let Some(text) = crate::refused::take() {
            // The reply's marshaler refused an object: an error reply instead of the result.
            return Dispatched::Failed(Error::Unsendable(format!("the result of call site {} on node {}: {text}", self.registry.describe(h.site), self.rank)));
        }
        if cursor.failed() {
            return Dispatched::Failed(Error::Malformed(format!(
                "arguments of call site {}: the message ends before the server function's reads",
                self.registry.describe(h.site)
            )));
        }
        if status != 0 {
            return Dispatched::Failed(Error::Remote { code: status, message: format!("call site {} returned {status}", self.registry.describe(h.site)) });
        }
        Dispatched::Reply
    }

    /// Runs the one-way calls this thread deferred into `object` while it held it
    /// (`exclusive.rs`); a failure is reported here, as the serving node of a one-way
    /// call does.
    fn run_deferred(self: &Arc<Self>, object: u64) {
        for d in crate::exclusive::take_deferred(self.rank, object) {
            if let Err(e) = self.call_oneway(crate::objects::make_ref(d.rank, d.object), d.site, &d.args) {
                crate::oneway_failures::report(
                    self.rank,
                    format_args!("cormi: node {}: one-way call site {} failed: {e}", self.rank, self.registry.describe(d.site)),
                );
            }
        }
    }

    /// Enters `object`'s exclusive lock when methods are exclusive (`exclusive.rs`); None
    /// when they are not, or for the node itself (constructors).
    fn enter_exclusive(&self, object: u64, nested_remote: bool) -> Result<Option<crate::exclusive::Held<'_>>, Error> {
        if object == 0 || !crate::exclusive::enabled() {
            return Ok(None);
        }
        let asker = crate::exclusive::Asker { nested_remote, ticket: crate::exclusive::take_reserved(object) };
        self.exclusive.enter(self.rank, object, crate::node::thread_token(), asker, self.config.call_timeout).map(Some)
    }

    /// The local pointer of the object call `h` targets, when its recorded type is the
    /// type of the site's self (or either is unknown).
    fn typed_object(&self, h: &Header, site: &Site) -> Result<*mut c_void, Error> {
        if h.object == 0 {
            return Ok(std::ptr::null_mut());
        }
        let (ptr, ty) = self.objects.get_typed(h.object).ok_or(Error::NoObject { node: self.rank, object: h.object })?;
        if site.self_type.conflicts(ty) {
            let (want, have) = (site.self_type.text().unwrap_or_default(), ty.text().unwrap_or_default());
            return Err(Error::WrongType(format!("the method's self is of type {want}, but object {} on node {} is of type {have}", h.object, self.rank)));
        }
        Ok(ptr)
    }

    /// The local pointer of object `id` (null for 0, the node itself).
    fn local_object(&self, id: u64) -> Result<*mut c_void, Error> {
        if id == 0 {
            return Ok(std::ptr::null_mut());
        }
        self.objects.get(id).ok_or(Error::NoObject { node: self.rank, object: id })
    }

    /// The runtime's own call sites (release, monitors, shutdown, ping).
    fn run_builtin(self: &Arc<Self>, h: &Header, args: &[u8], caller: Caller) -> Dispatched {
        match h.site {
            sites::PING => Dispatched::Reply,
            sites::RELEASE => {
                // Not while a method of the object runs (exclusive methods).
                let nested_remote = nested(&caller, h);
                let _held = match self.enter_exclusive(h.object, nested_remote) {
                    Ok(held) => held,
                    Err(e) => return Dispatched::Failed(e),
                };
                match self.objects.release(h.object) {
                    true => Dispatched::Reply,
                    false => Dispatched::Failed(Error::NoObject { node: self.rank, object: h.object }),
                }
            }
            sites::LOCK => self.run_lock(h, args, caller),
            sites::UNLOCK => self.run_unlock(h, args),
            sites::LOCK_CANCEL => self.run_lock_cancel(h, args),
            sites::READY => {
                self.note_ready();
                Dispatched::Reply
            }
            sites::SHUTDOWN => {
                self.request_shutdown();
                Dispatched::Reply
            }
            other => Dispatched::Failed(Error::UnknownSite(other)),
        }
    }

    fn run_lock(self: &Arc<Self>, h: &Header, args: &[u8], caller: Caller) -> Dispatched {
        let Some(owner) = LockOwner::decode(args) else {
            return Dispatched::Failed(Error::Malformed("lock request payload".into()));
        };
        if let Err(e) = self.local_object(h.object) {
            return Dispatched::Failed(e);
        }
        let (grant, local) = match caller {
            Caller::Local => {
                let g = Arc::new(LocalGrant::default());
                (Grant::Local(g.clone()), Some(g))
            }
            Caller::Remote { conn, request } => (Grant::Remote { conn: conn.clone(), request }, None),
        };
        match (self.monitors.lock(h.object, owner, grant), local) {
            (Some(_), _) => Dispatched::Reply,
            (None, Some(g)) => Dispatched::Deferred(g),
            (None, None) => Dispatched::Deferred(Arc::new(LocalGrant::default())),
        }
    }

    fn run_unlock(self: &Arc<Self>, h: &Header, args: &[u8]) -> Dispatched {
        let Some(owner) = LockOwner::decode(args) else {
            return Dispatched::Failed(Error::Malformed("unlock request payload".into()));
        };
        match self.monitors.unlock(h.object, owner) {
            Err(NotHolder) => Dispatched::Failed(Error::Lock),
            Ok(None) => Dispatched::Reply,
            Ok(Some(grant)) => {
                self.answer_grant(grant, h.object);
                Dispatched::Reply
            }
        }
    }

    fn run_lock_cancel(self: &Arc<Self>, h: &Header, args: &[u8]) -> Dispatched {
        let Some(owner) = LockOwner::decode(args) else {
            return Dispatched::Failed(Error::Malformed("lock cancel payload".into()));
        };
        if let Ok(Some(grant)) = self.monitors.cancel(h.object, owner) {
            self.answer_grant(grant, h.object);
        }
        Dispatched::Reply
    }

    /// Tells a queued monitor request that it now holds the monitor of `object`.
    fn answer_grant(&self, grant: Grant<Arc<Conn>>, object: u64) {
        match grant {
            Grant::Local(g) => g.grant(),
            Grant::Remote { conn, request } => {
                let reply = Header { flags: flags::REPLY, site: sites::LOCK, request, object, build: self.registry.build_id(), ..Header::default() };
                self.send_answer(&conn, &reply.to_bytes());
            }
        }
    }

    /// Node `rank` is gone: monitors its threads held pass on to the next waiters.
    pub(crate) fn peer_lost(&self, rank: usize) {
        for grant in self.monitors.forget_rank(rank as u32) {
            self.answer_grant(grant, 0);
        }
    }
}

/// Calls server function `f`; `Err` when it unwound (a Rust method that panicked with
/// `panic = "unwind"`): the caller gets an error reply instead of waiting for a reply
/// the unwound thread would never send.
/// `Err` holds the panic's message (empty when it was not text).
fn call_server(f: ServerFn, cursor: &mut cormi_in, out: &mut OutBuf, target: *mut c_void) -> Result<i32, String> {
    // SAFETY: the same function under the ABI that lets a Rust panic unwind out of it
    // (identical calling convention); generated server functions are C-ABI code.
    let f: unsafe extern "C-unwind" fn(*mut cormi_in, *mut cormi_out, *mut c_void) -> i32 = unsafe { std::mem::transmute(f) };
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        // SAFETY: the program registered this server function for this call site.
        unsafe { f(cursor, &mut out.0, target) }
    }))
    .map_err(|payload| panic_text(payload.as_ref()))
}

/// The text a panic was raised with (`panic!("...")` gives a `&str` or a `String`).
fn panic_text(payload: &(dyn std::any::Any + Send)) -> String {
    payload.downcast_ref::<&str>().map(|s| s.to_string()).or_else(|| payload.downcast_ref::<String>().cloned()).unwrap_or_default()
}
