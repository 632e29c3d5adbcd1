//===- IntrinsicOpsGen.cpp - -gen-llvmir-intrinsics -----------------------===//
//
// Reads LLVM's intrinsic definitions (llvm/IR/Intrinsics.td) and writes an
// ODS op def per Intrinsic def: the op name (LLVMName, or the record name
// without "int_" and the target prefix, '_' made '.'), the positions of the
// overloaded results and parameters, the traits (Commutative,
// NoMemoryEffect for IntrNoMem), the result count, and one LLVM_Type
// operand per parameter plus the metadata attributes the two regexp
// options ask for.
//
//===----------------------------------------------------------------------===//

#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <regex>
#include <string>
#include <vector>

namespace tblgen::mlirconv {

namespace {

/// Value types an intrinsic is overloaded on.
constexpr std::string_view OverloadedTypes[] = {"iAny", "fAny", "Any", "pAny", "vAny"};

/// "[i, j, ...]" of the positions in field List of R whose type is
/// overloaded.
std::string overloadedPositions(const Record *R, std::string_view List) {
  std::string Out = "[";
  std::vector<const Record *> Types = R->getValueAsListOfDefs(List);
  bool First = true;
  for (size_t I = 0; I < Types.size(); ++I) {
    std::string VT = Types[I]->getValueAsDef("VT")->getValueAsString("LLVMName");
    for (std::string_view O : OverloadedTypes)
      if (VT == O) {
        Out += (First ? "" : ", ") + std::to_string(I);
        First = false;
      }
  }
  return Out + "]";
}

bool hasProperty(const Record *R, std::string_view Name) {
  for (const Record *P : R->getValueAsListOfDefs("IntrProperties"))
    if (P->getName() == Name)
      return true;
  return false;
}

/// An intrinsic's def name without its "int_" prefix: its first four
/// characters go, whatever they are (as mlir-tblgen drops them).
std::string_view withoutIntPrefix(std::string_view Name) {
  return Name.substr(Name.size() < 4 ? Name.size() : 4);
}

/// The MLIR op name of an intrinsic.
std::string operationName(const Record *R) {
  std::string Name = R->getValueAsString("LLVMName");
  if (!Name.empty())
    return Name;
  std::string_view Rest = withoutIntPrefix(R->getName());
  std::string Prefix = R->getValueAsString("TargetPrefix");
  if (!Prefix.empty()) {
    size_t Cut = Rest.find('_');
    Rest = Cut == std::string_view::npos ? std::string_view() : Rest.substr(Cut + 1);
  }
  std::string Out(Rest);
  for (char &C : Out)
    if (C == '_')
      C = '.';
  return Out;
}

/// Does Pattern (POSIX extended) match somewhere in Name? False for an
/// empty pattern.
bool matches(const std::string &Pattern, std::string_view Name) {
  if (Pattern.empty())
    return false;
  std::regex Re(Pattern, std::regex::extended);
  return std::regex_search(Name.begin(), Name.end(), Re);
}

void emitIntrinsicOps(const RecordKeeper &Records, OStream &OS, const BackendContext &Ctx) {
  std::string Filter = Ctx.option("llvmir-intrinsics-filter", "");
  std::string Base = Ctx.option("dialect-opclass-base", "LLVM_IntrOp");
  std::string AccessGroups = Ctx.option("llvmir-intrinsics-access-group-regexp", "");
  std::string AliasScopes = Ctx.option("llvmir-intrinsics-alias-analysis-regexp", "");
  emitSourceFileHeader("Operations for LLVM intrinsics", OS, Records);
  OS << "include \"mlir/Dialect/LLVMIR/LLVMOpBase.td\"\n"
     << "include \"mlir/Interfaces/SideEffectInterfaces.td\"\n\n";
  for (const Record *R : Records.getAllDerivedDefinitions("Intrinsic")) {
    std::string_view Name = R->getName();
    if (!Filter.empty() && Name.find(Filter) == std::string_view::npos)
      continue;
    bool WithAccessGroups = matches(AccessGroups, Name);
    bool WithAliasScopes = matches(AliasScopes, Name);
    std::vector<std::string> Traits;
    if (hasProperty(R, "Commutative"))
      Traits.push_back("Commutative");
    if (hasProperty(R, "IntrNoMem"))
      Traits.push_back("NoMemoryEffect");
    std::vector<std::string> Operands(R->getValueAsListOfDefs("ParamTypes").size(), "LLVM_Type");
    if (WithAccessGroups)
      Operands.push_back("OptionalAttr<LLVM_AccessGroupArrayAttr>:$access_groups");
    if (WithAliasScopes) {
      Operands.push_back("OptionalAttr<LLVM_AliasScopeArrayAttr>:$alias_scopes");
      Operands.push_back("OptionalAttr<LLVM_AliasScopeArrayAttr>:$noalias_scopes");
      Operands.push_back("OptionalAttr<LLVM_TBAATagArrayAttr>:$tbaa");
    }
    std::string_view Proper = withoutIntPrefix(Name);
    OS << "def LLVM_" << Proper << " : " << Base << "<\"" << operationName(R) << "\", "
       << overloadedPositions(R, "RetTypes") << ", " << overloadedPositions(R, "ParamTypes") << ", [";
    for (size_t I = 0; I < Traits.size(); ++I)
      OS << (I ? ", " : "") << Traits[I];
    OS << "], " << R->getValueAsListOfDefs("RetTypes").size() << ", " << (WithAccessGroups ? "1" : "0")
       << ", " << (WithAliasScopes ? "1" : "0") << ">, Arguments<(ins" << (Operands.empty() ? "" : " ");
    for (size_t I = 0; I < Operands.size(); ++I)
      OS << (I ? ", " : "") << Operands[I];
    OS << ")>;\n\n";
  }
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(MLIRLLVMIRIntrinsics, TM_MLIR, "gen-llvmir-intrinsics",
                             "Generate LLVM IR intrinsics", emitIntrinsicOps, BT_None);

} // namespace tblgen::mlirconv
