//! Forwarding the ranks' standard streams: optional `[rank] ` prefix per line, and
//! standard input to rank 0.

use std::io::{self, BufRead, BufReader, Read, Write};
use std::process::{ChildStderr, ChildStdin, ChildStdout};
use std::sync::mpsc::{Receiver, Sender};
use std::thread;
use std::time::{Duration, Instant};

/// Which of the launcher's streams a forwarder writes to.
#[derive(Clone, Copy)]
enum Sink {
    Out,
    Err,
}

/// Tracks the forwarding threads so the launcher can wait for them to drain.
pub struct Forwarders {
    done_tx: Sender<()>,
    done_rx: Receiver<()>,
    running: usize,
}

impl Default for Forwarders {
    fn default() -> Self {
        let (done_tx, done_rx) = std::sync::mpsc::channel();
        Forwarders { done_tx, done_rx, running: 0 }
    }
}

impl Forwarders {
    /// Forwards a rank's stdout and stderr, each line prefixed with `[rank] `.
    pub fn prefix(&mut self, rank: usize, out: Option<ChildStdout>, err: Option<ChildStderr>) {
        if let Some(out) = out {
            self.start(rank, out, Sink::Out);
        }
        if let Some(err) = err {
            self.start(rank, err, Sink::Err);
        }
    }

    fn start<R: Read + Send + 'static>(&mut self, rank: usize, from: R, sink: Sink) {
        let done = self.done_tx.clone();
        self.running += 1;
        thread::spawn(move || {
            // A closed launcher stream just ends forwarding.
            let prefix = format!("[{rank}] ");
            let _ = copy_prefixed(&prefix, BufReader::new(from), |l| write_line(sink, l));
            let _ = done.send(());
        });
    }

    /// Waits until every forwarder has reached end of file, at most `limit`.
    pub fn drain(&mut self, limit: Duration) {
        let deadline = Instant::now() + limit;
        while self.running > 0 {
            let left = deadline.saturating_duration_since(Instant::now());
            if self.done_rx.recv_timeout(left).is_err() {
                return;
            }
            self.running -= 1;
        }
    }
}

/// The longest piece of a line forwarded at once: a longer line (or output that never
/// ends a line) is forwarded in pieces of this size, each with the prefix and a newline,
/// so that memory stays bounded.
pub const MAX_LINE: usize = 64 * 1024;

/// Copies `from` line by line to the sink, each line after `prefix`; a last line without
/// a newline gets one, and so does every [`MAX_LINE`] piece of a longer line. Each line is
/// written with one call under the stream's lock, so lines of different ranks never
/// interleave.
fn copy_prefixed<R, W>(prefix: &str, mut from: R, mut write: W) -> io::Result<()>
where
    R: BufRead,
    W: FnMut(&[u8]) -> io::Result<()>,
{
    let mut line = Vec::with_capacity(256);
    line.extend_from_slice(prefix.as_bytes());
    loop {
        let buf = match from.fill_buf() {
            Ok(b) => b,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buf.is_empty() {
            if line.len() > prefix.len() {
                line.push(b'\n');
                write(&line)?;
            }
            return Ok(());
        }
        let room = MAX_LINE - (line.len() - prefix.len());
        let piece = &buf[..buf.len().min(room)];
        let (used, complete) = match piece.iter().position(|&b| b == b'\n') {
            Some(i) => (i + 1, true),
            None => (piece.len(), piece.len() == room),
        };
        line.extend_from_slice(&piece[..used]);
        from.consume(used);
        if complete {
            if line.last() != Some(&b'\n') {
                line.push(b'\n');
            }
            write(&line)?;
            line.truncate(prefix.len());
        }
    }
}

fn write_line(sink: Sink, line: &[u8]) -> io::Result<()> {
    match sink {
        Sink::Out => {
            let mut o = io::stdout().lock();
            o.write_all(line)?;
            o.flush()
        }
        Sink::Err => io::stderr().lock().write_all(line),
    }
}

/// Copies the launcher's standard input to rank 0 in a background thread (used when
/// stdin is a terminal: rank 0 is not in the terminal's foreground process group and
/// would be stopped by SIGTTIN if it read the terminal itself). The thread blocks
/// SIGTTIN for itself, so that when cormirun runs as a background job its read fails
/// (EIO: rank 0 sees end of file) instead of stopping the whole launcher.
pub fn forward_stdin(to: ChildStdin) {
    thread::spawn(move || {
        block_sigttin();
        let mut to = to;
        let _ = io::copy(&mut io::stdin().lock(), &mut to);
    });
}

fn block_sigttin() {
    // SAFETY: changes the signal mask of the calling thread only.
    unsafe {
        let mut set: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut set);
        libc::sigaddset(&mut set, libc::SIGTTIN);
        libc::pthread_sigmask(libc::SIG_BLOCK, &set, std::ptr::null_mut());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_line_gets_the_prefix_and_a_newline() {
        let mut out = Vec::new();
        let from = io::Cursor::new(b"a\nbc\n\nlast".to_vec());
        copy_prefixed("[3] ", from, |l| {
            out.extend_from_slice(l);
            Ok(())
        })
        .unwrap();
        assert_eq!(out, b"[3] a\n[3] bc\n[3] \n[3] last\n");
    }

    #[test]
    fn an_endless_line_is_forwarded_in_bounded_pieces() {
        let n = 5 * MAX_LINE / 2;
        let mut input = vec![b'x'; n];
        input.extend_from_slice(b"\nshort\n");
        let mut writes = Vec::new();
        // A small reader buffer: pieces must not depend on how the input arrives.
        let from = io::BufReader::with_capacity(1000, io::Cursor::new(input));
        copy_prefixed("[1] ", from, |l| {
            writes.push(l.to_vec());
            Ok(())
        })
        .unwrap();
        let lens: Vec<usize> = writes.iter().map(Vec::len).collect();
        let full = 4 + MAX_LINE + 1;
        assert_eq!(lens, [full, full, 4 + MAX_LINE / 2 + 1, 4 + 6]);
        for w in &writes {
            assert!(w.starts_with(b"[1] ") && w.ends_with(b"\n"));
        }
        assert_eq!(writes[3], b"[1] short\n");
    }
}
