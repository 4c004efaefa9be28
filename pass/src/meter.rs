//! The process' peak resident memory, for the phase timings of a pass run
//! ([`crate::context::PhaseTime`]).
//!
//! Read from `VmHWM` in `/proc/self/status` (Linux): the high-water mark of the resident
//! set of the whole process (the host, `opt` or clang, included), which only grows.

/// The peak resident set size of this process so far, in KiB; `None` where
/// `/proc/self/status` or its `VmHWM` line cannot be read (not Linux).
pub fn peak_resident_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    vm_hwm_kib(&status)
}

/// The `VmHWM:   12345 kB` value of a `/proc/<pid>/status` text, in KiB.
fn vm_hwm_kib(status: &str) -> Option<u64> {
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line["VmHWM:".len()..].trim().strip_suffix("kB")?.trim().parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_high_water_mark() {
        let status = "Name:\topt\nVmPeak:\t  900 kB\nVmHWM:\t    4321 kB\nVmRSS:\t  100 kB\n";
        assert_eq!(vm_hwm_kib(status), Some(4321));
        assert_eq!(vm_hwm_kib("Name:\topt\n"), None);
        assert_eq!(vm_hwm_kib("VmHWM:\tmany kB\n"), None);
    }

    #[test]
    fn this_process_has_one() {
        assert!(peak_resident_kib().is_some_and(|k| k > 0));
    }
}
