//! Runtime settings: defaults, and overrides from the environment (docs/contracts.md).

use std::time::Duration;

/// Default maximum payload of one message: 256 MiB.
pub const DEFAULT_MAX_MESSAGE: u64 = 256 << 20;
/// Default time a caller waits for a reply before getting a timeout error.
pub const DEFAULT_CALL_TIMEOUT: Duration = Duration::from_secs(120);
/// Default time to establish a connection (connect + handshake).
pub const DEFAULT_CONNECT_TIMEOUT: Duration = Duration::from_secs(10);

/// Settings of one node.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Config {
    /// Largest payload a node accepts or sends, in bytes (`CORMI_MAX_MESSAGE`).
    pub max_message: u64,
    /// How long a call waits for its reply; `None` waits forever (`CORMI_TIMEOUT_MS`,
    /// 0 meaning forever).
    pub call_timeout: Option<Duration>,
    /// How long connecting to a peer (and waiting for a peer to connect) may take
    /// (`CORMI_TIMEOUT_MS` too, when set and non-zero).
    pub connect_timeout: Duration,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            max_message: DEFAULT_MAX_MESSAGE,
            call_timeout: Some(DEFAULT_CALL_TIMEOUT),
            connect_timeout: DEFAULT_CONNECT_TIMEOUT,
        }
    }
}

impl Config {
    /// The defaults overridden by `CORMI_TIMEOUT_MS` and `CORMI_MAX_MESSAGE`.
    /// Errors name the variable and the bad value.
    pub fn from_env() -> Result<Config, String> {
        let mut c = Config::default();
        if let Some(ms) = env_u64("CORMI_TIMEOUT_MS")? {
            c.call_timeout = (ms > 0).then(|| Duration::from_millis(ms));
            if ms > 0 {
                c.connect_timeout = Duration::from_millis(ms);
            }
        }
        if let Some(max) = env_u64("CORMI_MAX_MESSAGE")? {
            c.max_message = max;
        }
        Ok(c)
    }
}

/// Reads a non-negative integer variable; `Ok(None)` when unset or empty.
pub(crate) fn env_u64(name: &str) -> Result<Option<u64>, String> {
    match std::env::var(name) {
        Ok(v) if !v.trim().is_empty() => {
            v.trim().parse().map(Some).map_err(|_| format!("{name}={v:?} is not a non-negative integer"))
        }
        _ => Ok(None),
    }
}
