//! The in-process transport: nodes that are threads of one process, joined pairwise by a
//! pair of frame queues. Used by tests and by `CORMI_TRANSPORT=inproc`. Rendezvous is a
//! [`Hub`] that the nodes of one process share: a node that comes up dials every lower
//! rank already there, and the peer accepts on a thread of its own, as over TCP.

use super::{Endpoint, Link, Received, Transport, TransportError, RECV_SLICE};
use crate::error::Error;
use crate::wire::{Header, HEADER_SIZE};
use std::collections::VecDeque;
use std::sync::{Arc, Condvar, Mutex, Weak};

/// One direction: a queue of encoded frames.
#[derive(Default)]
struct Pipe {
    state: Mutex<PipeState>,
    ready: Condvar,
}

#[derive(Default)]
struct PipeState {
    frames: VecDeque<Vec<u8>>,
    /// Buffers of frames already received, for the next sends (no allocation per frame).
    spare: Vec<Vec<u8>>,
    closed: bool,
}

/// Spare buffers a pipe keeps, and the largest one it keeps.
const SPARE_BUFFERS: usize = 16;
const SPARE_CAPACITY: usize = 1 << 20;

/// One end of an in-process connection.
pub struct InprocLink {
    tx: Arc<Pipe>,
    rx: Arc<Pipe>,
}

/// Creates a connected pair of links (`a` sends what `b` receives and back).
pub fn pair() -> (InprocLink, InprocLink) {
    let ab = Arc::new(Pipe::default());
    let ba = Arc::new(Pipe::default());
    (InprocLink { tx: ab.clone(), rx: ba.clone() }, InprocLink { tx: ba, rx: ab })
}

impl Pipe {
    fn close(&self) {
        self.state.lock().unwrap().closed = true;
        self.ready.notify_all();
    }
}

impl Link for InprocLink {
    fn send(&self, frame: &[u8]) -> Result<(), TransportError> {
        let mut st = self.tx.state.lock().unwrap();
        if st.closed {
            return Err(TransportError::Closed);
        }
        let mut buf = st.spare.pop().unwrap_or_default();
        buf.extend_from_slice(frame);
        st.frames.push_back(buf);
        drop(st);
        self.tx.ready.notify_one();
        Ok(())
    }

    fn try_recv(&self, payload: &mut Vec<u8>, max_payload: u64) -> Result<Option<Received>, TransportError> {
        let mut st = self.rx.state.lock().unwrap();
        let Some(frame) = st.frames.pop_front() else {
            return if st.closed { Err(TransportError::Closed) } else { Ok(None) };
        };
        let got = decode_frame(&frame, payload, max_payload);
        recycle(&mut st, frame);
        got
    }

    fn recv(&self, payload: &mut Vec<u8>, max_payload: u64) -> Result<Option<Received>, TransportError> {
        let mut st = self.rx.state.lock().unwrap();
        if st.frames.is_empty() && !st.closed {
            st = self.rx.ready.wait_timeout(st, RECV_SLICE).unwrap().0;
        }
        let Some(frame) = st.frames.pop_front() else {
            return if st.closed { Err(TransportError::Closed) } else { Ok(None) };
        };
        let got = decode_frame(&frame, payload, max_payload);
        recycle(&mut st, frame);
        got
    }

    fn close(&self) {
        self.tx.close();
        self.rx.close();
    }
}

/// Keeps a received frame's buffer for a later send.
fn recycle(st: &mut PipeState, mut frame: Vec<u8>) {
    if st.spare.len() < SPARE_BUFFERS && frame.capacity() <= SPARE_CAPACITY {
        frame.clear();
        st.spare.push(frame);
    }
}

/// Splits one queued frame into header and payload, with the same checks as a socket.
fn decode_frame(frame: &[u8], payload: &mut Vec<u8>, max: u64) -> Result<Option<Received>, TransportError> {
    let header = match Header::decode(frame, max) {
        Ok(h) => h,
        Err(crate::wire::WireError::TooBig { .. }) => return Ok(Some(Received::Oversize(Header::decode(frame, u64::MAX).unwrap()))),
        Err(e) => return Err(TransportError::Malformed(e.to_string())),
    };
    let body = &frame[HEADER_SIZE..];
    if body.len() as u64 != header.len {
        return Err(TransportError::Malformed(format!("frame announces {} payload bytes but carries {}", header.len, body.len())));
    }
    payload.clear();
    payload.extend_from_slice(body);
    Ok(Some(Received::Frame(header)))
}

/// The rendezvous of the in-process nodes of one process: who is up, by rank.
#[derive(Default)]
pub struct Hub {
    nodes: Mutex<Vec<Option<Weak<dyn Endpoint>>>>,
}

impl Hub {
    /// An empty hub, for one in-process job.
    pub fn new() -> Arc<Hub> {
        Arc::new(Hub::default())
    }
}

/// One in-process node's transport: its rank's place in a [`Hub`].
pub struct InprocTransport {
    hub: Arc<Hub>,
    nodes: usize,
}

impl InprocTransport {
    /// The transport of a node of an in-process job of `nodes` ranks meeting at `hub`.
    pub fn new(hub: Arc<Hub>, nodes: usize) -> InprocTransport {
        InprocTransport { hub, nodes }
    }
}

impl Transport for InprocTransport {
    fn name(&self) -> &'static str {
        "inproc"
    }

    fn bring_up(&self, endpoint: Arc<dyn Endpoint>) -> Result<(), Error> {
        let rank = endpoint.rank();
        // Under the hub's lock each pair is joined exactly once: by whichever of its two
        // nodes comes up second. The higher rank dials, as over TCP.
        let present: Vec<(usize, Arc<dyn Endpoint>)> = {
            let mut nodes = self.hub.nodes.lock().unwrap();
            if nodes.len() < rank + 1 {
                nodes.resize(rank + 1, None);
            }
            if nodes[rank].as_ref().is_some_and(|w| w.strong_count() > 0) {
                return Err(Error::Transport(format!("in-process node {rank} is up already")));
            }
            nodes[rank] = Some(Arc::downgrade(&endpoint));
            nodes.iter().enumerate().filter(|&(r, _)| r != rank).filter_map(|(r, w)| Some((r, w.as_ref()?.upgrade()?))).collect()
        };
        for (peer, theirs) in present {
            if theirs.closing() {
                continue;
            }
            let (dialer, acceptor) = pair();
            if peer < rank {
                std::thread::spawn(move || theirs.accepted(&format!("inproc node {rank}"), Box::new(acceptor)));
                endpoint.clone().dialed(peer, &format!("inproc node {peer}"), Box::new(dialer))?;
            } else {
                let mine = endpoint.clone();
                std::thread::spawn(move || mine.accepted(&format!("inproc node {peer}"), Box::new(acceptor)));
                std::thread::spawn(move || {
                    if let Err(e) = theirs.dialed(rank, &format!("inproc node {rank}"), Box::new(dialer)) {
                        eprintln!("cormi: in-process node {peer} cannot join node {rank}: {e}");
                    }
                });
            }
        }
        Ok(())
    }

    fn host_ranks(&self) -> usize {
        self.nodes
    }

    fn address(&self) -> Option<String> {
        None
    }

    fn shutdown(&self) {}
}
