; A back-reference into a polymorphic slot is accepted for an object read as any of
; the slot's variants (pass/src/codegen/recv_handles.rs): the list of
; poly-variant-tag.ll, where node 0 is the 2-variant pointer and nodes 1 and 2 its
; 16- and 24-byte variants. The receiver accepts handle k in a slot of shape s when k was
; read as s, or s is node 0 and k was read as node 1 or 2 (shape table entries 2 and 3:
; shape + 1). Anything else is a malformed message.

; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>,verify' -S %s | FileCheck %s

; CHECK-LABEL:  define internal i32 @__cormi_server_
; CHECK:        u.old:
; CHECK-NEXT:     %[[O:[0-9]+]] = call ptr @cormi_handles_at(ptr %{{.*}}, i32 %[[K:.*]])
; CHECK-NEXT:     %[[SEEN:[0-9]+]] = call ptr @cormi_handles_at(ptr %{{.*}}, i32 %[[K]])
; CHECK:          %[[SAME:sameshape]] = icmp eq ptr %[[SEEN]], %shapetag
; CHECK-NEXT:     %[[POLY:eq[0-9]*]] = icmp eq i64 %{{.*}}, 0
; CHECK-NEXT:     %[[V1:sameshape[0-9]*]] = icmp eq ptr %[[SEEN]], inttoptr (i64 2 to ptr)
; CHECK-NEXT:     %[[A1:variant]] = and i1 %[[POLY]], %[[V1]]
; CHECK-NEXT:     %accepted = or i1 %[[SAME]], %[[A1]]
; CHECK-NEXT:     %[[V2:sameshape[0-9]*]] = icmp eq ptr %[[SEEN]], inttoptr (i64 3 to ptr)
; CHECK-NEXT:     %[[A2:variant[0-9]*]] = and i1 %[[POLY]], %[[V2]]
; CHECK-NEXT:     %[[ACC:accepted[0-9]*]] = or i1 %accepted, %[[A2]]
; CHECK-NEXT:     %backref = select i1 %[[ACC]], ptr %[[O]], ptr null

@cormi_rt_hot_helpers = global [0 x ptr] zeroinitializer
declare void @__cormi_invoke(i64, ptr, ...)
declare ptr @cormi_alloc_object(i64)

define i64 @L_sum(ptr %self, ptr %l) {
  ret i64 0
}

define i64 @main(i64 %r, i1 %big) {
entry:
  br label %loop
loop:
  %head = phi ptr [ null, %entry ], [ %n, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %small = call ptr @cormi_alloc_object(i64 16)
  %large = call ptr @cormi_alloc_object(i64 24)
  %n = select i1 %big, ptr %large, ptr %small
  %next = getelementptr i8, ptr %n, i64 8
  store ptr %head, ptr %next
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, 100
  br i1 %c, label %loop, label %done
done:
  %s = call i64 (i64, ptr, ...) @__cormi_invoke(i64 %r, ptr @L_sum, ptr %n)
  ret i64 %s
}
