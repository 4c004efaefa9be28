//! Pass parameters, parsed the LLVM way: `cormi<mode=site;panic-for-testing>`.
//!
//! The shim hands Rust the text between the angle brackets (empty when there are
//! none). Parameters are separated by `;`; each is `key=value` or a bare flag.
//! Unknown keys, bad values and repeated keys are errors, which the shim turns into
//! a pipeline parse error (`opt: unknown pass name ...` after our message).
//!
//! Source: DESIGN.md, "Code generation" (the modes).

use bitflags::bitflags;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

bitflags! {
    /// The call-site optimizations a [`Mode`] turns on beyond plain site-specific
    /// marshalers (DESIGN.md, "Analyses" 3 and 4).
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
    pub struct Optimizations: u8 {
        /// Drop the handle table where the cycle-and-sharing analysis proves that no
        /// object is reached twice (`site+cycle`, `all`).
        const DROP_HANDLE_TABLES = 1;
        /// Keep non-escaping received graphs in a per-call-site slot and refill them in
        /// place; reuse non-escaping results at the caller (`site+reuse`, `all`).
        const REUSE_GRAPHS = 1 << 1;
    }
}

/// Code-generation mode (DESIGN.md, "Code generation"): how much of the per-call-site
/// specialisation is used. All modes must give the same program results.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub enum Mode {
    /// Descriptor-driven runtime serializer, handle table always (Java serialization).
    Generic,
    /// One serializer per type, type tag per object, handle table always (KaRMI/Manta).
    Class,
    /// Call-site-specific marshalers, handle table always.
    Site,
    /// `Site` plus dropping the handle table where the cycle/sharing analysis allows.
    SiteCycle,
    /// `Site` plus reuse buffers for non-escaping argument graphs.
    SiteReuse,
    /// Every optimisation (the default).
    #[default]
    All,
}

impl Mode {
    /// Every mode with its parameter spelling, in the order of the paper's ablation.
    pub const ALL: [(Mode, &'static str); 6] = [
        (Mode::Generic, "generic"),
        (Mode::Class, "class"),
        (Mode::Site, "site"),
        (Mode::SiteCycle, "site+cycle"),
        (Mode::SiteReuse, "site+reuse"),
        (Mode::All, "all"),
    ];

    /// Parses a mode spelling (`site+cycle`); `None` for anything else.
    pub fn parse(text: &str) -> Option<Mode> {
        Mode::ALL.iter().find(|(_, s)| *s == text).map(|(m, _)| *m)
    }

    /// The optimizations this mode turns on (none for `generic`, `class`, `site`).
    pub fn optimizations(self) -> Optimizations {
        match self {
            Mode::Generic | Mode::Class | Mode::Site => Optimizations::empty(),
            Mode::SiteCycle => Optimizations::DROP_HANDLE_TABLES,
            Mode::SiteReuse => Optimizations::REUSE_GRAPHS,
            Mode::All => Optimizations::all(),
        }
    }

    /// The parameter spelling of this mode.
    pub fn as_str(self) -> &'static str {
        Mode::ALL.iter().find(|(m, _)| *m == self).map(|(_, s)| *s).unwrap_or("all")
    }
}

impl fmt::Display for Mode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Parsed parameters of one pass instance. Plain data; `Default` is what the
/// extension points (clang `-fpass-plugin`, LTO) use unless `CORMI_PARAMS` is set.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Params {
    /// `mode=<generic|class|site|site+cycle|site+reuse|all>`; default `all`.
    pub mode: Mode,
    /// Hidden debug hook `panic-for-testing`: the pass panics on purpose so that a lit
    /// test can prove that a panic becomes an LLVM error diagnostic.
    pub panic_for_testing: bool,
    /// Hidden flag `whole-program`: the module is the whole program although it lacks
    /// the rt-c helper marker. The shim sets it at the full-LTO early extension point,
    /// where ld.lld has linked every bitcode module (`codegen/gate.rs`).
    pub whole_program: bool,
    /// Pass-specific `key=value` options, only keys the pass declares in its
    /// [`crate::passes::PassInfo::options`] (e.g. a DOT output directory).
    pub options: BTreeMap<String, String>,
    /// Pass-specific bare flags that were given, only names the pass declares in its
    /// [`crate::passes::PassInfo::flags`] (e.g. `time` for the heap statistics).
    pub flags: BTreeSet<String>,
}

/// Why a parameter string was rejected; the text is shown to the user verbatim.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParamError(pub String);

impl fmt::Display for ParamError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ParamError {}

impl Params {
    /// Parses `text` (what was between `<` and `>`, may be empty) for a pass that
    /// accepts the extra option keys `options` and the extra bare flags `flags`.
    ///
    /// Errors: an unknown key or flag, a key without its value, a flag with a value, an
    /// unknown mode, a repeated key.
    pub fn parse(text: &str, options: &[&str], flags: &[&str]) -> Result<Params, ParamError> {
        let mut params = Params::default();
        let mut seen: Vec<&str> = Vec::new();
        for item in text.split(';').map(str::trim).filter(|s| !s.is_empty()) {
            let (key, value) = match item.split_once('=') {
                Some((k, v)) => (k.trim(), Some(v.trim())),
                None => (item, None),
            };
            if seen.contains(&key) {
                return Err(ParamError(format!("parameter '{key}' given twice")));
            }
            seen.push(key);
            params.apply(key, value, options, flags)?;
        }
        Ok(params)
    }

    /// Applies one `key[=value]` item.
    fn apply(&mut self, key: &str, value: Option<&str>, options: &[&str], flags: &[&str]) -> Result<(), ParamError> {
        match (key, value) {
            ("mode", Some(v)) => {
                self.mode = Mode::parse(v).ok_or_else(|| {
                    ParamError(format!("unknown mode '{v}' (expected one of: {})", Mode::ALL.iter().map(|(_, s)| *s).collect::<Vec<_>>().join(", ")))
                })?;
            }
            ("mode", None) => return Err(ParamError("parameter 'mode' needs a value, e.g. mode=site".into())),
            ("panic-for-testing", None) => self.panic_for_testing = true,
            ("whole-program", None) => self.whole_program = true,
            (k, Some(v)) if options.contains(&k) => {
                self.options.insert(k.to_string(), v.to_string());
            }
            (k, None) if options.contains(&k) => {
                return Err(ParamError(format!("parameter '{k}' needs a value")));
            }
            (k, None) if flags.contains(&k) => {
                self.flags.insert(k.to_string());
            }
            (k, Some(_)) if flags.contains(&k) => {
                return Err(ParamError(format!("parameter '{k}' is a flag and takes no value")));
            }
            (k, _) => {
                let mut known = vec!["mode=<mode>", "panic-for-testing", "whole-program"];
                known.extend(options.iter().copied());
                known.extend(flags.iter().copied());
                return Err(ParamError(format!("unknown parameter '{k}' (expected: {})", known.join(", "))));
            }
        }
        Ok(())
    }

    /// Whether the pass-specific bare flag `name` was given.
    pub fn flag(&self, name: &str) -> bool {
        self.flags.contains(name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn empty_is_default() {
        assert_eq!(Params::parse("", &[], &[]).unwrap(), Params::default());
        assert_eq!(Params::default().mode, Mode::All);
    }

    #[test]
    fn every_mode_round_trips() {
        for (mode, text) in Mode::ALL {
            let p = Params::parse(&format!("mode={text}"), &[], &[]).unwrap();
            assert_eq!(p.mode, mode);
            assert_eq!(mode.as_str(), text);
        }
    }

    #[test]
    fn flags_and_options() {
        let p = Params::parse("mode=site+cycle;panic-for-testing;dir=/tmp", &["dir"], &[]).unwrap();
        assert_eq!(p.mode, Mode::SiteCycle);
        assert!(p.panic_for_testing);
        assert!(!p.whole_program);
        assert!(Params::parse("whole-program", &[], &[]).unwrap().whole_program);
        assert_eq!(p.options.get("dir").map(String::as_str), Some("/tmp"));
        assert!(!p.flag("time"));
        let p = Params::parse("time", &[], &["time"]).unwrap();
        assert!(p.flag("time"));
        assert!(Params::parse("time", &[], &[]).is_err());
    }

    #[test]
    fn errors_name_the_problem() {
        let e = Params::parse("mode=fast", &[], &[]).unwrap_err();
        assert!(e.0.contains("unknown mode 'fast'"), "{e}");
        let e = Params::parse("speed=3", &[], &[]).unwrap_err();
        assert!(e.0.contains("unknown parameter 'speed'"), "{e}");
        let e = Params::parse("mode", &[], &[]).unwrap_err();
        assert!(e.0.contains("needs a value"), "{e}");
        let e = Params::parse("mode=site;mode=all", &[], &[]).unwrap_err();
        assert!(e.0.contains("given twice"), "{e}");
        let e = Params::parse("time=1", &[], &["time"]).unwrap_err();
        assert!(e.0.contains("takes no value"), "{e}");
    }
}
