//! Turns `opt`'s rendering of the cormi pass's errors into compiler-style lines.
//!
//! opt prints a located pass error as
//! `error: app.c:7:3: in function main void (i64): cormi: <reason>`
//! (pass/src/diag.rs: `DiagnosticInfoUnsupported` with a `DiagnosticLocation`); users
//! and IDEs expect `app.c:7:3: error: cormi: <reason>` like clang's own errors. An error
//! about a global's initializer carries the global's declaration line in the message
//! (`error: cormi: in the initializer of global 'g' (app.c:8): <reason>`) and becomes
//! `app.c:8: error: cormi: <reason> (in the initializer of global 'g')`. A remark
//! `remark: app.c:7:3: <text>` becomes `app.c:7:3: remark: <text>`. Lines without a
//! source location (`error: cormi: in function 'f': ...`) and every other line are
//! passed through unchanged. A Rust function (a mangled symbol) is named by its path.

/// `text` (rewritten lines) with every cormi warning made an error, as clang's `-Werror`
/// does to its own (`a.c:7:3: warning: cormi: ...` becomes `a.c:7:3: error: cormi: ...
/// [-Werror]`), and whether there was one.
pub fn warnings_as_errors(text: &str) -> (String, bool) {
    let mut out = String::new();
    let mut any = false;
    for line in text.lines() {
        match promoted(line) {
            Some(error) => {
                any = true;
                out.push_str(&error);
            }
            None => out.push_str(line),
        }
        out.push('\n');
    }
    (out, any)
}

/// The error line for a cormi warning line, else `None`.
fn promoted(line: &str) -> Option<String> {
    const WARNING: &str = "warning: cormi: ";
    let at = line.find(WARNING).filter(|&i| i == 0 || line[..i].ends_with(": "))?;
    Some(format!("{}error: cormi: {} [-Werror]", &line[..at], &line[at + WARNING.len()..]))
}

/// Rewrites one line of opt's standard error (see the module docs).
pub fn rewrite_line(line: &str) -> String {
    try_rewrite(line).unwrap_or_else(|| line.to_string())
}

/// Rewrites every line of `text` (opt's standard error).
pub fn rewrite(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        out.push_str(&rewrite_line(line));
        out.push('\n');
    }
    out
}

/// `Some(compiler-style line)` for a located cormi error, else `None`.
fn try_rewrite(line: &str) -> Option<String> {
    let (severity, rest) = ["error", "warning", "remark", "note"].iter().find_map(|s| line.find(&format!("{s}: ")).map(|i| (*s, &line[i + s.len() + 2..])))?;
    if let Some(r) = rest.strip_prefix("cormi: in the initializer of global '") {
        let (global, r) = r.split_once("' (")?;
        let (loc, reason) = r.split_once("): ")?;
        let (file, line) = loc.rsplit_once(':')?;
        if file.is_empty() || !is_number(line) {
            return None;
        }
        return Some(format!("{loc}: {severity}: cormi: {reason} (in the initializer of global '{global}')"));
    }
    if severity == "remark" {
        // `remark: app.c:7:3: text` (LLVM) -> `app.c:7:3: remark: text` (clang).
        let mut parts = rest.splitn(4, ':');
        let (file, line, col, text) = (parts.next()?, parts.next()?, parts.next()?, parts.next()?);
        let loc = format!("{file}:{line}:{col}");
        return (file != "<unknown>" && is_location(&loc)).then(|| format!("{loc}: remark:{text}"));
    }
    let (loc, rest) = rest.split_once(": in function ")?;
    if !is_location(loc) {
        return None;
    }
    let (function, reason) = rest.split_once(": cormi: ")?;
    let function = function.split_whitespace().next().unwrap_or("");
    Some(format!("{loc}: {severity}: cormi: {reason} (in function '{}')", rust_path(function)))
}

/// A Rust symbol (rustc mangles every function: `_ZN4prog4main17h...E`, `_RNv...`) as its
/// path without the hash (`prog::main`); other names unchanged.
fn rust_path(symbol: &str) -> String {
    match rustc_demangle::try_demangle(symbol) {
        Ok(d) if symbol.starts_with("_ZN") || symbol.starts_with("_R") => format!("{d:#}"),
        _ => symbol.to_string(),
    }
}

/// `file:line:col` with numeric line and column.
fn is_location(s: &str) -> bool {
    let mut parts = s.rsplitn(3, ':');
    let col = parts.next().unwrap_or("");
    let line = parts.next().unwrap_or("");
    let file = parts.next().unwrap_or("");
    !file.is_empty() && is_number(line) && is_number(col)
}

fn is_number(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn located_error_becomes_compiler_style() {
        let l = "error: app.c:7:3: in function main void (i64): cormi: __cormi_invoke of 'Acc_set' passes 2 argument(s)";
        assert_eq!(rewrite_line(l), "app.c:7:3: error: cormi: __cormi_invoke of 'Acc_set' passes 2 argument(s) (in function 'main')");
    }

    #[test]
    fn prefixed_by_tool_name_too() {
        let l = "error: m.rs:4:9: in function _ZN4prog4main17h0123456789abcdefE void (): cormi: argument 1 of prog::send: unsupported";
        assert_eq!(rewrite_line(l), "m.rs:4:9: error: cormi: argument 1 of prog::send: unsupported (in function 'prog::main')");
        let l = "opt: error: dir/a.c:12:5: in function f ptr (i32): cormi: argument 1 of Foo_send: unsupported";
        assert_eq!(rewrite_line(l), "dir/a.c:12:5: error: cormi: argument 1 of Foo_send: unsupported (in function 'f')");
    }

    #[test]
    fn global_initializer_error_becomes_compiler_style() {
        let l = "error: cormi: in the initializer of global 'gfp' (m2.c:8): __cormi_invoke may only be called directly; its address is used here";
        assert_eq!(
            rewrite_line(l),
            "m2.c:8: error: cormi: __cormi_invoke may only be called directly; its address is used here (in the initializer of global 'gfp')"
        );
        let unlocated = "error: cormi: in the initializer of global 'gfp': __cormi_invoke may only be called directly";
        assert_eq!(rewrite_line(unlocated), unlocated);
    }

    #[test]
    fn located_remark_becomes_compiler_style() {
        let l = "remark: list.c:31:5: reuse on for argument 1 of Sink_list: no object reachable from it escapes";
        assert_eq!(rewrite_line(l), "list.c:31:5: remark: reuse on for argument 1 of Sink_list: no object reachable from it escapes");
        assert_eq!(rewrite_line("remark: <unknown>:0:0: x"), "remark: <unknown>:0:0: x");
    }

    #[test]
    fn cormi_warnings_become_errors_under_werror() {
        let text = "a.c:7:3: warning: cormi: Svc_stats writes into argument 1\nwarning: cormi: unlocated\na.c:1:1: warning: unused\n";
        let (errors, any) = warnings_as_errors(text);
        assert!(any);
        assert_eq!(errors, "a.c:7:3: error: cormi: Svc_stats writes into argument 1 [-Werror]\nerror: cormi: unlocated [-Werror]\na.c:1:1: warning: unused\n");
        assert_eq!(warnings_as_errors("a.c:1:1: remark: cormi: x\n"), ("a.c:1:1: remark: cormi: x\n".to_string(), false));
    }

    #[test]
    fn unlocated_and_other_lines_are_unchanged() {
        let l = "error: cormi: in function 'main': no location";
        assert_eq!(rewrite_line(l), l);
        assert_eq!(rewrite_line("warning: something else"), "warning: something else");
        assert_eq!(rewrite("a\nb"), "a\nb\n");
    }
}
