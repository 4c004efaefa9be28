//! The gRPC peer: tonic (HTTP/2, protobuf via prost) over TCP; proto/bench.proto.

use crate::data::{self, Totals};
use crate::Run;
use std::sync::Mutex;
use std::time::Instant;
use tonic::{Request, Response, Status};

pub mod pb {
    tonic::include_proto!("bench");
}
use pb::bench_client::BenchClient;
use pb::bench_server::{Bench, BenchServer};

#[derive(Default)]
struct Sink(Mutex<Totals>);

type Reply<T> = Result<Response<T>, Status>;

#[tonic::async_trait]
impl Bench for Sink {
    async fn ping(&self, _: Request<pb::Empty>) -> Reply<pb::Empty> {
        self.0.lock().unwrap().calls += 1;
        Ok(Response::new(pb::Empty {}))
    }

    async fn send_list(&self, r: Request<pb::Node>) -> Reply<pb::Empty> {
        let head = r.into_inner();
        let mut t = self.0.lock().unwrap();
        t.calls += 1;
        let mut n = Some(&head);
        while let Some(x) = n {
            t.add_node(x.value, x.weight);
            n = x.next.as_deref();
        }
        Ok(Response::new(pb::Empty {}))
    }

    async fn send_matrix(&self, r: Request<pb::Matrix>) -> Reply<pb::Empty> {
        let m = r.into_inner();
        let mut t = self.0.lock().unwrap();
        t.calls += 1;
        t.add_rows(m.rows.iter().map(|r| r.v.as_slice()));
        Ok(Response::new(pb::Empty {}))
    }

    async fn get_totals(&self, _: Request<pb::Empty>) -> Reply<pb::Totals> {
        let t = *self.0.lock().unwrap();
        Ok(Response::new(pb::Totals {
            calls: t.calls,
            items: t.items,
            value_sum: t.value_sum,
            weight_sum: t.weight_sum,
            bad_shape: t.bad_shape,
        }))
    }

    async fn reset(&self, _: Request<pb::Empty>) -> Reply<pb::Empty> {
        *self.0.lock().unwrap() = Totals::default();
        Ok(Response::new(pb::Empty {}))
    }
}

/// Serves on an ephemeral loopback port (printed as "PORT n") until killed.
pub async fn serve() -> i32 {
    let listener = match tokio::net::TcpListener::bind("127.0.0.1:0").await {
        Ok(l) => l,
        Err(e) => {
            eprintln!("rpc-peers: grpc bind: {e}");
            return 1;
        }
    };
    println!(
        "PORT {}",
        listener.local_addr().map(|a| a.port()).unwrap_or(0)
    );
    let incoming = tokio_stream::wrappers::TcpListenerStream::new(listener);
    match tonic::transport::Server::builder()
        .add_service(BenchServer::new(Sink::default()))
        .serve_with_incoming(incoming)
        .await
    {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("rpc-peers: grpc serve: {e}");
            1
        }
    }
}

/// The C list as a recursive protobuf message.
fn pb_list() -> pb::Node {
    let mut nodes = Vec::new();
    let mut n = data::make_list();
    while let Some(x) = n {
        nodes.push((x.value, x.weight));
        n = x.next;
    }
    let mut head: Option<Box<pb::Node>> = None;
    for (value, weight) in nodes.into_iter().rev() {
        head = Some(Box::new(pb::Node {
            value,
            weight,
            next: head,
        }));
    }
    head.map(|b| *b).unwrap_or_default()
}

/// Times the calls (requests built before the clock starts) and returns the totals.
pub async fn client(run: &Run) -> Result<Totals, String> {
    let mut c = BenchClient::connect(format!("http://127.0.0.1:{}", run.port))
        .await
        .map_err(|e| e.to_string())?;
    let list = pb_list();
    let matrix = pb::Matrix {
        rows: data::make_matrix()
            .into_iter()
            .map(|v| pb::Row { v })
            .collect(),
    };
    let mut us = Vec::with_capacity(run.iters);
    for i in 0..run.warmup + run.iters {
        let (l, m) = (list.clone(), matrix.clone());
        let t0 = Instant::now();
        match run.bench.as_str() {
            "ping" => c.ping(pb::Empty {}).await,
            "list" => c.send_list(l).await,
            "matrix" => c.send_matrix(m).await,
            b => return Err(format!("unknown benchmark {b}")),
        }
        .map_err(|e| e.to_string())?;
        if i >= run.warmup {
            us.push(t0.elapsed().as_secs_f64() * 1e6);
        }
    }
    data::report(&run.bench, &mut us);
    let t = c
        .get_totals(pb::Empty {})
        .await
        .map_err(|e| e.to_string())?
        .into_inner();
    Ok(Totals {
        calls: t.calls,
        items: t.items,
        value_sum: t.value_sum,
        weight_sum: t.weight_sum,
        bad_shape: t.bad_shape,
    })
}
