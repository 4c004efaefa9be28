//! The C API: every `extern "C"` function of cormi.h and cormi_rt.h that is implemented
//! in Rust, the process-wide state behind it (the dispatch table registered by the
//! program, this process's node) and the error mode.

use crate::calls::{self, CallCtx};
use crate::error::{status, status_text, Error};
use crate::ffi::cormi_in;
use crate::node::{self, Node};
use crate::objects::{make_ref, ref_node, ref_object, ReleaseFn, TypeName, NULL_REF};
use crate::registry::{Registry, ServerFn};
use crate::startup;
use std::borrow::Cow;
use std::cell::Cell;
use std::ffi::{c_char, c_int, c_void};
use std::sync::atomic::{AtomicI32, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

/// `cormi_site` of cormi_rt.h.
#[repr(C)]
pub struct CormiSite {
    /// Call-site id.
    pub id: u32,
    /// Server function (NULL is refused by `cormi_register_sites`).
    pub fn_: Option<ServerFn>,
    /// Name for messages (may be null).
    pub name: *const c_char,
}

static REGISTRY: Mutex<Option<Registry>> = Mutex::new(None);
static PROCESS_NODE: OnceLock<Arc<Node>> = OnceLock::new();
static ERROR_MODE: AtomicI32 = AtomicI32::new(0);
/// The process that called `cormi_init` (0 before): a forked child shares its node's
/// memory but not its connections' ownership.
static INIT_PID: AtomicI32 = AtomicI32::new(0);

thread_local! {
    static LAST_ERROR: Cell<i32> = const { Cell::new(0) };
    /// The text of the last failure (`cormi_last_error_message`), NUL-terminated.
    static LAST_MESSAGE: std::cell::RefCell<std::ffi::CString> = std::cell::RefCell::new(std::ffi::CString::default());
}

/// The program's dispatch table as registered so far (empty, build id 0, if none).
pub fn registered() -> Registry {
    REGISTRY.lock().unwrap().clone().unwrap_or_default()
}

/// This process's node, once `cormi_init` ran.
pub fn process_node() -> Option<&'static Arc<Node>> {
    PROCESS_NODE.get()
}

/// The node the calling thread acts for: the serving node inside a server function,
/// otherwise this process's node.
fn this_node() -> Option<Cow<'static, Arc<Node>>> {
    node::current_or(PROCESS_NODE.get())
}

/// Reports a failure through the error mode: exits in ABORT mode, else records it.
fn report(what: &str, e: &Error) -> c_int {
    let code = e.status();
    LAST_ERROR.with(|l| l.set(code));
    let text = format!("{what}: {e}").replace('\0', " ");
    LAST_MESSAGE.with(|m| *m.borrow_mut() = std::ffi::CString::new(text).unwrap_or_default());
    if ERROR_MODE.load(Ordering::Relaxed) == 0 {
        eprintln!("cormi: {what}: {e}");
        std::process::exit(1);
    }
    code
}

fn not_init() -> Error {
    Error::NotInit("call cormi_init first".into())
}

fn describe_site(site: u32) -> String {
    let name = match this_node() {
        Some(n) => n.registry.describe(site),
        None => site.to_string(),
    };
    format!("call site {name}")
}

/// `cormi_register_sites`: adds `n` entries of `sites` to the dispatch table for module
/// `build_id`; `CORMI_E_BUILD_ID` if a table with another build id is registered.
///
/// # Safety
/// `sites` points to `n` entries (static C strings as names) that live for the process.
#[no_mangle]
pub unsafe extern "C" fn cormi_register_sites(build_id: u64, sites: *const CormiSite, n: usize) -> c_int {
    if PROCESS_NODE.get().is_some() {
        eprintln!("cormi: cormi_register_sites called after cormi_init; these call sites are not served");
        return status::NOT_INIT;
    }
    if n > 0 && sites.is_null() {
        eprintln!("cormi: cormi_register_sites: the table is NULL but n = {n}; nothing registered");
        return status::BAD_SITE;
    }
    // SAFETY: the program passes an array of n entries that lives for the process.
    let table = if n == 0 { &[][..] } else { unsafe { std::slice::from_raw_parts(sites, n) } };
    for (i, s) in table.iter().enumerate() {
        let problem = if s.id >= crate::wire::sites::RESERVED {
            Some(format!("call-site id {:#010x} is reserved for the runtime (ids >= CORMI_RESERVED_SITES)", s.id))
        } else if s.fn_.is_none() {
            Some(format!("call site {} has no server function (NULL)", s.id))
        } else {
            None
        };
        if let Some(p) = problem {
            let name = if s.name.is_null() {
                String::new()
            } else {
                // SAFETY: names are NUL-terminated C strings.
                format!(" ({})", unsafe { std::ffi::CStr::from_ptr(s.name) }.to_string_lossy())
            };
            eprintln!("cormi: cormi_register_sites: entry {i}{name}: {p}; nothing from this table is registered");
            return status::BAD_SITE;
        }
    }
    let mut g = REGISTRY.lock().unwrap();
    let reg = g.get_or_insert_with(|| Registry::new(build_id));
    if reg.build_id() != build_id && !reg.is_empty() {
        return status::BUILD_ID;
    }
    reg.set_build_id(build_id);
    for s in table {
        if let Some(f) = s.fn_ {
            reg.add(s.id, f, s.name);
        }
    }
    status::OK
}

/// `cormi_init`: starts this process's node from the environment. Returns 0 on rank 0;
/// other ranks serve and exit inside. Exits with a message when the node cannot start.
///
/// # Safety
/// `argc`/`argv` are not read (they may be null).
#[no_mangle]
pub unsafe extern "C" fn cormi_init(_argc: *mut c_int, _argv: *mut *mut *mut c_char) -> c_int {
    if let Some(n) = PROCESS_NODE.get() {
        return n.rank as c_int;
    }
    let node = match startup::start_from_env(Arc::new(registered())) {
        Ok(n) => n,
        Err(e) => {
            eprintln!("cormi: cannot start: {e}");
            std::process::exit(1);
        }
    };
    let _ = PROCESS_NODE.set(node.clone());
    INIT_PID.store(std::process::id() as i32, Ordering::Relaxed);
    if node.rank != 0 {
        startup::serve_until_shutdown(&node);
    }
    if node.nodes > 1 {
        // Rank 0 returning from main (or calling exit) without cormi_finalize still stops
        // the other ranks cleanly; finalize runs once, so an explicit call is harmless.
        // SAFETY: registering a plain extern "C" function.
        unsafe { libc::atexit(finalize_at_exit) };
    }
    0
}

extern "C" fn finalize_at_exit() {
    cormi_finalize();
}

/// `cormi_finalize`: on rank 0, stops the other nodes and closes the connections. In a
/// process forked after `cormi_init` (a child's `exit` runs the atexit handler too) it
/// does nothing: the job belongs to the process that started the node.
#[no_mangle]
pub extern "C" fn cormi_finalize() {
    if std::process::id() as i32 != INIT_PID.load(Ordering::Relaxed) {
        return;
    }
    if let Some(n) = PROCESS_NODE.get() {
        if n.rank == 0 {
            startup::finalize(n);
        }
    }
}

/// `cormi_rank`: the rank of the node the calling thread acts for (0 before init).
#[no_mangle]
pub extern "C" fn cormi_rank() -> c_int {
    this_node().map_or(0, |n| n.rank as c_int)
}

/// `cormi_nodes`: the number of nodes (1 before init).
#[no_mangle]
pub extern "C" fn cormi_nodes() -> c_int {
    this_node().map_or(1, |n| n.nodes as c_int)
}

/// `cormi_set_error_mode`: `CORMI_ERRORS_ABORT` (0, default) or `CORMI_ERRORS_RETURN`.
#[no_mangle]
pub extern "C" fn cormi_set_error_mode(mode: c_int) {
    let mode = if mode == 0 { 0 } else { 1 };
    ERROR_MODE.store(mode, Ordering::Relaxed);
    crate::supervisor::report_error_mode(mode);
}

/// `cormi_error_mode`: the current error mode.
#[no_mangle]
pub extern "C" fn cormi_error_mode() -> c_int {
    ERROR_MODE.load(Ordering::Relaxed)
}

/// `cormi_last_error`: the calling thread's last failure status (0 if none).
#[no_mangle]
pub extern "C" fn cormi_last_error() -> c_int {
    LAST_ERROR.with(|l| l.get())
}

/// `cormi_clear_error`: resets `cormi_last_error` to 0 (the message stays, for a caller
/// that reads it after taking the status).
#[no_mangle]
pub extern "C" fn cormi_clear_error() {
    LAST_ERROR.with(|l| l.set(0));
}

/// `cormi_last_error_message`: the text of the calling thread's last failure (what the
/// ABORT mode prints after "cormi: "), "" if none; valid until its next failure.
#[no_mangle]
pub extern "C" fn cormi_last_error_message() -> *const c_char {
    LAST_MESSAGE.with(|m| m.borrow().as_ptr())
}

/// Fails call `c` with `CORMI_E_UNSENDABLE` when its marshaling refused an object
/// (`crate::refused`): nothing of it is sent. One thread-local test per call.
fn refused_send(c: &CallCtx) -> Option<c_int> {
    if !crate::refused::pending() {
        return None;
    }
    let text = crate::refused::take().unwrap_or_default();
    Some(report(&describe_site(c.site), &Error::Unsendable(text)))
}

/// `cormi_strerror`: a static description of a status code.
#[no_mangle]
pub extern "C" fn cormi_strerror(code: c_int) -> *const c_char {
    static TEXTS: OnceLock<Vec<std::ffi::CString>> = OnceLock::new();
    let unknown = status::LAST + 1;
    let texts = TEXTS.get_or_init(|| (0..=unknown).map(|c| std::ffi::CString::new(status_text(c)).unwrap()).collect());
    let i = if (0..unknown).contains(&code) { code as usize } else { unknown as usize };
    texts[i].as_ptr()
}

/// Program calls may not target the runtime's reserved call sites (release, lock,
/// shutdown, ...): those have their own API functions.
fn program_site(site: u32) -> Result<(), Error> {
    if site >= crate::wire::sites::RESERVED {
        return Err(Error::BadSite(format!(
            "call site {site:#010x} is reserved for the runtime (ids >= CORMI_RESERVED_SITES); \
             program calls cannot use it"
        )));
    }
    Ok(())
}

/// `cormi_call_begin`: a call of `site` on object `target`, with an empty argument buffer.
#[no_mangle]
pub extern "C" fn cormi_call_begin(target: u64, site: u32) -> *mut CallCtx {
    calls::begin(target, site)
}

/// `cormi_call_begin_node`: a call of `site` on node `node` itself (self = NULL).
#[no_mangle]
pub extern "C" fn cormi_call_begin_node(node: c_int, site: u32) -> *mut CallCtx {
    let target = if node < 0 { make_ref(u16::MAX as usize - 1, 0) } else { make_ref(node as usize, 0) };
    calls::begin(target, site)
}

/// `cormi_call_invoke`: sends the call and waits; 0 with `c->reply` set, or a status.
///
/// # Safety
/// `c` must come from `cormi_call_begin*` and not have ended.
#[no_mangle]
pub unsafe extern "C" fn cormi_call_invoke(c: *mut CallCtx) -> c_int {
    let c = &mut *c;
    if let Some(status) = refused_send(c) {
        return status;
    }
    if let Err(e) = program_site(c.site) {
        return report(&describe_site(c.site), &e);
    }
    let Some(node) = this_node() else { return report(&describe_site(c.site), &not_init()) };
    // SAFETY: the gathered blocks belong to the caller, who waits in this function
    // (cormi_out_append's contract: unchanged until invoke returns).
    match node.invoke_gathered(c.target, c.site, false, &mut c.args, &mut c.gathered, &mut c.reply_buf) {
        Ok(()) => {
            c.reply = cormi_in::over(&c.reply_buf);
            status::OK
        }
        Err(e) => report(&describe_site(c.site), &e),
    }
}

/// `cormi_call_oneway`: sends the call without waiting for a reply, and ends it.
///
/// # Safety
/// As for `cormi_call_invoke`; `c` is ended afterwards.
#[no_mangle]
pub unsafe extern "C" fn cormi_call_oneway(c: *mut CallCtx) -> c_int {
    let r = {
        let c = &mut *c;
        if let Some(status) = refused_send(c) {
            calls::end(c);
            return status;
        }
        match this_node() {
            None => report(&describe_site(c.site), &not_init()),
            // SAFETY: as in `cormi_call_invoke`: the one-way frame is sent before this returns.
            Some(node) => {
                match program_site(c.site).and_then(|()| node.invoke_gathered(c.target, c.site, true, &mut c.args, &mut c.gathered, &mut c.reply_buf)) {
                    Ok(()) => status::OK,
                    Err(e) => report(&describe_site(c.site), &e),
                }
            }
        }
    };
    calls::end(c);
    r
}

/// `cormi_call_end`: returns the call's buffers to the pool.
///
/// # Safety
/// `c` must come from `cormi_call_begin*`; it is invalid afterwards.
#[no_mangle]
pub unsafe extern "C" fn cormi_call_end(c: *mut CallCtx) {
    calls::end(c)
}

/// `cormi_call_fail`: reports a failure found by generated code through the error mode.
///
/// # Safety
/// `c` must be a live call.
#[no_mangle]
pub unsafe extern "C" fn cormi_call_fail(c: *mut CallCtx, code: c_int) -> c_int {
    let site = if c.is_null() { 0 } else { (*c).site };
    let e = match code {
        status::MALFORMED => Error::Malformed("the reply is shorter than its unmarshaler reads".into()),
        _ => Error::Remote { code, message: status_text(code).into() },
    };
    report(&describe_site(site), &e)
}

/// `cormi_object_register`: adds `obj` to this node's object table; returns its reference.
#[no_mangle]
pub extern "C" fn cormi_object_register(obj: *mut c_void, release: Option<ReleaseFn>) -> u64 {
    match this_node() {
        Some(n) => make_ref(n.rank, n.objects.register(obj, release)),
        None => {
            report("cormi_object_register", &not_init());
            NULL_REF
        }
    }
}

/// `cormi_site_self_type`: records the type of call site `site`'s self (before
/// `cormi_init`); a call of it on an object of another type is refused.
///
/// # Safety
/// `ty` is null or a NUL-terminated C string that lives for the process.
#[no_mangle]
pub unsafe extern "C" fn cormi_site_self_type(site: u32, ty: *const c_char) -> c_int {
    if PROCESS_NODE.get().is_some() {
        eprintln!("cormi: cormi_site_self_type called after cormi_init; the type of call site {site} is not checked");
        return status::NOT_INIT;
    }
    let mut g = REGISTRY.lock().unwrap();
    let reg = g.get_or_insert_with(|| Registry::new(0));
    match reg.set_self_type(site, TypeName::from_ptr(ty)) {
        true => status::OK,
        false => status::UNKNOWN_SITE,
    }
}

/// `cormi_object_register_typed`: [`cormi_object_register`] for an object of type `ty`.
///
/// # Safety
/// `ty` is null or a NUL-terminated C string that lives as long as the object.
#[no_mangle]
pub unsafe extern "C" fn cormi_object_register_typed(obj: *mut c_void, release: Option<ReleaseFn>, ty: *const c_char) -> u64 {
    match this_node() {
        Some(n) => make_ref(n.rank, n.objects.register_typed(obj, release, TypeName::from_ptr(ty))),
        None => {
            report("cormi_object_register_typed", &not_init());
            NULL_REF
        }
    }
}

/// `cormi_object_local`: the local pointer of `r` if its object lives here, else NULL.
#[no_mangle]
pub extern "C" fn cormi_object_local(r: u64) -> *mut c_void {
    match (this_node(), ref_node(r)) {
        (Some(n), Some(owner)) if owner == n.rank => n.objects.get(ref_object(r)).unwrap_or(std::ptr::null_mut()),
        _ => std::ptr::null_mut(),
    }
}

/// Runs a reference operation and reports its failure under `what`.
fn ref_op(what: &str, r: u64, op: impl FnOnce(&Arc<Node>, u64) -> Result<(), Error>) {
    match this_node() {
        None => {
            report(what, &not_init());
        }
        Some(n) => {
            if let Err(e) = op(&n, r) {
                report(what, &e);
            }
        }
    }
}

/// `cormi_release`: drops `r`'s object from its node's table (runs its release function).
#[no_mangle]
pub extern "C" fn cormi_release(r: u64) {
    if r != NULL_REF {
        ref_op("cormi_release", r, |n, r| n.release(r));
    }
}

/// `cormi_lock`: enters the monitor of `r`'s object (reentrant per thread).
#[no_mangle]
pub extern "C" fn cormi_lock(r: u64) {
    ref_op("cormi_lock", r, |n, r| n.lock(r));
}

/// `cormi_unlock`: leaves the monitor of `r`'s object.
#[no_mangle]
pub extern "C" fn cormi_unlock(r: u64) {
    ref_op("cormi_unlock", r, |n, r| n.unlock(r));
}
