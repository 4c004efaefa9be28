//! Models of library functions the module only declares (libc, C++ `operator new`, the
//! Rust allocator shims, the cormi runtime). A declared function that is not listed here
//! is unknown code (`Builder::unknown_call`): its pointer arguments escape and its result
//! is the unknown object plus everything that escaped.
//!
//! | model | functions | effect |
//! | --- | --- | --- |
//! | alloc | malloc, calloc, aligned_alloc, memalign, valloc, strdup, strndup, `_Znwm`, `__rust_alloc(_zeroed)`, `cormi_alloc_object/array` | result -> a fresh heap object per call site (size when constant) |
//! | realloc | realloc, reallocarray, `__rust_realloc` | fresh object; old contents copied into it |
//! | out-alloc | posix_memalign, getline, getdelim, asprintf, getaddrinfo | `*arg` -> fresh object |
//! | no effect | free, printf family, strlen, strcmp, memset's contents, fwrite, ... | nothing (memset/strcpy/strcat/fgets return their first argument) |
//! | memcpy | memcpy, memmove, mempcpy, bcopy, `__memcpy_chk` | field-wise copy, returns dst |
//! | interior | strchr, strrchr, strstr, strpbrk, memchr, stpcpy, ... | result -> some offset of the first argument |
//! | end pointer | strtol family | `*arg1` -> some offset of arg0 |
//! | strtok | strtok, strtok_r, strsep | hidden state / `*save` -> some offset of the string |
//! | library object | fopen, getenv, localtime, strerror, `__errno_location`, `__ctype_b_loc`, ... | result -> one collapsed object per call site, whose pointers point to one "internals" object |
//! | callbacks | qsort, qsort_r (which also permute the array's slots), bsearch, pthread_create, thrd_create, atexit, `__cxa_atexit`, on_exit, signal | the function pointer is called (on the fly) with pointers into the array / the argument |
//! | assertions | MAYALIAS, NOALIAS, ... (declared) | nothing |

use super::alias_checks;
use super::constraints::Builder;
use super::llvm;
use super::objects::ObjectKind;
use super::solver::{Icall, NodeId, ANY};
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
    let cint = |k: usize| args.get(k).and_then(|&v| llvm::const_int(v));
    if alias_checks::kind_of(name).is_some() {
        return true;
    }
    match name {
        "malloc" | "valloc" | "pvalloc" | "_Znwm" | "_Znam" | "_ZnwmRKSt9nothrow_t" | "_ZnamRKSt9nothrow_t" | "__rust_alloc" | "__rust_alloc_zeroed" | "cormi_alloc_object" | "xmalloc" => {
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
        }
        "posix_memalign" | "getline" | "getdelim" | "asprintf" | "vasprintf" | "getaddrinfo" => {
            let k = if name == "getaddrinfo" { 3 } else { 0 };
            if let Some(p) = arg(k) {
                let o = b.site_object(inst, name, ObjectKind::Heap(name.into()), None);
                let t = b.fresh_addr(o, 0);
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
        "memset" | "__memset_chk" | "strcpy" | "strncpy" | "strcat" | "strncat" | "__strcpy_chk" | "__strcat_chk" | "__strncpy_chk" | "__strncat_chk" | "fgets" | "gets" | "wcscpy" | "wcscat" => {
            ret_from(b, arg(0), ret, 0)
        }
        "strchr" | "strrchr" | "strstr" | "strpbrk" | "memchr" | "memrchr" | "rawmemchr" | "strchrnul" | "strcasestr" | "index" | "rindex" | "stpcpy" | "stpncpy" | "__stpcpy_chk" | "memmem" | "wcschr" | "wcsrchr" | "wcsstr" | "basename" | "dirname" => {
            ret_from(b, arg(0), ret, ANY)
        }
        "strtol" | "strtoul" | "strtoll" | "strtoull" | "strtod" | "strtof" | "strtold" | "strtoimax" | "strtoumax" | "__isoc23_strtol" | "__isoc23_strtoul" | "__isoc23_strtoll" | "__isoc23_strtoull" => {
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
        "fopen" | "fopen64" | "fdopen" | "freopen" | "freopen64" | "tmpfile" | "tmpfile64" | "popen" | "fmemopen" | "open_memstream" | "opendir" | "fdopendir" | "readdir" | "getenv" | "secure_getenv" | "localtime" | "gmtime" | "ctime" | "asctime" | "localtime_r" | "gmtime_r" | "strerror" | "setlocale" | "localeconv" | "getpwnam" | "getpwuid" | "getgrnam" | "getgrgid" | "gethostbyname" | "tmpnam" | "__errno_location" | "__ctype_b_loc" | "__ctype_tolower_loc" | "__ctype_toupper_loc" | "dlerror" | "strsignal" | "inet_ntoa" | "nl_langinfo" | "getlogin" | "ttyname" | "dlopen" | "dlsym" => {
            if let Some(r) = ret {
                // Opaque library storage (collapsed) whose pointers point to library
                // internals (a FILE's buffers, the ctype table...).
                let o = b.site_object(inst, name, ObjectKind::Library(name.into()), None);
                let inner = b.site_object(inst, &format!("{name}-internals"), ObjectKind::Library(format!("{name}-internals")), None);
                b.s.collapse(o);
                b.s.collapse(inner);
                let (l, li) = (b.s.loc(o, ANY), b.s.loc(inner, ANY));
                let c = b.s.content(l);
                b.s.add_addr(c, li);
                b.s.add_addr(r, l);
                if name == "dlsym" {
                    // A symbol looked up at run time: unknown code.
                    let u = b.s.uloc;
                    b.s.add_addr(r, u);
                }
            }
            if name.ends_with("_r") {
                ret_from(b, arg(1), ret, 0);
            }
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
        "pthread_create" => callback(b, inst, arg(2), vec![arg(3)], None),
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
            if !inst.is_null() && llvm::is_pointer(llvm::type_of(inst)) {
                library_result(b, inst, name, ret);
            }
        }
    }
    true
}

/// `ret` -> one opaque library object for this call site (`name`).
fn library_result(b: &mut Builder, inst: LLVMValueRef, name: &str, ret: Option<NodeId>) {
    if let Some(r) = ret {
        let o = b.site_object(inst, name, ObjectKind::Library(name.into()), None);
        b.s.collapse(o);
        let l = b.s.loc(o, ANY);
        b.s.add_addr(r, l);
    }
}

/// Functions with pointer arguments that neither keep, return nor write pointers.
fn no_effect(name: &str) -> bool {
    const NAMES: &[&str] = &[
        "free", "cfree", "cormi_free", "__rust_no_alloc_shim_is_unstable_v2", "_ZdlPv", "_ZdaPv", "_ZdlPvm", "_ZdaPvm", "__rust_dealloc", "bzero", "explicit_bzero",
        "strlen", "strnlen", "strcmp", "strncmp", "strcasecmp", "strncasecmp", "strcoll", "strspn", "strcspn", "memcmp", "bcmp",
        "wcslen", "wcscmp", "atoi", "atol", "atoll", "atof", "printf", "fprintf", "sprintf", "snprintf", "vprintf", "vfprintf",
        "vsprintf", "vsnprintf", "dprintf", "__printf_chk", "__fprintf_chk", "__sprintf_chk", "__snprintf_chk", "__vsnprintf_chk",
        "puts", "fputs", "putc", "fputc", "putchar", "scanf", "fscanf", "sscanf", "__isoc99_scanf", "__isoc99_fscanf",
        "__isoc99_sscanf", "__isoc23_scanf", "__isoc23_fscanf", "__isoc23_sscanf", "fwrite", "fread", "fclose", "fflush", "fseek",
        "ftell", "rewind", "feof", "ferror", "clearerr", "fgetc", "getc", "ungetc", "perror", "fileno", "setvbuf", "setbuf",
        "pclose", "closedir", "__assert_fail", "__assert_rtn", "_assert", "write", "read", "open", "unlink", "remove", "rename",
        "system", "close", "stat", "fstat", "lstat", "access", "time", "gettimeofday", "clock_gettime", "nanosleep", "strftime", "mktime",
        "difftime", "pthread_join", "pthread_mutex_init", "pthread_mutex_lock", "pthread_mutex_unlock", "pthread_mutex_destroy",
        "pthread_cond_init", "pthread_cond_wait", "pthread_cond_signal", "pthread_cond_broadcast", "pthread_cond_destroy",
        "pthread_attr_init", "pthread_attr_destroy", "pthread_barrier_init", "pthread_barrier_wait", "pthread_barrier_destroy",
        "thrd_join", "mtx_init", "mtx_lock", "mtx_unlock", "mtx_destroy", "frexp", "modf", "cormi_init", "cormi_array_length",
        "sigemptyset", "sigaddset", "setjmp", "_setjmp", "longjmp", "_longjmp", "siglongjmp", "__longjmp_chk", "sigsetjmp", "__sigsetjmp", "mkstemp", "mkstemp64", "mkostemp", "tmpnam_r", "clock", "sqrt", "pow", "exp", "log", "sin", "cos", "srand48", "drand48", "erand48", "rand_r",
        "getrusage", "times", "uname", "mkdir", "chdir", "pipe", "select", "poll", "socket", "connect",
        "bind", "listen", "accept", "send", "recv", "sendto", "recvfrom", "setsockopt", "getsockopt", "htons", "ntohs",
        "inet_pton", "freeaddrinfo", "gai_strerror", "abort", "exit", "_exit", "__stack_chk_fail",
        "llvm.trap", "wait", "waitpid", "fork", "execv", "execvp", "kill", "getpid", "sysconf", "mmap", "munmap", "memset_s",
        "stat64", "lstat64", "fstat64", "fstatat", "fstatat64", "utime", "utimes", "futimes", "utimensat", "fchmod", "fchown",
        "chmod", "chown", "lchown", "isatty", "open64", "openat", "creat", "creat64", "ftruncate", "truncate", "lseek",
        "lseek64", "dup", "dup2", "fsync", "umask", "fseeko", "ftello", "fseeko64", "ftello64", "fgetpos", "fsetpos",
        "rmdir", "link", "symlink", "readlink", "putenv", "setenv", "unsetenv", "clock", "rand", "srand", "tolower",
        "toupper", "strerror_r", "__xpg_strerror_r", "vfscanf", "vsscanf", "vscanf", "fputws", "fwprintf", "wprintf",
        "swprintf", "mbstowcs", "wcstombs", "mbtowc", "wctomb", "mblen", "iswspace", "towlower", "towupper",
        "pthread_detach", "pthread_equal", "pthread_rwlock_rdlock",
        "pthread_rwlock_wrlock", "pthread_rwlock_unlock", "pthread_rwlock_init", "pthread_rwlock_destroy", "sched_yield",
        "ldexp", "frexpf", "modff", "fputc_unlocked", "putc_unlocked", "getc_unlocked",
        "fgetc_unlocked", "fwrite_unlocked", "__uflow", "__overflow", "__underflow", "fread_unlocked", "flockfile", "funlockfile", "feof_unlocked", "ferror_unlocked",
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
