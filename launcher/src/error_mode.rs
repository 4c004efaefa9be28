//! Rank 0's error mode, as its runtime reports it: a pipe whose write end rank 0 inherits
//! (`CORMI_ERROR_MODE_FD=<fd>:<inode>`, docs/contracts.md). `cormi_set_error_mode`
//! writes one byte per change: `r` for `CORMI_ERRORS_RETURN` (the program handles a dead
//! peer itself), `e` for the default. The supervisor reads the last byte when another
//! rank fails: a rank 0 that handles errors keeps its surviving peers.

use std::io;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};

/// The launcher's end of the channel, and the write end until the ranks are started.
pub struct ErrorModeChannel {
    read: OwnedFd,
    write: Option<OwnedFd>,
    handles_errors: bool,
}

impl ErrorModeChannel {
    /// A new pipe, both ends close-on-exec (rank 0's child setup clears it on the write
    /// end) and non-blocking (neither the launcher nor rank 0 ever waits on it).
    pub fn create() -> io::Result<ErrorModeChannel> {
        let mut fds = [0 as libc::c_int; 2];
        // SAFETY: pipe2 writes two descriptors into the array it is given.
        if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC | libc::O_NONBLOCK) } != 0 {
            return Err(io::Error::last_os_error());
        }
        // SAFETY: both descriptors were just created and are owned by nobody else.
        let (read, write) = unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) };
        Ok(ErrorModeChannel { read, write: Some(write), handles_errors: false })
    }

    /// The write end's descriptor for rank 0 (`None` once [`Self::close_write_end`] ran).
    pub fn write_fd(&self) -> Option<RawFd> {
        self.write.as_ref().map(AsRawFd::as_raw_fd)
    }

    /// `CORMI_ERROR_MODE_FD`'s value: the descriptor and the pipe's inode, so that a
    /// process that inherited the variable but not the descriptor never writes to
    /// another file that happens to have the same number.
    pub fn env_value(&self) -> io::Result<Option<String>> {
        let Some(fd) = self.write_fd() else { return Ok(None) };
        // SAFETY: stat is plain old data; all zeroes is a valid value.
        let mut st: libc::stat = unsafe { std::mem::zeroed() };
        // SAFETY: fstat on a descriptor this struct owns, into a live local buffer.
        if unsafe { libc::fstat(fd, &mut st) } != 0 {
            return Err(io::Error::last_os_error());
        }
        Ok(Some(format!("{fd}:{}", st.st_ino)))
    }

    /// Drops the launcher's copy of the write end once rank 0 holds its own.
    pub fn close_write_end(&mut self) {
        self.write = None;
    }

    /// Whether rank 0's last report was `CORMI_ERRORS_RETURN` (reads what arrived).
    pub fn rank0_handles_errors(&mut self) -> bool {
        let mut buf = [0u8; 256];
        loop {
            // SAFETY: read into a live buffer of the given length from an owned descriptor.
            let n = unsafe { libc::read(self.read.as_raw_fd(), buf.as_mut_ptr().cast(), buf.len()) };
            if n <= 0 {
                return self.handles_errors;
            }
            if let Some(&last) = buf[..n as usize].iter().rev().find(|b| matches!(b, b'r' | b'e')) {
                self.handles_errors = last == b'r';
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn report(ch: &ErrorModeChannel, bytes: &[u8]) {
        let fd = ch.write_fd().unwrap();
        // SAFETY: write from a live buffer to an owned descriptor.
        assert_eq!(unsafe { libc::write(fd, bytes.as_ptr().cast(), bytes.len()) }, bytes.len() as isize);
    }

    #[test]
    fn the_last_report_wins_and_nothing_means_the_default() {
        let mut ch = ErrorModeChannel::create().unwrap();
        assert!(!ch.rank0_handles_errors());
        report(&ch, b"r");
        assert!(ch.rank0_handles_errors());
        assert!(ch.rank0_handles_errors(), "an empty pipe keeps the last state");
        report(&ch, b"rre");
        assert!(!ch.rank0_handles_errors());
    }

    #[test]
    fn the_environment_value_names_descriptor_and_inode() {
        let mut ch = ErrorModeChannel::create().unwrap();
        let v = ch.env_value().unwrap().unwrap();
        let (fd, ino) = v.split_once(':').unwrap();
        assert_eq!(fd.parse::<RawFd>().unwrap(), ch.write_fd().unwrap());
        assert!(ino.parse::<u64>().unwrap() > 0);
        ch.close_write_end();
        assert_eq!(ch.env_value().unwrap(), None);
    }
}
