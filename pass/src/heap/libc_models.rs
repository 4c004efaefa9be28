//! Models of library functions the module only declares (libc, C++ `operator new`, the
//! Rust allocator shims, the cormi runtime). A declared function that is not listed here
//! is unknown code (`Builder::unknown_call`): its pointer arguments escape and its result
//! is the unknown object plus everything that escaped.
//!
//! | model | functions | effect |
//! | --- | --- | --- |
//! | alloc | malloc, calloc, aligned_alloc, memalign, valloc, strdup, strndup, `_Znwm`, `__rust_alloc(_zeroed)`, `cormi_alloc_object/array` | result -> a fresh heap object per call site (size when constant) |
//! | realloc | realloc, reallocarray, `__rust_realloc` | fresh object; old contents copied into it; the result may also be the argument (grown in place) |
//! | out-alloc | posix_memalign, getline, getdelim, asprintf, getaddrinfo | `*arg` -> fresh object (getaddrinfo's: collapsed, pointing into itself) |
//! | no effect | free, printf family, strlen, strcmp, memset's contents, ... | nothing (memset/strcpy/strcat/fgets return their first argument) |
//! | memcpy | memcpy, memmove, mempcpy, bcopy, `__memcpy_chk` | field-wise copy, returns dst |
//! | interior | strchr, strrchr, strstr, strpbrk, memchr, stpcpy, ... | result -> some offset of the first argument |
//! | end pointer | strtol family | `*arg1` -> some offset of arg0 |
//! | strtok | strtok, strtok_r, strsep | hidden state / `*save` -> some offset of the string |
//! | stream | fopen, fdopen, tmpfile, popen, opendir, ... | result -> one collapsed object per call site, whose pointers point to one "internals" object; freopen returns its stream argument |
//! | library storage | localtime, gmtime, ctime, asctime, getenv, strerror, `__errno_location`, `__ctype_b_loc`, readdir, getpw*, gethostbyname, inet_ntoa, tmpnam, dlopen, ... (and the pointer results of "no effect" functions) | result -> ONE collapsed "library-storage" object shared by all calls of all these functions (results are equal across calls at run time), pointing into itself; getenv also -> the environment strings (envp, putenv) |
//! | out-writers | pthread_join (`*ret` = thread routines' results, pthread_exit's argument), scanf family (`%p`: unknown into every out-argument unless the format is a constant without `p`), fread/read/recv (the buffer gets what fwrite/write/send wrote out), localtime_r/mktime (library storage into the struct), readdir_r (`*result = entry`), strerror_r | as stated |
//! | mmap | mmap | fresh object per call site |
//! | callbacks | qsort, qsort_r (which also permute the array's slots), bsearch, pthread_create, thrd_create, atexit, `__cxa_atexit`, on_exit, signal | the function pointer is called (on the fly) with pointers into the array / the argument |
//! | assertions | MAYALIAS, NOALIAS, ... (declared) | nothing |

use super::alias_checks;
use super::constraints::Builder;
use super::objects::ObjectKind;
use super::solver::{Icall, LocId, NodeId, ANY};
use crate::ir;
use llvm_sys::prelude::LLVMValueRef;

/// The model name of a declared function: Rust's v0-mangled allocator shims
/// (`_RNvCs..._7___rustc12___rust_alloc`) map to their plain names.
pub(crate) fn model_name(name: &str) -> &str {
    const RUST_SHIMS: &[&str] = &["__rust_alloc_zeroed", "__rust_alloc", "__rust_dealloc", "__rust_realloc"];
    if name.starts_with("_R") {
        if let Some(s) = RUST_SHIMS.iter().find(|s| name.ends_with(*s)) {
            return s;
        }
    }
    name
}

/// Applies the model of `name` to a call; false when there is none.
pub(crate) fn apply(b: &mut Builder, name: &str, inst: LLVMValueRef, args: &[LLVMValueRef], a: &[Option<NodeId>], ret: Option<NodeId>) -> bool {
    let name = model_name(name);
    let arg = |k: usize| a.get(k).copied().flatten();
    let cint = |k: usize| args.get(k).and_then(|&v| ir::const_int(v));
    if alias_checks::kind_of(name).is_some() {
        return true;
    }
    match name {
        "malloc"
        | "valloc"
        | "pvalloc"
        | "_Znwm"
        | "_Znam"
        | "_ZnwmRKSt9nothrow_t"
        | "_ZnamRKSt9nothrow_t"
        | "__rust_alloc"
        | "__rust_alloc_zeroed"
        | "cormi_alloc_object"
        | "xmalloc" => {
            let size = cint(0).map(|s| s as u64);
            alloc(b, inst, name, size, ret);
        }
        "calloc" | "cormi_alloc_array" | "xcalloc" => {
            let size = match (cint(0), cint(1)) {
                (Some(x), Some(y)) => Some((x * y) as u64),
                _ => None,
            };
            alloc(b, inst, name, size, ret);
        }
        "aligned_alloc" | "memalign" | "_ZnwmSt11align_val_t" | "_ZnamSt11align_val_t" => {
            let size = if name.starts_with("_Zn") { cint(0) } else { cint(1) };
            alloc(b, inst, name, size.map(|s| s as u64), ret);
        }
        "strdup" | "strndup" | "__strdup" | "xstrdup" => {
            alloc(b, inst, name, None, ret);
        }
        "realloc" | "reallocarray" | "__rust_realloc" | "xrealloc" => {
            let size = match name {
                "__rust_realloc" => cint(3),
                "reallocarray" => cint(1).zip(cint(2)).map(|(x, y)| x * y),
                _ => cint(1),
            };
            let n = alloc(b, inst, name, size.map(|s| s as u64), ret);
            if let (Some(n), Some(old)) = (n, arg(0)) {
                b.memcpy(n, old, None);
            }
            // The block may grow in place: the result may be the argument.
            ret_from(b, arg(0), ret, 0);
        }
        "posix_memalign" | "getline" | "getdelim" | "asprintf" | "vasprintf" | "getaddrinfo" => {
            let k = if name == "getaddrinfo" { 3 } else { 0 };
            if let Some(p) = arg(k) {
                let o = b.site_object(inst, name, ObjectKind::Heap(name.into()), None);
                let t = if name == "getaddrinfo" {
                    // A list of `struct addrinfo` with their addresses and names: one
                    // collapsed object whose pointers point into itself.
                    b.s.collapse(o);
                    let l = b.s.loc(o, ANY);
                    let c = b.s.content(l);
                    b.s.add_addr(c, l);
                    b.fresh_addr(o, ANY)
                } else {
                    b.fresh_addr(o, 0)
                };
                b.s.add_store(p, t);
            }
        }
        "memcpy" | "memmove" | "__memcpy_chk" | "__memmove_chk" | "mempcpy" | "wmemcpy" | "wmemmove" => {
            if let (Some(d), Some(s)) = (arg(0), arg(1)) {
                b.memcpy(d, s, cint(2));
            }
            let off = if name == "mempcpy" { ANY } else { 0 };
            ret_from(b, arg(0), ret, off);
        }
        "bcopy" => {
            if let (Some(s), Some(d)) = (arg(0), arg(1)) {
                b.memcpy(d, s, cint(2));
            }
        }
        "memset" | "__memset_chk" | "strcpy" | "strncpy" | "strcat" | "strncat" | "__strcpy_chk" | "__strcat_chk" | "__strncpy_chk" | "__strncat_chk"
        | "fgets" | "gets" | "wcscpy" | "wcscat" => ret_from(b, arg(0), ret, 0),
        "strchr" | "strrchr" | "strstr" | "strpbrk" | "memchr" | "memrchr" | "rawmemchr" | "strchrnul" | "strcasestr" | "index" | "rindex" | "stpcpy"
        | "stpncpy" | "__stpcpy_chk" | "memmem" | "wcschr" | "wcsrchr" | "wcsstr" | "basename" | "dirname" => ret_from(b, arg(0), ret, ANY),
        "strtol" | "strtoul" | "strtoll" | "strtoull" | "strtod" | "strtof" | "strtold" | "strtoimax" | "strtoumax" | "__isoc23_strtol"
        | "__isoc23_strtoul" | "__isoc23_strtoll" | "__isoc23_strtoull" => {
            if let (Some(s), Some(end)) = (arg(0), arg(1)) {
                let g = b.gep_node(s, ANY);
                b.s.add_store(end, g);
            }
        }
        "strtok" => {
            let st = b.strtok_state;
            if let Some(s) = arg(0) {
                b.s.add_gep(s, st, ANY);
            }
            if let Some(r) = ret {
                b.s.add_copy(st, r);
            }
        }
        "strtok_r" | "__strtok_r" => {
            if let (Some(s), Some(save)) = (arg(0), arg(2)) {
                let g = b.gep_node(s, ANY);
                b.s.add_store(save, g);
                if let Some(r) = ret {
                    b.s.add_copy(g, r);
                    b.s.add_load(save, r);
                }
            }
        }
        "strsep" => {
            if let Some(sp) = arg(0) {
                let cur = b.s.new_node();
                b.s.add_load(sp, cur);
                let g = b.gep_node(cur, ANY);
                b.s.add_store(sp, g);
                if let Some(r) = ret {
                    b.s.add_copy(g, r);
                }
            }
        }
        "fopen" | "fopen64" | "fdopen" | "tmpfile" | "tmpfile64" | "popen" | "fmemopen" | "open_memstream" | "opendir" | "fdopendir" => {
            // A fresh stream / directory per call: opaque library storage (collapsed)
            // whose pointers point to library internals (buffers...).
            if let Some(r) = ret {
                let o = b.site_object(inst, name, ObjectKind::Library(name.into()), None);
                let inner = b.site_object(inst, &format!("{name}-internals"), ObjectKind::Library(format!("{name}-internals")), None);
                b.s.collapse(o);
                b.s.collapse(inner);
                let (l, li) = (b.s.loc(o, ANY), b.s.loc(inner, ANY));
                let c = b.s.content(l);
                b.s.add_addr(c, li);
                b.s.add_addr(r, l);
            }
        }
        "freopen" | "freopen64" => ret_from(b, arg(2), ret, 0),
        "getenv" | "secure_getenv" => {
            // The environment's strings (main's envp, putenv's arguments) or storage
            // of the library.
            if let Some(r) = ret {
                let e = b.env_strings;
                b.s.add_gep(e, r, ANY);
            }
            library_result(b, inst, name, ret);
        }
        "putenv" => {
            if let Some(s) = arg(0) {
                let e = b.env_strings;
                b.s.add_copy(s, e);
            }
        }
        "readdir"
        | "readdir64"
        | "localtime"
        | "gmtime"
        | "ctime"
        | "asctime"
        | "strerror"
        | "setlocale"
        | "localeconv"
        | "getpwnam"
        | "getpwuid"
        | "getpwent"
        | "getgrnam"
        | "getgrgid"
        | "getgrent"
        | "gethostbyname"
        | "gethostbyname2"
        | "gethostbyaddr"
        | "getservbyname"
        | "getprotobyname"
        | "tmpnam"
        | "__errno_location"
        | "__h_errno_location"
        | "__ctype_b_loc"
        | "__ctype_tolower_loc"
        | "__ctype_toupper_loc"
        | "dlerror"
        | "strsignal"
        | "inet_ntoa"
        | "nl_langinfo"
        | "getlogin"
        | "ttyname"
        | "dlopen"
        | "gai_strerror"
        | "hstrerror" => {
            // Static storage of the library: the same object for every call (and every
            // such function: localtime/gmtime share a `struct tm`, ctime/asctime a buffer).
            library_result(b, inst, name, ret);
            if name == "tmpnam" {
                // tmpnam(buf) returns buf.
                ret_from(b, arg(0), ret, 0);
            }
        }
        "dlsym" | "dlvsym" => {
            // A symbol looked up at run time: unknown code or data.
            if let Some(r) = ret {
                let u = b.s.uloc;
                b.s.add_addr(r, u);
            }
            library_result(b, inst, name, ret);
        }
        "localtime_r" | "gmtime_r" | "ctime_r" | "asctime_r" => {
            // Writes the caller's buffer (a `struct tm`'s `tm_zone` points to library
            // storage) and returns it.
            ret_from(b, arg(1), ret, 0);
            if let Some(buf) = arg(1) {
                store_library(b, buf);
            }
        }
        "mktime" | "timegm" | "timelocal" => {
            if let Some(buf) = arg(0) {
                store_library(b, buf);
            }
        }
        "strerror_r" => {
            // GNU: the caller's buffer or static storage.
            ret_from(b, arg(1), ret, 0);
            library_result(b, inst, name, ret);
        }
        "readdir_r" | "readdir64_r" => {
            // `*result = entry` (or NULL).
            if let (Some(entry), Some(res)) = (arg(1), arg(2)) {
                b.s.add_store(res, entry);
            }
        }
        "pthread_join" => {
            // `*retval` = what a thread routine returned (or passed to pthread_exit).
            if let Some(p) = arg(1) {
                let t = b.thread_ret;
                b.s.add_store(p, t);
            }
        }
        "pthread_exit" | "thrd_exit" => {
            if let Some(v) = arg(0) {
                let t = b.thread_ret;
                b.s.add_copy(v, t);
            }
        }
        "scanf" | "__isoc99_scanf" | "__isoc23_scanf" | "fscanf" | "__isoc99_fscanf" | "__isoc23_fscanf" | "sscanf" | "__isoc99_sscanf" | "__isoc23_sscanf" => {
            // `%p` conversions store pointers made from the input: unknown. Without a
            // constant format free of `p`, every out-argument may receive one.
            let first = if name.ends_with("fscanf") || name.ends_with("sscanf") { 2 } else { 1 };
            if scanf_may_store_pointers(args.get(first - 1).copied()) {
                let u = unknown_node(b);
                for k in first..a.len() {
                    if let Some(p) = arg(k) {
                        b.s.add_store(p, u);
                    }
                }
            }
        }
        "vscanf" | "__isoc99_vscanf" | "__isoc23_vscanf" | "vfscanf" | "__isoc99_vfscanf" | "__isoc23_vfscanf" | "vsscanf" | "__isoc99_vsscanf"
        | "__isoc23_vsscanf" => {
            let k = if name.ends_with("fscanf") || name.ends_with("sscanf") { 2 } else { 1 };
            if scanf_may_store_pointers(args.get(k - 1).copied()) {
                if let Some(ap) = arg(k) {
                    let targets = b.s.new_node();
                    b.va_arg(ap, targets);
                    let u = unknown_node(b);
                    b.s.add_store(targets, u);
                }
            }
        }
        "fread" | "fread_unlocked" | "read" | "pread" | "pread64" | "recv" | "recvfrom" => {
            // Bytes read back may be pointers the program wrote out earlier (bytes from
            // elsewhere are no valid pointers into this run).
            let k = if name.starts_with("fread") { 0 } else { 1 };
            if let Some(buf) = arg(k) {
                let g = b.gep_node(buf, ANY);
                let d = b.file_data;
                b.s.add_store(g, d);
            }
        }
        "fwrite" | "fwrite_unlocked" | "write" | "pwrite" | "pwrite64" | "send" | "sendto" => {
            let k = if name.starts_with("fwrite") { 0 } else { 1 };
            if let Some(buf) = arg(k) {
                let g = b.gep_node(buf, ANY);
                let d = b.file_data;
                b.s.add_load(g, d);
            }
        }
        "mmap" | "mmap64" => {
            alloc(b, inst, name, None, ret);
        }
        "qsort" => {
            let e = elem(b, arg(0));
            permute(b, e);
            callback(b, inst, arg(3), vec![e, e], None);
        }
        "qsort_r" => {
            let e = elem(b, arg(0));
            permute(b, e);
            callback(b, inst, arg(3), vec![e, e, arg(4)], None);
        }
        "bsearch" => {
            let e = elem(b, arg(1));
            callback(b, inst, arg(4), vec![arg(0), e], None);
            if let (Some(e), Some(r)) = (e, ret) {
                b.s.add_copy(e, r);
            }
        }
        "pthread_create" => {
            let t = b.thread_ret;
            callback(b, inst, arg(2), vec![arg(3)], Some(t))
        }
        "thrd_create" => callback(b, inst, arg(1), vec![arg(2)], None),
        "atexit" | "at_quick_exit" => callback(b, inst, arg(0), vec![], None),
        "__cxa_atexit" => callback(b, inst, arg(0), vec![arg(1)], None),
        "on_exit" => callback(b, inst, arg(0), vec![None, arg(1)], None),
        "signal" | "sigset" => {
            callback(b, inst, arg(1), vec![None], None);
            ret_from(b, arg(1), ret, 0);
        }
        "getcwd" | "tmpnam_r" | "realpath" | "mkdtemp" => {
            // The caller's buffer, or fresh library storage.
            let k = if name == "realpath" { 1 } else { 0 };
            ret_from(b, arg(k), ret, 0);
            library_result(b, inst, name, ret);
        }
        _ => {
            if !no_effect(name) {
                return false;
            }
            // A pointer result of such a function is library storage.
            if !inst.is_null() && ir::is_pointer(ir::type_of(inst)) {
                library_result(b, inst, name, ret);
            }
        }
    }
    true
}

/// `ret` -> the library's static storage: one collapsed object shared by every function
/// returning such storage (`localtime`, `getenv`, `__errno_location`, ...: equal results
/// across calls and, for some, across functions), whose pointers point into itself.
fn library_result(b: &mut Builder, _inst: LLVMValueRef, _name: &str, ret: Option<NodeId>) {
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

/// Every field of the objects `buf` points to may point to library storage.
fn store_library(b: &mut Builder, buf: NodeId) {
    let l = library_storage(b);
    let t = b.s.new_node();
    b.s.add_addr(t, l);
    let g = b.gep_node(buf, ANY);
    b.s.add_store(g, t);
}

/// A node pointing to the unknown object.
fn unknown_node(b: &mut Builder) -> NodeId {
    let n = b.s.new_node();
    let u = b.s.uloc;
    b.s.add_addr(n, u);
    n
}

/// Whether a scanf format may hold a `%p` conversion (true unless it is a constant
/// string without a `p`).
fn scanf_may_store_pointers(fmt: Option<LLVMValueRef>) -> bool {
    match fmt.and_then(ir::const_string) {
        Some(f) => f.contains(&b'p'),
        None => true,
    }
}

/// Functions with pointer arguments that neither keep, return nor write pointers.
fn no_effect(name: &str) -> bool {
    const NAMES: &[&str] = &[
        "free",
        "cfree",
        "cormi_free",
        "__rust_no_alloc_shim_is_unstable_v2",
        "_ZdlPv",
        "_ZdaPv",
        "_ZdlPvm",
        "_ZdaPvm",
        "__rust_dealloc",
        "bzero",
        "explicit_bzero",
        "strlen",
        "strnlen",
        "strcmp",
        "strncmp",
        "strcasecmp",
        "strncasecmp",
        "strcoll",
        "strspn",
        "strcspn",
        "memcmp",
        "bcmp",
        "wcslen",
        "wcscmp",
        "atoi",
        "atol",
        "atoll",
        "atof",
        "printf",
        "fprintf",
        "sprintf",
        "snprintf",
        "vprintf",
        "vfprintf",
        "vsprintf",
        "vsnprintf",
        "dprintf",
        "__printf_chk",
        "__fprintf_chk",
        "__sprintf_chk",
        "__snprintf_chk",
        "__vsnprintf_chk",
        "puts",
        "fputs",
        "putc",
        "fputc",
        "putchar",
        "fclose",
        "fflush",
        "fseek",
        "ftell",
        "rewind",
        "feof",
        "ferror",
        "clearerr",
        "fgetc",
        "getc",
        "ungetc",
        "perror",
        "fileno",
        "setvbuf",
        "setbuf",
        "pclose",
        "closedir",
        "__assert_fail",
        "__assert_rtn",
        "_assert",
        "open",
        "unlink",
        "remove",
        "rename",
        "system",
        "close",
        "stat",
        "fstat",
        "lstat",
        "access",
        "time",
        "gettimeofday",
        "clock_gettime",
        "nanosleep",
        "strftime",
        "difftime",
        "pthread_mutex_init",
        "pthread_mutex_lock",
        "pthread_mutex_unlock",
        "pthread_mutex_destroy",
        "pthread_cond_init",
        "pthread_cond_wait",
        "pthread_cond_signal",
        "pthread_cond_broadcast",
        "pthread_cond_destroy",
        "pthread_attr_init",
        "pthread_attr_destroy",
        "pthread_barrier_init",
        "pthread_barrier_wait",
        "pthread_barrier_destroy",
        "thrd_join",
        "mtx_init",
        "mtx_lock",
        "mtx_unlock",
        "mtx_destroy",
        "frexp",
        "modf",
        "cormi_init",
        "cormi_array_length",
        "sigemptyset",
        "sigaddset",
        "setjmp",
        "_setjmp",
        "longjmp",
        "_longjmp",
        "siglongjmp",
        "__longjmp_chk",
        "sigsetjmp",
        "__sigsetjmp",
        "mkstemp",
        "mkstemp64",
        "mkostemp",
        "tmpnam_r",
        "clock",
        "sqrt",
        "pow",
        "exp",
        "log",
        "sin",
        "cos",
        "srand48",
        "drand48",
        "erand48",
        "rand_r",
        "getrusage",
        "times",
        "uname",
        "mkdir",
        "chdir",
        "pipe",
        "select",
        "poll",
        "socket",
        "connect",
        "bind",
        "listen",
        "accept",
        "setsockopt",
        "getsockopt",
        "htons",
        "ntohs",
        "inet_pton",
        "freeaddrinfo",
        "abort",
        "exit",
        "_exit",
        "__stack_chk_fail",
        "llvm.trap",
        "wait",
        "waitpid",
        "fork",
        "execv",
        "execvp",
        "kill",
        "getpid",
        "sysconf",
        "munmap",
        "memset_s",
        "stat64",
        "lstat64",
        "fstat64",
        "fstatat",
        "fstatat64",
        "utime",
        "utimes",
        "futimes",
        "utimensat",
        "fchmod",
        "fchown",
        "chmod",
        "chown",
        "lchown",
        "isatty",
        "open64",
        "openat",
        "creat",
        "creat64",
        "ftruncate",
        "truncate",
        "lseek",
        "lseek64",
        "dup",
        "dup2",
        "fsync",
        "umask",
        "fseeko",
        "ftello",
        "fseeko64",
        "ftello64",
        "fgetpos",
        "fsetpos",
        "rmdir",
        "link",
        "symlink",
        "readlink",
        "setenv",
        "unsetenv",
        "clock",
        "rand",
        "srand",
        "tolower",
        "toupper",
        "__xpg_strerror_r",
        "fputws",
        "fwprintf",
        "wprintf",
        "swprintf",
        "mbstowcs",
        "wcstombs",
        "mbtowc",
        "wctomb",
        "mblen",
        "iswspace",
        "towlower",
        "towupper",
        "pthread_detach",
        "pthread_equal",
        "pthread_rwlock_rdlock",
        "pthread_rwlock_wrlock",
        "pthread_rwlock_unlock",
        "pthread_rwlock_init",
        "pthread_rwlock_destroy",
        "sched_yield",
        "ldexp",
        "frexpf",
        "modff",
        "fputc_unlocked",
        "putc_unlocked",
        "getc_unlocked",
        "fgetc_unlocked",
        "__uflow",
        "__overflow",
        "__underflow",
        "flockfile",
        "funlockfile",
        "feof_unlocked",
        "ferror_unlocked",
    ];
    NAMES.contains(&name)
}

/// `ret -> fresh heap object` of allocation function `name` at `inst`; returns `ret`.
fn alloc(b: &mut Builder, inst: LLVMValueRef, name: &str, size: Option<u64>, ret: Option<NodeId>) -> Option<NodeId> {
    let r = ret?;
    let o = b.site_object(inst, name, ObjectKind::Heap(name.into()), size);
    let l = b.s.loc(o, 0);
    b.s.add_addr(r, l);
    Some(r)
}

/// `ret ⊇ arg + off`.
fn ret_from(b: &mut Builder, arg: Option<NodeId>, ret: Option<NodeId>, off: i64) {
    if let (Some(a), Some(r)) = (arg, ret) {
        b.s.add_gep(a, r, off);
    }
}

/// A node pointing anywhere into the objects of `base` (an array element).
fn elem(b: &mut Builder, base: Option<NodeId>) -> Option<NodeId> {
    base.map(|x| b.gep_node(x, ANY))
}

/// Sorting moves elements between slots: every slot of the array may afterwards hold
/// what any slot held (`elem` points to "any offset" of the array).
fn permute(b: &mut Builder, elem: Option<NodeId>) {
    if let Some(e) = elem {
        let t = b.s.new_node();
        b.s.add_load(e, t);
        b.s.add_store(e, t);
    }
}

/// The function pointer `f` is called with `args` (resolved on the fly).
fn callback(b: &mut Builder, inst: LLVMValueRef, f: Option<NodeId>, args: Vec<Option<NodeId>>, ret: Option<NodeId>) {
    if let Some(f) = f {
        b.s.add_icall(Icall::new(f, args, ret, inst));
    }
}
