//! Round-trip latency of an empty remote call between two processes over TCP loopback,
//! next to a raw TCP ping-pong of the same frame size, measured in the same run.
//!
//!     cargo run --release -p cormi-rt --example latency [-- CALLS [BYTES]]
//!
//! BYTES (default 0) is the argument payload of the call; the raw ping-pong then sends a
//! header plus BYTES each way while the call's reply is empty.
//!
//! The program re-executes itself as the server process. Prints median, 10th and 90th
//! percentile in microseconds and the ratio of the medians.

use cormi_rt::objects::make_ref;
use cormi_rt::transport::tcp::{self, TcpTransport};
use cormi_rt::wire::{sites, HEADER_SIZE};
use cormi_rt::{cluster, Config, Registry};
use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::process::Command;
use std::sync::Arc;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    match args.get(1).map(String::as_str) {
        Some("serve-cormi") => serve_cormi(&args[2], &args[3]),
        Some("serve-raw") => serve_raw(&args[2], args[3].parse().unwrap()),
        _ => {
            let calls = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(20_000);
            let bytes = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(0);
            let raw = measure_raw(calls, bytes);
            let rmi = measure_cormi(calls, bytes);
            report(&format!("raw TCP ping-pong ({} B)", HEADER_SIZE + bytes), &raw);
            report(&format!("cormi call, {bytes} B args (TCP)"), &rmi);
            println!("ratio of medians: {:.2}", median(&rmi) / median(&raw));
        }
    }
}

fn measure_raw(calls: usize, bytes: usize) -> Vec<f64> {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap();
    let mut child = Command::new(std::env::current_exe().unwrap()).args(["serve-raw", &addr.to_string(), &bytes.to_string()]).spawn().unwrap();
    let (mut s, _) = listener.accept().unwrap();
    s.set_nodelay(true).unwrap();
    let mut buf = vec![0u8; HEADER_SIZE + bytes];
    let mut times = Vec::with_capacity(calls);
    for i in 0..calls + calls / 10 {
        let t = Instant::now();
        s.write_all(&buf).unwrap();
        s.read_exact(&mut buf).unwrap();
        if i >= calls / 10 {
            times.push(t.elapsed().as_secs_f64() * 1e6);
        }
    }
    drop(s);
    child.wait().unwrap();
    times
}

fn serve_raw(addr: &str, bytes: usize) {
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_nodelay(true).unwrap();
    let mut buf = vec![0u8; HEADER_SIZE + bytes];
    while s.read_exact(&mut buf).is_ok() {
        s.write_all(&buf).unwrap();
    }
}

fn measure_cormi(calls: usize, bytes: usize) -> Vec<f64> {
    let mut mesh = TcpTransport::local_mesh(2).unwrap();
    let addrs = mesh[0].addrs_text();
    // The serving child inherits rank 1's listener, as ranks do from cormirun.
    let fd = mesh[1].inheritable_listener_fd();
    let mut child = Command::new(std::env::current_exe().unwrap()).args(["serve-cormi", &addrs, &fd.to_string()]).spawn().unwrap();
    drop(mesh.pop());
    let t0 = mesh.pop().unwrap();
    let node = cluster::start(0, 2, Arc::new(t0), &Config::from_env().unwrap(), Arc::new(Registry::new(1))).unwrap();
    let target = make_ref(1, 0);
    let payload = vec![1u8; bytes];
    let mut times = Vec::with_capacity(calls);
    for i in 0..calls + calls / 10 {
        let t = Instant::now();
        node.call(target, sites::PING, &payload).unwrap();
        if i >= calls / 10 {
            times.push(t.elapsed().as_secs_f64() * 1e6);
        }
    }
    node.finalize();
    child.wait().unwrap();
    times
}

fn serve_cormi(addrs: &str, fd: &str) {
    let addrs = tcp::parse_addrs(addrs).unwrap();
    let listener = tcp::listener_from_fd(fd.parse().unwrap()).unwrap();
    let transport = TcpTransport::new(1, addrs, listener);
    let node = cluster::start(1, 2, Arc::new(transport), &Config::from_env().unwrap(), Arc::new(Registry::new(1))).unwrap();
    node.wait_shutdown();
    node.close();
}

fn median(v: &[f64]) -> f64 {
    percentile(v, 0.5)
}

fn percentile(v: &[f64], p: f64) -> f64 {
    let mut s = v.to_vec();
    s.sort_by(|a, b| a.partial_cmp(b).unwrap());
    s[((s.len() - 1) as f64 * p) as usize]
}

fn report(what: &str, v: &[f64]) {
    println!("{what:28} median {:7.2} us   p10 {:7.2}   p90 {:7.2}   ({} calls)", median(v), percentile(v, 0.1), percentile(v, 0.9), v.len());
}
