//! Runtime settings: defaults, and overrides from the environment (docs/contracts.md).

use std::time::Duration;

/// Default maximum payload of one message: 256 MiB.
pub const DEFAULT_MAX_MESSAGE: u64 = 256 << 20;
/// Default time a caller waits for a reply before getting a timeout error.
pub const DEFAULT_CALL_TIMEOUT: Duration = Duration::from_secs(120);
/// Default time to establish a connection (connect + handshake).
pub const DEFAULT_CONNECT_TIMEOUT: Duration = Duration::from_secs(10);

/// Most requests one thread may be serving at once, nested (a call-back chain A -> B ->
/// A -> ... is served on the callers' own threads, each level on top of the last). A
/// request beyond it fails with `CORMI_E_DEPTH` ("call depth limit N exceeded") instead
/// of overflowing the thread's stack.
pub const MAX_CALL_DEPTH: usize = 1000;

/// Settings of one node.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Config {
    /// Largest payload a node accepts or sends, in bytes (`CORMI_MAX_MESSAGE`).
    pub max_message: u64,
    /// How long a call waits for its reply; `None` waits forever (`CORMI_TIMEOUT_MS`,
    /// 0 meaning forever).
    pub call_timeout: Option<Duration>,
    /// How long connecting to a peer (and waiting for a peer to connect) may take
    /// (`CORMI_CONNECT_TIMEOUT_MS`, default 10 s; independent of the call timeout, so a
    /// small `CORMI_TIMEOUT_MS` does not break start-up).
    pub connect_timeout: Duration,
    /// The longest a waiting thread polls before it blocks (`CORMI_SPIN_US`; 0: never
    /// poll). `None`: the transport's default (`Transport::polling`: 100 us, MPI 1 ms).
    /// Each wait's budget adapts below it, and only as many threads poll at once as this
    /// host has CPUs per rank (`transport::progress`).
    pub spin: Option<Duration>,
}

impl Default for Config {
    fn default() -> Self {
        Config { max_message: DEFAULT_MAX_MESSAGE, call_timeout: Some(DEFAULT_CALL_TIMEOUT), connect_timeout: DEFAULT_CONNECT_TIMEOUT, spin: None }
    }
}

impl Config {
    /// The defaults overridden by `CORMI_TIMEOUT_MS`, `CORMI_CONNECT_TIMEOUT_MS`,
    /// `CORMI_MAX_MESSAGE` and `CORMI_SPIN_US`.
    /// Errors name the variable and the bad value.
    pub fn from_env() -> Result<Config, String> {
        Config::from_lookup(|name| std::env::var(name).ok())
    }

    /// The defaults overridden by the variables that `lookup` finds (name -> value).
    pub fn from_lookup(lookup: impl Fn(&str) -> Option<String>) -> Result<Config, String> {
        let mut c = Config::default();
        if let Some(ms) = parse_u64("CORMI_TIMEOUT_MS", lookup("CORMI_TIMEOUT_MS"))? {
            c.call_timeout = (ms > 0).then(|| Duration::from_millis(ms));
        }
        if let Some(ms) = parse_u64("CORMI_CONNECT_TIMEOUT_MS", lookup("CORMI_CONNECT_TIMEOUT_MS"))? {
            if ms > 0 {
                c.connect_timeout = Duration::from_millis(ms);
            }
        }
        if let Some(max) = parse_u64("CORMI_MAX_MESSAGE", lookup("CORMI_MAX_MESSAGE"))? {
            c.max_message = max;
        }
        if let Some(us) = parse_u64("CORMI_SPIN_US", lookup("CORMI_SPIN_US"))? {
            c.spin = Some(Duration::from_micros(us));
        }
        Ok(c)
    }
}

/// Reads a non-negative integer variable; `Ok(None)` when unset or empty.
pub(crate) fn env_u64(name: &str) -> Result<Option<u64>, String> {
    parse_u64(name, std::env::var(name).ok())
}

/// Parses the value of variable `name`; `Ok(None)` when absent or empty.
fn parse_u64(name: &str, value: Option<String>) -> Result<Option<u64>, String> {
    match value {
        Some(v) if !v.trim().is_empty() => v.trim().parse().map(Some).map_err(|_| format!("{name}={v:?} is not a non-negative integer")),
        _ => Ok(None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with(vars: &[(&str, &str)]) -> Result<Config, String> {
        let vars: Vec<(String, String)> = vars.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        Config::from_lookup(|name| vars.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone()))
    }

    #[test]
    fn defaults_without_variables() {
        assert_eq!(with(&[]), Ok(Config::default()));
    }

    #[test]
    fn timeout_and_max_message_from_variables() {
        let c = with(&[("CORMI_TIMEOUT_MS", "250"), ("CORMI_MAX_MESSAGE", "4096"), ("CORMI_SPIN_US", "20")]).unwrap();
        assert_eq!(c.spin, Some(Duration::from_micros(20)));
        assert_eq!(c.call_timeout, Some(Duration::from_millis(250)));
        assert_eq!(c.connect_timeout, DEFAULT_CONNECT_TIMEOUT, "the call timeout is not the connect timeout");
        assert_eq!(c.max_message, 4096);
        assert_eq!(with(&[("CORMI_TIMEOUT_MS", "0")]).unwrap().call_timeout, None, "0 waits forever");
    }

    #[test]
    fn connect_timeout_is_separate_from_the_call_timeout() {
        let c = with(&[("CORMI_TIMEOUT_MS", "5")]).unwrap();
        assert_eq!(c.call_timeout, Some(Duration::from_millis(5)));
        assert_eq!(c.connect_timeout, Duration::from_secs(10));
        let c = with(&[("CORMI_TIMEOUT_MS", "5"), ("CORMI_CONNECT_TIMEOUT_MS", "1500")]).unwrap();
        assert_eq!(c.connect_timeout, Duration::from_millis(1500));
        assert_eq!(c.call_timeout, Some(Duration::from_millis(5)));
    }

    #[test]
    fn bad_values_name_the_variable() {
        let e = with(&[("CORMI_MAX_MESSAGE", "lots")]).unwrap_err();
        assert!(e.contains("CORMI_MAX_MESSAGE") && e.contains("lots"), "{e}");
    }
}
