//! One measurement (a RESULT line of a benchmark program, see benches/timing.h) and the
//! JSON-lines file of a run: the environment first, then one record per line.

use crate::env::Environment;
use crate::suite::Job;
use serde::Serialize;
use std::collections::BTreeMap;
use std::fs::File;
use std::io::Write;
use std::path::{Path, PathBuf};

/// One benchmark of one implementation: `samples` timed operations, microseconds each.
#[derive(Clone, Debug, Serialize)]
pub struct Record {
    pub set: String,
    pub bench: String,
    pub implementation: String,
    pub samples: u64,
    pub median_us: f64,
    pub p10_us: f64,
    pub p90_us: f64,
    /// The RESULT line's `key=value` fields (e.g. bytes allocated, MB/s).
    pub fields: BTreeMap<String, String>,
    /// Set when the job failed (no timing then).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

impl Record {
    /// Parses `RESULT <bench> <samples> <median> <p10> <p90> [key=value...]`; None for
    /// any other line.
    pub fn parse(job: &Job, line: &str) -> Option<Record> {
        let mut w = line.split_whitespace();
        if w.next()? != "RESULT" {
            return None;
        }
        let bench = w.next()?.to_string();
        let samples = w.next()?.parse().ok()?;
        let (median_us, p10_us, p90_us) = (
            w.next()?.parse().ok()?,
            w.next()?.parse().ok()?,
            w.next()?.parse().ok()?,
        );
        let fields = w
            .filter_map(|kv| kv.split_once('='))
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        Some(Record {
            set: job.set.clone(),
            bench,
            implementation: job.implementation.clone(),
            samples,
            median_us,
            p10_us,
            p90_us,
            fields,
            error: None,
        })
    }

    /// The record of a failed job: every benchmark of it reads "FAILED" in the tables.
    pub fn failure(job: &Job, why: &str) -> Record {
        let error = Some(why.lines().next().unwrap_or("failed").to_string());
        Record {
            set: job.set.clone(),
            bench: "*".into(),
            implementation: job.implementation.clone(),
            samples: 0,
            median_us: 0.0,
            p10_us: 0.0,
            p90_us: 0.0,
            fields: BTreeMap::new(),
            error,
        }
    }
}

/// The records of a run, also appended as JSON lines to `<out>/<stem>.jsonl`.
pub struct Results {
    file: File,
    path: PathBuf,
    stem: String,
    records: Vec<Record>,
}

impl Results {
    /// Creates `<out>/bench-<unix seconds>.jsonl` and writes the environment line.
    pub fn create(out: &Path, env: &Environment) -> Result<Results, String> {
        let stem = format!("bench-{}", env.unix_time);
        let path = out.join(format!("{stem}.jsonl"));
        let mut file = File::create(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let line = serde_json::json!({ "environment": env });
        writeln!(file, "{line}").map_err(|e| format!("{}: {e}", path.display()))?;
        Ok(Results {
            file,
            path,
            stem,
            records: vec![],
        })
    }

    pub fn push(&mut self, r: Record) -> Result<(), String> {
        let line = serde_json::to_string(&r).map_err(|e| e.to_string())?;
        writeln!(self.file, "{line}").map_err(|e| format!("{}: {e}", self.path.display()))?;
        self.records.push(r);
        Ok(())
    }

    pub fn all(&self) -> &[Record] {
        &self.records
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    pub fn stem(&self) -> &str {
        &self.stem
    }
}
