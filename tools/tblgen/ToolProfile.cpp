//===- ToolProfile.cpp - The programs the driver acts as ------------------===//
//
// The profiles (tblgen, clang-tblgen, mlir-tblgen), their reference action
// lists (LLVMActions.def, ClangActions.def, MLIRActions.def) and the driver's own actions.
//
//===----------------------------------------------------------------------===//

#include "ToolProfile.h"

#include "tblgen/Record.h"

#include <algorithm>

namespace tblgen::driver {

namespace {

void runPrintRecords(const RecordKeeper &Records, OStream &OS) { OS << Records; }
void runNullBackend(const RecordKeeper &, OStream &) {}

BackendInfo builtin(std::string_view Name, std::string_view Desc, BackendFn Fn, unsigned Tools) {
  BackendInfo B{Name, Desc, Fn};
  B.Tools = Tools;
  return B;
}

/// Actions the driver provides itself when no backend of that name is
/// registered for the program.
const BackendInfo BuiltinActions[] = {
    builtin("print-records", "Print all records to stdout (default)", runPrintRecords, TM_All),
    builtin("null-backend", "Do nothing after parsing (useful for timing)", runNullBackend,
            TM_LLVM),
};

constexpr ReferenceAction LLVMActions[] = {
#define LLVM_ACTION(Name) {Name, ""},
#include "LLVMActions.def"
};

constexpr ReferenceAction ClangActions[] = {
#define CLANG_ACTION(Name, Desc) {Name, Desc},
#include "ClangActions.def"
};

constexpr ReferenceAction MLIRActions[] = {
#define MLIR_ACTION(Name, Desc) {Name, Desc},
#include "MLIRActions.def"
};

constexpr ToolProfile Profiles[] = {
    {"tblgen", "llvm-tblgen", TM_LLVM, LLVMActions, /*HelpListsReference=*/false},
    {"clang-tblgen", "clang-tblgen", TM_Clang, ClangActions, /*HelpListsReference=*/true},
    {"mlir-tblgen", "mlir-tblgen", TM_MLIR, MLIRActions, /*HelpListsReference=*/true,
     "Generator to run", /*HelpColumn=*/53},
};

} // namespace

const ToolProfile &llvmTool() { return Profiles[0]; }

const ToolProfile &toolForProgram(std::string_view Argv0) {
  size_t Slash = Argv0.rfind('/');
  std::string_view Base = Slash == std::string_view::npos ? Argv0 : Argv0.substr(Slash + 1);
  for (const ToolProfile &P : Profiles)
    if (P.Mask != TM_LLVM && Base.starts_with(P.Program))
      return P;
  return llvmTool();
}

const BackendInfo *findAction(const ToolProfile &Tool, std::string_view Name) {
  if (const BackendInfo *B = findBackend(Name, Tool.Mask))
    return B;
  for (const BackendInfo &B : BuiltinActions)
    if (B.Name == Name && (B.Tools & Tool.Mask))
      return &B;
  return nullptr;
}

bool isReferenceAction(const ToolProfile &Tool, std::string_view Name) {
  return std::any_of(Tool.Actions.begin(), Tool.Actions.end(),
                     [&](const ReferenceAction &A) { return A.Name == Name; });
}

bool acceptsOption(const ToolProfile &Tool, const BackendOptionInfo &O) {
  if (O.Backend.empty())
    return (O.Tools & Tool.Mask) != 0;
  return findAction(Tool, O.Backend) || isReferenceAction(Tool, O.Backend);
}

std::vector<HelpAction> helpActions(const ToolProfile &Tool) {
  std::vector<HelpAction> V;
  if (Tool.HelpListsReference) {
    for (const ReferenceAction &A : Tool.Actions)
      V.push_back({A.Name, A.Description});
    return V;
  }
  for (const BackendInfo &B : backendRegistry())
    if (B.Tools & Tool.Mask)
      V.push_back({B.Name, B.Description});
  for (const BackendInfo &B : BuiltinActions)
    if ((B.Tools & Tool.Mask) && !findBackend(B.Name, Tool.Mask))
      V.push_back({B.Name, B.Description});
  std::sort(V.begin(), V.end(),
            [](const HelpAction &A, const HelpAction &B) { return A.Name < B.Name; });
  return V;
}

} // namespace tblgen::driver
