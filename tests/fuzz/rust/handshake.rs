//! Fuzz target: the accepting side of the connection handshake over a stream of fuzz
//! bytes (a forged hello, a refusal, garbage). It must accept or refuse with an error:
//! no panic, no hang past its timeout.
#![no_main]

mod stream;

use cormi_rt::handshake;
use libfuzzer_sys::fuzz_target;
use std::time::Duration;

fuzz_target!(|data: &[u8]| {
    let link = stream::link_receiving(data);
    let _ = handshake::accept(&link, 0, 2, 0xC0A1, Duration::from_millis(200));
});
