//! One measurement (a RESULT line of a benchmark program, see benches/timing.h) and the
//! JSON-lines file of a run: the environment first, then one record per line.

use crate::env::Environment;
use crate::suite::Job;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fs::File;
use std::io::Write;
use std::path::{Path, PathBuf};

/// One benchmark of one implementation: `samples` timed operations, microseconds each.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Record {
    /// Which pass over the job list (--rounds) measured it, from 1.
    pub round: u32,
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
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

impl Record {
    /// Parses `RESULT <bench> <samples> <median> <p10> <p90> [key=value...]`; None for
    /// any other line.
    pub fn parse(job: &Job, round: u32, line: &str) -> Option<Record> {
        let mut w = line.split_whitespace();
        if w.next()? != "RESULT" {
            return None;
        }
        let bench = w.next()?.to_string();
        let samples = w.next()?.parse().ok()?;
        let (median_us, p10_us, p90_us) = (w.next()?.parse().ok()?, w.next()?.parse().ok()?, w.next()?.parse().ok()?);
        let fields = w.filter_map(|kv| kv.split_once('=')).map(|(k, v)| (k.to_string(), v.to_string())).collect();
        Some(Record { round, set: job.set.clone(), bench, implementation: job.implementation.clone(), samples, median_us, p10_us, p90_us, fields, error: None })
    }

    /// The record of a failed job: every benchmark of it reads "FAILED" in the tables.
    pub fn failure(job: &Job, round: u32, why: &str) -> Record {
        let error = Some(why.lines().next().unwrap_or("failed").to_string());
        Record {
            round,
            set: job.set.clone(),
            bench: job.bench.clone().unwrap_or_else(|| "*".into()),
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

/// One record per (set, benchmark, implementation) over every round, in first-seen
/// order: the median over rounds of each statistic (median, p10, p90), samples summed,
/// fields of the round with the median median. Failed jobs stay as they are.
pub fn combine_rounds(all: &[Record]) -> Vec<Record> {
    let mut out: Vec<Record> = all.iter().filter(|r| r.error.is_some()).cloned().collect();
    let mut keys: Vec<(&str, &str, &str)> = vec![];
    for r in all.iter().filter(|r| r.error.is_none()) {
        let k = (r.set.as_str(), r.bench.as_str(), r.implementation.as_str());
        if !keys.contains(&k) {
            keys.push(k);
        }
    }
    for (set, bench, implementation) in keys {
        let mut group: Vec<&Record> =
            all.iter().filter(|r| r.error.is_none() && r.set == set && r.bench == bench && r.implementation == implementation).collect();
        let med = |f: fn(&Record) -> f64, g: &[&Record]| {
            let mut v: Vec<f64> = g.iter().map(|r| f(r)).collect();
            v.sort_by(|a, b| a.total_cmp(b));
            v[v.len() / 2]
        };
        let (p10, p90) = (med(|r| r.p10_us, &group), med(|r| r.p90_us, &group));
        group.sort_by(|a, b| a.median_us.total_cmp(&b.median_us));
        let mid = group[group.len() / 2];
        out.push(Record { round: 0, samples: group.iter().map(|r| r.samples).sum(), p10_us: p10, p90_us: p90, ..mid.clone() });
    }
    out
}

/// Reads a file written by [`Results`]: its environment line (as JSON text) and records.
pub fn read_jsonl(path: &Path) -> Result<(String, Vec<Record>), String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut environment = String::new();
    let mut records = vec![];
    for (n, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
        let at = |e: serde_json::Error| format!("{}:{}: {e}", path.display(), n + 1);
        let v: serde_json::Value = serde_json::from_str(line).map_err(at)?;
        match v.get("environment") {
            Some(env) => environment = format!("environment: {env}"),
            None => records.push(serde_json::from_value(v).map_err(at)?),
        }
    }
    Ok((environment, records))
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
        Ok(Results { file, path, stem, records: vec![] })
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::suite::{Build, Job};

    fn job() -> Job {
        Job {
            set: "list".into(),
            implementation: "site".into(),
            build: Build::Peer,
            exe: "x".into(),
            args: vec![],
            cormirun: true,
            prefix: vec![],
            bench: None,
        }
    }

    #[test]
    fn parses_result_lines_with_fields() {
        let r = Record::parse(&job(), 2, "RESULT lu 3 10.5 9.0 12.25 alloc_bytes=42 n=64").unwrap();
        assert_eq!((r.round, r.bench.as_str(), r.samples), (2, "lu", 3));
        assert_eq!((r.median_us, r.p10_us, r.p90_us), (10.5, 9.0, 12.25));
        assert_eq!(r.fields.get("alloc_bytes").map(String::as_str), Some("42"));
        assert_eq!(r.implementation, "site");
    }

    #[test]
    fn ignores_other_lines_and_malformed_results() {
        for line in ["sends: all totals checked", "RESULT list", "RESULT list x 1 2 3", "RESULTS list 1 1 1 1"] {
            assert!(Record::parse(&job(), 1, line).is_none(), "{line}");
        }
    }

    #[test]
    fn rounds_combine_to_the_median_of_each_statistic() {
        let rounds = [(5.0, 1.0, 9.0), (7.0, 2.0, 30.0), (6.0, 4.0, 8.0)];
        let all: Vec<Record> = rounds
            .iter()
            .enumerate()
            .map(|(i, (m, lo, hi))| {
                let line = format!("RESULT list 10 {m} {lo} {hi} round={i}");
                Record::parse(&job(), i as u32 + 1, &line).unwrap()
            })
            .collect();
        let c = combine_rounds(&all);
        assert_eq!(c.len(), 1);
        assert_eq!((c[0].median_us, c[0].p10_us, c[0].p90_us, c[0].samples), (6.0, 2.0, 9.0, 30));
        assert_eq!(c[0].fields.get("round").map(String::as_str), Some("2"), "fields of the median round");
    }

    #[test]
    fn failures_stay_and_do_not_mix_with_successes() {
        let ok = Record::parse(&job(), 1, "RESULT list 10 5 4 6").unwrap();
        let bad = Record::failure(&job(), 2, "exit status 1\nmore");
        let c = combine_rounds(&[ok, bad]);
        assert_eq!(c.len(), 2);
        assert_eq!(c.iter().filter(|r| r.error.as_deref() == Some("exit status 1")).count(), 1);
        assert_eq!(c.iter().find(|r| r.error.is_none()).unwrap().median_us, 5.0);
    }
}
