//! Method and constructor signatures (`extern "Rust"`, as [`crate::remote!`] writes them,
//! and `extern "C"`): the typed call through the marker's result needs
//! the method's own signature with its object parameter as a raw pointer (the call passes
//! null there; the pass drops it), and the object type ties `Ref<T>` to the method.

use std::ffi::c_void;

/// An `extern "C"` remote method: `fn(self, args...) -> Output`.
///
/// # Safety
/// `Raw` is `Self` with the object parameter as `*mut Object`: the same ABI.
pub unsafe trait Method: Copy {
    /// The object type (`T` of the first parameter).
    type Object;
    /// The signature with a raw object pointer.
    type Raw: Copy;
    /// The method's address.
    fn address(self) -> *const c_void;
    /// `target` (the marker's result) as a function of the raw signature.
    ///
    /// # Safety
    /// Only for the typed call that the pass rewrites.
    unsafe fn retype(self, target: *const c_void) -> Self::Raw;
}

/// An `extern "C"` constructor: `fn(args...) -> *mut Object` (or `Box<Object>`).
///
/// # Safety
/// `Raw` is `Self` with the result as `*mut Object`: the same ABI.
pub unsafe trait Ctor: Copy {
    /// The type of the object it builds.
    type Object;
    /// The signature returning a raw pointer.
    type Raw: Copy;
    /// The constructor's address.
    fn address(self) -> *const c_void;
    /// `target` (the marker's result) as a function of the raw signature.
    ///
    /// # Safety
    /// Only for the typed call that the pass rewrites.
    unsafe fn retype(self, target: *const c_void) -> Self::Raw;
}

macro_rules! method_impls {
    ($($a:ident),*) => {
        method_impls!(@abi "C" $($a),*);
        method_impls!(@abi "Rust" $($a),*);
    };
    (@abi $abi:literal $($a:ident),*) => {
        method_impl!($abi (&'s mut S) $($a),*);
        method_impl!($abi (&'s S) $($a),*);
        method_impl!($abi (*mut S) $($a),*);
        method_impl!($abi (*const S) $($a),*);
        // SAFETY: a Box<T> result is a non-null *mut T in the C ABI.
        unsafe impl<S, $($a,)*> Ctor for extern $abi fn($($a),*) -> Box<S> {
            type Object = S;
            type Raw = unsafe extern $abi fn($($a),*) -> *mut S;
            #[inline(always)]
            fn address(self) -> *const c_void { self as *const c_void }
            #[inline(always)]
            unsafe fn retype(self, target: *const c_void) -> Self::Raw {
                // SAFETY: a code address as a function pointer of the same size.
                unsafe { std::mem::transmute::<*const c_void, Self::Raw>(target) }
            }
        }
        // SAFETY: the same signature.
        unsafe impl<S, $($a,)*> Ctor for extern $abi fn($($a),*) -> *mut S {
            type Object = S;
            type Raw = unsafe extern $abi fn($($a),*) -> *mut S;
            #[inline(always)]
            fn address(self) -> *const c_void { self as *const c_void }
            #[inline(always)]
            unsafe fn retype(self, target: *const c_void) -> Self::Raw {
                // SAFETY: a code address as a function pointer of the same size.
                unsafe { std::mem::transmute::<*const c_void, Self::Raw>(target) }
            }
        }
    };
}

macro_rules! method_impl {
    ($abi:literal ($($slf:tt)*) $($a:ident),*) => {
        // SAFETY: references and raw pointers to S have the same ABI.
        unsafe impl<'s, S, R, $($a,)*> Method for extern $abi fn($($slf)*, $($a),*) -> R {
            type Object = S;
            type Raw = unsafe extern $abi fn(*mut S, $($a),*) -> R;
            #[inline(always)]
            fn address(self) -> *const c_void { self as *const c_void }
            #[inline(always)]
            unsafe fn retype(self, target: *const c_void) -> Self::Raw {
                // SAFETY: a code address as a function pointer of the same size.
                unsafe { std::mem::transmute::<*const c_void, Self::Raw>(target) }
            }
        }
    };
}

method_impls!();
method_impls!(A1);
method_impls!(A1, A2);
method_impls!(A1, A2, A3);
method_impls!(A1, A2, A3, A4);
method_impls!(A1, A2, A3, A4, A5);
method_impls!(A1, A2, A3, A4, A5, A6);
method_impls!(A1, A2, A3, A4, A5, A6, A7);
method_impls!(A1, A2, A3, A4, A5, A6, A7, A8);
