//! The in-process transport: two nodes that are threads of one process, joined by a pair
//! of frame queues. Used by tests and by `CORMI_TRANSPORT=inproc`.

use super::{Link, Received, TransportError, RECV_SLICE};
use crate::wire::{Header, HEADER_SIZE};
use std::collections::VecDeque;
use std::sync::{Arc, Condvar, Mutex};

/// One direction: a queue of encoded frames.
#[derive(Default)]
struct Pipe {
    state: Mutex<PipeState>,
    ready: Condvar,
}

#[derive(Default)]
struct PipeState {
    frames: VecDeque<Vec<u8>>,
    closed: bool,
}

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
        st.frames.push_back(frame.to_vec());
        drop(st);
        self.tx.ready.notify_one();
        Ok(())
    }

    fn recv(&self, payload: &mut Vec<u8>, max_payload: u64) -> Result<Option<Received>, TransportError> {
        let mut st = self.rx.state.lock().unwrap();
        if st.frames.is_empty() && !st.closed {
            st = self.rx.ready.wait_timeout(st, RECV_SLICE).unwrap().0;
        }
        let Some(frame) = st.frames.pop_front() else {
            return if st.closed { Err(TransportError::Closed) } else { Ok(None) };
        };
        drop(st);
        decode_frame(&frame, payload, max_payload)
    }

    fn close(&self) {
        self.tx.close();
        self.rx.close();
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
