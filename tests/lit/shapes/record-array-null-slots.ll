; An array of 16-byte records {long key; void *state} whose `state` the method reads as
; a pointer but where the analysis sees no object (only (void *)-1 is stored there, as
; clang -O1 emits it): the records are sent as bytes with a null slot at byte 8 of each
; record (the receiver keeps a sentinel address there and writes NULL otherwise).
; Before, such an array was refused: "the array ... of 16-byte scalars is read as a
; pointer somewhere; its elements cannot be sent safely".

; RUN: opt -load-pass-plugin=%cormi -passes='print<cormi-shapes>' -disable-output %s | FileCheck %s

; CHECK-LABEL: shapes main2#0 -> R_state
; CHECK-NEXT:    arg1 graph node0
; CHECK-NEXT:    arg2 scalar
; CHECK-NEXT:    ret scalar
; CHECK-NEXT:    node0 array elem=16 records ptr=[] null=[8]: array of 16-byte records (malloc) allocated in main2 | sizes obj#1=heap
; CHECK-NOT:   {{.}}

%struct.Entry = type { i64, ptr }

define range(i64 0, 2) i64 @R_state(ptr readnone captures(none) %self, ptr noundef readonly captures(none) %e, i64 noundef %i) {
entry:
  %arrayidx = getelementptr inbounds %struct.Entry, ptr %e, i64 %i
  %state = getelementptr inbounds nuw i8, ptr %arrayidx, i64 8
  %0 = load ptr, ptr %state, align 8
  %cmp = icmp eq ptr %0, inttoptr (i64 -1 to ptr)
  %conv1 = zext i1 %cmp to i64
  ret i64 %conv1
}

define i64 @main2(i64 noundef %r, i64 noundef %n) {
entry:
  %mul = shl i64 %n, 4
  %call = tail call noalias ptr @malloc(i64 noundef %mul)
  %cmp10 = icmp sgt i64 %n, 0
  br i1 %cmp10, label %for.body, label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body, %entry
  %call2 = tail call i64 (i64, ptr, ...) @__cormi_invoke(i64 noundef %r, ptr noundef nonnull @R_state, ptr noundef %call, i64 noundef 0)
  ret i64 %call2

for.body:                                         ; preds = %entry, %for.body
  %i.011 = phi i64 [ %inc, %for.body ], [ 0, %entry ]
  %arrayidx = getelementptr inbounds nuw %struct.Entry, ptr %call, i64 %i.011
  store i64 %i.011, ptr %arrayidx, align 8
  %state = getelementptr inbounds nuw i8, ptr %arrayidx, i64 8
  store ptr inttoptr (i64 -1 to ptr), ptr %state, align 8
  %inc = add nuw nsw i64 %i.011, 1
  %exitcond.not = icmp eq i64 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body
}

declare noalias noundef ptr @malloc(i64 noundef)

declare void @__cormi_invoke(i64 noundef, ptr noundef, ...)



