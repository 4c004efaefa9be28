//! The table of modelled library functions: each row names functions with the same
//! effect on pointers and lists that effect as a sequence of [`Effect`]s, which
//! [`super::apply`] interprets in order. A name appears in one row only (see the tests).

use super::Effect::*;
use super::{CallbackArg, CallbackResult, Effect, Size};

/// Functions that share a model.
pub(crate) struct Model {
    /// The functions (model names: see [`super::model_name`]).
    pub names: &'static [&'static str],
    /// The fewest fixed (non-variadic) parameters any of them takes: every argument
    /// index the effects read is below it (a variadic scanf's first out-argument may
    /// equal it). Only the tests read it: it documents the row and checks its indices.
    #[cfg_attr(not(test), allow(dead_code))]
    pub min_args: usize,
    /// What a call does, in order.
    pub effects: &'static [Effect],
}

/// Every modelled function. Order does not matter; names are unique.
pub(crate) static MODELS: &[Model] = &[
    // Allocators: a fresh heap object per call site, sized when the size is a constant.
    Model {
        names: &[
            "malloc",
            "valloc",
            "pvalloc",
            "_Znwm",
            "_Znam",
            "_ZnwmRKSt9nothrow_t",
            "_ZnamRKSt9nothrow_t",
            "__rust_alloc",
            "__rust_alloc_zeroed",
            "cormi_alloc_object",
            "xmalloc",
        ],
        min_args: 1,
        effects: &[ReturnsFresh(Size::Arg(0))],
    },
    Model { names: &["calloc", "cormi_alloc_array", "xcalloc"], min_args: 2, effects: &[ReturnsFresh(Size::Product(0, 1))] },
    Model { names: &["aligned_alloc", "memalign"], min_args: 2, effects: &[ReturnsFresh(Size::Arg(1))] },
    Model { names: &["_ZnwmSt11align_val_t", "_ZnamSt11align_val_t"], min_args: 2, effects: &[ReturnsFresh(Size::Arg(0))] },
    Model { names: &["strdup", "strndup", "__strdup", "xstrdup"], min_args: 1, effects: &[ReturnsFresh(Size::Unknown)] },
    // Fresh blocks glibc allocates with malloc (the runtime's: their extents are known).
    Model { names: &["wcsdup", "get_current_dir_name", "canonicalize_file_name", "tempnam"], min_args: 0, effects: &[ReturnsMallocBlock] },
    // The caller's buffer, or a fresh malloc'd one when it is NULL.
    Model { names: &["getcwd"], min_args: 1, effects: &[ReturnsArg(0), ReturnsMallocBlock] },
    Model { names: &["realpath"], min_args: 2, effects: &[ReturnsArg(1), ReturnsMallocBlock] },
    // `*namelist`: a malloc'd array of malloc'd entries; the comparison gets pointers
    // into the array, the filter the entries.
    Model {
        names: &["scandir", "scandir64"],
        min_args: 4,
        effects: &[
            StoresMallocVector { out: 1, at: 0 },
            CallsBack { f: 3, args: &[CallbackArg::Element, CallbackArg::Element], result: CallbackResult::Ignored },
            ElementTargets,
            CallsBack { f: 2, args: &[CallbackArg::Element], result: CallbackResult::Ignored },
        ],
    },
    // The hash table of hcreate/hsearch: the entries' key and data pointers are the
    // program's; an entry is found inside the table.
    Model { names: &["hsearch"], min_args: 3, effects: &[HashTableEntry { key: 0, data: 1 }] },
    // glob_t's gl_pathv (byte 8, after gl_pathc): a malloc'd array of malloc'd paths;
    // the error callback gets a path.
    Model {
        names: &["glob", "glob64"],
        min_args: 4,
        effects: &[
            StoresMallocVector { out: 3, at: 8 },
            ElementTargets,
            CallsBack { f: 2, args: &[CallbackArg::Element, CallbackArg::None], result: CallbackResult::Ignored },
        ],
    },
    Model { names: &["mmap", "mmap64"], min_args: 6, effects: &[ReturnsFresh(Size::Unknown)] },
    // realloc: a fresh object holding the old contents; the block may also grow in place.
    Model { names: &["realloc", "xrealloc"], min_args: 2, effects: &[ReturnsFresh(Size::Arg(1)), CopiesIntoResult(0), ReturnsArg(0)] },
    Model { names: &["reallocarray"], min_args: 3, effects: &[ReturnsFresh(Size::Product(1, 2)), CopiesIntoResult(0), ReturnsArg(0)] },
    Model { names: &["__rust_realloc"], min_args: 4, effects: &[ReturnsFresh(Size::Arg(3)), CopiesIntoResult(0), ReturnsArg(0)] },
    // Out-allocators: the fresh object is stored through an argument.
    Model {
        names: &["posix_memalign", "getline", "getdelim", "__getdelim", "asprintf", "vasprintf", "__asprintf"],
        min_args: 2,
        effects: &[StoresFresh { out: 0 }],
    },
    Model { names: &["getaddrinfo"], min_args: 4, effects: &[StoresAddrInfoList { out: 3 }] },
    // Copies.
    Model {
        names: &["memcpy", "memmove", "__memcpy_chk", "__memmove_chk", "wmemcpy", "wmemmove"],
        min_args: 3,
        effects: &[Copies { dst: 0, src: 1, len: 2 }, ReturnsArg(0)],
    },
    Model { names: &["mempcpy"], min_args: 3, effects: &[Copies { dst: 0, src: 1, len: 2 }, ReturnsInto(0)] },
    Model { names: &["bcopy"], min_args: 3, effects: &[Copies { dst: 1, src: 0, len: 2 }] },
    // Return their first argument.
    Model {
        names: &[
            "memset",
            "__memset_chk",
            "strcpy",
            "strncpy",
            "strcat",
            "strncat",
            "__strcpy_chk",
            "__strcat_chk",
            "__strncpy_chk",
            "__strncat_chk",
            "fgets",
            "gets",
            "wcscpy",
            "wcscat",
        ],
        min_args: 1,
        effects: &[ReturnsArg(0)],
    },
    // Interior pointers: somewhere into the first argument.
    Model {
        names: &[
            "strchr",
            "strrchr",
            "strstr",
            "strpbrk",
            "memchr",
            "memrchr",
            "rawmemchr",
            "strchrnul",
            "strcasestr",
            "index",
            "rindex",
            "stpcpy",
            "stpncpy",
            "__stpcpy_chk",
            "memmem",
            "wcschr",
            "wcsrchr",
            "wcsstr",
            "basename",
            // POSIX basename (libgen.h); it may also write a NUL over a trailing '/'.
            "__xpg_basename",
            "dirname",
            // The runtime's address -> object look-up (cormi_rt.h): the start of the
            // object its argument points into; it writes only an integer offset.
            "cormi_object_of",
        ],
        min_args: 1,
        effects: &[ReturnsInto(0)],
    },
    // Formatting: the arguments after the format are exposed (`%p`, `%lu` of an address:
    // the text can be parsed back into a pointer).
    Model { names: &["printf", "__printf_chk"], min_args: 1, effects: &[ExposesArgs { from: 1 }, KeepsNoPointers] },
    // UBSan's reports (every `__ubsan_handle_*`, see `model_name`): print and return or abort.
    Model { names: &[super::UBSAN_HANDLERS], min_args: 0, effects: &[KeepsNoPointers] },
    Model { names: &["fprintf", "sprintf", "dprintf", "__fprintf_chk"], min_args: 2, effects: &[ExposesArgs { from: 2 }, KeepsNoPointers] },
    Model { names: &["snprintf", "__sprintf_chk"], min_args: 3, effects: &[ExposesArgs { from: 3 }, KeepsNoPointers] },
    Model { names: &["__snprintf_chk"], min_args: 5, effects: &[ExposesArgs { from: 5 }, KeepsNoPointers] },
    Model { names: &["vprintf"], min_args: 2, effects: &[ExposesVaList(1), KeepsNoPointers] },
    Model { names: &["vfprintf", "vsprintf"], min_args: 3, effects: &[ExposesVaList(2), KeepsNoPointers] },
    Model { names: &["vsnprintf"], min_args: 4, effects: &[ExposesVaList(3), KeepsNoPointers] },
    Model { names: &["__vsnprintf_chk"], min_args: 6, effects: &[ExposesVaList(5), KeepsNoPointers] },
    // End pointers.
    Model {
        names: &[
            "strtol",
            "strtoul",
            "strtoll",
            "strtoull",
            "strtod",
            "strtof",
            "strtold",
            "strtoimax",
            "strtoumax",
            "__isoc23_strtol",
            "__isoc23_strtoul",
            "__isoc23_strtoll",
            "__isoc23_strtoull",
        ],
        min_args: 2,
        effects: &[StoresEndPointer { string: 0, end: 1 }, ReturnsTextBits(0)],
    },
    Model { names: &["atoi", "atol", "atoll", "atof"], min_args: 1, effects: &[ReturnsTextBits(0)] },
    Model { names: &["strtok"], min_args: 2, effects: &[StrtokState { string: 0 }] },
    Model { names: &["strtok_r", "__strtok_r"], min_args: 3, effects: &[StrtokSave { string: 0, save: 2 }] },
    Model { names: &["strsep"], min_args: 2, effects: &[Strsep { string: 0 }] },
    // Streams and directories.
    Model { names: &["fopen", "fopen64", "fdopen", "tmpfile", "tmpfile64", "popen", "fmemopen", "opendir", "fdopendir"], min_args: 0, effects: &[OpensStream] },
    // The stream's buffer, malloc'd and stored at `*arg0` by fflush and fclose.
    Model { names: &["open_memstream", "open_wmemstream"], min_args: 2, effects: &[OpensStream, StoresMallocBuffer { out: 0 }] },
    Model { names: &["freopen", "freopen64"], min_args: 3, effects: &[ReturnsArg(2)] },
    // The environment.
    Model { names: &["getenv", "secure_getenv"], min_args: 1, effects: &[ReturnsEnvString] },
    Model { names: &["putenv"], min_args: 1, effects: &[AddsEnvString(0)] },
    // The library's own objects, as glibc keeps them: strings (messages, static
    // buffers: ctime and asctime share one), the `struct tm` localtime and gmtime share,
    // readdir's entry, errno.
    Model {
        names: &[
            "strerror",
            "strerror_l",
            "strsignal",
            "ctime",
            "asctime",
            "inet_ntoa",
            "dlerror",
            "gai_strerror",
            "hstrerror",
            "nl_langinfo",
            "getlogin",
            "ttyname",
        ],
        min_args: 0,
        effects: &[ReturnsStorage(&super::LIBRARY_STRINGS)],
    },
    Model { names: &["localtime", "gmtime", "localtime64", "gmtime64"], min_args: 1, effects: &[ReturnsStorage(&super::BROKEN_DOWN_TIME)] },
    Model { names: &["readdir", "readdir64"], min_args: 1, effects: &[ReturnsStorage(&super::DIR_ENTRY)] },
    Model { names: &["__errno_location", "__h_errno_location"], min_args: 0, effects: &[ReturnsStorage(&super::ERRNO)] },
    // The library's other static storage: one shared object for every call and every
    // such function.
    Model {
        names: &[
            "setlocale",
            "localeconv",
            "getpwnam",
            "getpwuid",
            "getpwent",
            "getgrnam",
            "getgrgid",
            "getgrent",
            "gethostbyname",
            "gethostbyname2",
            "gethostbyaddr",
            "getservbyname",
            "getprotobyname",
            "dlopen",
        ],
        min_args: 0,
        effects: &[ReturnsLibraryStorage],
    },
    // The ctype tables (`isalpha`, `tolower`, ... as macros): integers only.
    Model { names: &["__ctype_b_loc", "__ctype_tolower_loc", "__ctype_toupper_loc"], min_args: 0, effects: &[ReturnsCtypeTable] },
    // tmpnam(buf) returns buf, or static storage.
    Model { names: &["tmpnam"], min_args: 1, effects: &[ReturnsLibraryStorage, ReturnsArg(0)] },
    // A symbol looked up at run time: unknown code or data.
    Model { names: &["dlsym", "dlvsym"], min_args: 2, effects: &[ReturnsUnknown, ReturnsLibraryStorage] },
    // Fill the caller's `struct tm` (its `tm_zone` points to the time zone names) and
    // return it.
    Model { names: &["localtime_r", "gmtime_r"], min_args: 2, effects: &[ReturnsArg(1), FillsLike(1, &super::BROKEN_DOWN_TIME)] },
    // Characters into the caller's buffer.
    Model { names: &["ctime_r", "asctime_r"], min_args: 2, effects: &[ReturnsArg(1)] },
    Model { names: &["mktime", "timegm", "timelocal"], min_args: 1, effects: &[FillsLike(0, &super::BROKEN_DOWN_TIME)] },
    // GNU strerror_r: the caller's buffer or static storage.
    Model { names: &["strerror_r"], min_args: 3, effects: &[ReturnsArg(1), ReturnsLibraryStorage] },
    // The caller's buffer, or fresh library storage.
    Model { names: &["tmpnam_r", "mkdtemp"], min_args: 1, effects: &[ReturnsArg(0), ReturnsLibraryStorage] },
    // `*result = entry` (or NULL).
    Model { names: &["readdir_r", "readdir64_r"], min_args: 3, effects: &[StoresArg { into: 2, value: 1 }] },
    // Threads: `*retval` = what a thread routine returned or passed to pthread_exit.
    Model { names: &["pthread_join"], min_args: 2, effects: &[StoresThreadResult(1)] },
    Model { names: &["pthread_exit", "thrd_exit"], min_args: 1, effects: &[SetsThreadResult(0)] },
    // scanf: `%p` stores pointers made from the input, `%ms` a fresh malloc block.
    Model { names: &["scanf", "__isoc99_scanf", "__isoc23_scanf"], min_args: 1, effects: &[ScanfOut { format: 0, first_out: 1 }] },
    Model {
        names: &["fscanf", "__isoc99_fscanf", "__isoc23_fscanf", "sscanf", "__isoc99_sscanf", "__isoc23_sscanf"],
        min_args: 2,
        effects: &[ScanfOut { format: 1, first_out: 2 }],
    },
    Model { names: &["vscanf", "__isoc99_vscanf", "__isoc23_vscanf"], min_args: 2, effects: &[VScanfOut { format: 0, va_list: 1 }] },
    Model {
        names: &["vfscanf", "__isoc99_vfscanf", "__isoc23_vfscanf", "vsscanf", "__isoc99_vsscanf", "__isoc23_vsscanf"],
        min_args: 3,
        effects: &[VScanfOut { format: 1, va_list: 2 }],
    },
    // Files and sockets: bytes read back may be pointers the program wrote out.
    Model { names: &["fread", "fread_unlocked"], min_args: 4, effects: &[ReadsFileData(0)] },
    Model { names: &["read", "pread", "pread64", "recv", "recvfrom"], min_args: 3, effects: &[ReadsFileData(1)] },
    Model { names: &["fwrite", "fwrite_unlocked"], min_args: 4, effects: &[WritesFileData(0)] },
    Model { names: &["write", "pwrite", "pwrite64", "send", "sendto"], min_args: 3, effects: &[WritesFileData(1)] },
    // Callbacks, called on the fly with pointers into the array / the argument.
    Model {
        names: &["qsort"],
        min_args: 4,
        effects: &[
            ElementOf { array: 0, size: 2 },
            PermutesElements { size: 2 },
            CallsBack { f: 3, args: &[CallbackArg::Element, CallbackArg::Element], result: CallbackResult::Ignored },
        ],
    },
    Model {
        names: &["qsort_r"],
        min_args: 5,
        effects: &[
            ElementOf { array: 0, size: 2 },
            PermutesElements { size: 2 },
            CallsBack { f: 3, args: &[CallbackArg::Element, CallbackArg::Element, CallbackArg::Arg(4)], result: CallbackResult::Ignored },
        ],
    },
    Model {
        names: &["bsearch"],
        min_args: 5,
        effects: &[
            ElementOf { array: 1, size: 3 },
            CallsBack { f: 4, args: &[CallbackArg::Arg(0), CallbackArg::Element], result: CallbackResult::Ignored },
            ReturnsElement,
        ],
    },
    // Linear search: the key is compared with the elements; lsearch appends it when absent.
    Model {
        names: &["lfind"],
        min_args: 5,
        effects: &[
            ElementOf { array: 1, size: 3 },
            CallsBack { f: 4, args: &[CallbackArg::Arg(0), CallbackArg::Element], result: CallbackResult::Ignored },
            ReturnsElement,
        ],
    },
    Model {
        names: &["lsearch"],
        min_args: 5,
        effects: &[
            ElementOf { array: 1, size: 3 },
            CopiesIntoElement { src: 0, size: 3 },
            CallsBack { f: 4, args: &[CallbackArg::Arg(0), CallbackArg::Element], result: CallbackResult::Ignored },
            ReturnsElement,
        ],
    },
    // Search trees: the keys go into library-owned nodes; comparisons get keys, twalk's
    // action gets nodes (a node's first field is its key).
    Model {
        names: &["tsearch"],
        min_args: 3,
        effects: &[
            TreeInsert { key: 0, root: 1 },
            TreeKeys,
            CallsBack { f: 2, args: &[CallbackArg::Arg(0), CallbackArg::Element], result: CallbackResult::Ignored },
        ],
    },
    Model {
        names: &["tfind", "tdelete"],
        min_args: 3,
        effects: &[TreeKeys, CallsBack { f: 2, args: &[CallbackArg::Arg(0), CallbackArg::Element], result: CallbackResult::Ignored }, ReturnsTreeNode],
    },
    Model {
        names: &["twalk"],
        min_args: 2,
        effects: &[TreeNodes, CallsBack { f: 1, args: &[CallbackArg::Element, CallbackArg::None, CallbackArg::None], result: CallbackResult::Ignored }],
    },
    Model {
        names: &["twalk_r"],
        min_args: 3,
        effects: &[TreeNodes, CallsBack { f: 1, args: &[CallbackArg::Element, CallbackArg::None, CallbackArg::Arg(2)], result: CallbackResult::Ignored }],
    },
    Model { names: &["tdestroy"], min_args: 2, effects: &[TreeKeys, CallsBack { f: 1, args: &[CallbackArg::Element], result: CallbackResult::Ignored }] },
    Model { names: &["pthread_create"], min_args: 4, effects: &[CallsBack { f: 2, args: &[CallbackArg::Arg(3)], result: CallbackResult::ThreadResult }] },
    // Rust's `thread::spawn` (its native half: `spawn_unchecked` passes the boxed closure
    // in a `ThreadInit`).
    Model { names: &["<std::sys::thread::unix::Thread>::new"], min_args: 2, effects: &[StartsRustThread { init: 1 }] },
    Model { names: &["thrd_create"], min_args: 3, effects: &[CallsBack { f: 1, args: &[CallbackArg::Arg(2)], result: CallbackResult::Ignored }] },
    Model { names: &["atexit", "at_quick_exit"], min_args: 1, effects: &[CallsBack { f: 0, args: &[], result: CallbackResult::Ignored }] },
    Model { names: &["__cxa_atexit"], min_args: 3, effects: &[CallsBack { f: 0, args: &[CallbackArg::Arg(1)], result: CallbackResult::Ignored }] },
    // Rust's `thread_local!` destructors: `dtor(ptr)` runs when the thread exits (std's
    // lazy storage registers its `destroy` with the storage's own address).
    Model {
        names: &["std::sys::thread_local::destructors::linux_like::register", "std::sys::thread_local::destructors::list::register"],
        min_args: 2,
        effects: &[CallsBack { f: 1, args: &[CallbackArg::Arg(0)], result: CallbackResult::Ignored }],
    },
    Model {
        names: &["on_exit"],
        min_args: 2,
        effects: &[CallsBack { f: 0, args: &[CallbackArg::None, CallbackArg::Arg(1)], result: CallbackResult::Ignored }],
    },
    Model {
        names: &["signal", "sigset"],
        min_args: 2,
        effects: &[CallsBack { f: 1, args: &[CallbackArg::None], result: CallbackResult::Ignored }, ReturnsArg(1)],
    },
    // Pointer arguments that are neither kept, returned nor written through.
    Model {
        names: &[
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
            "globfree",
            "hcreate",
            "hdestroy",
            "globfree64",
            "alphasort",
            "alphasort64",
            "versionsort",
            "versionsort64",
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
            "cormi_array_count",
            "cormi_extent",
            "cormi_extent_slow",
            "cormi_extent_set",
            "cormi_extent_note",
            "cormi_extent_forget",
            "cormi_reuse_counts",
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
        ],
        min_args: 0,
        effects: &[KeepsNoPointers],
    },
    // Rust's standard library by path (rustc mangles the symbols: `model_name`). What
    // reports an error and does not return, and the cormi crate's own calls: integers
    // in and out, no pointer of the program kept or written.
    Model {
        names: &[
            "alloc::raw_vec::handle_error",
            "alloc::alloc::handle_alloc_error",
            "core::panicking::panic",
            "core::panicking::panic_nounwind",
            "core::panicking::panic_bounds_check",
            "core::panicking::panic_cannot_unwind",
            "core::panicking::panic_in_cleanup",
            "core::option::unwrap_failed",
            "core::option::expect_failed",
            "std::process::exit",
            "std::process::abort",
            "cormi::init",
            "cormi::finalize",
            "cormi::rank",
            "cormi::nodes",
            "cormi::error::take_last",
            "core::panicking::panic_const",
            super::RUST_FORMATTING_LEAF,
        ],
        min_args: 0,
        effects: &[KeepsNoPointers],
    },
    // Threads: a new thread's id and the wait for a thread's end take and give integers;
    // the result comes back through the thread's packet, written by the program's code.
    Model { names: &["<std::thread::id::ThreadId>::new", "<std::sys::thread::unix::Thread>::join"], min_args: 0, effects: &[KeepsNoPointers] },
    // `Debug` of a panic's payload (`join().unwrap()` of a thread's `Err`): writes
    // `Any { .. }` to the formatter and reads neither the data nor the vtable, which
    // share their slots with the thread's result.
    Model {
        names: &[
            "<dyn core::any::Any as core::fmt::Debug>::fmt",
            "<dyn core::any::Any + core::marker::Send as core::fmt::Debug>::fmt",
            "<dyn core::any::Any + core::marker::Send + core::marker::Sync as core::fmt::Debug>::fmt",
        ],
        min_args: 3,
        effects: &[KeepsNoPointers],
    },
    // `print!`, `eprint!`, `format!`, `panic!` with arguments: the formatting functions
    // stored in the `fmt::Arguments` (its argument array follows its template) are
    // called with the values stored beside them.
    Model {
        names: &["std::io::stdio::_print", "std::io::stdio::_eprint", "std::io::stdio::attempt_print_to_stderr", "core::panicking::panic_fmt"],
        min_args: 2,
        effects: &[FormatsArguments(1)],
    },
    // `format!`: the `String` written through the result pointer holds a fresh buffer.
    Model { names: &["alloc::fmt::format::format_inner"], min_args: 3, effects: &[FormatsArguments(2), StoresFreshBuffer { out: 0 }] },
    // `String::clone`: the copy written through the result pointer holds a fresh buffer of
    // the original's bytes; the original is only read.
    Model { names: &["<alloc::string::String as core::clone::Clone>::clone"], min_args: 2, effects: &[StoresFreshBuffer { out: 0 }] },
    // `Vec::push`/`reserve` growing the buffer (std's code, or its copy in the program).
    Model { names: &[super::RAW_VEC_GROWTH, super::RAW_VEC_INNER_GROWTH], min_args: 1, effects: &[GrowsBuffer { vec: 0 }] },
    Model { names: &[super::RUST_STD_DESTRUCTOR], min_args: 1, effects: &[DropsThroughReference { slot: 0 }] },
    // `Result::unwrap` of an `Err`, `Debug` of tuples and lists: the `&dyn Debug`'s
    // vtable is called with its data.
    Model { names: &["core::result::unwrap_failed"], min_args: 4, effects: &[CallsBackVtable { data: 2, vtable: 3 }] },
    Model { names: &["<core::fmt::Formatter>::debug_tuple_field1_finish"], min_args: 5, effects: &[CallsBackVtable { data: 3, vtable: 4 }] },
    // `#[derive(Debug)]` of structs and tuples: each field's `&dyn Debug` vtable is called
    // with its data (after the formatter, the name and, for a struct, each field's name).
    Model { names: &["<core::fmt::Formatter>::debug_struct_field1_finish"], min_args: 7, effects: &[CallsBackVtable { data: 5, vtable: 6 }] },
    Model {
        names: &["<core::fmt::Formatter>::debug_struct_field2_finish"],
        min_args: 11,
        effects: &[CallsBackVtable { data: 5, vtable: 6 }, CallsBackVtable { data: 9, vtable: 10 }],
    },
    Model {
        names: &["<core::fmt::Formatter>::debug_struct_field3_finish"],
        min_args: 15,
        effects: &[CallsBackVtable { data: 5, vtable: 6 }, CallsBackVtable { data: 9, vtable: 10 }, CallsBackVtable { data: 13, vtable: 14 }],
    },
    Model {
        names: &["<core::fmt::Formatter>::debug_struct_field4_finish"],
        min_args: 19,
        effects: &[
            CallsBackVtable { data: 5, vtable: 6 },
            CallsBackVtable { data: 9, vtable: 10 },
            CallsBackVtable { data: 13, vtable: 14 },
            CallsBackVtable { data: 17, vtable: 18 },
        ],
    },
    Model {
        names: &["<core::fmt::Formatter>::debug_struct_field5_finish"],
        min_args: 23,
        effects: &[
            CallsBackVtable { data: 5, vtable: 6 },
            CallsBackVtable { data: 9, vtable: 10 },
            CallsBackVtable { data: 13, vtable: 14 },
            CallsBackVtable { data: 17, vtable: 18 },
            CallsBackVtable { data: 21, vtable: 22 },
        ],
    },
    Model {
        names: &["<core::fmt::Formatter>::debug_tuple_field2_finish"],
        min_args: 7,
        effects: &[CallsBackVtable { data: 3, vtable: 4 }, CallsBackVtable { data: 5, vtable: 6 }],
    },
    // `assert_eq!`/`assert_ne!` failing: both sides' `&dyn Debug` vtables are called with
    // their data, and the optional message's `fmt::Arguments` (template, arguments) formatted.
    Model {
        names: &["core::panicking::assert_failed_inner"],
        min_args: 8,
        effects: &[CallsBackVtable { data: 1, vtable: 2 }, CallsBackVtable { data: 3, vtable: 4 }, FormatsArguments(6)],
    },
    Model {
        names: &["<core::fmt::builders::DebugList>::entry", "<core::fmt::builders::DebugSet>::entry"],
        min_args: 3,
        effects: &[CallsBackVtable { data: 1, vtable: 2 }, ReturnsArg(0)],
    },
    Model { names: &["<core::fmt::Formatter>::debug_list", "<core::fmt::Formatter>::debug_set"], min_args: 2, effects: &[StoresArg { into: 0, value: 1 }] },
    Model {
        names: &[
            "<core::fmt::builders::DebugList>::finish",
            "<core::fmt::builders::DebugSet>::finish",
            "<core::fmt::builders::DebugList>::finish_non_exhaustive",
            "<core::fmt::builders::DebugSet>::finish_non_exhaustive",
            "<core::fmt::builders::DebugTuple>::finish",
            "<core::fmt::builders::DebugTuple>::finish_non_exhaustive",
            "<core::fmt::builders::DebugStruct>::finish",
            "<core::fmt::builders::DebugStruct>::finish_non_exhaustive",
            "<core::fmt::builders::DebugMap>::finish",
            "<core::fmt::builders::DebugMap>::finish_non_exhaustive",
        ],
        min_args: 1,
        effects: &[KeepsNoPointers],
    },
    // `Debug` of tuples, structs and maps through the builders (a tuple's `Debug`, a
    // hand-written `fmt`): the builder (returned through `sret`) keeps the `Formatter`;
    // each field's or entry's `&dyn Debug` vtable is called with its data (after a
    // struct field's name); the builder's methods return the builder.
    Model { names: &["<core::fmt::Formatter>::debug_tuple", "<core::fmt::Formatter>::debug_struct"], min_args: 4, effects: &[StoresArg { into: 0, value: 1 }] },
    Model { names: &["<core::fmt::Formatter>::debug_map"], min_args: 2, effects: &[StoresArg { into: 0, value: 1 }] },
    Model {
        names: &["<core::fmt::builders::DebugTuple>::field", "<core::fmt::builders::DebugMap>::key", "<core::fmt::builders::DebugMap>::value"],
        min_args: 3,
        effects: &[CallsBackVtable { data: 1, vtable: 2 }, ReturnsArg(0)],
    },
    Model { names: &["<core::fmt::builders::DebugStruct>::field"], min_args: 5, effects: &[CallsBackVtable { data: 3, vtable: 4 }, ReturnsArg(0)] },
    Model {
        names: &["<core::fmt::builders::DebugMap>::entry"],
        min_args: 5,
        effects: &[CallsBackVtable { data: 1, vtable: 2 }, CallsBackVtable { data: 3, vtable: 4 }, ReturnsArg(0)],
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique() {
        let mut seen = std::collections::HashSet::new();
        for m in MODELS {
            for n in m.names {
                assert!(seen.insert(*n), "{n} is in two rows");
            }
        }
    }

    #[test]
    fn argument_indices_are_below_the_arity() {
        for m in MODELS {
            for e in m.effects {
                for k in e.arg_indices() {
                    assert!(k < m.min_args, "{:?}: {e:?} reads argument {k}, but they take at least {} arguments", m.names, m.min_args);
                }
                if let ScanfOut { first_out, .. } = e {
                    assert!(*first_out <= m.min_args, "{:?}: out-arguments start after the fixed ones", m.names);
                }
            }
        }
    }

    #[test]
    fn element_effects_follow_an_array_element() {
        for m in MODELS {
            let first_elem = m.effects.iter().position(|e| matches!(e, ElementOf { .. } | TreeKeys | TreeNodes | StoresMallocVector { .. }));
            for (i, e) in m.effects.iter().enumerate() {
                let uses = matches!(e, PermutesElements { .. } | CopiesIntoElement { .. } | ReturnsElement | ElementTargets)
                    || matches!(e, CallsBack { args, .. } if args.iter().any(|a| matches!(a, CallbackArg::Element)));
                assert!(!uses || first_elem.is_some_and(|p| p < i), "{:?}: {e:?} needs an ElementOf before it", m.names);
            }
        }
    }
}
