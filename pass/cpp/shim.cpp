// cormi's C++ registration shim: registers the passes that Rust lists
// (pass/src/passes.rs) with LLVM 22's new pass manager and forwards every run to Rust.
// It also exposes LLVM's diagnostic and remark machinery to Rust (pass/src/diag.rs).
// No pass logic lives here (docs/contracts.md, "C++ registration shim -> Rust").

#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/DiagnosticHandler.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instruction.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Plugins/PassPlugin.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm-c/Core.h"

#include <cstdlib>
#include <string>

using namespace llvm;

// Implemented in Rust (pass/src/plugin.rs).
extern "C" {
size_t cormi_rs_pass_count(void);
const char *cormi_rs_pass_name(size_t Index);
int cormi_rs_check_params(const char *Name, const char *Params, char *Err,
                          size_t ErrLen);
int cormi_rs_run_pass(LLVMModuleRef M, const char *Name, const char *Params);
}

namespace {

// One registered pass: a name from passes.rs and its parameter text.
struct CormiPass : PassInfoMixin<CormiPass> {
  std::string Name;
  std::string Params;

  CormiPass(std::string N, std::string P)
      : Name(std::move(N)), Params(std::move(P)) {}

  PreservedAnalyses run(Module &M, ModuleAnalysisManager &) {
    int Changed = cormi_rs_run_pass(wrap(&M), Name.c_str(), Params.c_str());
    return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
  }

  // Runs at -O0 and on optnone functions' modules too.
  static bool isRequired() { return true; }

  void printPipeline(raw_ostream &OS,
                     function_ref<StringRef(StringRef)> MapClassName2PassName) {
    OS << Name;
    if (!Params.empty())
      OS << '<' << Params << '>';
  }
};

// The parameters used at extension points (clang -fpass-plugin, LTO): CORMI_PARAMS,
// e.g. "mode=site", else the defaults.
std::string extensionPointParams() {
  const char *P = std::getenv("CORMI_PARAMS");
  return P ? std::string(P) : std::string();
}

// Splits "name" or "name<params>" for a registered pass name; false if Text is
// neither.
bool matchPassName(StringRef Text, StringRef PassName, StringRef &Params) {
  if (Text == PassName) {
    Params = "";
    return true;
  }
  if (!PassBuilder::checkParametrizedPassName(Text, PassName))
    return false;
  Params = Text.drop_front(PassName.size() + 1).drop_back();
  return true;
}

bool parsePipelineElement(StringRef Text, ModulePassManager &MPM,
                          ArrayRef<PassBuilder::PipelineElement>) {
  for (size_t I = 0, N = cormi_rs_pass_count(); I < N; ++I) {
    StringRef PassName = cormi_rs_pass_name(I);
    StringRef Params;
    if (!matchPassName(Text, PassName, Params))
      continue;
    std::string P = Params.str();
    char Err[1024] = {0};
    if (cormi_rs_check_params(PassName.data(), P.c_str(), Err, sizeof Err)) {
      errs() << "error: invalid parameters for pass '" << PassName
             << "' in '" << Text << "': " << Err << "\n";
      return false; // The pipeline parser then fails with "unknown pass name".
    }
    MPM.addPass(CormiPass(PassName.str(), P));
    return true;
  }
  return false;
}

void registerCallbacks(PassBuilder &PB) {
  PB.registerPipelineParsingCallback(parsePipelineElement);
  PB.registerPipelineStartEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel) {
        MPM.addPass(CormiPass("cormi", extensionPointParams()));
      });
  // ld.lld has linked every bitcode module here: the whole program.
  PB.registerFullLinkTimeOptimizationEarlyEPCallback(
      [](ModulePassManager &MPM, OptimizationLevel) {
        std::string P = extensionPointParams();
        MPM.addPass(CormiPass("cormi", P.empty() ? "whole-program" : P + ";whole-program"));
      });
}

// The function a diagnostic or remark is about, if any.
const Function *functionOf(const Value *At) {
  if (!At)
    return nullptr;
  if (auto *I = dyn_cast<Instruction>(At))
    return I->getFunction();
  return dyn_cast<Function>(At);
}

// The source location of an instruction (!dbg) or function (DISubprogram).
DiagnosticLocation locationOf(const Value *At) {
  if (auto *I = dyn_cast_or_null<Instruction>(At))
    if (const DebugLoc &DL = I->getDebugLoc())
      return DiagnosticLocation(DL);
  if (auto *F = dyn_cast_or_null<Function>(At))
    if (DISubprogram *SP = F->getSubprogram())
      return DiagnosticLocation(SP);
  return DiagnosticLocation();
}

DiagnosticSeverity severityOf(int S) {
  switch (S) {
  case 1:
    return DS_Warning;
  case 2:
    return DS_Note;
  default:
    return DS_Error;
  }
}

template <typename RemarkT>
void emitRemark(const Value *At, const char *Name, size_t N,
                const char *const *Keys, const char *const *Vals) {
  const Function *F = functionOf(At);
  if (!F || F->isDeclaration())
    return;
  OptimizationRemarkEmitter ORE(F);
  ORE.emit([&]() {
    RemarkT R = isa<Instruction>(At) ? RemarkT("cormi", Name, cast<Instruction>(At))
                                     : RemarkT("cormi", Name, F);
    for (size_t I = 0; I < N; ++I) {
      if (StringRef(Keys[I]) == "String")
        R << Vals[I];
      else
        R << ore::NV(Keys[I], StringRef(Vals[I]));
    }
    return R;
  });
}

// Wraps the host's diagnostic handler while an error that more errors follow is
// reported. With a handler of its own (clang, lld) the host shows it; without one (opt),
// LLVMContext::diagnose would print the error and exit(1) at once, hiding the next
// errors of the batch: print it the same way instead, without exiting. The last error
// of a batch goes to the host's handler unwrapped, so opt still exits with status 1.
struct KeepGoingHandler : DiagnosticHandler {
  std::unique_ptr<DiagnosticHandler> Host;

  explicit KeepGoingHandler(std::unique_ptr<DiagnosticHandler> H)
      : Host(std::move(H)) {}

  bool handleDiagnostics(const DiagnosticInfo &DI) override {
    if (Host && Host->handleDiagnostics(DI))
      return true;
    DiagnosticPrinterRawOStream DP(errs());
    errs() << (DI.getSeverity() == DS_Error     ? "error: "
               : DI.getSeverity() == DS_Warning ? "warning: "
                                                : "note: ");
    DI.print(DP);
    errs() << "\n";
    return true;
  }
};

// Reports DI; with MoreFollow, through KeepGoingHandler (see there).
void diagnose(LLVMContext &Ctx, const DiagnosticInfo &DI, bool MoreFollow) {
  if (!MoreFollow || DI.getSeverity() != DS_Error) {
    Ctx.diagnose(DI);
    return;
  }
  std::unique_ptr<DiagnosticHandler> Host = Ctx.getDiagnosticHandler();
  Ctx.setDiagnosticHandler(std::make_unique<KeepGoingHandler>(std::move(Host)));
  Ctx.diagnose(DI);
  std::unique_ptr<DiagnosticHandler> Wrapper = Ctx.getDiagnosticHandler();
  Host = std::move(static_cast<KeepGoingHandler &>(*Wrapper).Host);
  if (Host)
    Host->HasErrors = true;
  Ctx.setDiagnosticHandler(std::move(Host));
}

} // namespace

// Called by Rust's llvmGetPassPluginInfo (pass/src/plugin.rs), which mirrors the struct.
extern "C" PassPluginLibraryInfo cormi_shim_plugin_info() {
  return {LLVM_PLUGIN_API_VERSION, "cormi", "0.1.0", registerCallbacks, nullptr};
}

// See pass/src/diag.rs: Diagnostic::emit.
// MoreFollow: further errors of the same batch follow (all are shown, also under opt).
extern "C" void cormi_shim_diagnose(LLVMModuleRef MRef, LLVMValueRef AtRef,
                                    int Severity, const char *Msg,
                                    int MoreFollow) {
  Module *M = unwrap(MRef);
  const Value *At = AtRef ? unwrap(AtRef) : nullptr;
  LLVMContext &Ctx = M->getContext();
  std::string Text = Msg;
  DiagnosticLocation Loc = locationOf(At);
  const Function *F = functionOf(At);
  // DiagnosticInfoUnsupported carries the location in a form clang maps back to the
  // source (`file.c:L:C: error: ...`); opt prints `error: file.c:L:C: in function ...`.
  if (F && Loc.isValid())
    diagnose(Ctx,
             DiagnosticInfoUnsupported(*F, "cormi: " + Text, Loc,
                                       severityOf(Severity)),
             MoreFollow);
  else
    diagnose(Ctx, DiagnosticInfoGeneric("cormi: " + Text, severityOf(Severity)),
             MoreFollow);
}

// See pass/src/diag.rs: Remark::emit.
extern "C" void cormi_shim_remark(LLVMValueRef AtRef, int Kind, const char *Name,
                                  size_t N, const char *const *Keys,
                                  const char *const *Vals) {
  const Value *At = unwrap(AtRef);
  switch (Kind) {
  case 0:
    emitRemark<OptimizationRemark>(At, Name, N, Keys, Vals);
    break;
  case 1:
    emitRemark<OptimizationRemarkMissed>(At, Name, N, Keys, Vals);
    break;
  default:
    emitRemark<OptimizationRemarkAnalysis>(At, Name, N, Keys, Vals);
    break;
  }
}

// See pass/src/diag.rs: write_stdout.
extern "C" void cormi_shim_write_stdout(const char *Ptr, size_t Len) {
  outs().write(Ptr, Len);
  outs().flush();
}
