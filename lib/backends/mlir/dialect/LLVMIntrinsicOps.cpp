//===- LLVMIntrinsicOps.cpp - -gen-llvmir-intrinsics ----------------------===//
//
// TableGen source of an LLVM dialect op per LLVM intrinsic (every Intrinsic
// def of llvm/IR/Intrinsics.td, record name order, those whose name has
// the -llvmir-intrinsics-filter text): the op is named after the
// intrinsic (without its target prefix, '_' made '.'), lists which results
// and operands are overloaded (a value type of the "any" kinds), its
// traits (Commutative, NoMemoryEffect) and its number of results; the
// intrinsics matching the access-group / alias-analysis regexps take those
// metadata attributes too.
//
//===----------------------------------------------------------------------===//

#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <regex>

namespace tblgen::mlirdialect {

namespace {

/// Whether a value type (a ValueType def, by the LLVMName naming its
/// machine value type) is one of the overloaded "any" kinds.
bool isOverloadedType(const Record *VT) {
  std::string Name = VT->getValueAsString("LLVMName");
  for (std::string_view Any : {"iAny", "fAny", "Any", "pAny", "vAny"})
    if (Name == Any)
      return true;
  return false;
}

/// "[i, j]": the positions in List (a list of LLVMType defs) of the
/// overloaded types.
std::string overloadedPositions(const Record *Intr, std::string_view List) {
  std::string S = "[";
  std::vector<const Record *> Types = Intr->getValueAsListOfDefs(List);
  bool First = true;
  for (size_t I = 0; I < Types.size(); ++I) {
    if (!isOverloadedType(Types[I]->getValueAsDef("VT")))
      continue;
    S += (First ? "" : ", ") + std::to_string(I);
    First = false;
  }
  return S + "]";
}

/// The op's name: LLVMName when given, else the def's name without "int_"
/// and the target prefix, '_' made '.'.
std::string opName(const Record *Intr, std::string_view Bare) {
  std::string Given = Intr->getValueAsString("LLVMName");
  if (!Given.empty())
    return Given;
  std::vector<std::string_view> Chunks;
  for (size_t Pos = 0;;) {
    size_t U = Bare.find('_', Pos);
    Chunks.push_back(Bare.substr(Pos, U == std::string_view::npos ? U : U - Pos));
    if (U == std::string_view::npos)
      break;
    Pos = U + 1;
  }
  size_t From = Intr->getValueAsString("TargetPrefix").empty() ? 0 : 1;
  std::string Name;
  for (size_t I = From; I < Chunks.size(); ++I)
    Name.append(I == From ? "" : ".").append(Chunks[I]);
  return Name;
}

bool hasProperty(const Record *Intr, std::string_view Name) {
  for (const Record *P : Intr->getValueAsListOfDefs("IntrProperties"))
    if (P->getName() == Name)
      return true;
  return false;
}

bool matches(const std::optional<std::regex> &Re, std::string_view Name) {
  return Re && std::regex_search(Name.begin(), Name.end(), *Re);
}

void emitIntrinsicOps(const RecordKeeper &Records, OStream &OS, const BackendContext &Ctx) {
  std::string Filter = Ctx.option("llvmir-intrinsics-filter", "");
  std::string Base = Ctx.option("dialect-opclass-base", "LLVM_IntrOp");
  std::optional<std::regex> AccessGroup, AliasAnalysis;
  if (std::string R = Ctx.option("llvmir-intrinsics-access-group-regexp", ""); !R.empty())
    AccessGroup.emplace(R, std::regex::extended);
  if (std::string R = Ctx.option("llvmir-intrinsics-alias-analysis-regexp", ""); !R.empty())
    AliasAnalysis.emplace(R, std::regex::extended);

  emitSourceFileHeader("Operations for LLVM intrinsics", OS, Records);
  OS << "include \"mlir/Dialect/LLVMIR/LLVMOpBase.td\"\n"
     << "include \"mlir/Interfaces/SideEffectInterfaces.td\"\n\n";
  for (const Record *Intr : Records.getAllDerivedDefinitions("Intrinsic")) {
    std::string_view Name = Intr->getName();
    if (!Filter.empty() && Name.find(Filter) == std::string_view::npos)
      continue;
    bool WithAccessGroup = matches(AccessGroup, Name);
    bool WithAliasAnalysis = matches(AliasAnalysis, Name);
    std::string_view Bare = Name.starts_with("int_") ? Name.substr(4) : Name;

    std::vector<std::string> Traits;
    if (hasProperty(Intr, "Commutative"))
      Traits.push_back("Commutative");
    if (hasProperty(Intr, "IntrNoMem"))
      Traits.push_back("NoMemoryEffect");
    std::vector<std::string> Operands(Intr->getValueAsListOfDefs("ParamTypes").size(),
                                      "LLVM_Type");
    if (WithAccessGroup)
      Operands.push_back("OptionalAttr<LLVM_AccessGroupArrayAttr>:$access_groups");
    if (WithAliasAnalysis) {
      Operands.push_back("OptionalAttr<LLVM_AliasScopeArrayAttr>:$alias_scopes");
      Operands.push_back("OptionalAttr<LLVM_AliasScopeArrayAttr>:$noalias_scopes");
      Operands.push_back("OptionalAttr<LLVM_TBAATagArrayAttr>:$tbaa");
    }
    auto joined = [](const std::vector<std::string> &V) {
      std::string S;
      for (size_t I = 0; I < V.size(); ++I)
        S.append(I ? ", " : "").append(V[I]);
      return S;
    };
    OS << "def LLVM_" << Bare << " : " << Base << "<\"" << opName(Intr, Bare) << "\", "
       << overloadedPositions(Intr, "RetTypes") << ", "
       << overloadedPositions(Intr, "ParamTypes") << ", [" << joined(Traits)
       << "], " << Intr->getValueAsListOfDefs("RetTypes").size() << ", "
       << (WithAccessGroup ? "1" : "0") << ", " << (WithAliasAnalysis ? "1" : "0")
       << ">, Arguments<(ins" << (Operands.empty() ? "" : " ") << joined(Operands)
       << ")>;\n\n";
  }
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(MLIRLLVMIntrinsicOps, TM_MLIR, "gen-llvmir-intrinsics",
                             "Generate LLVM IR intrinsics", emitIntrinsicOps, BT_None);

} // namespace tblgen::mlirdialect
