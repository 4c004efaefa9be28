//! Rust symbol names in messages: rustc mangles every function (legacy `_ZN...17h<hash>E`
//! or v0 `_RNv...`), so diagnostics and remarks that name a function by its symbol show
//! its Rust path instead (`mini::k_swap`, `<&T as core::fmt::Display>::fmt`), without the
//! hash. C names and anything that does not demangle stay as they are.

/// The Rust path of `symbol` without its hash and without the `.N` suffixes LLVM gives
/// a function's copies (`acc_add.8`), or `None` when it is not a Rust symbol.
pub fn demangle(symbol: &str) -> Option<String> {
    if !(symbol.starts_with("_ZN") || symbol.starts_with("_R")) {
        return None;
    }
    rustc_demangle::try_demangle(without_copy_suffix(symbol)).ok().map(|d| format!("{d:#}"))
}

/// `symbol` without trailing `.N` (digits only) suffixes.
pub fn without_copy_suffix(symbol: &str) -> &str {
    let mut s = symbol;
    while let Some((head, tail)) = s.rsplit_once('.') {
        if tail.is_empty() || !tail.bytes().all(|b| b.is_ascii_digit()) {
            break;
        }
        s = head;
    }
    s
}

/// The trait of a trait method's symbol (`<trait_obj::Sq as trait_obj::Shape>::area`:
/// `trait_obj::Shape`), the kind of function a trait object's vtable holds.
pub fn trait_of(symbol: &str) -> Option<String> {
    let path = demangle(symbol)?;
    let inner = path.strip_prefix('<')?;
    let mut depth = 0usize;
    let mut trait_start = None;
    for (i, c) in inner.char_indices() {
        match c {
            '<' => depth += 1,
            '>' if depth == 0 => return trait_start.map(|s: usize| inner[s..i].to_string()),
            '>' => depth -= 1,
            ' ' if depth == 0 && inner[i..].starts_with(" as ") && trait_start.is_none() => trait_start = Some(i + 4),
            _ => {}
        }
    }
    None
}

/// `text` with every Rust symbol in it replaced by its path ([`demangle`]).
pub fn readable(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = next_candidate(rest) {
        out.push_str(&rest[..start]);
        let tail = &rest[start..];
        let len = tail.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '$' || c == '.')).unwrap_or(tail.len());
        // A sentence's full stop after a symbol is not part of it.
        let token = tail[..len].trim_end_matches('.');
        match demangle(token) {
            Some(path) => out.push_str(&path),
            None => out.push_str(token),
        }
        rest = &tail[token.len()..];
    }
    out.push_str(rest);
    out
}

/// The byte offset of the next `_ZN` or `_R` that starts a word in `s`.
fn next_candidate(s: &str) -> Option<usize> {
    let bytes = s.as_bytes();
    (0..bytes.len()).find(|&i| {
        let starts_word = i == 0 || !(bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_' || bytes[i - 1] == b'$');
        starts_word && (bytes[i..].starts_with(b"_ZN") || bytes[i..].starts_with(b"_R"))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn legacy_and_v0_symbols_become_paths() {
        let msg = "argument 1 of _ZN10mini_swapA6k_swap17h2554676b6508c054E: the object allocated at _ZN10mini_swapA4main17hb0618f0d327dba1aE:95";
        assert_eq!(readable(msg), "argument 1 of mini_swapA::k_swap: the object allocated at mini_swapA::main:95");
        assert_eq!(readable("(in '_RNvNtCslNYArtu3iFV_5alloc7raw_vec12handle_error')."), "(in 'alloc::raw_vec::handle_error').");
        assert_eq!(readable("at _ZN44_$LT$$RF$T$u20$as$u20$core..fmt..Display$GT$3fmt17h8aecf6fd1bd8262aE;"), "at <&T as core::fmt::Display>::fmt;");
    }

    #[test]
    fn copies_are_named_as_the_function() {
        assert_eq!(demangle("_ZN9p16_docex7acc_add17h0123456789abcdefE.8").as_deref(), Some("p16_docex::acc_add"));
        assert_eq!(readable("in _ZN9p16_docex7acc_add17h0123456789abcdefE.8.12 at x.rs:3"), "in p16_docex::acc_add at x.rs:3");
    }

    #[test]
    fn trait_methods_name_their_trait() {
        assert_eq!(trait_of("_ZN50_$LT$trait_obj..Sq$u20$as$u20$trait_obj..Shape$GT$4area17h0123456789abcdefE").as_deref(), Some("trait_obj::Shape"));
        assert_eq!(trait_of("_ZN10mini_swapA6k_swap17h2554676b6508c054E"), None);
        assert_eq!(trait_of("Acc_sum"), None);
    }

    #[test]
    fn other_names_stay() {
        for s in ["argument 1 of Acc_sum", "_Rfoo is not Rust", "x_ZN10mini_swapA4main17hb0618f0d327dba1aE", "_ZNot"] {
            assert_eq!(readable(s), s);
        }
    }
}
