//! Serving a request: look up the call site, run its server function (or a built-in) on
//! the target object, and answer with a reply or an error reply. A bad request never
//! stops the node: it gets an error reply and the next request is served as usual.

use crate::conn::Conn;
use crate::error::Error;
use crate::ffi::{cormi_in, OutBuf};
use crate::monitors::{Grant, LocalGrant};
use crate::node::{set_current, Node};
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

thread_local! {
    static REPLY_BUFS: RefCell<Vec<OutBuf>> = const { RefCell::new(Vec::new()) };
}

/// A cleared reply buffer from this thread's pool.
pub(crate) fn take_reply_buf() -> OutBuf {
    let mut b = REPLY_BUFS.with(|p| p.borrow_mut().pop()).unwrap_or_default();
    b.reset();
    b
}

/// Returns a reply buffer to this thread's pool.
pub(crate) fn give_reply_buf(b: OutBuf) {
    REPLY_BUFS.with(|p| {
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
        if h.build != self.registry.build_id() {
            let err = Error::BuildId(format!(
                "call site {}: the caller's module has build id {:#018x}, this node runs {:#018x} \
                 (peer built from a different module)",
                h.site,
                h.build,
                self.registry.build_id()
            ));
            return self.answer(conn, &h, Dispatched::Failed(err), None);
        }
        let mut out = take_reply_buf();
        let result = self.run_site(&h, args, &mut out, Caller::Remote { conn, request: h.request });
        self.answer(conn, &h, result, Some(&mut out));
        give_reply_buf(out);
    }

    /// Sends the answer to request `h` (nothing for one-way requests).
    fn answer(&self, conn: &Arc<Conn>, h: &Header, result: Dispatched, out: Option<&mut OutBuf>) {
        if h.flags & flags::ONEWAY != 0 {
            return;
        }
        match (result, out) {
            (Dispatched::Reply, Some(out)) => {
                let len = (out.0.len - HEADER_SIZE) as u64;
                let reply = Header { flags: flags::REPLY, len, ..self.reply_header(h) };
                reply.encode(out.frame_mut());
                let _ = conn.link.send(out.frame_mut());
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
        let message = e.to_string();
        let reply = Header {
            flags: flags::REPLY | flags::ERROR,
            status: e.status(),
            len: message.len() as u64,
            ..self.reply_header(h)
        };
        let mut frame = reply.to_bytes().to_vec();
        frame.extend_from_slice(message.as_bytes());
        let _ = conn.link.send(&frame);
    }

    /// Runs call site `h.site` on object `h.object` with `args`, writing into `out`.
    pub(crate) fn run_site(self: &Arc<Self>, h: &Header, args: &[u8], out: &mut OutBuf, caller: Caller) -> Dispatched {
        if h.site >= sites::RESERVED {
            return self.run_builtin(h, args, caller);
        }
        let Some(site) = self.registry.get(h.site).copied() else {
            return Dispatched::Failed(Error::UnknownSite(h.site));
        };
        let target = match self.local_object(h.object) {
            Ok(p) => p,
            Err(e) => return Dispatched::Failed(e),
        };
        let mut cursor = cormi_in::over(args);
        let previous = set_current(Some(self.clone()));
        // SAFETY: the program registered this server function for this call site.
        let status = unsafe { (site.fn_)(&mut cursor, &mut out.0, target) };
        set_current(previous);
        if cursor.failed() {
            return Dispatched::Failed(Error::Malformed(format!(
                "arguments of call site {}: the message ends before the server function's reads",
                self.registry.describe(h.site)
            )));
        }
        if status != 0 {
            return Dispatched::Failed(Error::Remote {
                code: status,
                message: format!("call site {} returned {status}", self.registry.describe(h.site)),
            });
        }
        Dispatched::Reply
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
            sites::RELEASE => match self.objects.release(h.object) {
                true => Dispatched::Reply,
                false => Dispatched::Failed(Error::NoObject { node: self.rank, object: h.object }),
            },
            sites::LOCK => self.run_lock(h, args, caller),
            sites::UNLOCK => self.run_unlock(h, args),
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
            Err(()) => Dispatched::Failed(Error::Lock),
            Ok(None) => Dispatched::Reply,
            Ok(Some(grant)) => {
                self.answer_grant(grant, h.object);
                Dispatched::Reply
            }
        }
    }

    /// Tells a queued monitor request that it now holds the monitor of `object`.
    fn answer_grant(&self, grant: Grant<Arc<Conn>>, object: u64) {
        match grant {
            Grant::Local(g) => g.grant(),
            Grant::Remote { conn, request } => {
                let reply = Header {
                    flags: flags::REPLY,
                    site: sites::LOCK,
                    request,
                    object,
                    build: self.registry.build_id(),
                    ..Header::default()
                };
                let _ = conn.link.send(&reply.to_bytes());
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
