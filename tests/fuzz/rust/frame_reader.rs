//! Fuzz target: a connection's byte stream through the TCP frame reader. Every frame
//! must come out whole or as an error; no panic, no payload larger than the limit, no
//! hang (the peer's end closes after the input).
#![no_main]

mod stream;

use cormi_rt::transport::Link;
use libfuzzer_sys::fuzz_target;

/// The payload limit of this target (small, so the limit is met often).
const MAX_PAYLOAD: u64 = 4096;

fuzz_target!(|data: &[u8]| {
    let link = stream::link_receiving(data);
    let mut payload = Vec::new();
    let mut frames = 0usize;
    loop {
        match link.recv(&mut payload, MAX_PAYLOAD) {
            Ok(Some(_)) => {
                assert!(payload.len() as u64 <= MAX_PAYLOAD, "a payload over the limit came out");
                frames += 1;
                assert!(frames <= data.len(), "more frames than input bytes");
            }
            Ok(None) => continue,
            Err(_) => break,
        }
    }
});
