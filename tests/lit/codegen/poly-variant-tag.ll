; A polymorphic pointer (pass/src/shape/mod.rs, NodeKind::Poly): L_sum's list cells
; are 16-byte and 24-byte structs from cormi_alloc_object, both with `next` at byte 8,
; so `next` (and the argument) may hold either. site mode writes a variant index after
; NEW only for that slot: the marshaler asks the runtime for the object's extent
; (cormi_extent) and switches on it (an unknown size refuses the object: the walk goes on
; with its next entry, and the call fails in the RETURN error mode);
; the server reads the index and rejects one out of range (a malformed message).
; class mode: one serializer for the 2-variant class writes the index, then the
; variant's body. generic mode: a kind-4 descriptor (offsets = variant sizes, children =
; variant type ids).

; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=site>,verify' -S %s | FileCheck %s --check-prefix=SITE
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=class>,verify' -S %s | FileCheck %s --check-prefix=CLASS
; RUN: opt -load-pass-plugin=%cormi -passes='cormi<mode=generic>,verify' -S %s | FileCheck %s --check-prefix=GENERIC

; GENERIC:     @__cormi_type_offsets.0 = private constant [2 x i64] [i64 16, i64 24]
; GENERIC:     @__cormi_type_children.0 = private constant [2 x i64] [i64 1, i64 2]
; GENERIC:     @__cormi_types = internal constant [3 x {{.*}}] [{{.*}} { i64 4, i64 0, i64 0, i64 2, {{.*}} { i64 1, i64 1, i64 16, i64 1, {{.*}} { i64 1, i64 1, i64 24, i64 1, {{.*}}]

; SITE-LABEL:  define internal i64 @__cormi_client_
; SITE:        m.body0:
; SITE-NEXT:     call void @cormi_out_u32(ptr %{{.*}}, i32 -1)
; SITE-NEXT:     %[[S:[0-9]+]] = call i64 @cormi_extent(ptr %[[P:step.p]])
; SITE-NEXT:     switch i64 %[[S]], label %m.unknown [
; SITE-NEXT:       i64 16, label %m.variant0
; SITE-NEXT:       i64 24, label %m.variant1
; SITE-NEXT:     ]
; SITE:        m.unknown:
; SITE-NEXT:     call void @cormi_variant_unknown(i64 %[[S]])
; SITE-NEXT:     br label %m.loop
; SITE:        m.variant0:
; SITE-NEXT:     call void @cormi_out_u32(ptr %{{.*}}, i32 0)
; SITE-NEXT:     %{{[0-9]+}} = call i64 @cormi_extent(ptr %[[P]])
; SITE:          call i32 @cormi_vouch(ptr %[[P]], i64 16
; SITE:        m.copy{{[0-9]*}}:
; SITE-NEXT:     call void @cormi_out_append(ptr %{{.*}}, ptr %[[P]], i64 16)
; SITE:        m.variant1:
; SITE-NEXT:     call void @cormi_out_u32(ptr %{{.*}}, i32 1)
; SITE-NEXT:     %{{[0-9]+}} = call i64 @cormi_extent(ptr %[[P]])
; SITE:          call i32 @cormi_vouch(ptr %[[P]], i64 24
; SITE:        m.copy{{[0-9]*}}:
; SITE-NEXT:     call void @cormi_out_append(ptr %{{.*}}, ptr %[[P]], i64 24)
; SITE-NOT:    m.variant2:
; SITE-LABEL:  define internal i32 @__cormi_server_
; SITE:          switch i32 %{{.*}}, label %u.bad [
; SITE-NEXT:       i32 0, label %u.variant0
; SITE-NEXT:       i32 1, label %u.variant1
; SITE-NEXT:     ]
; SITE:        u.variant0:
; SITE:          call ptr @cormi_in_read(ptr %0, i64 16)
; SITE:        u.variant1:
; SITE:          call ptr @cormi_in_read(ptr %0, i64 24)

; CLASS-LABEL: define internal void @__cormi_ser_0(ptr %0, ptr %1, ptr %2)
; CLASS:         %[[S:[0-9]+]] = call i64 @cormi_extent(ptr %0)
; CLASS-NEXT:    switch i64 %[[S]], label %m.unknown [
; CLASS:       m.variant1:
; CLASS-NEXT:    call void @cormi_out_u32(ptr %1, i32 1)
; CLASS-NEXT:    %{{[0-9]+}} = call i64 @cormi_extent(ptr %0)
; CLASS:         call i32 @cormi_vouch(ptr %0, i64 24
; CLASS:       m.copy{{[0-9]*}}:
; CLASS-NEXT:    call void @cormi_out_append(ptr %1, ptr %0, i64 24)
; CLASS-LABEL: define internal i32 @__cormi_deser_0(
; CLASS:         switch i32 %{{.*}}, label %bad [

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
