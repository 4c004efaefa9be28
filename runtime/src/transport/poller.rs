//! Watching idle links: one poller per node reports which of the links that no thread
//! reads got a frame (or their end), so that an idle connection costs no thread.
//!
//! A connection's service thread that found nothing to read for a while parks the
//! connection: it arms the link in the node's poller and exits. The node's watcher thread
//! (`reader.rs`) waits in [`Poller::wait`] and starts a service thread for each link it
//! reports. Arming is level-triggered: a link that already holds bytes when it is armed
//! is reported at once, so a frame that raced the parking is never lost. A reported link
//! is disarmed until it is armed again.
//!
//! Kinds: [`EpollPoller`] for links with a descriptor (TCP: `epoll` with one-shot
//! entries, and an eventfd to wake the waiter); the shared-memory transport has its own
//! (a doorbell word per rank that the rings ring, `shm/mod.rs`).

use super::{Link, Watchable};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::time::Duration;

/// What arming a link did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Armed {
    /// The link is watched: a later [`Poller::wait`] reports it.
    Watching,
    /// Bytes already wait (or the link ended): the caller must go on reading it.
    Ready,
    /// This poller cannot watch this link: a thread must keep reading it.
    No,
}

/// The watcher of one node's idle links.
pub trait Poller: Send + Sync {
    /// Watches `link` until a frame or its end arrives; [`Poller::wait`] then reports `key`.
    fn arm(&self, key: usize, link: &dyn Link) -> Armed;
    /// Blocks until armed links are ready, [`Poller::wake`] is called or `timeout`
    /// passed; appends the keys of the ready links (each disarmed).
    fn wait(&self, ready: &mut Vec<usize>, timeout: Duration);
    /// Makes a blocked [`Poller::wait`] return (shutdown).
    fn wake(&self);
}

/// The key of the wake-up eventfd in the epoll set.
const WAKE_KEY: u64 = u64::MAX;

/// A poller over descriptors (`epoll`).
pub struct EpollPoller {
    epoll: OwnedFd,
    wake: OwnedFd,
}

impl EpollPoller {
    /// A new epoll set with its wake-up eventfd.
    pub fn new() -> std::io::Result<EpollPoller> {
        // SAFETY: epoll_create1 and eventfd return new descriptors or -1; no memory is touched.
        let (ep, ev) = unsafe { (libc::epoll_create1(libc::EPOLL_CLOEXEC), libc::eventfd(0, libc::EFD_CLOEXEC | libc::EFD_NONBLOCK)) };
        if ep < 0 || ev < 0 {
            let e = std::io::Error::last_os_error();
            for fd in [ep, ev].into_iter().filter(|&fd| fd >= 0) {
                // SAFETY: a descriptor created just above and owned by nobody else.
                unsafe { libc::close(fd) };
            }
            return Err(e);
        }
        // SAFETY: both are fresh descriptors that nothing else owns.
        let (epoll, wake) = unsafe { (OwnedFd::from_raw_fd(ep), OwnedFd::from_raw_fd(ev)) };
        let p = EpollPoller { epoll, wake };
        p.ctl(libc::EPOLL_CTL_ADD, p.wake.as_raw_fd(), libc::EPOLLIN as u32, WAKE_KEY)?;
        Ok(p)
    }

    fn ctl(&self, op: libc::c_int, fd: libc::c_int, events: u32, key: u64) -> std::io::Result<()> {
        let mut ev = libc::epoll_event { events, u64: key };
        // SAFETY: `ev` is a live epoll_event; epoll_ctl reads it and touches nothing else.
        if unsafe { libc::epoll_ctl(self.epoll.as_raw_fd(), op, fd, &mut ev) } != 0 {
            return Err(std::io::Error::last_os_error());
        }
        Ok(())
    }
}

impl Poller for EpollPoller {
    fn arm(&self, key: usize, link: &dyn Link) -> Armed {
        let Watchable::Fd(fd) = link.watchable() else { return Armed::No };
        if link.buffered() {
            return Armed::Ready;
        }
        let events = (libc::EPOLLIN | libc::EPOLLRDHUP | libc::EPOLLONESHOT) as u32;
        let r = self.ctl(libc::EPOLL_CTL_MOD, fd, events, key as u64).or_else(|e| match e.raw_os_error() {
            Some(libc::ENOENT) => self.ctl(libc::EPOLL_CTL_ADD, fd, events, key as u64),
            _ => Err(e),
        });
        match r {
            Ok(()) => Armed::Watching,
            Err(_) => Armed::No,
        }
    }

    fn wait(&self, ready: &mut Vec<usize>, timeout: Duration) {
        const MAX_EVENTS: usize = 64;
        let mut events = [libc::epoll_event { events: 0, u64: 0 }; MAX_EVENTS];
        let ms = timeout.as_millis().min(i32::MAX as u128) as libc::c_int;
        // SAFETY: `events` holds MAX_EVENTS live entries for the kernel to fill.
        let n = unsafe { libc::epoll_wait(self.epoll.as_raw_fd(), events.as_mut_ptr(), MAX_EVENTS as libc::c_int, ms) };
        for ev in events.iter().take(n.max(0) as usize) {
            if ev.u64 == WAKE_KEY {
                let mut count = 0u64;
                // SAFETY: reads 8 bytes into a live u64 from the poller's own eventfd.
                unsafe { libc::read(self.wake.as_raw_fd(), (&mut count as *mut u64).cast(), 8) };
            } else {
                ready.push(ev.u64 as usize);
            }
        }
    }

    fn wake(&self) {
        let one = 1u64;
        // SAFETY: writes 8 bytes from a live u64 to the poller's own eventfd.
        unsafe { libc::write(self.wake.as_raw_fd(), (&one as *const u64).cast(), 8) };
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::transport::tcp::{bind_local, TcpLink};
    use std::net::TcpStream;

    #[test]
    fn an_armed_socket_is_reported_once_when_bytes_arrive_and_a_wake_ends_a_wait() {
        let l = bind_local().unwrap();
        let a = TcpLink::new(TcpStream::connect(l.local_addr().unwrap()).unwrap()).unwrap();
        let b = TcpLink::new(l.accept().unwrap().0).unwrap();
        let p = EpollPoller::new().unwrap();
        assert_eq!(p.arm(7, &b), Armed::Watching);
        let mut ready = Vec::new();
        p.wait(&mut ready, Duration::from_millis(20));
        assert!(ready.is_empty(), "nothing arrived yet");
        a.send(&crate::wire::Header::default().to_bytes()).unwrap();
        p.wait(&mut ready, Duration::from_secs(5));
        assert_eq!(ready, vec![7]);
        ready.clear();
        p.wait(&mut ready, Duration::from_millis(20));
        assert!(ready.is_empty(), "a reported link is disarmed");
        assert_eq!(p.arm(7, &b), Armed::Watching, "armed again: the bytes still wait, so it is reported");
        p.wait(&mut ready, Duration::from_secs(5));
        assert_eq!(ready, vec![7]);
        ready.clear();
        p.wake();
        let t = std::time::Instant::now();
        p.wait(&mut ready, Duration::from_secs(5));
        assert!(ready.is_empty() && t.elapsed() < Duration::from_secs(1), "a wake ends the wait");
        let inproc = crate::transport::inproc::pair().0;
        assert_eq!(p.arm(1, &inproc), Armed::No, "in-process links are not watched");
    }
}
