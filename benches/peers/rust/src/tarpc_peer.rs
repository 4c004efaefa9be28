//! The tarpc peer: a `#[tarpc::service]` with bincode over TCP (serde_transport).

use crate::data::{self, Node, Totals};
use crate::Run;
use futures::prelude::*;
use std::sync::{Arc, Mutex};
use std::time::Instant;
use tarpc::server::{self, Channel};
use tarpc::{client, context, serde_transport::tcp, tokio_serde::formats::Bincode};

#[tarpc::service]
pub trait Bench {
    async fn ping();
    async fn list(l: Option<Box<Node>>);
    async fn matrix(m: Vec<Vec<f64>>);
    async fn totals() -> Totals;
}

#[derive(Clone, Default)]
struct Sink(Arc<Mutex<Totals>>);

impl Bench for Sink {
    async fn ping(self, _: context::Context) {
        self.0.lock().unwrap().calls += 1;
    }

    async fn list(self, _: context::Context, l: Option<Box<Node>>) {
        let mut t = self.0.lock().unwrap();
        t.calls += 1;
        let mut n = l.as_deref();
        while let Some(x) = n {
            t.add_node(x.value, x.weight);
            n = x.next.as_deref();
        }
    }

    async fn matrix(self, _: context::Context, m: Vec<Vec<f64>>) {
        let mut t = self.0.lock().unwrap();
        t.calls += 1;
        t.add_rows(m.iter().map(|r| r.as_slice()));
    }

    async fn totals(self, _: context::Context) -> Totals {
        *self.0.lock().unwrap()
    }
}

/// Serves on an ephemeral loopback port (printed as "PORT n") until killed.
pub async fn serve() -> i32 {
    let mut incoming = match tcp::listen("127.0.0.1:0", Bincode::default).await {
        Ok(l) => l,
        Err(e) => {
            eprintln!("rpc-peers: tarpc listen: {e}");
            return 1;
        }
    };
    println!("PORT {}", incoming.local_addr().port());
    let sink = Sink::default();
    while let Some(Ok(transport)) = incoming.next().await {
        let channel = server::BaseChannel::with_defaults(transport);
        channel
            .execute(sink.clone().serve())
            .for_each(|f| async { drop(tokio::spawn(f)) })
            .await;
    }
    0
}

/// Times the calls (arguments cloned before the clock starts: tarpc takes them by value)
/// and returns the server's totals.
pub async fn client(run: &Run) -> Result<Totals, String> {
    let transport = tcp::connect(("127.0.0.1", run.port), Bincode::default)
        .await
        .map_err(|e| e.to_string())?;
    let c = BenchClient::new(client::Config::default(), transport).spawn();
    let (list, matrix) = (data::make_list(), data::make_matrix());
    let mut us = Vec::with_capacity(run.iters);
    for i in 0..run.warmup + run.iters {
        let (l, m) = (list.clone(), matrix.clone());
        let t0 = Instant::now();
        match run.bench.as_str() {
            "ping" => c.ping(context::current()).await,
            "list" => c.list(context::current(), l).await,
            "matrix" => c.matrix(context::current(), m).await,
            b => return Err(format!("unknown benchmark {b}")),
        }
        .map_err(|e| e.to_string())?;
        if i >= run.warmup {
            us.push(t0.elapsed().as_secs_f64() * 1e6);
        }
    }
    data::report(&run.bench, &mut us);
    c.totals(context::current())
        .await
        .map_err(|e| e.to_string())
}
