//! In-process tests of the escape analysis through `print<cormi-escape>`.

use crate::sharing::tests::pass_output;

const HEAD: &str = "
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)
declare void @free(ptr)
declare i64 @__cormi_create(i32, ptr, ...)
define ptr @T_new() {
  %o = call ptr @malloc(i64 8)
  ret ptr %o
}
@keep = global ptr null
";

fn escape(method_body: &str) -> String {
    escape_with("", method_body)
}

/// [`escape`] with extra module-level declarations `decls` (globals, external functions).
fn escape_with(decls: &str, method_body: &str) -> String {
    pass_output(
        "print<cormi-escape>",
        &format!(
            "{HEAD}
{decls}
define void @T_take(ptr %self, ptr %a) {{ {method_body} }}
define void @main() {{
  %r = call i64 (i32, ptr, ...) @__cormi_create(i32 1, ptr @T_new)
  %t = call ptr @malloc(i64 16)
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @T_take, ptr %t)
  ret void }}"
        ),
    )
}

#[test]
fn a_formal_only_read_is_reused() {
    let out = escape("%v = load i64, ptr %a\n ret void");
    assert_eq!(out.trim(), "escape @T_take arg1 reuse: no object reachable from it escapes");
}

#[test]
fn a_formal_stored_into_a_global_escapes() {
    let out = escape("store ptr %a, ptr @keep\n ret void");
    assert!(out.starts_with("escape @T_take arg1 escapes: stored into global 'keep'"), "{out}");
}

#[test]
fn a_freed_formal_escapes() {
    let out = escape("call void @free(ptr %a)\n ret void");
    assert!(out.starts_with("escape @T_take arg1 escapes: passed to free"), "{out}");
}

#[test]
fn a_formal_stored_into_self_escapes() {
    let out = escape("store ptr %a, ptr %self\n ret void");
    assert!(out.contains("escapes: stored into self"), "{out}");
}

#[test]
fn a_formal_whose_address_only_feeds_a_difference_and_a_compare_is_reused() {
    let body = "%i = ptrtoint ptr %a to i64
 %e = getelementptr i8, ptr %a, i64 8
 %j = ptrtoint ptr %e to i64
 %d = sub i64 %j, %i
 %n = sdiv exact i64 %d, 8
 %c = icmp eq i64 %n, 1
 ret void";
    assert_eq!(escape(body).trim(), "escape @T_take arg1 reuse: no object reachable from it escapes");
}

#[test]
fn a_formal_whose_address_goes_through_an_integer_slot_is_reused() {
    let body = "%s = alloca i64
 %i = ptrtoint ptr %a to i64
 store i64 %i, ptr %s
 %l = load i64, ptr %s
 %c = icmp eq i64 %l, 0
 ret void";
    assert_eq!(escape(body).trim(), "escape @T_take arg1 reuse: no object reachable from it escapes");
}

#[test]
fn a_formal_whose_address_becomes_a_pointer_again_escapes() {
    let body = "%i = ptrtoint ptr %a to i64
 %p = inttoptr i64 %i to ptr
 %v = load i64, ptr %p
 ret void";
    assert!(escape(body).starts_with("escape @T_take arg1 escapes: converted to an integer"), "{}", escape(body));
}

#[test]
fn a_formal_whose_address_is_read_back_as_a_pointer_escapes() {
    let body = "%s = alloca i64
 %i = ptrtoint ptr %a to i64
 store i64 %i, ptr %s
 %p = load ptr, ptr %s
 %v = load i64, ptr %p
 ret void";
    assert!(escape(body).starts_with("escape @T_take arg1 escapes: converted to an integer"), "{}", escape(body));
}

/// A method returning a fresh object, and a caller doing `use_result` with it (`%res`).
fn client(use_result: &str) -> String {
    pass_output(
        "print<cormi-escape>",
        &format!(
            "{HEAD}
define ptr @T_make(ptr %self) {{
  %o = call ptr @malloc(i64 16)
  ret ptr %o }}
define void @main() {{
  %r = call i64 (i32, ptr, ...) @__cormi_create(i32 1, ptr @T_new)
  %res = call ptr (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @T_make)
  {use_result}
  ret void }}"
        ),
    )
}

#[test]
fn a_result_only_read_by_the_caller_is_reused() {
    let out = client("%v = load i64, ptr %res");
    assert_eq!(
        out.trim(),
        "escape main#1 -> T_make result reuse: no object reachable from it escapes\nescape @T_make reply freed: the method keeps no object of it"
    );
}

#[test]
fn a_result_kept_in_a_global_by_the_caller_escapes() {
    let out = client("store ptr %res, ptr @keep");
    assert!(out.trim().starts_with("escape main#1 -> T_make result escapes: stored into global 'keep'"), "{out}");
}

#[test]
fn a_formal_stored_by_a_callee_escapes() {
    let out = pass_output(
        "print<cormi-escape>",
        &format!(
            "{HEAD}
define void @stash(ptr %p) {{
  store ptr %p, ptr @keep
  ret void }}
define void @T_take(ptr %self, ptr %a) {{
  call void @stash(ptr %a)
  ret void }}
define void @main() {{
  %r = call i64 (i32, ptr, ...) @__cormi_create(i32 1, ptr @T_new)
  %t = call ptr @malloc(i64 16)
  call void (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @T_take, ptr %t)
  ret void }}"
        ),
    );
    assert!(out.starts_with("escape @T_take arg1 escapes: stored into global 'keep' in stash"), "{out}");
}

/// A caller in unoptimised form: the result of `T_make` goes through the stack slot
/// `%r.addr` in a loop; `body` runs after the call in each iteration.
fn client_loop(body: &str) -> String {
    pass_output(
        "print<cormi-escape>",
        &format!(
            "{HEAD}
define ptr @T_make(ptr %self) {{
  %o = call ptr @malloc(i64 16)
  ret ptr %o }}
define i64 @sum(ptr %l) {{
  %l.addr = alloca ptr
  store ptr %l, ptr %l.addr
  %p = load ptr, ptr %l.addr
  %v = load i64, ptr %p
  ret i64 %v }}
define void @main() {{
entry:
  %r.addr = alloca ptr
  %prev = alloca ptr
  store ptr null, ptr %prev
  %ref = call i64 (i32, ptr, ...) @__cormi_create(i32 1, ptr @T_new)
  br label %loop
loop:
  %res = call ptr (i64, ptr, ...) @__cormi_invoke(i64 %ref, ptr @T_make)
  store ptr %res, ptr %r.addr
  {body}
  br label %loop
}}"
        ),
    )
}

#[test]
fn a_result_in_a_slot_overwritten_before_each_read_is_reused() {
    let out = client_loop("%x = load ptr, ptr %r.addr\n %s = call i64 @sum(ptr %x)");
    assert_eq!(
        out.trim(),
        "escape main#1 -> T_make result reuse: no object reachable from it escapes\nescape @T_make reply freed: the method keeps no object of it"
    );
}

#[test]
fn a_result_read_from_a_slot_after_the_next_call_escapes() {
    // prev = r after using prev: the previous result is read after the call refilled it.
    let out = client_loop("%old = load ptr, ptr %prev\n %s = call i64 @sum(ptr %old)\n %x = load ptr, ptr %r.addr\n store ptr %x, ptr %prev");
    assert!(out.trim().starts_with("escape main#1 -> T_make result escapes: stored into a local of main"), "{out}");
}

#[test]
fn a_result_of_a_recursive_caller_escapes() {
    let out = pass_output(
        "print<cormi-escape>",
        &format!(
            "{HEAD}
define ptr @T_make(ptr %self) {{
  %o = call ptr @malloc(i64 16)
  ret ptr %o }}
define i64 @walk(i64 %ref, i64 %n) {{
  %res = call ptr (i64, ptr, ...) @__cormi_invoke(i64 %ref, ptr @T_make)
  %d = sub i64 %n, 1
  %inner = call i64 @walk(i64 %ref, i64 %d)
  %v = load i64, ptr %res
  ret i64 %v }}
define void @main() {{
  %ref = call i64 (i32, ptr, ...) @__cormi_create(i32 1, ptr @T_new)
  %x = call i64 @walk(i64 %ref, i64 3)
  ret void }}"
        ),
    );
    assert!(out.trim().starts_with("escape walk#0 -> T_make result escapes: walk may call itself (recursion)"), "{out}");
}

#[test]
fn a_formal_formatted_with_percent_p_escapes() {
    let decls = "@text = global [64 x i8] zeroinitializer
@fmt = private constant [3 x i8] c\"%p\\00\"
declare i32 @snprintf(ptr, i64, ptr, ...)";
    let out = escape_with(decls, "%n = call i32 (ptr, i64, ptr, ...) @snprintf(ptr @text, i64 64, ptr @fmt, ptr %a)\n ret void");
    assert!(out.starts_with("escape @T_take arg1 escapes: formatted as text by snprintf"), "{out}");
}

#[test]
fn a_formal_printed_without_percent_p_is_reused() {
    let decls = "@fmt = private constant [4 x i8] c\"%ld\\00\"
declare i32 @printf(ptr, ...)";
    let out = escape_with(decls, "%v = load i64, ptr %a\n %n = call i32 (ptr, ...) @printf(ptr @fmt, i64 %v)\n ret void");
    assert_eq!(out.trim(), "escape @T_take arg1 reuse: no object reachable from it escapes");
}

#[test]
fn a_formal_whose_address_is_written_to_a_file_escapes() {
    let body = "%slot = alloca ptr\n store ptr %a, ptr %slot\n %n = call i64 @fwrite(ptr %slot, i64 8, i64 1, ptr null)\n ret void";
    let out = escape_with("declare i64 @fwrite(ptr, i64, i64, ptr)", body);
    assert!(out.starts_with("escape @T_take arg1 escapes: its address is written out by fwrite"), "{out}");
}

/// A method `T_get` with body `body` returning a pointer, called by `main` which reads
/// the result; `print<cormi-escape>`'s `reply` line for it.
fn reply(decls: &str, body: &str) -> String {
    let out = pass_output(
        "print<cormi-escape>",
        &format!(
            "{HEAD}
{decls}
define ptr @T_get(ptr %self) {{ {body} }}
define void @main() {{
  %r = call i64 (i32, ptr, ...) @__cormi_create(i32 1, ptr @T_new)
  %res = call ptr (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @T_get)
  %v = load i64, ptr %res
  ret void }}"
        ),
    );
    out.lines().find(|l| l.starts_with("escape @T_get reply")).unwrap_or_default().to_string()
}

#[test]
fn a_fresh_returned_object_is_freed_by_the_server() {
    let out = reply("", "%o = call ptr @malloc(i64 16)\n ret ptr %o");
    assert_eq!(out, "escape @T_get reply freed: the method keeps no object of it");
}

#[test]
fn a_returned_object_stored_into_self_is_kept() {
    let out = reply("", "%o = call ptr @malloc(i64 16)\n store ptr %o, ptr %self\n ret ptr %o");
    assert!(out.starts_with("escape @T_get reply kept: stored into self"), "{out}");
}

#[test]
fn a_returned_object_kept_in_a_global_is_kept() {
    let out = reply("", "%o = call ptr @malloc(i64 16)\n store ptr %o, ptr @keep\n ret ptr %o");
    assert!(out.starts_with("escape @T_get reply kept: stored into global 'keep'"), "{out}");
}

#[test]
fn a_returned_global_is_kept() {
    let out = reply("@table = global [4 x i64] zeroinitializer", "ret ptr @table");
    assert!(out.starts_with("escape @T_get reply kept: it may point to global 'table'"), "{out}");
}

#[test]
fn a_returned_self_is_kept() {
    let out = reply("", "ret ptr %self");
    assert!(out.starts_with("escape @T_get reply kept: it may reach a remote object"), "{out}");
}

#[test]
fn a_returned_object_handed_to_unknown_code_is_kept() {
    let out = reply("declare void @stash(ptr)", "%o = call ptr @malloc(i64 16)\n call void @stash(ptr %o)\n ret ptr %o");
    assert!(out.starts_with("escape @T_get reply kept: passed to the external function 'stash'"), "{out}");
}

#[test]
fn freeing_other_objects_of_the_site_does_not_keep_the_returned_one() {
    let body = "%t = call ptr @malloc(i64 16)\n call void @free(ptr %t)\n %o = call ptr @malloc(i64 16)\n ret ptr %o";
    assert_eq!(reply("", body), "escape @T_get reply freed: the method keeps no object of it");
}

/// `T_get` returns what `@make` allocates; `main` also calls `@make` itself and does
/// `local_use` with its own result `%mine` (held in the stack slot `%slot`).
fn reply_with_local_call(local_use: &str) -> String {
    let out = pass_output(
        "print<cormi-escape>",
        &format!(
            "{HEAD}
@where = global ptr null
define ptr @make() {{
  %o = call ptr @malloc(i64 16)
  %p = call ptr @malloc(i64 16)
  store ptr %p, ptr %o
  ret ptr %o }}
define ptr @T_get(ptr %self) {{
  %o = call ptr @make()
  ret ptr %o }}
define void @main() {{
  %slot = alloca ptr
  %r = call i64 (i32, ptr, ...) @__cormi_create(i32 1, ptr @T_new)
  %res = call ptr (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @T_get)
  %v = load i64, ptr %res
  %mine = call ptr @make()
  store ptr %mine, ptr %slot
  {local_use}
  ret void }}"
        ),
    );
    out.lines().find(|l| l.starts_with("escape @T_get reply")).unwrap_or_default().to_string()
}

#[test]
fn a_local_of_another_function_holding_its_own_result_does_not_keep_the_reply() {
    assert_eq!(reply_with_local_call(""), "escape @T_get reply freed: the method keeps no object of it");
}

#[test]
fn a_local_whose_address_is_stored_keeps_the_reply() {
    let out = reply_with_local_call("store ptr %slot, ptr @where");
    assert!(out.starts_with("escape @T_get reply kept: stored into a local of main"), "{out}");
}

/// Every `reply` line of `print<cormi-escape>` for `T_get` ([`reply`]'s method).
fn reply_lines(decls: &str, body: &str) -> Vec<String> {
    let out = pass_output(
        "print<cormi-escape>",
        &format!(
            "{HEAD}
{decls}
define ptr @T_get(ptr %self) {{ {body} }}
define void @main() {{
  %r = call i64 (i32, ptr, ...) @__cormi_create(i32 1, ptr @T_new)
  %res = call ptr (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @T_get)
  %v = load i64, ptr %res
  ret void }}"
        ),
    );
    out.lines().filter(|l| l.starts_with("escape @T_get reply")).map(str::to_string).collect()
}

#[test]
fn a_fresh_returned_object_splits_into_its_fields_when_one_is_kept() {
    let body = "%h = call ptr @malloc(i64 16)
 %k = call ptr @malloc(i64 8)
 store ptr %k, ptr @keep
 store ptr %k, ptr %h
 %f = call ptr @malloc(i64 8)
 %at8 = getelementptr i8, ptr %h, i64 8
 store ptr %f, ptr %at8
 ret ptr %h";
    let out = reply_lines("", body);
    assert_eq!(out.len(), 3, "{out:?}");
    assert!(out[0].starts_with("escape @T_get reply kept: stored into global 'keep'"), "{out:?}");
    assert!(out[1].starts_with("escape @T_get reply field 0 kept: stored into global 'keep'"), "{out:?}");
    assert_eq!(out[2], "escape @T_get reply field 8 freed: the method keeps no object of it");
}

#[test]
fn a_returned_object_the_method_keeps_is_not_split() {
    let body = "%h = call ptr @malloc(i64 16)
 store ptr %h, ptr @keep
 %f = call ptr @malloc(i64 8)
 %at8 = getelementptr i8, ptr %h, i64 8
 store ptr %f, ptr %at8
 ret ptr %h";
    let out = reply_lines("", body);
    assert_eq!(out.len(), 1, "{out:?}");
    assert!(out[0].starts_with("escape @T_get reply kept: stored into global 'keep'"), "{out:?}");
}
