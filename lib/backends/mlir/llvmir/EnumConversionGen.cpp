//===- EnumConversionGen.cpp - LLVM dialect enums to and from LLVM IR -----===//
//
// -gen-enum-to-llvmir-conversions and -gen-enum-from-llvmir-conversions: a
// switch per LLVM_EnumAttr def (then per LLVM_CEnumAttr def) mapping each
// case's C++ symbol to its llvmEnumerant and back. A C enum (LLVM_CEnumAttr)
// is converted through int64_t. Cases listed as `unsupported` of an
// LLVM_EnumAttr are unreachable when converting from LLVM IR.
//
//===----------------------------------------------------------------------===//

#include "tblgen/Backend.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <string>

namespace tblgen::mlirconv {

namespace {

/// The names an LLVM enum attribute's conversions use.
struct LLVMEnum {
  explicit LLVMEnum(const Record *R)
      : Def(R), LLVMClass(R->getValueAsString("llvmClassName")), Class(R->getValueAsString("className")),
        Namespace(R->getValueAsString("cppNamespace")) {}

  /// The MLIR enum class, qualified.
  std::string mlirType() const { return Namespace + "::" + Class; }
  std::vector<const Record *> cases() const { return Def->getValueAsListOfDefs("enumerants"); }

  const Record *Def;
  std::string LLVMClass, Class, Namespace;
};

std::string symbol(const Record *Case) { return Case->getValueAsString("symbol"); }
std::string llvmSymbol(const Record *Case) { return Case->getValueAsString("llvmEnumerant"); }

void emitToLLVM(const LLVMEnum &E, bool CStyle, OStream &OS) {
  OS << "[[maybe_unused]] static " << (CStyle ? std::string("int64_t") : E.LLVMClass) << " convert"
     << E.Class << "ToLLVM(" << E.mlirType() << " value) {\n  switch (value) {\n";
  for (const Record *Case : E.cases()) {
    std::string Target = E.LLVMClass + "::" + llvmSymbol(Case);
    OS << "  case " << E.mlirType() << "::" << symbol(Case) << ":\n    return "
       << (CStyle ? "static_cast<int64_t>(" + Target + ")" : Target) << ";\n";
  }
  OS << "  }\n  llvm_unreachable(\"unknown " << E.Class << " type\");\n}\n\n";
}

void emitFromLLVM(const LLVMEnum &E, bool CStyle, OStream &OS) {
  OS << "[[maybe_unused]] inline " << E.mlirType() << " convert" << E.Class << "FromLLVM("
     << (CStyle ? std::string("int64_t") : E.LLVMClass) << " value) {\n  switch (value) {\n";
  for (const Record *Case : E.cases()) {
    std::string Source = E.LLVMClass + "::" + llvmSymbol(Case);
    OS << "  case " << (CStyle ? "static_cast<int64_t>(" + Source + ")" : Source) << ":\n    return "
       << E.mlirType() << "::" << symbol(Case) << ";\n";
  }
  if (!CStyle)
    for (const Record *Case : E.Def->getValueAsListOfDefs("unsupported"))
      OS << "  case " << E.LLVMClass << "::" << llvmSymbol(Case) << ":\n"
         << "    llvm_unreachable(\"unsupported case " << E.LLVMClass << "::" << llvmSymbol(Case)
         << "\");\n";
  OS << "  }\n  llvm_unreachable(\"unknown " << E.LLVMClass << " type\");}\n\n";
}

template <bool ToLLVM> void emitEnumConversions(const RecordKeeper &Records, OStream &OS) {
  for (bool CStyle : {false, true})
    for (const Record *R : Records.getAllDerivedDefinitions(CStyle ? "LLVM_CEnumAttr" : "LLVM_EnumAttr")) {
      LLVMEnum E(R);
      if (ToLLVM)
        emitToLLVM(E, CStyle, OS);
      else
        emitFromLLVM(E, CStyle, OS);
    }
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(MLIREnumToLLVMIR, TM_MLIR, "gen-enum-to-llvmir-conversions",
                             "Generate conversions of EnumAttrs to LLVM IR", emitEnumConversions<true>,
                             BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(MLIREnumFromLLVMIR, TM_MLIR, "gen-enum-from-llvmir-conversions",
                             "Generate conversions of EnumAttrs from LLVM IR",
                             emitEnumConversions<false>, BT_None);

} // namespace tblgen::mlirconv
