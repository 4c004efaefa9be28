; A back-reference must name an object of the slot's own shape
; (pass/src/codegen/recv_handles.rs): the receiver keeps a second table, handle ->
; shape + 1, filled next to every new object's handle; a back-reference whose recorded
; shape differs from the slot's is rejected like an unknown handle (error reply). Here
; two shapes (8-byte and 64-byte structs): the 8-byte object (node 0) records shape
; tag 1, the 64-byte one (node 1) tag 2; every mode checks (generic: the runtime's
; cormi_generic_read gets both tables; rt-c/src/generic.c, runtime/tests/generic_walker.rs).

; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>,verify' -S %s | FileCheck %s --check-prefixes=ALL,SITE
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=class>,verify' -S %s | FileCheck %s --check-prefixes=ALL,CLASS
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=generic>,verify' -S %s | FileCheck %s --check-prefixes=ALL,GENERIC

; CLASS-LABEL:  define internal i32 @__cormi_deser_0(ptr %0, ptr %1, ptr %2, ptr %3, ptr %4, ptr %5)
; CLASS:          call i32 @cormi_handles_add(ptr %1, ptr %[[O:[0-9]+]])
; CLASS-NEXT:     call i32 @cormi_handles_add(ptr %4, ptr inttoptr (i64 1 to ptr))
; CLASS-LABEL:  define internal i32 @__cormi_deser_1(
; CLASS:          call i32 @cormi_handles_add(ptr %4, ptr inttoptr (i64 2 to ptr))

; GENERIC-NOT:   define internal {{.*}}@__cormi_generic_read

; ALL-LABEL:    define internal i32 @__cormi_server_
; ALL:            %[[OBJS:[0-9]+]] = call ptr @cormi_handles_acquire()
; ALL-NEXT:       %[[SHAPES:[0-9]+]] = call ptr @cormi_handles_acquire()
; GENERIC:        call i32 @cormi_generic_read{{(_logged)?}}(ptr %0, ptr %[[OBJS]], ptr %[[SHAPES]], i64 0, ptr %root, ptr @__cormi_types, i64 2{{(, ptr %[0-9]+)?}})
; GENERIC:        call i32 @cormi_generic_read{{(_logged)?}}(ptr %0, ptr %[[OBJS]], ptr %[[SHAPES]], i64 1, ptr %root{{[0-9]+}}, ptr @__cormi_types, i64 2{{(, ptr %[0-9]+)?}})
; SITE:           call ptr @__cormi_unmarshal_2(ptr %0, ptr %[[OBJS]], ptr %[[SHAPES]]
; SITE:           call ptr @__cormi_unmarshal_3(ptr %0, ptr %[[OBJS]], ptr %[[SHAPES]]
; ALL:            call void @cormi_handles_release(ptr %[[OBJS]])
; ALL-NEXT:       call void @cormi_handles_release(ptr %[[SHAPES]])
; SITE-LABEL:   define internal ptr @__cormi_unmarshal_2(ptr %0, ptr %1, ptr %2
; SITE:         u.old:
; SITE-NEXT:      %[[H:[0-9]+]] = call ptr @cormi_handles_at(ptr %1, i32 %{{.*}})
; SITE-NEXT:      %[[S:[0-9]+]] = call ptr @cormi_handles_at(ptr %2, i32 %{{.*}})
; SITE:           %sameshape = icmp eq ptr %[[S]], %shapetag
; SITE-NEXT:      %backref = select i1 %sameshape, ptr %[[H]], ptr null
; SITE-NEXT:      %nohandle = icmp eq ptr %backref, null
; SITE:           call i32 @cormi_handles_add(ptr %2, ptr inttoptr (i64 1 to ptr))
; SITE-LABEL:   define internal ptr @__cormi_unmarshal_3(ptr %0, ptr %1, ptr %2
; SITE:           call i32 @cormi_handles_add(ptr %2, ptr inttoptr (i64 2 to ptr))

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @malloc(i64)

define i64 @P_pair(ptr %self, ptr %small, ptr %big) {
  %a = load i64, ptr %small
  %f = getelementptr i8, ptr %big, i64 56
  %b = load i64, ptr %f
  %s = add i64 %a, %b
  ret i64 %s
}

define i64 @main(i64 %r) {
  %small = call ptr @malloc(i64 8)
  %big = call ptr @malloc(i64 64)
  %v = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @P_pair, ptr %small, ptr %big)
  ret i64 %v
}
