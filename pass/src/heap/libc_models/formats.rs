//! The conversions of constant printf and scanf formats, as the library models and the
//! library-data facts need them: which conversions a format holds (`%p` makes text of an
//! address or an address of text) and which scanf conversions allocate (`%ms`, `%m[`,
//! `%mc`: glibc stores a fresh `malloc`ed buffer through the argument).

/// The conversion characters of a printf/scanf format (`%%` is none; flags, widths,
/// precisions, length modifiers, positional `n$`, scanf's `*` and `m` and its `[...]`
/// sets skipped).
pub(crate) fn conversions(f: &[u8]) -> impl Iterator<Item = u8> + '_ {
    specs(f).map(|s| s.conversion)
}

/// For each argument a constant scanf format assigns through, in order: whether its
/// conversion allocates the buffer it stores (`m`). `None` when the format numbers its
/// arguments (`%2$d`), whose order is not the text's.
pub(crate) fn scanf_assignments(f: &[u8]) -> Option<Vec<bool>> {
    let mut out = Vec::new();
    for s in specs(f) {
        if s.positional {
            return None;
        }
        if !s.suppressed {
            out.push(s.allocates);
        }
    }
    Some(out)
}

/// One `%...` conversion of a format.
struct Spec {
    conversion: u8,
    /// `%*d`: scanf reads but assigns nothing.
    suppressed: bool,
    /// `%ms`: scanf stores a fresh buffer.
    allocates: bool,
    /// `%1$d`: the argument is numbered.
    positional: bool,
}

fn specs(f: &[u8]) -> impl Iterator<Item = Spec> + '_ {
    let mut i = 0;
    std::iter::from_fn(move || {
        while i < f.len() {
            if f[i] != b'%' {
                i += 1;
                continue;
            }
            i += 1;
            let (mut suppressed, mut allocates, mut positional) = (false, false, false);
            while i < f.len() && b"-+ #0'123456789.*$hlLqjztIm".contains(&f[i]) {
                match f[i] {
                    b'*' => suppressed = true,
                    b'm' => allocates = true,
                    b'$' => positional = true,
                    _ => {}
                }
                i += 1;
            }
            let c = *f.get(i)?;
            i += 1;
            if c == b'%' {
                continue;
            }
            if c == b'[' {
                // a set: `]` right after `[` or `[^` belongs to it
                i += usize::from(f.get(i) == Some(&b'^'));
                i += usize::from(f.get(i) == Some(&b']'));
                while i < f.len() && f[i] != b']' {
                    i += 1;
                }
                i += 1;
            }
            return Some(Spec { conversion: c, suppressed, allocates, positional });
        }
        None
    })
}

#[cfg(test)]
mod tests {
    use super::{conversions, scanf_assignments};

    fn convs(f: &str) -> String {
        conversions(f.as_bytes()).map(char::from).collect()
    }

    #[test]
    fn conversions_skip_flags_lengths_and_literal_text() {
        assert_eq!(convs("pair %lld at %p, 100%% %-08.3f"), "dpf");
        assert_eq!(convs("%2$s %1$*3$lu"), "su");
        assert_eq!(convs("%[]p] %[^p]%p"), "[[p");
        assert_eq!(convs("plain text"), "");
        assert_eq!(convs("%ms %m[a-z] %10mc"), "s[c");
    }

    #[test]
    fn scanf_assignments_mark_allocating_conversions() {
        assert_eq!(scanf_assignments(b"%d %ms %*s %m[^;] %n %5c"), Some(vec![false, true, true, false, false]));
        assert_eq!(scanf_assignments(b"%%d %lf"), Some(vec![false]));
        assert_eq!(scanf_assignments(b"%2$ms %1$d"), None);
    }
}
