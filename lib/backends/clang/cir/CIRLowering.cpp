//===- CIRLowering.cpp - -gen-cir-lowering --------------------------------===//
//
// The conversion pattern classes of ClangIR's operations: a C++ ABI
// lowering pattern for each CIR_Op that asks for one, an LLVM lowering
// pattern for each that does not opt out, and the lists of both.
//
//===----------------------------------------------------------------------===//

#include "tblgen/Backend.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

namespace tblgen::clangcir {

namespace {

/// The C++ class of an operation record: its name after the dialect
/// prefix (up to the first '_'); the whole name when it has no '_' or starts
/// with one; the prefix when nothing follows the '_'.
std::string_view opClassName(const Record *Op) {
  const std::string_view Name = Op->getName();
  const size_t Underscore = Name.find('_');
  if (Underscore == std::string_view::npos || Underscore == 0)
    return Name;
  if (Underscore + 1 == Name.size())
    return Name.substr(0, Underscore);
  return Name.substr(Underscore + 1);
}

void abiPattern(OStream &OS, std::string_view Op, const std::string &Pattern) {
  OS << "class " << Pattern << " : public mlir::OpConversionPattern<cir::" << Op << "> {\n"
     << "  [[maybe_unused]] mlir::DataLayout *dataLayout;\n"
     << "  [[maybe_unused]] cir::LowerModule *lowerModule;\n\npublic:\n  " << Pattern
     << "(mlir::MLIRContext *context, const mlir::TypeConverter &typeConverter, "
        "mlir::DataLayout &dataLayout, cir::LowerModule &lowerModule)\n"
     << "    : OpConversionPattern<cir::" << Op
     << ">(typeConverter, context), dataLayout(&dataLayout), lowerModule(&lowerModule) {}\n\n"
     << "  mlir::LogicalResult matchAndRewrite(cir::" << Op
     << " op, OpAdaptor adaptor, mlir::ConversionPatternRewriter &rewriter) const override;\n"
     << "};\n";
}

void llvmPattern(OStream &OS, const Record *R, std::string_view Op, const std::string &Pattern) {
  OS << "class " << Pattern << " : public mlir::OpConversionPattern<cir::" << Op << "> {\n"
     << "  [[maybe_unused]] cir::LowerModule *lowerMod;\n"
     << "  [[maybe_unused]] mlir::DataLayout const &dataLayout;\n\npublic:\n"
     << "  using mlir::OpConversionPattern<cir::" << Op << ">::OpConversionPattern;\n  " << Pattern
     << "(mlir::TypeConverter const &typeConverter, mlir::MLIRContext *context, "
        "cir::LowerModule *lowerMod, mlir::DataLayout const &dataLayout)\n"
     << "    : OpConversionPattern<cir::" << Op
     << ">(typeConverter, context), lowerMod(lowerMod), dataLayout(dataLayout) {";
  if (R->getValueAsBit("isLLVMLoweringRecursive"))
    OS << "\n    setHasBoundedRewriteRecursion();\n  }\n\n";
  else
    OS << "}\n\n";
  OS << "  mlir::LogicalResult matchAndRewrite(cir::" << Op
     << " op, OpAdaptor adaptor, mlir::ConversionPatternRewriter &rewriter) const override;\n";
  const std::string Extra = R->getValueAsString("extraLLVMLoweringPatternDecl");
  if (!Extra.empty())
    OS << "\nprivate:\n" << Extra << '\n';
  OS << "};\n";
}

void emitCIRLowering(const RecordKeeper &Records, OStream &OS) {
  emitSourceFileHeader("Lowering patterns for CIR operations", OS);
  OStream ABI, LLVM;
  std::vector<std::string> ABINames, LLVMNames;
  for (const Record *R : Records.getAllDerivedDefinitionsIfDefined("CIR_Op")) {
    const std::string_view Op = opClassName(R);
    if (R->getValueAsBit("hasCXXABILowering")) {
      if (!ABINames.empty())
        ABI << '\n';
      ABINames.push_back("CIR" + std::string(Op) + "ABILowering");
      abiPattern(ABI, Op, ABINames.back());
    }
    if (R->getValueAsBit("hasLLVMLowering")) {
      if (!LLVMNames.empty())
        LLVM << '\n';
      LLVMNames.push_back("CIRToLLVM" + std::string(Op) + "Lowering");
      llvmPattern(LLVM, R, Op, LLVMNames.back());
    }
  }
  auto list = [&](const std::vector<std::string> &Names) {
    for (size_t I = 0; I < Names.size(); ++I)
      OS << (I ? ",\n" : "") << Names[I];
    OS << "\n#endif\n\n";
  };
  OS << "#ifdef GET_ABI_LOWERING_PATTERNS\n" << ABI.str() << "#endif\n\n"
     << "#ifdef GET_ABI_LOWERING_PATTERNS_LIST\n";
  list(ABINames);
  OS << "#ifdef GET_LLVM_LOWERING_PATTERNS\n" << LLVM.str() << "#endif\n\n"
     << "#ifdef GET_LLVM_LOWERING_PATTERNS_LIST\n";
  list(LLVMNames);
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(CIRLowering, TM_Clang, "gen-cir-lowering",
                             "Generate CIR operation lowering patterns", emitCIRLowering, BT_None);

} // namespace tblgen::clangcir
