//! `self` of remote methods, by class. References are typed (`crate::typed_refs`): the
//! owner refuses a call whose site's self type is another than the type its object was
//! registered with (`CORMI_E_TYPE`, before the method runs), and both are the names
//! [`crate::typed_refs::names`] reads here. So a method whose self type `T` is known
//! only runs on objects of constructors of `T` or of constructors whose type is unknown
//! (registered untyped, not checked), wherever its reference came from; a method of
//! unknown self type may run on any constructed object.

use super::Builder;
use crate::heap::solver::NodeId;
use crate::typed_refs::names;

/// The nodes holding what constructors return, by the class their objects may be.
#[derive(Default)]
pub(super) struct Selves {
    /// Objects of constructors of unknown type: `self` of every method.
    untyped: Option<NodeId>,
    /// Per known type, `self` of its methods.
    typed: std::collections::HashMap<String, NodeId>,
}

impl Builder {
    /// The node `self` of method `fi` reads: its class's objects, or every constructed
    /// object when its self type is unknown.
    pub(super) fn self_of(&mut self, fi: u32) -> NodeId {
        match names::self_type(self.funcs[fi as usize].value) {
            Some(t) => self.class_node(t),
            None => self.remote_self,
        }
    }

    /// Constructor `fi`'s result `r` becomes `self` of the methods of its class (all
    /// methods when its type is unknown).
    pub(super) fn constructed(&mut self, fi: u32, r: NodeId) {
        self.s.add_copy(r, self.remote_self);
        match names::returned_type(self.funcs[fi as usize].value) {
            Some(t) => {
                let n = self.class_node(t);
                self.s.add_copy(r, n);
            }
            None => {
                let u = self.untyped_made();
                self.s.add_copy(r, u);
            }
        }
    }

    /// The node of class `t` (made on first use, fed by untyped constructors).
    fn class_node(&mut self, t: String) -> NodeId {
        if let Some(&n) = self.selves.typed.get(&t) {
            return n;
        }
        let n = self.s.new_node();
        let u = self.untyped_made();
        self.s.add_copy(u, n);
        self.selves.typed.insert(t, n);
        n
    }

    fn untyped_made(&mut self) -> NodeId {
        match self.selves.untyped {
            Some(u) => u,
            None => {
                let u = self.s.new_node();
                self.selves.untyped = Some(u);
                u
            }
        }
    }
}
