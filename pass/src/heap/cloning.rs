//! RMI cloning semantics (paper §2, figures 3 and 4).
//!
//! # The rule
//!
//! An abstract object is a tuple (logical number, physical number). At a remote call
//! `__cormi_invoke(ref, @m, a1..an)` the actual `ai` flows to formal `i` of `m` (formal 0
//! is `self`) through a *clone edge* with key `(m, Arg)`, and `m`'s return value flows to
//! the call's result through a clone edge with key `(m, Ret)`. A clone edge maps every
//! target `(o, off)` it carries to `(clone(key, phys(o)), off)`, where
//! `clone(key, p)` is created the first time physical number `p` crosses an edge with that
//! key (fresh logical number, same physical number, same kind and size) and reused ever
//! after: **a physical number is cloned at most once per remote method and direction**.
//! Clones carry their fields: for every field `f` of an original `o` mapped onto clone `c`,
//! `fields(c, f) ⊇ clone(key, fields(o, f))` (again through the same key), so the whole
//! graph reachable from the arguments is cloned, cycles included, and two arguments that
//! reach the same object reach the same clone.
//!
//! On the paper's loop (figure 3: `t = new` (2,2); `for (..) t = me.foo(t)`, `foo`
//! returns its argument): the formal gets (3,2), the result (4,2); on the next round (4,2)
//! crosses `(foo, Arg)` again, physical 2 is already cloned for it, so it maps onto (3,2);
//! `t = {(2,2),(4,2)}`, `a = {(3,2)}` and the fixpoint is reached (figure 4). Mutual
//! recursion through remote calls terminates for the same reason: there are at most
//! (#remote methods × 2 × #physical numbers) clones.
//!
//! Not cloned: functions (code is the same on every node) and the unknown object.
//! `__cormi_create(node, @ctor, args...)` clones the arguments for `ctor`'s formals with
//! key `(ctor, Arg)`; what `ctor` returns is the remote object and becomes `self`
//! (formal 0) of every remote method, uncloned (it lives on its owner node).

use std::fmt;

/// Direction of a clone edge.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum CloneDir {
    /// Actual argument -> remote method's formal.
    Arg,
    /// Remote method's return value -> the call's result.
    Ret,
}

impl fmt::Display for CloneDir {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            CloneDir::Arg => "arg",
            CloneDir::Ret => "ret",
        })
    }
}

/// Key of a clone edge: the remote method (an index into the analysis's function table)
/// and the direction. Clones are made once per (key, physical number).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct CloneKey {
    /// Index of the remote method in the analysis's function table.
    pub method: u32,
    /// Arguments or result.
    pub dir: CloneDir,
}

impl fmt::Display for CloneKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "fn{}:{}", self.method, self.dir)
    }
}
