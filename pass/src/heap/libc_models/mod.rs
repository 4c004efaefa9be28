//! Models of library functions the module only declares (libc, C++ `operator new`, the
//! Rust allocator shims, the cormi runtime). A declared function that is not listed here
//! is unknown code (`Builder::unknown_call`): its pointer arguments escape and its result
//! is the unknown object plus everything that escaped.
//!
//! The models are data: [`table::MODELS`] maps function names to a short list of
//! [`Effect`]s, and [`apply`] interprets them in order. Alias assertions (`MAYALIAS`...,
//! see `alias_checks.rs`) have no effect at all. In short:
//!
//! | model | functions | effect |
//! | --- | --- | --- |
//! | alloc | malloc, calloc, aligned_alloc, memalign, valloc, strdup, strndup, `_Znwm`, `__rust_alloc(_zeroed)`, `cormi_alloc_object/array` | result -> a fresh heap object per call site (size when constant) |
//! | realloc | realloc, reallocarray, `__rust_realloc` | fresh object; old contents copied into it; the result may also be the argument (grown in place) |
//! | out-alloc | posix_memalign, getline, getdelim, asprintf, getaddrinfo | `*arg` -> fresh object (getaddrinfo's: malloc'd `struct addrinfo` records, `ai_addr` into the record's own block, `ai_canonname` a malloc'd string, `ai_next` the next record) |
//! | glibc's malloc blocks | realpath, getcwd (or their buffer argument), get_current_dir_name, canonicalize_file_name, tempnam, wcsdup; scandir (`*namelist`), glob (`gl_pathv`) | result -> a fresh malloc block per call site; scandir and glob: a fresh malloc'd array of pointers to fresh malloc'd entries, its comparison and filter callbacks called with them |
//! | hash table | hsearch | key and data -> the one collapsed "hsearch-table" object; result -> into it |
//! | formatting | printf family (`v*`: from the `va_list`) | the arguments after the format are exposed (see constraints' `exposed`) |
//! | no effect | free, strlen, strcmp, memset's contents, ... | nothing (memset/strcpy/strcat/fgets return their first argument) |
//! | memcpy | memcpy, memmove, mempcpy, bcopy, `__memcpy_chk` | field-wise copy, returns dst; a copy of a C string's bytes (`strlen(src) + 1`: `constraints/string_copy.rs`) copies no pointer, like strcpy |
//! | interior | strchr, strrchr, strstr, strpbrk, memchr, stpcpy, ... | result -> some offset of the first argument |
//! | end pointer | strtol family | `*arg1` -> some offset of arg0 |
//! | strtok | strtok, strtok_r, strsep | hidden state / `*save` -> some offset of the string |
//! | stream | fopen, fdopen, tmpfile, popen, opendir, ... | result -> one collapsed object per call site, whose pointers point to one "internals" object; freopen returns its stream argument |
//! | library storage | getpw*, gethostbyname, setlocale's `localeconv`, dlopen, strerror_r, tmpnam_r, ... (and the pointer results of "no effect" functions) | result -> ONE collapsed "library-storage" object shared by all calls of all these functions (results are equal across calls at run time), pointing into itself |
//! | library objects ([`Storage`]) | strings (strerror, strsignal, ctime, asctime, inet_ntoa, nl_langinfo, ...), localtime/gmtime's `struct tm`, readdir's entry, errno | result -> the group's one object, as glibc keeps them: field-sensitive, of the size known for it; generated code notes each result's extent when a marshaler needs it ([`Extent`]) |
//! | environment | getenv | result -> somewhere in the environment strings (envp, putenv's arguments; setenv's are heap blocks the runtime finds); the `environ` global points to the vector `main`'s envp points to (`constraints/module.rs`) |
//! | ctype tables | `__ctype_b_loc`, `__ctype_tolower_loc`, `__ctype_toupper_loc` | result -> ONE "ctype-table-cell" object pointing to ONE "ctype-tables" object that holds no pointer (glibc's tables are integers: a byte `tolower` gives back carries no address) |
//! | out-writers | pthread_join (`*ret` = thread routines' results, pthread_exit's argument), scanf family (`%p`: unknown into every out-argument unless the format is a constant without `p`; `%ms`: a fresh malloc block into its argument, into every out-argument unless the format is a constant), open_memstream (`*arg` = a fresh malloc block), fread/read/recv (the buffer gets what fwrite/write/send wrote out), localtime_r/mktime (the time zone names into `tm_zone`), readdir_r (`*result = entry`), strerror_r | as stated |
//! | mmap | mmap | fresh object per call site |
//! | search trees | tsearch, tfind, tdelete, twalk, twalk_r, tdestroy | one "tsearch-nodes" object whose byte 0 holds the keys; results, `*rootp` and twalk's nodes point to it; comparisons and tdestroy's callback get the keys |
//! | callbacks | qsort, qsort_r (which also permute the array's elements), bsearch, lfind, lsearch (which also copies the key into an element), pthread_create, thrd_create, atexit, `__cxa_atexit`, on_exit, signal, Rust's `thread_local!` destructor registration | the function pointer is called (on the fly) with pointers into the array / the argument (with a constant element size: the elements' starts, and sorting copies whole elements between element starts; another size: anywhere into the array, and sorting moves any slot into any slot) |
//! | assertions | MAYALIAS, NOALIAS, ... (declared) | nothing |
//! | Rust (by path) | `alloc::raw_vec::handle_error`, `core::panicking::*`, `cormi::init`, `ThreadId::new`, the native `Thread::join`, `<dyn Any as Debug>::fmt`, ...; `std::io::stdio::_print`, `alloc::fmt::format::format_inner`, `core::panicking::panic_fmt`; `core::result::unwrap_failed`, `Formatter::debug_list`, `DebugList::entry`, ... | nothing kept or written; the formatting functions stored in a `fmt::Arguments` called with the values stored there; a `&dyn Debug`'s vtable called with its data |
//! | Rust buffers | `format_inner`, `String::clone`; `RawVec`/`RawVecInner` `grow_one` and `reserve::do_reserve_and_handle` (declared, or monomorphised into the program: its body is not used) | the `String` written through the result pointer gets a fresh buffer at its buffer pointer; the receiver's buffer pointer gets a fresh buffer holding the old one's contents (offsets from debug info, `rust_types`; any field without it) |

pub(crate) mod formats;
mod table;

use super::alias_checks;
use super::constraints::string_copy::is_string_copy;
use super::constraints::Builder;
use super::objects::ObjectKind;
use super::solver::{Icall, LocId, NodeId, ANY};
use crate::ir;
use llvm_sys::prelude::LLVMValueRef;
use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::OnceLock;
use table::{Model, MODELS};

/// The size of a fresh allocation, from constant arguments.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Size {
    /// Not known.
    Unknown,
    /// Argument `k` when it is a constant.
    Arg(usize),
    /// The product of arguments `k` and `j` when both are constants (calloc).
    Product(usize, usize),
}

/// An argument a library function passes to a callback.
#[derive(Clone, Copy, Debug)]
pub(crate) enum CallbackArg {
    /// No pointer.
    None,
    /// The call's argument `k`.
    Arg(usize),
    /// A pointer into the array ([`Effect::ArrayElement`]).
    Element,
}

/// Where a callback's result goes.
#[derive(Clone, Copy, Debug)]
pub(crate) enum CallbackResult {
    /// Nowhere.
    Ignored,
    /// To the thread results that `pthread_join` reads.
    ThreadResult,
}

/// One effect of a library call on pointers. "Argument k" is the call's k-th argument
/// operand; effects whose arguments or result carry no pointers do nothing.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Effect {
    /// The result points to a fresh heap object of this call site (one per site and
    /// function), of the given size.
    ReturnsFresh(Size),
    /// The fresh result receives a field-wise copy of what argument `k` points to
    /// (realloc's old contents).
    CopiesIntoResult(usize),
    /// `*argument(out)` points to a fresh heap object of this call site.
    StoresFresh { out: usize },
    /// `*argument(out)` points to a fresh block of this call site the library allocated
    /// with malloc (open_memstream's buffer).
    StoresMallocBuffer { out: usize },
    /// `*argument(out)` points to getaddrinfo's list: fresh malloc'd `struct addrinfo`
    /// records of this call site, each with its socket address in the same block right
    /// after the record (`ai_addr`), a malloc'd name (`ai_canonname`) and the next record
    /// (`ai_next`), as glibc allocates them ([`ADDRINFO`]).
    StoresAddrInfoList { out: usize },
    /// The result points to a fresh block of this call site the library allocated with
    /// malloc (realpath's and getcwd's result when their buffer is NULL, wcsdup's copy).
    ReturnsMallocBlock,
    /// Byte `at` of what argument `out` points to receives a fresh malloc'd array of
    /// pointers of this call site, whose elements point to fresh malloc'd blocks of this
    /// call site (scandir's `*namelist`, glob's `gl_pathv`); the element pointer becomes
    /// a pointer into the array (what a comparison of its elements gets).
    StoresMallocVector { out: usize, at: i64 },
    /// The element pointer becomes what the elements it points to point to (scandir's
    /// entries, for its filter).
    ElementTargets,
    /// hsearch: arguments `key` and `data` (an `ENTRY` passed as two pointers) go into
    /// the library's one hash table (a collapsed object); the result points into it.
    HashTableEntry { key: usize, data: usize },
    /// Field-wise copy from what `src` points to into what `dst` points to, of `len`
    /// bytes when argument `len` is a constant, else to the end.
    Copies { dst: usize, src: usize, len: usize },
    /// The result is argument `k`.
    ReturnsArg(usize),
    /// The result points somewhere into what argument `k` points to.
    ReturnsInto(usize),
    /// `*argument(end)` points somewhere into the string argument `string` (strtol).
    StoresEndPointer { string: usize, end: usize },
    /// strtok: the hidden state points into the string argument; the result is the state.
    StrtokState { string: usize },
    /// strtok_r: `*argument(save)` and the result point into the string argument or
    /// where `*save` pointed.
    StrtokSave { string: usize, save: usize },
    /// strsep: argument `string` is a `char **`; `*string` and the result move along the
    /// string it points to.
    Strsep { string: usize },
    /// The result points to a fresh collapsed stream object of this call site, whose
    /// pointers point to one "internals" object (buffers).
    OpensStream,
    /// The result points into the environment strings (envp, putenv's arguments).
    ReturnsEnvString,
    /// Argument `k` becomes one of the environment strings.
    AddsEnvString(usize),
    /// The result points to the library's static storage (one shared collapsed object).
    ReturnsLibraryStorage,
    /// The result points to the start of the group's library object ([`Storage`]).
    ReturnsStorage(&'static Storage),
    /// What argument `k` points to is filled like library object `s` (`localtime_r`'s
    /// `struct tm`): its pointer field points where `s`'s does (`tm_zone`: the time zone
    /// names).
    FillsLike(usize, &'static Storage),
    /// The result points to the cell of glibc's ctype tables (`__ctype_b_loc`), which
    /// points to the tables: integers, no pointer.
    ReturnsCtypeTable,
    /// The result points to the unknown object.
    ReturnsUnknown,
    /// `*argument(into) = argument(value)`.
    StoresArg { into: usize, value: usize },
    /// `*argument(k)` = what thread routines returned.
    StoresThreadResult(usize),
    /// Argument `k` becomes a thread routine's result.
    SetsThreadResult(usize),
    /// scanf family: unless the format (argument `format`) is a constant without `p`,
    /// every out-argument from `first_out` on may receive the unknown object.
    ScanfOut { format: usize, first_out: usize },
    /// vscanf family: as [`Effect::ScanfOut`], the out-pointers read from the `va_list`
    /// argument.
    VScanfOut { format: usize, va_list: usize },
    /// The buffer argument `k` receives what the program wrote to files and sockets.
    ReadsFileData(usize),
    /// Every argument from `from` on is exposed (formatted: the text may be parsed back):
    /// integers always, pointers unless the format, argument `from - 1`, is a constant
    /// without `%p`.
    ExposesArgs { from: usize },
    /// An integer result parsed from the text that argument `k` points to carries what
    /// the text's bytes carry (digits written from an address by hand).
    ReturnsTextBits(usize),
    /// The variadic arguments read from the `va_list` argument `k` are exposed, unless
    /// the format, argument `k - 1`, is a constant without `%p`.
    ExposesVaList(usize),
    /// What the buffer argument `k` holds is written to files and sockets.
    WritesFileData(usize),
    /// Makes the element pointer of an array of elements of the size argument `size`
    /// that argument `array` points into; the effects after it in the row use it. A
    /// constant size reaches the starts of the elements (a strided step), so a
    /// comparator's reads of an element's fields name them; another size reaches
    /// anywhere into the array.
    ElementOf { array: usize, size: usize },
    /// Sorting an array of elements of the size argument `size`: with a constant size,
    /// every element may afterwards hold what any element held, field by field (a copy of
    /// `size` bytes between any two element starts, [`Effect::ElementOf`]'s pointer);
    /// another size: every slot may hold what any slot held.
    PermutesElements { size: usize },
    /// lsearch: the `size` bytes argument `src` points to are copied into an element (a
    /// field-wise copy to the element pointer; to the end of the array for a size not
    /// known).
    CopiesIntoElement { src: usize, size: usize },
    /// tsearch: the key argument `key` goes into the nodes of the library's search trees
    /// (one object, the key at byte 0 of a node), `*argument(root)` and the result point
    /// to a node.
    TreeInsert { key: usize, root: usize },
    /// Makes the element pointer the keys the search trees hold (what a comparison or
    /// `tdestroy`'s callback gets).
    TreeKeys,
    /// Makes the element pointer a node of the search trees (what `twalk`'s action gets).
    TreeNodes,
    /// The result points to a node of the search trees (tfind, tdelete).
    ReturnsTreeNode,
    /// Calls the function pointer argument `f` with `args` (resolved on the fly).
    CallsBack { f: usize, args: &'static [CallbackArg], result: CallbackResult },
    /// The result is the element pointer (bsearch).
    ReturnsElement,
    /// No pointer of the arguments is kept, returned or written; a pointer result is the
    /// library's static storage.
    KeepsNoPointers,
    /// Rust's formatting of a `fmt::Arguments` whose argument array is argument `k`: each
    /// formatting function stored there is called with the values stored there and a
    /// `Formatter` (the library's storage); nothing is written or kept. Only the
    /// functions the array names are called (they are constants the compiler stores).
    FormatsArguments(usize),
    /// The struct argument `out` points to (a `String` returned through `sret`) receives
    /// a fresh buffer of this call site, allocated through the global allocator (the
    /// runtime records its blocks, as `__rust_alloc`'s), at the String's buffer pointer
    /// when debug info says where that lies, else at any of its fields.
    StoresFreshBuffer { out: usize },
    /// Rust's `RawVec` growth (`Vec::push`'s `grow_one`, `reserve`'s
    /// `do_reserve_and_handle`) of the `RawVec` or `RawVecInner` argument `vec` points to:
    /// its buffer pointer (where debug info puts it, else any field) gets a fresh buffer
    /// of this call site holding the old buffer's contents (`__rust_realloc`'s model);
    /// nothing else is kept or written.
    GrowsBuffer { vec: usize },
    /// Calls the functions of the vtable argument `vtable` (a `&dyn Debug`'s) with the
    /// data pointer argument `data` and a `Formatter` (the library's storage).
    CallsBackVtable { data: usize, vtable: usize },
    /// Rust's native thread start (`std::sys::thread::unix::Thread::new`): the new thread
    /// runs the boxed closure (a data pointer and its vtable) that the `ThreadInit`
    /// argument `init` points to ([`rust_thread_start`]): the closure does not reach
    /// unknown code, which would call it with anything that escaped. The result (an
    /// `io::Result` of the native handle) is the library's storage.
    StartsRustThread { init: usize },
    /// A Rust destructor of std through `&mut self` (argument `slot`): `Arc::drop_slow`,
    /// `Rc::drop_slow`, `<T as Drop>::drop`. It reaches the referenced bytes only (a
    /// reference's bounds) and cannot keep the reference: the pointer a one-pointer
    /// value holds reaches unknown code, not the object around it
    /// ([`drops_through_reference`]).
    DropsThroughReference { slot: usize },
}

impl Effect {
    /// The argument indices this effect reads (for the table's consistency tests; the
    /// out-arguments of [`Effect::ScanfOut`] are variadic and not listed).
    #[cfg(test)]
    fn arg_indices(&self) -> Vec<usize> {
        use Effect::*;
        match *self {
            ReturnsFresh(Size::Arg(k)) => vec![k],
            ReturnsFresh(Size::Product(k, j)) => vec![k, j],
            ReturnsFresh(Size::Unknown) => vec![],
            CopiesIntoResult(k) | ReturnsArg(k) | ReturnsInto(k) | AddsEnvString(k) | FillsLike(k, _) | StoresThreadResult(k) | SetsThreadResult(k) => {
                vec![k]
            }
            ReadsFileData(k) | WritesFileData(k) | ExposesVaList(k) | ReturnsTextBits(k) => vec![k],
            ElementOf { array, size } => vec![array, size],
            PermutesElements { size } => vec![size],
            CopiesIntoElement { src, size } => vec![src, size],
            FormatsArguments(k) => vec![k],
            StoresFreshBuffer { out } => vec![out],
            GrowsBuffer { vec } => vec![vec],
            CallsBackVtable { data, vtable } => vec![data, vtable],
            StartsRustThread { init } => vec![init],
            DropsThroughReference { slot } => vec![slot],
            ExposesArgs { .. } => vec![],
            StoresFresh { out } | StoresAddrInfoList { out } | StoresMallocBuffer { out } | StoresMallocVector { out, .. } => vec![out],
            HashTableEntry { key, data } => vec![key, data],
            Copies { dst, src, len } => vec![dst, src, len],
            StoresEndPointer { string, end } => vec![string, end],
            StrtokState { string } | Strsep { string } => vec![string],
            StrtokSave { string, save } => vec![string, save],
            StoresArg { into, value } => vec![into, value],
            TreeInsert { key, root } => vec![key, root],
            TreeKeys | TreeNodes | ReturnsTreeNode => vec![],
            ScanfOut { format, .. } => vec![format],
            VScanfOut { format, va_list } => vec![format, va_list],
            CallsBack { f, args, .. } => {
                std::iter::once(f).chain(args.iter().filter_map(|a| if let CallbackArg::Arg(k) = a { Some(*k) } else { None })).collect()
            }
            OpensStream
            | ReturnsMallocBlock
            | ElementTargets
            | ReturnsEnvString
            | ReturnsLibraryStorage
            | ReturnsStorage(_)
            | ReturnsCtypeTable
            | ReturnsUnknown
            | ReturnsElement
            | KeepsNoPointers => vec![],
        }
    }
}

/// Byte offsets of glibc's `struct addrinfo` on LP64 (x86_64, aarch64): its pointer
/// fields and its size, where getaddrinfo puts the socket address in the same block.
struct AddrInfoLayout {
    addr: i64,
    canonname: i64,
    next: i64,
    size: i64,
}

const ADDRINFO: AddrInfoLayout = AddrInfoLayout { addr: 24, canonname: 32, next: 40, size: 48 };

/// An object of the library's own storage that a group of functions returns, one for
/// the whole program as glibc keeps it: localtime and gmtime share one `struct tm`, ctime
/// and asctime one buffer, strerror's messages are strings. Unlike the shared
/// "library-storage" object it is field-sensitive and holds only what its row says, so a
/// string from strerror does not merge with a `struct tm` that no shape can send.
#[derive(Debug, PartialEq, Eq)]
pub struct Storage {
    /// The object's name (`lib:NAME` in the printers).
    pub name: &'static str,
    /// Its size, when every result has that size (`struct tm`).
    pub size: Option<u64>,
    /// The one pointer field it holds and what that field points to (`tm_zone`).
    pub pointer: Option<(i64, &'static Storage)>,
    /// How generated code learns the extent of one result.
    pub extent: Extent,
}

/// How generated code learns the extent of a library object's result ([`Storage`]),
/// right after each call that returns it (the runtime notes it: `cormi_extent_note`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Extent {
    /// It does not: a static size, or no way to know (the object cannot be sized at run
    /// time).
    None,
    /// A string: `strlen + 1` bytes.
    String,
    /// An unsigned 16-bit record length at this byte offset (`struct dirent`'s
    /// `d_reclen`, the entry's bytes with its name).
    Length16(u64),
}

/// Strings in the library's storage: messages (strerror, strsignal, gai_strerror),
/// static buffers (ctime and asctime share one, inet_ntoa, getlogin, ttyname), locale
/// data (nl_langinfo). One object for all: they hold no pointers, and a note of each
/// result's length sizes them.
pub static LIBRARY_STRINGS: Storage = Storage { name: "library-strings", size: None, pointer: None, extent: Extent::String };

/// The time zone names a `struct tm`'s `tm_zone` points to (glibc's list of them).
/// Nothing notes their extent: a shape that sends one is refused.
pub static TZ_NAMES: Storage = Storage { name: "tz-names", size: None, pointer: None, extent: Extent::None };

/// The `struct tm` localtime and gmtime share (x86-64: 56 bytes, `tm_zone` at 48).
pub static BROKEN_DOWN_TIME: Storage = Storage { name: "tm-buffer", size: Some(56), pointer: Some((48, &TZ_NAMES)), extent: Extent::None };

/// The entry readdir returns, inside its `DIR`'s buffer: `d_reclen` bytes (its name
/// at 19 included).
pub static DIR_ENTRY: Storage = Storage { name: "dir-entry", size: None, pointer: None, extent: Extent::Length16(16) };

/// The thread's `errno` (and `h_errno`): an `int`.
pub static ERRNO: Storage = Storage { name: "errno", size: Some(4), pointer: None, extent: Extent::None };

/// Every [`Storage`].
static STORAGES: &[&Storage] = &[&LIBRARY_STRINGS, &TZ_NAMES, &BROKEN_DOWN_TIME, &DIR_ENTRY, &ERRNO];

/// The library object named `name` (an [`ObjectKind::Library`] object's name).
pub fn storage_named(name: &str) -> Option<&'static Storage> {
    STORAGES.iter().copied().find(|s| s.name == name)
}

/// The library object that declared function `name` returns, if its model says so.
pub fn returned_storage(name: &str) -> Option<&'static Storage> {
    model(&model_name(name))?.effects.iter().find_map(|e| match e {
        Effect::ReturnsStorage(s) => Some(*s),
        _ => None,
    })
}

/// The model name of UBSan's report functions (`__ubsan_handle_type_mismatch_v1`, ...):
/// they read their static check data and the values under check, and report.
pub(crate) const UBSAN_HANDLERS: &str = "__ubsan_handle_";

/// The model name of a declared function: Rust's v0-mangled allocator shims
/// (`_RNvCs..._7___rustc12___rust_alloc`) map to their plain names, other Rust symbols
/// to their paths without the hash (`std::io::stdio::_print`), UBSan's report functions
/// to [`UBSAN_HANDLERS`].
pub(crate) fn model_name(name: &str) -> Cow<'_, str> {
    const RUST_SHIMS: &[&str] = &["__rust_alloc_zeroed", "__rust_alloc", "__rust_dealloc", "__rust_realloc", "__rust_no_alloc_shim_is_unstable_v2"];
    if name.starts_with(UBSAN_HANDLERS) {
        return Cow::Borrowed(UBSAN_HANDLERS);
    }
    if name.starts_with("_R") {
        if let Some(s) = RUST_SHIMS.iter().find(|s| name.ends_with(*s)) {
            return Cow::Borrowed(s);
        }
    }
    match crate::rust_names::demangle(name) {
        Some(path) if is_formatting_leaf(&path) => Cow::Borrowed(RUST_FORMATTING_LEAF),
        Some(path) if path.starts_with("core::panicking::panic_const::") => Cow::Borrowed("core::panicking::panic_const"),
        Some(path) if is_std_destructor(&path) => Cow::Borrowed(RUST_STD_DESTRUCTOR),
        Some(path) if is_raw_vec_growth(&path) => {
            Cow::Borrowed(if path.trim_start_matches('<').starts_with("alloc::raw_vec::RawVecInner") { RAW_VEC_INNER_GROWTH } else { RAW_VEC_GROWTH })
        }
        Some(path) => Cow::Owned(path),
        None => Cow::Borrowed(name),
    }
}

/// The model name of std's `RawVec` growth functions, whatever their generic
/// arguments (`alloc::raw_vec::RawVec<T,A>::grow_one`, std's shared
/// `<alloc::raw_vec::RawVec<alloc::string::String>>::grow_one`, `RawVecInner`'s).
pub(crate) const RAW_VEC_GROWTH: &str = "alloc::raw_vec::RawVec::grow";

/// The model name of std's `RawVecInner` growth functions (their receiver is the
/// `RawVecInner`, not the `RawVec` around it).
pub(crate) const RAW_VEC_INNER_GROWTH: &str = "alloc::raw_vec::RawVecInner::grow";

/// The model name of std's formatting of a primitive value (`<str as Display>::fmt`,
/// `<u64 as LowerHex>::fmt`, ...) and of `Formatter`'s writes of text: they read their
/// arguments and write the formatter's output only.
pub(crate) const RUST_FORMATTING_LEAF: &str = "core::fmt::<primitive>::fmt";

/// Whether a Rust path is [`RUST_FORMATTING_LEAF`]'s.
fn is_formatting_leaf(path: &str) -> bool {
    const PRIMITIVES: &[&str] = &["str", "bool", "char", "f32", "f64", "i8", "i16", "i32", "i64", "i128", "isize", "u8", "u16", "u32", "u64", "u128", "usize"];
    const TRAITS: &[&str] = &["Display", "Debug", "LowerHex", "UpperHex", "Octal", "Binary", "LowerExp", "UpperExp"];
    const FORMATTER: &[&str] =
        &["<core::fmt::Formatter>::write_str", "<core::fmt::Formatter>::pad", "<core::fmt::Formatter>::pad_integral", "<core::fmt::Formatter>::write_char"];
    if FORMATTER.contains(&path) {
        return true;
    }
    let Some(rest) = path.strip_prefix('<') else { return false };
    let Some((ty, tail)) = rest.split_once(" as core::fmt::") else { return false };
    PRIMITIVES.contains(&ty) && tail.strip_suffix(">::fmt").is_some_and(|t| TRAITS.contains(&t))
}

/// The model name of std's destructors taking `&mut self` that are not monomorphised
/// into the program: `Arc::drop_slow` and `Rc::drop_slow` whatever their `T` and
/// allocator, and `<T as Drop>::drop`.
pub(crate) const RUST_STD_DESTRUCTOR: &str = "<std destructor>(&mut self)";

/// Whether a Rust path is [`RUST_STD_DESTRUCTOR`]'s.
fn is_std_destructor(path: &str) -> bool {
    let p = path.trim_start_matches('<');
    let drop_slow = (p.starts_with("alloc::sync::Arc<") || p.starts_with("alloc::rc::Rc<")) && path.ends_with("::drop_slow");
    drop_slow || path.ends_with(" as core::ops::drop::Drop>::drop")
}

/// Whether a Rust path names a `RawVec`/`RawVecInner` method that grows the buffer of
/// its receiver (its first argument) and writes nothing else with a pointer.
fn is_raw_vec_growth(path: &str) -> bool {
    let p = path.trim_start_matches('<');
    p.starts_with("alloc::raw_vec::RawVec") && (p.ends_with("::grow_one") || p.ends_with("::reserve::do_reserve_and_handle"))
}

/// Whether defined function `f` is a library function's inline copy with a model:
/// `available_externally` (glibc's `__extern_inline` bodies at -O1 and up, such as
/// `bsearch`, and the `_FORTIFY_SOURCE` wrappers), so the library's own function may run
/// instead, or Rust's `RawVec` growth monomorphised into the program. Its model is what it does, and it says so more precisely than the body: a
/// size passed as a parameter (`base + idx * size`) would reach every byte of the array.
pub(crate) fn modelled_copy(f: LLVMValueRef) -> bool {
    // SAFETY: `f` is a live function of the analysed module.
    let linkage = unsafe { llvm_sys::core::LLVMGetLinkage(f) };
    if linkage == llvm_sys::LLVMLinkage::LLVMAvailableExternallyLinkage {
        return model(&model_name(&crate::ir::name(f))).is_some();
    }
    // std's `RawVec` growth instantiated in the program: the model says what it does to
    // the buffer; its body hides the zero-capacity buffer's address in an integer.
    let name = crate::ir::name(f);
    name.contains("raw_vec") && matches!(model_name(&name).as_ref(), RAW_VEC_GROWTH | RAW_VEC_INNER_GROWTH)
}

/// The model of a function, by model name.
fn model(name: &str) -> Option<&'static Model> {
    static BY_NAME: OnceLock<HashMap<&'static str, &'static Model>> = OnceLock::new();
    BY_NAME.get_or_init(|| MODELS.iter().flat_map(|m| m.names.iter().map(move |n| (*n, m))).collect()).get(name).copied()
}

/// One library call: what the effects read.
struct Call<'a> {
    /// The model name.
    name: &'a str,
    inst: LLVMValueRef,
    args: &'a [LLVMValueRef],
    /// Argument nodes (`None`: carries no pointers).
    a: &'a [Option<NodeId>],
    ret: Option<NodeId>,
}

impl Call<'_> {
    /// The node of argument `k`.
    fn arg(&self, k: usize) -> Option<NodeId> {
        self.a.get(k).copied().flatten()
    }

    /// Argument `k` as a constant integer.
    fn cint(&self, k: usize) -> Option<i64> {
        self.args.get(k).and_then(|&v| ir::const_int(v))
    }

    fn size(&self, s: Size) -> Option<u64> {
        match s {
            Size::Unknown => None,
            Size::Arg(k) => self.cint(k).map(|s| s as u64),
            Size::Product(k, j) => self.cint(k).zip(self.cint(j)).map(|(x, y)| (x * y) as u64),
        }
    }

    /// The element size of an allocation whose size is not a constant but a product
    /// with one ([`element_size`]): `malloc(n * 16)`, `calloc(n, 16)`.
    fn elem(&self, s: Size) -> Option<u64> {
        match s {
            Size::Unknown => None,
            Size::Arg(k) => self.args.get(k).and_then(|&v| element_size(v)),
            Size::Product(k, j) => product_element(&[*self.args.get(k)?, *self.args.get(j)?]),
        }
    }
}

/// Smallest element size worth an array of records (a pointer fits).
const MIN_ELEM: u64 = 8;

/// The element size of a variable-length array of `count` values of `ty_size` bytes:
/// `ty_size` when a pointer fits in it; for bytes (`alloca i8, n * 16` after
/// optimisation) the constant of the count's product ([`element_size`]).
pub(crate) fn vla_element(ty_size: u64, count: LLVMValueRef) -> Option<u64> {
    match ty_size {
        1 => element_size(count),
        _ => Some(ty_size).filter(|e| (MIN_ELEM..=1 << 24).contains(e)),
    }
}

/// When the size value `v` is a product with a run-time factor (`n * C`, `C * n * 2`,
/// `(n << 1) * C`, through integer casts, in any order and association), the element
/// size of an array whose count is the rest: its outermost constant factor of at least
/// [`MIN_ELEM`] bytes (the counts, such as uthash's `* 2U`, are smaller; of `n * K *
/// sizeof(T)`, the last). Any factor divides the size, so elements are whole.
pub(crate) fn element_size(v: LLVMValueRef) -> Option<u64> {
    product_element(&[v])
}

/// [`element_size`] of the product of `factors` (`calloc(count, size)`'s two).
pub(crate) fn product_element(factors: &[LLVMValueRef]) -> Option<u64> {
    let mut f = Factors::default();
    for &v in factors {
        f.add(v, 0)?;
    }
    if !f.variable {
        return None;
    }
    // The least depth; of two at one depth, the later (a product's right operand).
    let (_, e) = f.large.into_iter().rev().min_by_key(|&(depth, _)| depth)?;
    Some(e).filter(|e| (MIN_ELEM..=1 << 24).contains(e))
}

/// The factors of a product: whether one is not a constant, and the constants of at
/// least [`MIN_ELEM`] with their depth in the product.
#[derive(Default)]
struct Factors {
    variable: bool,
    large: Vec<(u32, u64)>,
}

/// Deepest product followed (a chain of a few factors is what sizes are).
const MAX_FACTOR_DEPTH: u32 = 8;

impl Factors {
    /// Adds the factors of `v`; `None` when it has none the element size may come from
    /// (a sum, a shift by a run-time amount, a zero, too deep).
    fn add(&mut self, v: LLVMValueRef, depth: u32) -> Option<()> {
        use llvm_sys::LLVMOpcode::*;
        let v = ir::strip_int_casts(v);
        if let Some(c) = ir::const_int(v) {
            let c = u64::try_from(c).ok().filter(|&c| c > 0)?;
            if c >= MIN_ELEM {
                self.large.push((depth, c));
            }
            return Some(());
        }
        if depth >= MAX_FACTOR_DEPTH || !ir::is_instruction(v) {
            self.variable = true;
            return Some(());
        }
        match ir::opcode(v) {
            LLVMMul => {
                self.add(ir::operand(v, 0), depth + 1)?;
                self.add(ir::operand(v, 1), depth + 1)
            }
            LLVMShl if ir::const_int(ir::operand(v, 1)).is_some() => {
                let k = ir::const_int(ir::operand(v, 1))?;
                let c = 1u64.checked_shl(u32::try_from(k).ok()?).filter(|&c| c > 0 && k < 63)?;
                self.add(ir::operand(v, 0), depth + 1)?;
                if c >= MIN_ELEM {
                    self.large.push((depth, c));
                }
                Some(())
            }
            _ => {
                self.variable = true;
                Some(())
            }
        }
    }
}

/// Applies the model of `name` to a call; false when there is none.
pub(crate) fn apply(b: &mut Builder, name: &str, inst: LLVMValueRef, args: &[LLVMValueRef], a: &[Option<NodeId>], ret: Option<NodeId>) -> bool {
    let name = model_name(name);
    let name = name.as_ref();
    if alias_checks::kind_of(name).is_some() {
        return true;
    }
    let Some(m) = model(name) else { return false };
    let call = Call { name, inst, args, a, ret };
    let mut elem = None;
    for &e in m.effects {
        effect(b, &call, e, &mut elem);
    }
    true
}

/// Sorting's moves within the array `elem` points into: whole `size`-byte elements
/// (a field-wise copy between element starts, so each field keeps its offset in the
/// element and `ptr_fields` its offsets), or, for an element size not known, any slot
/// into any slot.
fn permute(b: &mut Builder, size: Option<i64>, elem: Option<NodeId>) {
    let Some(e) = elem else { return };
    match size {
        Some(s) if s > 0 => b.memcpy(e, e, Some(s)),
        _ => {
            let t = b.s.new_node();
            b.s.add_load(e, t);
            b.s.add_store(e, t);
        }
    }
}

/// Applies one effect; `elem` is the row's element pointer ([`Effect::ElementOf`]).
fn effect(b: &mut Builder, c: &Call<'_>, e: Effect, elem: &mut Option<NodeId>) {
    let (name, inst, ret) = (c.name, c.inst, c.ret);
    match e {
        Effect::ReturnsFresh(size) => {
            let bytes = c.size(size);
            alloc(b, inst, name, bytes, if bytes.is_none() { c.elem(size) } else { None }, ret);
        }
        Effect::CopiesIntoResult(k) => {
            if let (Some(n), Some(old)) = (ret, c.arg(k)) {
                b.memcpy(n, old, None);
            }
        }
        Effect::StoresFresh { out } => {
            if let Some(p) = c.arg(out) {
                store_fresh(b, inst, name, name, p);
            }
        }
        Effect::StoresMallocBuffer { out } => {
            if let Some(p) = c.arg(out) {
                store_fresh(b, inst, &format!("{name}-buffer"), "malloc", p);
            }
        }
        Effect::StoresFreshBuffer { out } => {
            if let Some(p) = c.arg(out) {
                // std allocates it through the global allocator, as `__rust_alloc` does.
                let o = b.site_object(inst, name, ObjectKind::Heap("__rust_alloc".into()), None);
                let t = b.fresh_addr(o, 0);
                // At the String's buffer pointer when debug info says where it is, else
                // at any offset of the result.
                let field = b.gep_node(p, crate::rust_types::string_buffer(inst).map_or(ANY, |off| off as i64));
                b.s.add_store(field, t);
            }
        }
        Effect::GrowsBuffer { vec } => {
            if let Some(p) = c.arg(vec) {
                let buffer = crate::rust_types::raw_vec_buffer(inst, name == RAW_VEC_INNER_GROWTH);
                let field = b.gep_node(p, buffer.map_or(ANY, |v| v.ptr as i64));
                let old = b.s.new_node();
                b.s.add_load(field, old);
                let o = b.site_object(inst, name, ObjectKind::Heap("__rust_alloc".into()), None);
                // An array of `T`s (debug info): its fields repeat every element.
                if let Some(elem) = buffer.and_then(|v| v.elem).filter(|&e| e >= MIN_ELEM && b.s.object_fields(o).is_empty()) {
                    b.s.objects[o.index()].elem = Some(elem);
                }
                let t = b.fresh_addr(o, 0);
                b.memcpy(t, old, None);
                b.s.add_store(field, t);
            }
        }
        Effect::ReturnsMallocBlock => {
            if let Some(r) = ret {
                let o = b.site_object(inst, &format!("{name}-result"), ObjectKind::Heap("malloc".into()), None);
                let l = b.s.loc(o, 0);
                b.s.add_addr(r, l);
            }
        }
        Effect::StoresMallocVector { out, at } => {
            if let Some(p) = c.arg(out) {
                let arr = b.site_object(inst, &format!("{name}-vector"), ObjectKind::Heap("malloc".into()), None);
                if b.s.object_fields(arr).is_empty() {
                    b.s.objects[arr.index()].elem = Some(8);
                }
                let entry = b.site_object(inst, &format!("{name}-entries"), ObjectKind::Heap("malloc".into()), None);
                let slots = b.fresh_addr(arr, ANY);
                let e = b.fresh_addr(entry, 0);
                b.s.add_store(slots, e);
                let field = b.gep_node(p, at);
                let v = b.fresh_addr(arr, 0);
                b.s.add_store(field, v);
                *elem = Some(slots);
            }
        }
        Effect::HashTableEntry { key, data } => {
            const NAME: &str = "hsearch-table";
            let o = b.site_object(std::ptr::null_mut(), NAME, ObjectKind::Library(NAME.into()), None);
            if !b.s.objects[o.index()].collapsed {
                b.s.collapse(o);
            }
            let l = b.s.loc(o, ANY);
            let content = b.s.content(l);
            for p in [c.arg(key), c.arg(data)].into_iter().flatten() {
                b.s.add_copy(p, content);
            }
            if let Some(r) = ret {
                b.s.add_addr(r, l);
            }
        }
        Effect::ElementTargets => {
            if let Some(e) = *elem {
                let t = b.s.new_node();
                b.s.add_load(e, t);
                *elem = Some(t);
            }
        }
        Effect::StoresAddrInfoList { out } => {
            if let Some(p) = c.arg(out) {
                let rec = b.site_object(inst, name, ObjectKind::Heap("malloc".into()), None);
                let canon = b.site_object(inst, &format!("{name}-canonname"), ObjectKind::Heap("malloc".into()), None);
                for (field, target) in [(ADDRINFO.addr, (rec, ADDRINFO.size)), (ADDRINFO.canonname, (canon, 0)), (ADDRINFO.next, (rec, 0))] {
                    let slot = b.fresh_addr(rec, field);
                    let v = b.fresh_addr(target.0, target.1);
                    b.s.add_store(slot, v);
                }
                let t = b.fresh_addr(rec, 0);
                b.s.add_store(p, t);
            }
        }
        Effect::Copies { dst, src, len } => {
            let string = matches!((c.args.get(src), c.args.get(len)), (Some(&s), Some(&l)) if is_string_copy(s, l));
            if let (Some(d), Some(s), false) = (c.arg(dst), c.arg(src), string) {
                b.memcpy(d, s, c.cint(len));
            }
        }
        Effect::ReturnsArg(k) => ret_from(b, c.arg(k), ret, 0),
        Effect::ReturnsInto(k) => ret_from(b, c.arg(k), ret, ANY),
        Effect::StoresEndPointer { string, end } => {
            if let (Some(s), Some(end)) = (c.arg(string), c.arg(end)) {
                let g = b.gep_node(s, ANY);
                b.s.add_store(end, g);
            }
        }
        Effect::StrtokState { string } => {
            let st = b.strtok_state;
            if let Some(s) = c.arg(string) {
                b.s.add_gep(s, st, ANY);
            }
            if let Some(r) = ret {
                b.s.add_copy(st, r);
            }
        }
        Effect::StrtokSave { string, save } => {
            if let (Some(s), Some(save)) = (c.arg(string), c.arg(save)) {
                let g = b.gep_node(s, ANY);
                b.s.add_store(save, g);
                if let Some(r) = ret {
                    b.s.add_copy(g, r);
                    b.s.add_load(save, r);
                }
            }
        }
        Effect::Strsep { string } => {
            if let Some(sp) = c.arg(string) {
                let cur = b.s.new_node();
                b.s.add_load(sp, cur);
                let g = b.gep_node(cur, ANY);
                b.s.add_store(sp, g);
                if let Some(r) = ret {
                    b.s.add_copy(g, r);
                }
            }
        }
        Effect::OpensStream => {
            if let Some(r) = ret {
                let o = b.site_object(inst, name, ObjectKind::Library(name.into()), None);
                let inner = b.site_object(inst, &format!("{name}-internals"), ObjectKind::Library(format!("{name}-internals")), None);
                b.s.collapse(o);
                b.s.collapse(inner);
                let (l, li) = (b.s.loc(o, ANY), b.s.loc(inner, ANY));
                let content = b.s.content(l);
                b.s.add_addr(content, li);
                b.s.add_addr(r, l);
            }
        }
        Effect::ReturnsEnvString => {
            if let Some(r) = ret {
                b.env_strings_loc();
                let e = b.env_strings;
                b.s.add_gep(e, r, ANY);
            }
        }
        Effect::AddsEnvString(k) => {
            if let Some(s) = c.arg(k) {
                let e = b.env_strings;
                b.s.add_copy(s, e);
            }
        }
        Effect::ReturnsLibraryStorage => library_result(b, ret),
        Effect::ReturnsStorage(s) => {
            if let Some(r) = ret {
                let l = storage(b, s);
                b.s.add_addr(r, l);
            }
        }
        Effect::FillsLike(k, s) => {
            if let (Some(buf), Some((off, to))) = (c.arg(k), s.pointer) {
                let l = storage(b, to);
                let t = b.s.new_node();
                b.s.add_addr(t, l);
                let g = b.gep_node(buf, off);
                b.s.add_store(g, t);
            }
        }
        Effect::ReturnsCtypeTable => {
            if let Some(r) = ret {
                let l = ctype_table_cell(b);
                b.s.add_addr(r, l);
            }
        }
        Effect::ReturnsUnknown => {
            if let Some(r) = ret {
                let u = b.s.uloc;
                b.s.add_addr(r, u);
            }
        }
        Effect::StoresArg { into, value } => {
            if let (Some(v), Some(p)) = (c.arg(value), c.arg(into)) {
                b.s.add_store(p, v);
            }
        }
        Effect::StoresThreadResult(k) => {
            if let Some(p) = c.arg(k) {
                let t = b.thread_ret;
                b.s.add_store(p, t);
            }
        }
        Effect::SetsThreadResult(k) => {
            if let Some(v) = c.arg(k) {
                let t = b.thread_ret;
                b.s.add_copy(v, t);
            }
        }
        Effect::ScanfOut { format, first_out } => {
            let fmt = c.args.get(format).copied();
            if scanf_may_store_pointers(fmt) {
                let e = pointers_from_text(b, c.inst);
                for k in first_out..c.a.len() {
                    if let Some(p) = c.arg(k) {
                        b.s.add_store(p, e);
                    }
                }
            }
            let allocating = scanf_allocating(fmt);
            for k in first_out..c.a.len() {
                if allocating.as_ref().is_none_or(|a| a.get(k - first_out) == Some(&true)) {
                    if let Some(p) = c.arg(k) {
                        store_fresh(b, c.inst, &format!("{name}-buffer"), "malloc", p);
                    }
                }
            }
        }
        Effect::VScanfOut { format, va_list } => {
            let fmt = c.args.get(format).copied();
            let allocates = scanf_allocating(fmt).is_none_or(|a| a.contains(&true));
            if let Some(ap) = c.arg(va_list) {
                let targets = b.s.new_node();
                b.va_arg(ap, targets);
                if scanf_may_store_pointers(fmt) {
                    let e = pointers_from_text(b, c.inst);
                    b.s.add_store(targets, e);
                }
                if allocates {
                    store_fresh(b, c.inst, &format!("{name}-buffer"), "malloc", targets);
                }
            }
        }
        Effect::ReadsFileData(k) => {
            if let Some(buf) = c.arg(k) {
                let g = b.gep_node(buf, ANY);
                let d = b.file_data;
                b.s.add_store(g, d);
            }
        }
        Effect::WritesFileData(k) => {
            if let Some(buf) = c.arg(k) {
                let g = b.gep_node(buf, ANY);
                let d = b.file_data;
                b.s.add_load(g, d);
            }
        }
        Effect::ExposesArgs { from } => {
            // Integers print their bits (an address's, when they carry one); pointers
            // print their address only through `%p`.
            let pointers = may_convert_pointers(c.args.get(from - 1).copied());
            let e = b.exposed;
            for (k, n) in c.a.iter().enumerate().skip(from) {
                let is_ptr = c.args.get(k).is_some_and(|&v| ir::is_pointer(ir::type_of(v)));
                if let (Some(n), true) = (n, pointers || !is_ptr) {
                    b.s.add_copy(*n, e);
                }
            }
        }
        Effect::ReturnsTextBits(k) => {
            if let (Some(s), Some(r)) = (c.arg(k), ret) {
                if !inst.is_null() && !ir::is_pointer(ir::type_of(inst)) {
                    let any = b.gep_node(s, ANY);
                    b.s.add_load(any, r);
                }
            }
        }
        Effect::ExposesVaList(k) => {
            if !may_convert_pointers(c.args.get(k - 1).copied()) {
                return;
            }
            if let Some(ap) = c.arg(k) {
                let e = b.exposed;
                b.va_arg(ap, e);
            }
        }
        Effect::ElementOf { array, size } => {
            *elem = c.arg(array).map(|x| match c.cint(size) {
                Some(s) if s > 0 => {
                    let t = b.s.new_node();
                    b.s.add_strided(x, t, s);
                    t
                }
                _ => b.gep_node(x, ANY),
            })
        }
        Effect::PermutesElements { size } => permute(b, c.cint(size), *elem),
        Effect::CopiesIntoElement { src, size } => {
            if let (Some(e), Some(k)) = (*elem, c.arg(src)) {
                b.memcpy(e, k, c.cint(size).filter(|&s| s > 0));
            }
        }
        Effect::CallsBack { f, args, result } => {
            if let Some(f) = c.arg(f) {
                let args = args
                    .iter()
                    .map(|a| match *a {
                        CallbackArg::None => None,
                        CallbackArg::Arg(k) => c.arg(k),
                        CallbackArg::Element => *elem,
                    })
                    .collect();
                let ret = match result {
                    CallbackResult::Ignored => None,
                    CallbackResult::ThreadResult => Some(b.thread_ret),
                };
                b.s.add_icall(Icall::new(f, args, ret, inst));
            }
        }
        Effect::TreeInsert { key, root } => {
            let node = tree_node(b);
            let keys = b.s.content(node);
            if let Some(k) = c.arg(key) {
                b.s.add_copy(k, keys);
            }
            let at = b.s.new_node();
            b.s.add_addr(at, node);
            if let Some(r) = c.arg(root) {
                b.s.add_store(r, at);
            }
            if let Some(r) = ret {
                b.s.add_copy(at, r);
            }
        }
        Effect::TreeKeys => {
            let node = tree_node(b);
            *elem = Some(b.s.content(node));
        }
        Effect::TreeNodes => {
            let node = tree_node(b);
            let at = b.s.new_node();
            b.s.add_addr(at, node);
            *elem = Some(at);
        }
        Effect::ReturnsTreeNode => {
            if let Some(r) = ret {
                let node = tree_node(b);
                b.s.add_addr(r, node);
            }
        }
        Effect::ReturnsElement => {
            if let (Some(e), Some(r)) = (*elem, ret) {
                b.s.add_copy(e, r);
            }
        }
        Effect::KeepsNoPointers => {
            if !inst.is_null() && ir::is_pointer(ir::type_of(inst)) {
                library_result(b, ret);
            }
        }
        Effect::FormatsArguments(k) => {
            if let Some(a) = c.arg(k) {
                let entries = b.read_fields(a);
                let f = formatter(b);
                // The formatting functions are constants (`<T as Display>::fmt`) stored
                // beside the values: an unknown target there is a value (a number read
                // from a reply's buffer), no function this call makes.
                let mut call = Icall::new(entries, vec![Some(entries), Some(f)], None, inst);
                call.known_only = true;
                b.s.add_icall(call);
            }
        }
        Effect::StartsRustThread { init } => {
            if let Some(a) = c.arg(init) {
                rust_thread_start(b, a, inst);
            }
            library_result(b, ret);
        }
        Effect::DropsThroughReference { slot } => {
            if let Some(p) = c.arg(slot) {
                drops_through_reference(b, inst, slot, p);
            }
        }
        Effect::CallsBackVtable { data, vtable } => {
            if let Some(v) = c.arg(vtable) {
                let functions = b.read_fields(v);
                let f = formatter(b);
                b.s.add_icall(Icall::new(functions, vec![c.arg(data), Some(f)], None, inst));
            }
        }
    }
}

/// Byte offsets in std's `ThreadInit { handle: Thread, rust_start: Box<dyn FnOnce()> }`
/// (rustc 1.95's layout, as its debug info gives it): the handle, then the box's data
/// pointer and its vtable.
const THREAD_INIT_HANDLE: i64 = 0;
const THREAD_INIT_DATA: i64 = 8;
const THREAD_INIT_VTABLE: i64 = 16;

/// The new thread of `<std::sys::thread::unix::Thread>::new(stack, init)`: it keeps the
/// handle in std's thread-local storage (unknown code) and calls the functions of the
/// box's vtable (a constant: only the functions it names) with the box's data pointer.
/// The closure and its captures do not escape: unknown code would call them with
/// every escaped object, so a number a spawned thread computes would carry them all.
fn rust_thread_start(b: &mut Builder, init: NodeId, inst: LLVMValueRef) {
    let field = |b: &mut Builder, off: i64| {
        let at = b.gep_node(init, off);
        let t = b.s.new_node();
        b.s.add_load(at, t);
        t
    };
    let handle = field(b, THREAD_INIT_HANDLE);
    b.unknown_call(&[Some(handle)], None);
    let data = field(b, THREAD_INIT_DATA);
    let vtable = field(b, THREAD_INIT_VTABLE);
    let functions = b.read_fields(vtable);
    let mut call = Icall::new(functions, vec![Some(data)], None, inst);
    call.known_only = true;
    b.s.add_icall(call);
}

/// A std destructor's `&mut self` argument `slot` (node `p`) of `dereferenceable(8)`
/// (rustc's attribute of a reference to one pointer: an `Arc`, a `SpawnHooks`): what
/// it holds reaches unknown code; the object holding it (a `ThreadInit` whose first
/// field is the handle, a closure holding a spawn hook) does not escape. What the
/// destructor writes there is not modelled: a dropped value's bytes are not read
/// again. A bigger value (whose pointers may lie at any of its offsets) escapes.
fn drops_through_reference(b: &mut Builder, inst: LLVMValueRef, slot: usize, p: NodeId) {
    let one_pointer = ir::direct_callee(inst).and_then(|f| param_dereferenceable(f, slot as u32)) == Some(8);
    if !one_pointer {
        return b.unknown_call(&[Some(p)], None);
    }
    let at = b.gep_node(p, 0);
    let inner = b.s.new_node();
    b.s.add_load(at, inner);
    b.unknown_call(&[Some(inner)], None);
}

/// The `dereferenceable(n)` bytes of parameter `index` (0-based) of function `f`.
fn param_dereferenceable(f: LLVMValueRef, index: u32) -> Option<u64> {
    const NAME: &str = "dereferenceable";
    // SAFETY: attribute queries on a live function; the name is passed with its length;
    // parameter indices are 1-based.
    unsafe {
        let kind = llvm_sys::core::LLVMGetEnumAttributeKindForName(NAME.as_ptr() as *const _, NAME.len());
        let attr = llvm_sys::core::LLVMGetEnumAttributeAtIndex(f, index + 1, kind);
        (!attr.is_null()).then(|| llvm_sys::core::LLVMGetEnumAttributeValue(attr))
    }
}

/// A node pointing to the `Formatter` Rust's formatting hands to the functions it calls
/// back: the library's storage (what the formatter writes to is the library's).
fn formatter(b: &mut Builder) -> NodeId {
    let l = library_storage(b);
    let n = b.s.new_node();
    b.s.add_addr(n, l);
    n
}

/// `ret` -> the library's static storage: one collapsed object shared by every function
/// returning such storage (`localtime`, `getenv`, `__errno_location`, ...: equal results
/// across calls and, for some, across functions), whose pointers point into itself.
fn library_result(b: &mut Builder, ret: Option<NodeId>) {
    if let Some(r) = ret {
        let l = library_storage(b);
        b.s.add_addr(r, l);
    }
}

/// The location of the library's static storage object (made on first use).
fn library_storage(b: &mut Builder) -> LocId {
    const NAME: &str = "library-storage";
    let o = b.site_object(std::ptr::null_mut(), NAME, ObjectKind::Library(NAME.into()), None);
    if !b.s.objects[o.index()].collapsed {
        b.s.collapse(o);
        let l = b.s.loc(o, ANY);
        let c = b.s.content(l);
        b.s.add_addr(c, l);
    }
    b.s.loc(o, ANY)
}

/// The start of library object `s` (made on first use, with its pointer field).
fn storage(b: &mut Builder, s: &'static Storage) -> LocId {
    let before = b.s.objects.len();
    let o = b.site_object(std::ptr::null_mut(), s.name, ObjectKind::Library(s.name.into()), s.size);
    if b.s.objects.len() > before {
        if let Some((off, to)) = s.pointer {
            let target = storage(b, to);
            let l = b.s.loc(o, off);
            let content = b.s.content(l);
            b.s.add_addr(content, target);
        }
    }
    b.s.loc(o, 0)
}

/// The key field of the nodes of the library's search trees (tsearch: glibc's node is
/// `{key, left, right}`, the links integers): one object for every tree of the program.
fn tree_node(b: &mut Builder) -> LocId {
    const NAME: &str = "tsearch-nodes";
    let o = b.site_object(std::ptr::null_mut(), NAME, ObjectKind::Library(NAME.into()), Some(24));
    b.s.loc(o, 0)
}

/// The location of the cell `__ctype_b_loc` and its siblings return (made on first use):
/// it points to one collapsed object for the tables themselves, which hold integers
/// only, so a value read from them carries no address (unlike library storage, which
/// points into itself). A store by the program into either is tracked as usual.
fn ctype_table_cell(b: &mut Builder) -> LocId {
    const CELL: &str = "ctype-table-cell";
    const TABLES: &str = "ctype-tables";
    let cell = b.site_object(std::ptr::null_mut(), CELL, ObjectKind::Library(CELL.into()), None);
    if !b.s.objects[cell.index()].collapsed {
        let tables = b.site_object(std::ptr::null_mut(), TABLES, ObjectKind::Library(TABLES.into()), None);
        b.s.collapse(tables);
        b.s.collapse(cell);
        let t = b.s.loc(tables, ANY);
        let c = b.s.loc(cell, ANY);
        let content = b.s.content(c);
        b.s.add_addr(content, t);
    }
    b.s.loc(cell, ANY)
}

/// What a scanf `%p` conversion stores: a pointer rebuilt from text, which is any exposed
/// address at the offset it was printed with (C defines the round trip only for a `%p`
/// the same program printed), as for an `inttoptr` of parsed digits. The call is listed
/// with the laundering instructions, so the exposed objects are kept (escape) and named.
fn pointers_from_text(b: &mut Builder, inst: LLVMValueRef) -> NodeId {
    if !inst.is_null() {
        b.debug.laundered_int_to_ptr.push(inst);
    }
    b.exposed
}

/// `*p` = a fresh heap object of call site `inst` made by `allocator` (`what` tells it from
/// the call's other objects), of a size known at run time only.
fn store_fresh(b: &mut Builder, inst: LLVMValueRef, what: &str, allocator: &str, p: NodeId) {
    let o = b.site_object(inst, what, ObjectKind::Heap(allocator.into()), None);
    let t = b.fresh_addr(o, 0);
    b.s.add_store(p, t);
}

/// Which of a scanf call's out-arguments receive a fresh buffer (`%ms`), in order; `None`
/// when the format is not a constant or numbers its arguments: any of them may.
fn scanf_allocating(fmt: Option<LLVMValueRef>) -> Option<Vec<bool>> {
    formats::scanf_assignments(&fmt.and_then(ir::const_string)?)
}

/// Whether a scanf format may hold a `%p` conversion (true unless it is a constant
/// string without a `p`).
fn scanf_may_store_pointers(fmt: Option<LLVMValueRef>) -> bool {
    may_convert_pointers(fmt)
}

/// Whether a printf or scanf format may hold a `%p` conversion: true unless it is a
/// constant string whose conversions are all something else.
fn may_convert_pointers(fmt: Option<LLVMValueRef>) -> bool {
    match fmt.and_then(ir::const_string) {
        Some(f) => formats::conversions(&f).any(|c| c == b'p'),
        None => true,
    }
}

/// `ret -> fresh heap object` of allocation function `name` at `inst`, of `size` bytes or
/// an array of `elem`-byte records (see `AbstractObject::elem`).
fn alloc(b: &mut Builder, inst: LLVMValueRef, name: &str, size: Option<u64>, elem: Option<u64>, ret: Option<NodeId>) {
    if let Some(r) = ret {
        let o = b.site_object(inst, name, ObjectKind::Heap(name.into()), size);
        if b.s.object_fields(o).is_empty() {
            b.s.objects[o.index()].elem = elem;
        }
        let l = b.s.loc(o, 0);
        b.s.add_addr(r, l);
    }
}

/// `ret ⊇ arg + off`.
fn ret_from(b: &mut Builder, arg: Option<NodeId>, ret: Option<NodeId>, off: i64) {
    if let (Some(a), Some(r)) = (arg, ret) {
        b.s.add_gep(a, r, off);
    }
}

#[cfg(test)]
mod rust_path_tests {
    use super::{is_formatting_leaf, is_raw_vec_growth, is_std_destructor, model_name, RAW_VEC_GROWTH, RAW_VEC_INNER_GROWTH, RUST_STD_DESTRUCTOR};

    #[test]
    fn rust_std_paths_map_to_their_models() {
        // Legacy and v0 symbols of std's RawVec growth, whatever T.
        assert_eq!(model_name("_ZN5alloc7raw_vec19RawVec$LT$T$C$A$GT$8grow_one17h2e065327e0a2ee71E"), RAW_VEC_GROWTH);
        assert_eq!(model_name("_RNvMs3_NtCslNYArtu3iFV_5alloc7raw_vecINtB5_6RawVecNtNtB7_6string6StringE8grow_oneCsjrHSEGnQ3l9_3std"), RAW_VEC_GROWTH);
        assert_eq!(model_name("_ZN5alloc7raw_vec20RawVecInner$LT$A$GT$7reserve21do_reserve_and_handle17hf273e3831fcb8521E"), RAW_VEC_INNER_GROWTH);
        assert_eq!(model_name("_RNvMs0_NtNtNtCsjrHSEGnQ3l9_3std3sys6thread4unixNtB5_6Thread3new"), "<std::sys::thread::unix::Thread>::new");
        assert!(!is_raw_vec_growth("alloc::raw_vec::RawVecInner<A>::finish_grow"));
        assert_eq!(
            model_name("_RNvNtNtNtNtCsjrHSEGnQ3l9_3std3sys12thread_local11destructors10linux_like8register"),
            "std::sys::thread_local::destructors::linux_like::register"
        );
        assert_eq!(model_name("_RNvMNtNtCsjrHSEGnQ3l9_3std6thread2idNtB2_8ThreadId3new"), "<std::thread::id::ThreadId>::new");
        assert_eq!(model_name("_RNvMs0_NtNtNtCsjrHSEGnQ3l9_3std3sys6thread4unixNtB5_6Thread4join"), "<std::sys::thread::unix::Thread>::join");
        assert_eq!(
            model_name("_RNvXs0_NtCsgEmfK2I1SDS_4core3anyDNtB5_3AnyNtNtB7_6marker4SendEL_NtNtB7_3fmt5Debug3fmt"),
            "<dyn core::any::Any + core::marker::Send as core::fmt::Debug>::fmt"
        );
        assert_eq!(model_name("_ZN5alloc4sync16Arc$LT$T$C$A$GT$9drop_slow17h7b77543b85eb7087E"), RUST_STD_DESTRUCTOR);
        assert_eq!(
            model_name("_RNvMsn_NtCslNYArtu3iFV_5alloc4syncINtB5_3ArcNtNtNtCsjrHSEGnQ3l9_3std6thread6thread5InnerNtNtBM_5alloc6SystemE9drop_slowBM_"),
            RUST_STD_DESTRUCTOR
        );
        assert_eq!(
            model_name("_RNvXNtNtCsjrHSEGnQ3l9_3std6thread9spawnhookNtB2_10SpawnHooksNtNtNtCsgEmfK2I1SDS_4core3ops4drop4Drop4drop"),
            RUST_STD_DESTRUCTOR
        );
        assert!(!is_std_destructor("core::ptr::drop_in_place<std::io::error::Error>"));
        assert!(is_formatting_leaf("<str as core::fmt::Display>::fmt"));
        assert!(is_formatting_leaf("<u64 as core::fmt::LowerHex>::fmt"));
        assert!(!is_formatting_leaf("<kv::Entry as core::fmt::Debug>::fmt"));
        assert!(!is_formatting_leaf("<str as core::fmt::Pointer>::fmt"));
    }
}
