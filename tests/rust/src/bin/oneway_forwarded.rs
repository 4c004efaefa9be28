//! Finalize waits for the one-way calls that a method on another node sent: the relay's
//! method (node 1) sends one-way calls to a logger on the last node and returns at once;
//! each appends a line to the logger's file, and main counts the lines after finalize.
//! Main sends one-way calls to the relay's node too.
use cormi::{create, invoke, Ref};
use std::io::Write;

pub struct Logger {
    path: String,
    to: Ref<Logger>,
}

cormi::remote! {
    fn logger_new(path: String) -> Box<Logger> { Box::new(Logger { path, to: Ref::NULL }) }
    fn logger_set_to(this: &mut Logger, to: Ref<Logger>) { this.to = to; }
    #[oneway]
    fn logger_log(this: &mut Logger, k: u64) {
        let mut f = std::fs::OpenOptions::new().append(true).create(true).open(&this.path).unwrap();
        writeln!(f, "{k}").unwrap();
    }
    fn logger_spray(this: &mut Logger, n: u64) -> u64 {
        let to = this.to;
        for k in 0..n {
            let _ = invoke!(to, logger_log, 100_000 + k);
        }
        n
    }
}

fn main() {
    cormi::init();
    let last = cormi::nodes() - 1;
    let base = format!("/tmp/cormi-rust-owf-{}", std::process::id());
    let (p1, p2) = (format!("{base}-relay"), format!("{base}-logger"));
    let relay: Ref<Logger> = create!(1, logger_new, p1.clone()).unwrap();
    let logger: Ref<Logger> = create!(last, logger_new, p2.clone()).unwrap();
    invoke!(relay, logger_set_to, logger).unwrap();
    let sprayed = invoke!(relay, logger_spray, 300).unwrap();
    let mut sent = 0;
    for k in 0..200u64 {
        if invoke!(relay, logger_log, k).is_ok() {
            sent += 1;
        }
    }
    cormi::finalize();
    let count = |p: &str| std::fs::read_to_string(p).map(|s| s.lines().count()).unwrap_or(0) as u64;
    let (on_relay, on_logger) = (count(&p1), count(&p2));
    let _ = std::fs::remove_file(&p1);
    let _ = std::fs::remove_file(&p2);
    if on_relay == sent && on_logger == sprayed {
        println!("oneway_forwarded ok");
    } else {
        println!("oneway_forwarded FAILED: relay {on_relay} of {sent} lines, logger {on_logger} of {sprayed}");
        std::process::exit(1);
    }
}
