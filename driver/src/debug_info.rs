//! Debug info: the cormi pass always reads it, the program keeps what the user asked for.
//!
//! The pass takes the type of each constructor's object and of each method's `self`
//! from debug info (typed references: a call through a reference of another type gets
//! an error reply naming both types) and locates its diagnostics with it, so every file
//! is compiled with `-g`, after the user's own `-g` flags. After the pass the program
//! keeps the level the user asked for ([`requested`]): none (`cormi-strip-debug`), line
//! tables (`strip-nonlinetable-debuginfo`) or all. clang's `-g` does not change code
//! generation.
//!
//! `cormicc -c` objects record a level below full in their compile unit's flags
//! ([`MARKER`]), so that a later link keeps the debug info of an object compiled with
//! `-g` even when the link line has no `-g` ([`in_module`]).

use crate::cli::Cli;

/// How much debug info the program keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum DebugInfo {
    /// None (no `-g`, or `-g0`).
    None,
    /// Line tables only (`-g1`, `-gline-tables-only`, `-gmlt`).
    LineTables,
    /// All of it (`-g`, `-g2`, `-g3`, `-ggdb`, `-gdwarf-N`).
    Full,
}

/// The compile-unit flags a `cormicc -c` object carries when its user asked for less
/// than full debug info, followed by `none` or `line-tables`.
pub const MARKER: &str = "cormicc-debug-info=";

/// The module flag every module with debug info has (once per module).
const DEBUG_INFO_FLAG: &str = "Debug Info Version";

/// The level the user's `-g` flags ask for: the last one that sets a level wins, as
/// with clang; `-gdwarf-N` or another `-g...` flag alone means `-g`.
pub fn requested(cli: &Cli) -> DebugInfo {
    let mut level = None;
    for flag in &cli.compile {
        level = match flag.as_str() {
            "-g0" | "-ggdb0" => Some(DebugInfo::None),
            "-g1" | "-ggdb1" | "-gline-tables-only" | "-gmlt" | "-gline-directives-only" => Some(DebugInfo::LineTables),
            "-g" | "-g2" | "-g3" | "-ggdb" | "-ggdb2" | "-ggdb3" | "-gfull" | "-gused" => Some(DebugInfo::Full),
            f if f.starts_with("-gdwarf") => level.or(Some(DebugInfo::Full)),
            _ => level,
        };
    }
    level.unwrap_or(if cli.debug { DebugInfo::Full } else { DebugInfo::None })
}

/// The per-file compile's debug flags, after the user's: `-g` for the pass, and for an
/// object (`-c`) the compile-unit flags that record a lower level the user asked for.
pub fn compile_flags(cli: &Cli) -> Vec<String> {
    let mut a = vec!["-g".to_string()];
    let name = match requested(cli) {
        DebugInfo::None => "none",
        DebugInfo::LineTables => "line-tables",
        DebugInfo::Full => return a,
    };
    if cli.compile_only {
        a.extend(["-Xclang", "-dwarf-debug-flags", "-Xclang"].map(String::from));
        a.push(format!("{MARKER}{name}"));
    }
    a
}

/// The level an input module (bitcode, IR text, or an archive of them) was built for:
/// full when it has a compile unit without [`MARKER`] (a user's `-g`), else the highest
/// marker's, else none (no debug info).
pub fn in_module(bytes: &[u8]) -> DebugInfo {
    let count = |s: &str| bytes.windows(s.len()).filter(|w| *w == s.as_bytes()).count();
    let lines = count(&format!("{MARKER}line-tables"));
    if count(DEBUG_INFO_FLAG) > count(&format!("{MARKER}none")) + lines {
        DebugInfo::Full
    } else if lines > 0 {
        DebugInfo::LineTables
    } else {
        DebugInfo::None
    }
}

/// The pass that runs right after `cormi` to leave `keep`, if any.
pub fn strip_pass(keep: DebugInfo) -> Option<&'static str> {
    match keep {
        DebugInfo::None => Some("cormi-strip-debug"),
        DebugInfo::LineTables => Some("strip-nonlinetable-debuginfo"),
        DebugInfo::Full => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cli(s: &str) -> Cli {
        crate::cli::try_parse(std::iter::once("cormicc").chain(s.split_whitespace()).map(String::from)).unwrap()
    }

    #[test]
    fn the_last_level_flag_wins() {
        assert_eq!(requested(&cli("a.c")), DebugInfo::None);
        assert_eq!(requested(&cli("-g a.c")), DebugInfo::Full);
        assert_eq!(requested(&cli("-g -g0 a.c")), DebugInfo::None);
        assert_eq!(requested(&cli("-g0 -g a.c")), DebugInfo::Full);
        assert_eq!(requested(&cli("-gline-tables-only a.c")), DebugInfo::LineTables);
        assert_eq!(requested(&cli("-g1 -gdwarf-4 a.c")), DebugInfo::LineTables);
        assert_eq!(requested(&cli("-gdwarf-4 a.c")), DebugInfo::Full);
        // Other `-g...` flags ask for debug info (cli.rs takes them for `-g`).
        assert_eq!(requested(&cli("-gsplit-dwarf a.c")), DebugInfo::Full);
        assert_eq!(requested(&cli("-gsplit-dwarf -g0 a.c")), DebugInfo::None);
    }

    #[test]
    fn the_pass_always_gets_debug_info_and_objects_record_less() {
        assert_eq!(compile_flags(&cli("a.c")), ["-g"]);
        assert_eq!(compile_flags(&cli("-g a.c")), ["-g"]);
        assert_eq!(compile_flags(&cli("-c a.c")), ["-g", "-Xclang", "-dwarf-debug-flags", "-Xclang", "cormicc-debug-info=none"]);
        assert_eq!(compile_flags(&cli("-c -g1 a.c")).last().map(String::as_str), Some("cormicc-debug-info=line-tables"));
        assert_eq!(compile_flags(&cli("-c -g a.c")), ["-g"]);
    }

    #[test]
    fn modules_say_what_their_users_asked_for() {
        assert_eq!(in_module(b"no debug info"), DebugInfo::None);
        assert_eq!(in_module(b"Debug Info Version .. cormicc-debug-info=none"), DebugInfo::None);
        assert_eq!(in_module(b"Debug Info Version .. cormicc-debug-info=line-tables"), DebugInfo::LineTables);
        assert_eq!(in_module(b"Debug Info Version"), DebugInfo::Full);
        // An archive of a marked member and a user's -g member.
        assert_eq!(in_module(b"Debug Info Version cormicc-debug-info=none Debug Info Version"), DebugInfo::Full);
    }

    #[test]
    fn the_strip_pass_leaves_the_level_asked_for() {
        assert_eq!(strip_pass(DebugInfo::None), Some("cormi-strip-debug"));
        assert_eq!(strip_pass(DebugInfo::LineTables), Some("strip-nonlinetable-debuginfo"));
        assert_eq!(strip_pass(DebugInfo::Full), None);
    }
}
