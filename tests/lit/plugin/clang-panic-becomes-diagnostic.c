// Under clang too, a panic inside the plugin is an error diagnostic and clang exits 1
// normally (no crash, no "PLEASE submit a bug report" stack dump). CORMI_PARAMS passes
// the hidden debug parameter to the pipeline-start extension point.

// RUN: env CORMI_PARAMS=panic-for-testing not %clang -fpass-plugin=%cormi -O0 -c %s -o /dev/null 2>&1 | FileCheck %s

// CHECK-NOT: panicked
// CHECK: error: cormi: internal error in pass 'cormi': panic-for-testing requested in pass 'cormi' (at {{.*}}passes.rs:{{[0-9]+}}:{{[0-9]+}}); please report this bug
// CHECK-NOT: PLEASE submit a bug report

int main(void) { return 0; }
