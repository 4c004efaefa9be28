//! What every pass runs over and returns: the analysis context (the module, its
//! parameters, and each analysis result computed on first ask and at most once per run),
//! the pass signature [`PassFn`] and [`Changed`].
//!
//! Like LLVM's analysis manager: an analysis is a type implementing [`Analysis`]; a pass or
//! another analysis asks `cx.get::<T>()` and gets the shared result. Analyses ask for what
//! they need, never recompute it, and never know who asks. The context knows no analysis by
//! name, so it sits below all of them and no module imports upward through it.
//!
//! ```text
//! fn run(cx: &AnalysisContext<'_, '_>, out: &mut dyn Write) -> Result<Changed, Diagnostics> {
//!     let found = cx.get::<Discovery>()?;      // computed now
//!     let heap = cx.get::<HeapAnalysis>()?;    // computed now; asks for IntrinsicCalls: cached
//!     ...
//! }
//! ```

use crate::diag::Diagnostics;
use crate::params::Params;
use inkwell::module::Module;
use llvm_sys::prelude::LLVMModuleRef;
use std::any::{Any, TypeId};
use std::cell::RefCell;
use std::collections::HashMap;
use std::io::Write;
use std::rc::Rc;
use std::time::{Duration, Instant};

/// Whether a pass changed the module (`PreservedAnalyses::none()` vs `all()`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Changed {
    /// The module is unchanged: all analyses preserved.
    No,
    /// The module changed: no analysis preserved.
    Yes,
}

/// The signature of every registered pass (see `passes.rs`): the context over the module
/// and its parameters, and the printer output (buffered, written to standard output when
/// the pass returns). Errors are every diagnostic of the failing step.
pub type PassFn = fn(&AnalysisContext<'_, '_>, &mut dyn Write) -> Result<Changed, Diagnostics>;

/// A result computed from the module, once per [`AnalysisContext`].
///
/// `compute` asks the context for the results it builds on; it must not change the
/// module. Errors are diagnostics for the user (they end the pass; failed results are not
/// cached, as nothing asks again after a failure).
pub trait Analysis: Any + Sized {
    /// A short name for [`AnalysisContext::computed`] (e.g. `heap`).
    const NAME: &'static str;

    /// Computes the result for `cx`'s module.
    fn compute(cx: &AnalysisContext<'_, '_>) -> Result<Self, Diagnostics>;
}

/// Wall time and memory of one phase of a pass run: an analysis the context computed, or
/// a step the pass ran through [`AnalysisContext::timed`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PhaseTime {
    /// The analysis' [`Analysis::NAME`] or the step's name.
    pub name: &'static str,
    /// Wall time of the phase alone: the phases it started (the analyses it asked for
    /// first) are not counted in it but listed themselves, before it.
    pub own: Duration,
    /// The process' peak resident memory when the phase ended, in KiB (`None` where it
    /// cannot be read; see [`crate::meter`]).
    pub peak_kib: Option<u64>,
}

/// One pass run's view of the module: the module, the pass parameters, and the cache of
/// analysis results. Results hold raw values of the module: use them only while the
/// module lives (the context borrows it, so they cannot outlive it through the context).
pub struct AnalysisContext<'m, 'ctx> {
    module: &'m Module<'ctx>,
    params: &'m Params,
    results: RefCell<HashMap<TypeId, Rc<dyn Any>>>,
    in_progress: RefCell<Vec<TypeId>>,
    computed: RefCell<Vec<&'static str>>,
    /// Finished phases, in the order they finished.
    phases: RefCell<Vec<PhaseTime>>,
    /// For each phase under way (innermost last), the wall time of the phases it started.
    nested: RefCell<Vec<Duration>>,
}

impl<'m, 'ctx> AnalysisContext<'m, 'ctx> {
    /// A context with nothing computed yet.
    pub fn new(module: &'m Module<'ctx>, params: &'m Params) -> Self {
        AnalysisContext {
            module,
            params,
            results: RefCell::new(HashMap::new()),
            in_progress: RefCell::new(Vec::new()),
            computed: RefCell::new(Vec::new()),
            phases: RefCell::new(Vec::new()),
            nested: RefCell::new(Vec::new()),
        }
    }

    /// The module under the pass.
    pub fn module(&self) -> &'m Module<'ctx> {
        self.module
    }

    /// The module's raw handle, for the read-only C-API walks of the analyses.
    pub fn raw_module(&self) -> LLVMModuleRef {
        self.module.as_mut_ptr()
    }

    /// The pass parameters.
    pub fn params(&self) -> &'m Params {
        self.params
    }

    /// The result of analysis `T`, computed on the first ask. Errors: `T`'s (or those of
    /// an analysis it asks for). Panics when `T` asks for itself while being computed (a
    /// cycle between analyses is a bug).
    pub fn get<T: Analysis>(&self) -> Result<Rc<T>, Diagnostics> {
        let key = TypeId::of::<T>();
        if let Some(found) = self.results.borrow().get(&key) {
            return Ok(Rc::clone(found).downcast::<T>().expect("results are keyed by their type"));
        }
        assert!(!self.in_progress.borrow().contains(&key), "analysis '{}' asks for itself while being computed", T::NAME);
        self.in_progress.borrow_mut().push(key);
        let result = self.timed(T::NAME, || T::compute(self));
        self.in_progress.borrow_mut().retain(|k| *k != key);
        let value = Rc::new(result?);
        self.computed.borrow_mut().push(T::NAME);
        self.results.borrow_mut().insert(key, Rc::clone(&value) as Rc<dyn Any>);
        Ok(value)
    }

    /// Runs `step` as the phase `name` of this pass run: its wall time (without the
    /// phases it starts) and the peak memory after it join [`Self::phase_times`].
    pub fn timed<R>(&self, name: &'static str, step: impl FnOnce() -> R) -> R {
        let start = Instant::now();
        self.nested.borrow_mut().push(Duration::ZERO);
        let result = step();
        let all = start.elapsed();
        let inner = self.nested.borrow_mut().pop().unwrap_or_default();
        if let Some(outer) = self.nested.borrow_mut().last_mut() {
            *outer += all;
        }
        self.phases.borrow_mut().push(PhaseTime { name, own: all.saturating_sub(inner), peak_kib: crate::meter::peak_resident_kib() });
        result
    }

    /// The phases of this run so far (analyses computed and timed steps), in the order
    /// they finished; an analysis that failed is listed too.
    pub fn phase_times(&self) -> Vec<PhaseTime> {
        self.phases.borrow().clone()
    }

    /// The analyses computed so far, in the order they finished (for tests: each appears
    /// at most once).
    pub fn computed(&self) -> Vec<&'static str> {
        self.computed.borrow().clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diag::Diagnostic;
    use inkwell::context::Context;
    use std::cell::Cell;

    thread_local! {
        static BASE_RUNS: Cell<u32> = const { Cell::new(0) };
    }

    struct Base(u32);
    impl Analysis for Base {
        const NAME: &'static str = "base";
        fn compute(_: &AnalysisContext<'_, '_>) -> Result<Self, Diagnostics> {
            BASE_RUNS.with(|n| n.set(n.get() + 1));
            Ok(Base(41))
        }
    }

    struct Derived(u32);
    impl Analysis for Derived {
        const NAME: &'static str = "derived";
        fn compute(cx: &AnalysisContext<'_, '_>) -> Result<Self, Diagnostics> {
            Ok(Derived(cx.get::<Base>()?.0 + 1))
        }
    }

    struct Failing;
    impl Analysis for Failing {
        const NAME: &'static str = "failing";
        fn compute(_: &AnalysisContext<'_, '_>) -> Result<Self, Diagnostics> {
            Err(Diagnostic::module_error("cannot").into())
        }
    }

    struct SelfAsking;
    impl Analysis for SelfAsking {
        const NAME: &'static str = "self-asking";
        fn compute(cx: &AnalysisContext<'_, '_>) -> Result<Self, Diagnostics> {
            cx.get::<SelfAsking>().map(|_| SelfAsking)
        }
    }

    #[test]
    fn each_analysis_is_computed_once_and_shared() {
        let context = Context::create();
        let module = context.create_module("m");
        let params = Params::default();
        let cx = AnalysisContext::new(&module, &params);
        BASE_RUNS.with(|n| n.set(0));
        assert_eq!(cx.get::<Derived>().unwrap().0, 42);
        assert_eq!(cx.get::<Base>().unwrap().0, 41);
        assert_eq!(cx.get::<Derived>().unwrap().0, 42);
        assert_eq!(BASE_RUNS.with(Cell::get), 1);
        assert_eq!(cx.computed(), ["base", "derived"]);
    }

    #[test]
    fn a_failure_is_returned_and_not_cached() {
        let context = Context::create();
        let module = context.create_module("m");
        let params = Params::default();
        let cx = AnalysisContext::new(&module, &params);
        assert!(cx.get::<Failing>().is_err());
        assert!(cx.computed().is_empty());
    }

    #[test]
    fn phases_are_listed_in_finishing_order_without_their_nested_phases() {
        let context = Context::create();
        let module = context.create_module("m");
        let params = Params::default();
        let cx = AnalysisContext::new(&module, &params);
        let sleep = || std::thread::sleep(Duration::from_millis(20));
        cx.timed("step", || {
            sleep();
            cx.get::<Derived>().unwrap();
        });
        let _ = cx.get::<Failing>();
        let phases = cx.phase_times();
        let names: Vec<&str> = phases.iter().map(|p| p.name).collect();
        assert_eq!(names, ["base", "derived", "step", "failing"]);
        let step = &phases[2];
        assert!(step.own >= Duration::from_millis(20), "{step:?}");
        cx.timed("outer", || cx.timed("inner", sleep));
        let phases = cx.phase_times();
        assert!(phases[5].own < Duration::from_millis(20), "the inner phase's time is not the outer's: {phases:?}");
        assert!(phases.iter().all(|p| p.peak_kib.is_some_and(|k| k > 0)));
    }

    #[test]
    #[should_panic(expected = "asks for itself")]
    fn an_analysis_asking_for_itself_is_a_bug() {
        let context = Context::create();
        let module = context.create_module("m");
        let params = Params::default();
        let _ = AnalysisContext::new(&module, &params).get::<SelfAsking>();
    }
}
