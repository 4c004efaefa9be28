//! cormi's Rust RPC peers: tarpc (bincode over TCP) and gRPC (tonic), two processes on
//! loopback, the same calls as benches/programs (ping; 100-node list; 16x16 matrix as
//! rows), results checked on the server's totals.
//!
//!     rpc-peers tarpc|grpc ITERS WARMUP ping|list|matrix    (client; starts the server)
//!     rpc-peers serve-tarpc|serve-grpc                      (server; prints "PORT n")
//! Exit status 0 iff the server's totals matched.

mod data;
mod grpc_peer;
mod tarpc_peer;

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("tokio runtime");
    let status = match args.get(1).map(String::as_str) {
        Some("serve-tarpc") => rt.block_on(tarpc_peer::serve()),
        Some("serve-grpc") => rt.block_on(grpc_peer::serve()),
        Some(which @ ("tarpc" | "grpc")) if args.len() == 5 => client(&rt, which, &args[2..]),
        _ => {
            eprintln!("usage: rpc-peers tarpc|grpc ITERS WARMUP ping|list|matrix");
            2
        }
    };
    std::process::exit(status);
}

/// Options of one client run.
pub struct Run {
    pub port: u16,
    pub iters: usize,
    pub warmup: usize,
    pub bench: String,
}

fn client(rt: &tokio::runtime::Runtime, which: &str, a: &[String]) -> i32 {
    let (mut server, port) = match start_server(which) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("rpc-peers: cannot start the {which} server: {e}");
            return 1;
        }
    };
    let run = Run {
        port,
        iters: a[0].parse().unwrap_or(1).max(1),
        warmup: a[1].parse().unwrap_or(0),
        bench: a[2].clone(),
    };
    let got = if which == "tarpc" {
        rt.block_on(tarpc_peer::client(&run))
    } else {
        rt.block_on(grpc_peer::client(&run))
    };
    let _ = server.kill();
    let _ = server.wait();
    let want = data::Totals::expected(&run.bench, (run.iters + run.warmup) as i64);
    match got {
        Ok(t) if t == want => 0,
        Ok(t) => {
            eprintln!(
                "rpc-peers: {which} {}: server totals {t:?}, want {want:?}",
                run.bench
            );
            1
        }
        Err(e) => {
            eprintln!("rpc-peers: {which} {}: {e}", run.bench);
            1
        }
    }
}

/// Starts `rpc-peers serve-<which>` and reads the port it listens on.
fn start_server(which: &str) -> Result<(Child, u16), String> {
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    let mut child = Command::new(exe)
        .arg(format!("serve-{which}"))
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())?;
    let mut line = String::new();
    BufReader::new(child.stdout.take().ok_or("no stdout")?)
        .read_line(&mut line)
        .map_err(|e| e.to_string())?;
    let port = line
        .trim()
        .strip_prefix("PORT ")
        .and_then(|p| p.parse().ok())
        .ok_or(format!("bad port line '{line}'"))?;
    Ok((child, port))
}
