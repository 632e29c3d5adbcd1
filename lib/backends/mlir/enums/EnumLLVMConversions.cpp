//===- EnumLLVMConversions.cpp - -gen-enum-{to,from}-llvmir-conversions ---===//
//
// Switches converting the LLVM dialect's enums to and from their LLVM API
// counterparts: for every LLVM_EnumAttr (record name order) between the two
// enum classes, then for every LLVM_CEnumAttr between the enum and the
// int64_t value of the C-style enumerant. A case of an enum's `unsupported`
// list has no MLIR counterpart and is unreachable when converting from LLVM.
//
//===----------------------------------------------------------------------===//

#include "mlir/Enum.h"

#include "tblgen/Backend.h"
#include "tblgen/Casting.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

namespace tblgen::mlirenum {

namespace {

struct Conversion {
  const Record *Def;
  std::string LLVMClass, Enum; ///< llvmClassName, cppNamespace::className
  std::string Name;            ///< className
  bool CStyle;

  Conversion(const Record *R, bool CStyle) : Def(R), CStyle(CStyle) {
    mlir::EnumInfo E(R);
    LLVMClass = R->getValueAsString("llvmClassName");
    Name = E.className();
    Enum = E.cppNamespace() + "::" + Name;
  }
  /// The LLVM side of a value: the enumerant, or its integer.
  std::string llvmValue(const mlir::EnumCase &C) const {
    std::string V = LLVMClass + "::" + C.def()->getValueAsString("llvmEnumerant");
    return CStyle ? "static_cast<int64_t>(" + V + ")" : V;
  }
  std::string llvmType() const { return CStyle ? "int64_t" : LLVMClass; }
};

void writeToLLVM(OStream &OS, const Conversion &C) {
  OS << "[[maybe_unused]] static " << C.llvmType() << " convert" << C.Name << "ToLLVM(" << C.Enum
     << " value) {\n  switch (value) {\n";
  for (const mlir::EnumCase &Case : mlir::EnumInfo(C.Def).cases())
    OS << "  case " << C.Enum << "::" << Case.symbol() << ":\n    return " << C.llvmValue(Case)
       << ";\n";
  OS << "  }\n  llvm_unreachable(\"unknown " << C.Name << " type\");\n}\n\n";
}

void writeFromLLVM(OStream &OS, const Conversion &C) {
  OS << "[[maybe_unused]] inline " << C.Enum << " convert" << C.Name << "FromLLVM("
     << C.llvmType() << " value) {\n  switch (value) {\n";
  for (const mlir::EnumCase &Case : mlir::EnumInfo(C.Def).cases())
    OS << "  case " << C.llvmValue(Case) << ":\n    return " << C.Enum << "::" << Case.symbol()
       << ";\n";
  if (!C.CStyle)
    for (const Init *I : C.Def->getValueAsListInit("unsupported")->getValues()) {
      std::string V = C.LLVMClass + "::" +
                      cast<DefInit>(I)->getDef()->getValueAsString("llvmEnumerant");
      OS << "  case " << V << ":\n    llvm_unreachable(\"unsupported case " << V << "\");\n";
    }
  OS << "  }\n  llvm_unreachable(\"unknown " << C.LLVMClass << " type\");}\n\n";
}

template <bool ToLLVM> void emitConversions(const RecordKeeper &Records, OStream &OS) {
  for (bool CStyle : {false, true})
    for (const Record *R :
         Records.getAllDerivedDefinitions(CStyle ? "LLVM_CEnumAttr" : "LLVM_EnumAttr")) {
      Conversion C(R, CStyle);
      if (ToLLVM)
        writeToLLVM(OS, C);
      else
        writeFromLLVM(OS, C);
    }
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(MLIREnumToLLVM, TM_MLIR, "gen-enum-to-llvmir-conversions",
                             "Generate conversions of EnumAttrs to LLVM IR",
                             emitConversions<true>, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(MLIREnumFromLLVM, TM_MLIR, "gen-enum-from-llvmir-conversions",
                             "Generate conversions of EnumAttrs from LLVM IR",
                             emitConversions<false>, BT_None);

} // namespace tblgen::mlirenum
