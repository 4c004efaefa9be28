#![warn(missing_docs)]
//! cormi for Rust programs: objects on other nodes, called through typed references.
//!
//! ```ignore
//! use cormi::{Ref, create, invoke};
//! pub struct Acc { total: f64 }
//! cormi::remote! {
//!     fn acc_new() -> *mut Acc { Box::into_raw(Box::new(Acc { total: 0.0 })) }
//!     fn acc_add(this: &mut Acc, x: f64) -> f64 { this.total += x; this.total }
//! }
//! fn main() {
//!     cormi::init();                                  // ranks > 0 serve here
//!     let acc: Ref<Acc> = create!(1, acc_new).unwrap();
//!     assert_eq!(invoke!(acc, acc_add, 2.0), Ok(2.0));
//!     cormi::finalize();
//! }
//! ```
//!
//! Remote methods are ordinary Rust functions whose first parameter is the object (`&mut T`,
//! `&T`, `*mut T` or `*const T`), declared inside [`remote!`]. Constructors return
//! the object as `*mut T` (or `Box<T>`). [`invoke!`] and [`create!`] expand to a call of
//! the method's own signature through a marker (`__cormi_remote_method`,
//! `__cormi_remote_ctor`, as cormi.h does for C), which the cormi pass turns into
//! generated marshaling code: build the program with `cormi-cc` as the linker and
//! `-C linker-plugin-lto` (README, "Rust"). Arguments and results are deep copies; the
//! callee owns what it receives.
//!
//! Threads: [`Ref`] is `Copy` and `Send`, and one method of an object runs at a time,
//! whichever threads and nodes call it (methods take `&mut T`); a method's call of its
//! own object, and a call made from inside a method into an object whose method waits
//! for a call of its own (a possible call-back), fail with `CORMI_E_LOCK` instead of
//! waiting for ever. A thread's one-way calls have run once it has exited, except one
//! into a busy object of its own node: that one never waits (the object's method may
//! wait for the thread), and runs once the method returned, before later calls of the
//! object. A synchronous call from a thread that a method starts into the method's own
//! object waits for the method like any other caller (until the call timeout, 120 s by
//! default, if the method joins the thread): send it one-way.
//!
//! Errors: every remote operation returns `Result<_, Error>` (dead peer, timeout,
//! refused, unsendable), read from the runtime's error status after the call ([`init`] puts the
//! runtime in its error-returning mode).

mod error;
mod method;

/// The runtime's status codes (`CORMI_E_*` of cormi.h) that [`Error::status`] gives, e.g.
/// `Err(Error::Other(cormi::status::LOCK))` for a call refused by an object's lock.
pub use cormi_rt::error::status;
pub use error::{last_message, Error};
#[doc(hidden)]
pub use method::{Ctor, Method};

use std::ffi::c_void;
use std::marker::PhantomData;

/// A reference to an object of type `T` on some node (64 bits: node and object id).
/// `Copy`; sending it to another node costs nothing and keeps it valid there.
#[repr(transparent)]
pub struct Ref<T> {
    raw: u64,
    _object: PhantomData<fn() -> T>,
}

impl<T> Clone for Ref<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for Ref<T> {}
impl<T> PartialEq for Ref<T> {
    fn eq(&self, other: &Self) -> bool {
        self.raw == other.raw
    }
}
impl<T> Eq for Ref<T> {}
impl<T> std::fmt::Debug for Ref<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Ref({:#x})", self.raw)
    }
}

impl<T> Ref<T> {
    /// The null reference (calls through it fail with [`Error::BadTarget`]).
    pub const NULL: Ref<T> = Ref { raw: 0, _object: PhantomData };

    /// The reference as the runtime's 64-bit `cormi_ref`.
    pub fn raw(self) -> u64 {
        self.raw
    }

    /// The reference to a `T` from a raw `cormi_ref`.
    ///
    /// # Safety
    /// `raw` refers to an object of type `T` (or is 0); calls through a reference of the
    /// wrong type are refused at run time ([`Error::Refused`]).
    pub unsafe fn from_raw(raw: u64) -> Ref<T> {
        Ref { raw, _object: PhantomData }
    }

    /// The node that holds the object; `None` for the null reference.
    pub fn node(self) -> Option<usize> {
        cormi_rt::objects::ref_node(self.raw)
    }

    /// Enters the object's monitor (reentrant for this thread); the guard leaves it.
    /// The monitor excludes only other holders of it (as Java's `synchronized`): other
    /// threads' plain calls of the object do not wait for it, so every thread that takes
    /// part in an atomic step of several calls must take `lock()`.
    pub fn lock(self) -> Result<Monitor<T>, Error> {
        cormi_rt::capi::cormi_clear_error();
        cormi_rt::capi::cormi_lock(self.raw);
        error::take_last().map(|()| Monitor { target: self })
    }

    /// Drops the object from its node's object table; later calls through it are refused.
    pub fn release(self) -> Result<(), Error> {
        cormi_rt::capi::cormi_clear_error();
        cormi_rt::capi::cormi_release(self.raw);
        error::take_last()
    }
}

/// A held monitor of a remote object ([`Ref::lock`]); dropping it leaves the monitor.
pub struct Monitor<T> {
    target: Ref<T>,
}

impl<T> Drop for Monitor<T> {
    fn drop(&mut self) {
        cormi_rt::capi::cormi_unlock(self.target.raw);
    }
}

extern "C" {
    /// rt-c/src/heap.c: every new heap block reads as zeros from now on.
    fn cormi_heap_zero_new_blocks();
}

/// Before `main` (an `.init_array` entry): a `Vec`'s spare capacity, never written by the
/// program, must hold zeros (NULL pointers) rather than old heap bytes, because a buffer
/// is sent whole (its extent, not its length, counts its elements) and a marshaler stops
/// at a garbage pointer. And methods take `&mut self`: one method of an object runs at a
/// time (the runtime's exclusive methods), whichever threads call it.
extern "C" fn zero_new_heap_blocks() {
    // SAFETY: sets a flag of the runtime's allocator; no other effect.
    unsafe { cormi_heap_zero_new_blocks() };
    cormi_rt::exclusive::enable();
}

#[used]
#[link_section = ".init_array"]
static ZERO_NEW_HEAP_BLOCKS: extern "C" fn() = zero_new_heap_blocks;

/// Starts the runtime and returns this node's rank (0). On every other rank it serves
/// remote calls until rank 0 calls [`finalize`] (or returns from `main`), then exits the
/// process with status 0. Node layout comes from the environment `cormirun` sets; without
/// it the program is one node. Exits with a message when the node cannot start.
pub fn init() -> usize {
    cormi_rt::capi::cormi_set_error_mode(1);
    // SAFETY: cormi_init reads neither argument (both may be null).
    unsafe { cormi_rt::capi::cormi_init(std::ptr::null_mut(), std::ptr::null_mut()) as usize }
}

/// On rank 0: waits until the one-way calls of every thread ran, stops every other node
/// and closes the connections (runs once; also run at exit). References are invalid
/// afterwards.
pub fn finalize() {
    cormi_rt::capi::cormi_finalize();
}

/// This node's rank, `0..nodes()` (inside a remote method: the serving node).
pub fn rank() -> usize {
    cormi_rt::capi::cormi_rank() as usize
}

/// The number of nodes.
pub fn nodes() -> usize {
    cormi_rt::capi::cormi_nodes() as usize
}

/// Remote methods and constructors as ordinary Rust functions: each `fn` inside becomes
/// a function of the Rust ABI (whose pointer types the pass sees), public as written. A method's
/// first parameter is its object (`&mut T`, `&T`, `*mut T`, `*const T`); a constructor
/// returns `*mut T` or `Box<T>`. `#[oneway]` among the attributes of a method that returns
/// nothing (before or after its doc comment) makes its calls one-way: [`invoke!`] returns
/// once the request is sent. `#[oneway]` on a method that returns a value is a compile
/// error: nothing comes back from a one-way call.
#[macro_export]
macro_rules! remote {
    () => {};
    ($($rest:tt)+) => {
        $crate::__remote_item!([] [] $($rest)+);
    };
}

/// One item of [`remote!`]: its attributes are taken one at a time into `[oneway?]
/// [attributes]`, so that `#[oneway]` may stand anywhere among them (a doc comment is an
/// attribute too), then the `fn` is written out and the rest handed back to `remote!`.
#[doc(hidden)]
#[macro_export]
macro_rules! __remote_item {
    ([$($ow:tt)?] [$($attrs:tt)*] #[oneway] $($rest:tt)+) => {
        $crate::__remote_item!([oneway] [$($attrs)*] $($rest)+);
    };
    ([$($ow:tt)?] [$($attrs:tt)*] #[$attr:meta] $($rest:tt)+) => {
        $crate::__remote_item!([$($ow)?] [$($attrs)* #[$attr]] $($rest)+);
    };
    ([oneway] [$($attrs:tt)*] $vis:vis fn $name:ident ($($params:tt)*) -> $ret:ty $body:block $($rest:tt)*) => {
        ::core::compile_error!(::core::concat!(
            "cormi: #[oneway] method `", ::core::stringify!($name), "` returns `", ::core::stringify!($ret),
            "`: a one-way call returns before the method runs, so no result can come back; remove #[oneway] (a plain call waits for the result) or the result"
        ));
        $crate::remote!($($rest)*);
    };
    ([oneway] [$($attrs:tt)*] $vis:vis fn $name:ident ($($params:tt)*) $body:block $($rest:tt)*) => {
        $($attrs)*
        #[allow(clippy::not_unsafe_ptr_arg_deref)]
        $vis fn $name($($params)*) $body
        $crate::oneway!($name);
        $crate::remote!($($rest)*);
    };
    ([] [$($attrs:tt)*] $vis:vis fn $name:ident ($($params:tt)*) $(-> $ret:ty)? $body:block $($rest:tt)*) => {
        $($attrs)*
        #[allow(clippy::not_unsafe_ptr_arg_deref)]
        $vis fn $name($($params)*) $(-> $ret)? $body
        $crate::remote!($($rest)*);
    };
}

/// Marks method `$m` one-way (as `CORMI_ONEWAY` does in C): a global in
/// section `cormi_oneway` that holds its address, which the pass reads.
#[macro_export]
macro_rules! oneway {
    ($m:ident) => {
        const _: () = {
            #[used]
            #[link_section = "cormi_oneway"]
            static ONEWAY: $crate::__private::FnAddress = $crate::__private::FnAddress($m as *const ());
        };
    };
}

/// `invoke!(r, method, args...)`: runs `method(object of r, args...)` on `r`'s node and
/// returns `Result<R, Error>` with its result (a deep copy). `r` is a `Ref<T>` whose `T`
/// is the method's object type (a compile error otherwise); the arguments have the
/// method's parameter types and are deep-copied (the callee owns its copy).
#[macro_export]
macro_rules! invoke {
    ($r:expr, $m:path $(, $a:expr)* $(,)?) => {{
        let __target: $crate::Ref<_> = $r;
        let __method: fn(_ $(, $crate::__under!($a))*) -> _ = $m;
        $crate::__private::clear();
        // SAFETY: the marker's result is the method's own signature with a raw self; the
        // cormi pass replaces this call (a program built without it stops at start-up).
        let __v = unsafe {
            ($crate::Method::retype(
                __method,
                $crate::__private::__cormi_remote_method(
                    $crate::__private::raw_for(__target, __method),
                    $crate::Method::address(__method),
                ),
            ))(::core::ptr::null_mut() $(, $a)*)
        };
        $crate::__private::result(__v)
    }};
}

/// `create!(node, ctor, args...)`: runs constructor `ctor(args...)` on node `node`,
/// registers the object there and returns `Result<Ref<T>, Error>`.
#[macro_export]
macro_rules! create {
    ($node:expr, $c:path $(, $a:expr)* $(,)?) => {{
        let __node: i32 = $node as i32;
        let __ctor: fn($($crate::__under!($a)),*) -> _ = $c;
        $crate::__private::clear();
        // SAFETY: as in invoke!: the pass replaces the call through the marker's result.
        let __raw = unsafe {
            ($crate::Ctor::retype(__ctor, $crate::__private::__cormi_remote_ctor(__node, $crate::Ctor::address(__ctor))))(
                $($a),*
            )
        } as usize as u64;
        $crate::__private::created(__ctor, __raw)
    }};
}

#[doc(hidden)]
#[macro_export]
macro_rules! __under {
    ($x:expr) => {
        _
    };
}

#[doc(hidden)]
pub mod __private {
    use super::*;

    /// A function's address in a `#[used]` static ([`oneway!`]).
    #[repr(transparent)]
    pub struct FnAddress(pub *const ());
    // SAFETY: a code address, never written.
    unsafe impl Sync for FnAddress {}

    extern "C" {
        /// The typed invocation's marker (cormi.h); the pass rewrites its calls.
        pub fn __cormi_remote_method(r: u64, method: *const c_void) -> *const c_void;
        /// The typed construction's marker (cormi.h).
        pub fn __cormi_remote_ctor(node: i32, ctor: *const c_void) -> *const c_void;
    }

    /// Clears the calling thread's error status before a call.
    #[inline(always)]
    pub fn clear() {
        cormi_rt::capi::cormi_clear_error();
    }

    /// `r`'s raw value; only compiles when `r` refers to the method's object type.
    #[inline(always)]
    pub fn raw_for<M: Method>(r: Ref<M::Object>, _m: M) -> u64 {
        r.raw
    }

    /// The call's result, or the error it ended with.
    #[inline(always)]
    pub fn result<R>(v: R) -> Result<R, Error> {
        error::take_last().map(|()| v)
    }

    /// The reference a construction returned, or its error.
    #[inline(always)]
    pub fn created<C: Ctor>(_c: C, raw: u64) -> Result<Ref<C::Object>, Error> {
        error::take_last().map(|()| Ref { raw, _object: PhantomData })
    }
}
