//! A loopback TCP connection whose far end sends one fuzz input and closes: the real
//! `TcpLink` reads it, as a node reads a peer.

use cormi_rt::transport::tcp::TcpLink;
use std::io::Write;
use std::net::{Shutdown, TcpListener, TcpStream};
use std::sync::OnceLock;

/// A link that receives `bytes` then end of stream.
pub fn link_receiving(bytes: &[u8]) -> TcpLink {
    static LISTENER: OnceLock<TcpListener> = OnceLock::new();
    let listener = LISTENER.get_or_init(|| TcpListener::bind("127.0.0.1:0").expect("loopback listener"));
    let mut peer = TcpStream::connect(listener.local_addr().unwrap()).expect("connect over loopback");
    let (ours, _) = listener.accept().expect("accept over loopback");
    // Inputs are small (libFuzzer's -max_len): they fit the socket buffers.
    peer.write_all(bytes).expect("write the input");
    peer.shutdown(Shutdown::Write).expect("close the input's end");
    TcpLink::new(ours).expect("a link over the accepted stream")
}
