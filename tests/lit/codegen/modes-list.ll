; The same list call site in site and class mode. site: the node body is inlined in the
; walk and no type tag (nor variant index) is written after NEW (the list is monomorphic). class: a class id
; follows NEW and the body is a per-class serializer called indirectly through a table;
; the receiver checks the class id against the one it expects before calling the
; class's deserializer.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>,verify' -S %s | FileCheck %s --check-prefix=SITE
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=class>,verify' -S %s | FileCheck %s --check-prefix=CLASS

; SITE-NOT:    @__cormi_class_ser
; SITE-LABEL:  define internal i64 @__cormi_client_
; SITE:        m.new:
; SITE-NEXT:     switch i64
; SITE:        m.body0:
; SITE-NEXT:     %{{[0-9]+}} = call i64 @cormi_extent(
; SITE:          call i32 @cormi_vouch(
; SITE:        m.copy{{[0-9]*}}:
; SITE-NEXT:     %[[R:[0-9]+]] = call ptr @cormi_out_reserve(ptr %{{.*}}, i64 20)
; SITE-NEXT:     store i32 -1, ptr %[[R]], align 1
; SITE-NEXT:     %{{.*}} = getelementptr i8, ptr %[[R]], i64 4
; SITE-NEXT:     call void @llvm.memcpy.p0.p0.i64(ptr align 1 %{{.*}}, ptr align 1 %{{.*}}, i64 16, i1 false)
; SITE-NOT:    call void %
; SITE-NOT:    m.variant

; CLASS:       @__cormi_class_ser = internal constant [1 x ptr] [ptr @__cormi_ser_0]
; CLASS:       @__cormi_class_deser = internal constant [1 x ptr] [ptr @__cormi_deser_0]
; CLASS-LABEL: define internal void @__cormi_ser_0(ptr %0, ptr %1, ptr %2)
; CLASS:         call void @cormi_out_append(ptr %1, ptr %0, i64 16)
; CLASS:         call void @__cormi_ws_push(ptr %2, ptr %{{.*}}, i64 0)
; CLASS-LABEL: define internal i32 @__cormi_deser_0(ptr %0, ptr %1, ptr %2, ptr %3, ptr %4, ptr %5)
; CLASS:         call ptr @cormi_in_read(ptr %0, i64 16)
; CLASS-LABEL: define internal i64 @__cormi_client_
; CLASS:         call void @cormi_out_u32(ptr %{{.*}}, i32 -1)
; CLASS-NEXT:    %class = trunc i64 %{{.*}} to i32
; CLASS-NEXT:    call void @cormi_out_u32(ptr %{{.*}}, i32 %class)
; CLASS:         call void %{{.*}}(ptr %{{.*}}, ptr %{{.*}}, ptr %worklist)
; CLASS-LABEL: define internal i32 @__cormi_server_
; CLASS:         %badclass = icmp ne i32
; CLASS:         call i32 %{{.*}}(ptr %0, ptr %{{.*}}, ptr %worklist, ptr

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @cormi_alloc_object(i64)

define i64 @L_sum(ptr %self, ptr %l) {
  ret i64 0
}

define i64 @main(i64 %r) {
entry:
  br label %loop
loop:
  %head = phi ptr [ null, %entry ], [ %n, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %n = call ptr @cormi_alloc_object(i64 16)
  %next = getelementptr i8, ptr %n, i64 8
  store ptr %head, ptr %next
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, 100
  br i1 %c, label %loop, label %done
done:
  %s = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @L_sum, ptr %n)
  ret i64 %s
}
