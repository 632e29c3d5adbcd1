//===- TargetLibraryInfo.cpp - -gen-target-library-info --------------------===//
//
// Emits the tables of llvm/Analysis/TargetLibraryInfo.td, one entry per
// TargetLibCall def in definition order:
//
//   GET_TARGET_LIBRARY_INFO_ENUM           enum LibFunc
//   GET_TARGET_LIBRARY_INFO_STRING_TABLE   the names as an llvm::StringTable,
//                                          with offset and size tables
//   GET_TARGET_LIBRARY_INFO_IMPL_DECL      the declarations of those tables
//   GET_TARGET_LIBRARY_INFO_SIGNATURE_TABLE
//                                          enum FuncArgTypeID and each call's
//                                          signature (return type, then
//                                          argument types) packed into one
//                                          array with shared suffixes
//
//===----------------------------------------------------------------------===//
#include "backends/common/LLVMCompat.h"
#include "backends/common/SequenceTables.h"

#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>

namespace tblgen {
namespace {

using compat::stringField;
using tables::StringOffsetTable;
using tables::SequenceTable;
/// A libcall signature: type def names, the return type first.
using Signature = std::vector<std::string_view>;


std::vector<const Record *> byID(const std::vector<const Record *> &Defs) {
  std::vector<const Record *> Out = Defs;
  std::sort(Out.begin(), Out.end(), LessRecordByID());
  return Out;
}

/// The signature of a libcall: its return type (when set), then its
/// argument types, by def name.
Signature signatureOf(const Record *R) {
  Signature Sig;
  const ListInit *Args = R->getValueAsListInit("ArgumentTypes");
  Sig.reserve(Args->size() + 1);
  if (const Record *Ret = R->getValueAsOptionalDef("ReturnType"))
    Sig.push_back(Ret->getName());
  for (unsigned I = 0, E = unsigned(Args->size()); I != E; ++I) {
    const Record *Arg = Args->getElementAsRecord(I);
    Sig.push_back(Arg->getName());
  }
  return Sig;
}

void emitEnum(OStream &OS, const std::vector<const Record *> &Calls) {
  OS << "#ifdef GET_TARGET_LIBRARY_INFO_ENUM\n"
        "#undef GET_TARGET_LIBRARY_INFO_ENUM\n"
        "enum LibFunc : unsigned {\n"
        "  NotLibFunc = 0,\n";
  for (const Record *R : Calls)
    OS << "  LibFunc_" << R->getName() << ",\n";
  OS << "  NumLibFuncs,\n"
        "  End_LibFunc = NumLibFuncs,\n";
  if (Calls.empty())
    OS << "  Begin_LibFunc = NotLibFunc,\n";
  else
    OS << "  Begin_LibFunc = LibFunc_" << Calls.front()->getName() << ",\n";
  OS << "};\n"
        "#endif\n\n";
}

void emitStringTable(OStream &OS, const std::vector<const Record *> &Calls) {
  StringOffsetTable Table;
  std::vector<std::string_view> Names;
  Names.reserve(Calls.size());
  for (const Record *R : Calls) {
    Names.push_back(stringField(R, "String"));
    Table.add(Names.back());
  }

  OS << "#ifdef GET_TARGET_LIBRARY_INFO_STRING_TABLE\n"
        "#undef GET_TARGET_LIBRARY_INFO_STRING_TABLE\n";
  Table.emitStringTableDef(OS, "StandardNamesStrTable", "TargetLibraryInfoImpl::",
                           /*PrefixStorage=*/false);
  size_t NumEl = Calls.size() + 1;
  OS << "\nconst llvm::StringTable::Offset TargetLibraryInfoImpl::StandardNamesOffsets[" << NumEl
     << "] = {\n"
        "  0, //\n";
  for (std::string_view Name : Names)
    OS << "  " << Table.find(Name) << ", // " << Name << "\n";
  OS << "};\n"
        "const uint8_t TargetLibraryInfoImpl::StandardNamesSizeTable["
     << NumEl << "] = {\n  0,\n";
  for (std::string_view Name : Names)
    OS << "  " << Name.size() << ",\n";
  OS << "};\n"
        "#endif\n\n"
        "#ifdef GET_TARGET_LIBRARY_INFO_IMPL_DECL\n"
        "#undef GET_TARGET_LIBRARY_INFO_IMPL_DECL\n"
        "LLVM_ABI static const llvm::StringTable StandardNamesStrTable;\n"
        "LLVM_ABI static const llvm::StringTable::Offset StandardNamesOffsets["
     << NumEl << "];\nLLVM_ABI static const uint8_t StandardNamesSizeTable[" << NumEl
     << "];\n"
        "#endif\n\n";
}

void emitSignatureTable(OStream &OS, const RecordKeeper &Records,
                        const std::vector<const Record *> &Calls) {
  std::vector<const Record *> ArgTypes = byID(Records.getAllDerivedDefinitions("FuncArgType"));

  SequenceTable<std::string_view> Table(std::string_view("NoFuncArgType"));
  const Signature NoFuncSig = {"Void"};
  std::vector<unsigned> SigIds;
  SigIds.reserve(Calls.size());
  unsigned NoFuncId = Table.add(NoFuncSig);
  for (const Record *R : Calls)
    SigIds.push_back(Table.add(signatureOf(R)));
  Table.layout();

  OS << "#ifdef GET_TARGET_LIBRARY_INFO_SIGNATURE_TABLE\n"
        "#undef GET_TARGET_LIBRARY_INFO_SIGNATURE_TABLE\n"
        "enum FuncArgTypeID : char {\n"
        "  NoFuncArgType = 0,\n";
  for (const Record *R : ArgTypes)
    OS << "  " << R->getName() << ",\n";
  OS << "};\n"
        "static const FuncArgTypeID SignatureTable[] = {\n";
  Table.emit(OS, [](OStream &O, std::string_view Ty) { O << Ty; });
  OS << "};\n"
        "static const uint16_t SignatureOffset[] = {\n"
        "  "
     << Table.offsetOf(NoFuncId) << ", //\n";
  for (size_t I = 0; I != Calls.size(); ++I)
    OS << "  " << Table.offsetOf(SigIds[I]) << ", // " << Calls[I]->getName() << "\n";
  OS << "};\n"
        "#endif\n\n";
}

void emitTargetLibraryInfo(const RecordKeeper &Records, OStream &OS) {
  std::vector<const Record *> Calls = byID(Records.getAllDerivedDefinitions("TargetLibCall"));
  emitSourceFileHeader("Target Library Info Source Fragment", OS, Records);
  emitEnum(OS, Calls);
  emitStringTable(OS, Calls);
  emitSignatureTable(OS, Records, Calls);
}

} // namespace

TBLGEN_REGISTER_BACKEND(TargetLibraryInfo, "gen-target-library-info", "Generate TargetLibraryInfo",
                        emitTargetLibraryInfo);

} // namespace tblgen
