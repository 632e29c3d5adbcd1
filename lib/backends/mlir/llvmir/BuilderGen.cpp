//===- BuilderGen.cpp - The LLVM IR translation of LLVM dialect ops -------===//
//
// -gen-llvmir-conversions: for every LLVM_OpBase def with an llvmBuilder,
// the builder code that makes LLVM IR from the op, guarded by a dyn_cast.
// -gen-op-from-llvmir-conversions and -gen-intr-from-llvmir-conversions:
// the mlirBuilder code that makes the op from an LLVM IR instruction or
// intrinsic call, after the conversion of the operands it uses.
// -gen-convertible-llvmir-intrinsics: the intrinsics LLVM_IntrOpBase defs
// name.
//
// Builders are C++ text with $-variables (filled in by mlir::fmtSubstitute):
// $name for an argument or result of the op, $_keyword for what the
// surrounding code provides, $$ for '$'; anything else (a lone '$' too)
// fails the run.
//
//===----------------------------------------------------------------------===//

#include "OpShape.h"

#include "mlir/Fmt.h"

#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <string>
#include <string_view>

namespace tblgen::mlirconv {

namespace {

/// mlir-tblgen stops at the first builder it cannot expand, failing the run
/// without the error count.
[[noreturn]] void badVariable(const Record *R, std::string_view Name) {
  PrintFatalError(R, "expected keyword, argument, or result, but got " + std::string(Name));
}

/// The llvmBuilder of Op with its variables replaced.
void expandLLVMBuilder(const OpShape &Shape, const std::string &Text, std::string &Out) {
  const Record *Op = Shape.def();
  std::string Value;
  auto Variable = [&](std::string_view Name) -> const std::string * {
    const OpArgument *Arg = Shape.findArgument(Name);
    if (Arg && Arg->What == OpArgument::Operand)
      Value = (Arg->Variadic ? "moduleTranslation.lookupValues(op." : "moduleTranslation.lookupValue(op.") +
              getterName(Name) + "())";
    else if (Arg && Arg->What == OpArgument::Attribute)
      Value = "op." + getterName(Name) + "()";
    else if (Shape.hasResult(Name))
      Value = "moduleTranslation.mapValue(op." + getterName(Name) + "())";
    else if (Name == "_resultType")
      Value = "moduleTranslation.convertType(op.getResult().getType())";
    else if (Name == "_hasResult")
      Value = "opInst.getNumResults() == 1";
    else if (Name == "_location")
      Value = "opInst.getLoc()";
    else if (Name == "_numOperands")
      Value = "opInst.getNumOperands()";
    else
      badVariable(Op, Name);
    return &Value;
  };
  Out += mlir::fmtSubstitute(Text, Variable);
}

void emitLLVMBuilders(const RecordKeeper &Records, OStream &OS) {
  for (const Record *Op : Records.getAllDerivedDefinitions("LLVM_OpBase")) {
    OpShape Shape(Op);
    if (!Op->getValue("llvmBuilder"))
      PrintFatalError(Op, "expected 'llvmBuilder' field");
    std::string Text = Op->getValueAsString("llvmBuilder");
    if (Text.empty())
      continue;
    std::string Code;
    expandLLVMBuilder(Shape, Text, Code);
    OS << "if (auto op = dyn_cast<" << Shape.qualifiedClassName() << ">(opInst)) {\n"
       << Code << "\n  return success();\n}\n";
  }
}

/// Names of the import helpers a `$_name` in an mlirBuilder stands for.
struct ImportKeyword {
  std::string_view Name, Text;
};
constexpr ImportKeyword ImportKeywords[] = {
    {"_op", "moduleImport.mapNoResultOp(inst)"},
    {"_int_attr", "moduleImport.matchIntegerAttr"},
    {"_float_attr", "moduleImport.matchFloatAttr"},
    {"_var_attr", "moduleImport.matchLocalVariableAttr"},
    {"_label_attr", "moduleImport.matchLabelAttr"},
    {"_fpExceptionBehavior_attr", "moduleImport.matchFPExceptionBehaviorAttr"},
    {"_roundingMode_attr", "moduleImport.matchRoundingModeAttr"},
    {"_resultType", "moduleImport.convertType(inst->getType())"},
    {"_location", "moduleImport.translateLoc(inst->getDebugLoc())"},
    {"_builder", "odsBuilder"},
};

/// The mlirBuilder of Op expanded: Prologue gets the conversions of the
/// operands it uses, Body the code.
void expandMLIRBuilder(const OpShape &Shape, const std::string &Text, std::string &Prologue,
                       std::string &Body) {
  const Record *Op = Shape.def();
  std::vector<int64_t> Positions = Op->getValueAsListOfInts("llvmArgIndices");
  size_t NumArgs = Shape.arguments().size();
  if (Positions.empty())
    for (size_t I = 0; I < NumArgs; ++I)
      Positions.push_back(int64_t(I));
  if (Positions.size() != NumArgs)
    PrintFatalError(Op, "expected 'llvmArgIndices' size to match the number of arguments");

  std::string Value;
  auto Variable = [&](std::string_view Name) -> const std::string * {
    if (int Index = Shape.argumentIndex(Name); Index >= 0) {
      int64_t Pos = Positions[size_t(Index)];
      if (Pos < 0)
        PrintFatalError(Op, "expected non-negative operand index for argument " + std::string(Name));
      const OpArgument &Arg = Shape.arguments()[size_t(Index)];
      std::string Var = "_llvmir_gen_operand_" + std::string(Name);
      if (Arg.What == OpArgument::Attribute) {
        Value = "llvmOperands[" + std::to_string(Pos) + "]";
        return &Value;
      }
      if (Arg.What == OpArgument::Operand && Arg.Variadic)
        Prologue += "FailureOr<SmallVector<Value>> " + Var +
                    " = moduleImport.convertValues(llvmOperands.drop_front(" + std::to_string(Pos) +
                    "));\n";
      else
        Prologue += "FailureOr<Value> " + Var + " = moduleImport.convertValue(llvmOperands[" +
                    std::to_string(Pos) + "]);\n";
      Prologue += "if (failed(" + Var + "))\n  return failure();\n";
      Value = "*" + Var;
      return &Value;
    }
    if (Shape.hasResult(Name)) {
      if (Shape.results().size() != 1)
        PrintFatalError(Op, "expected op to have one result");
      Value = "moduleImport.mapValue(inst)";
      return &Value;
    }
    if (Name == "_qualCppClassName") {
      Value = Shape.qualifiedClassName();
      return &Value;
    }
    const ImportKeyword *K = nullptr;
    for (const ImportKeyword &Candidate : ImportKeywords)
      if (Candidate.Name == Name)
        K = &Candidate;
    if (!K)
      badVariable(Op, Name);
    Value = K->Text;
    return &Value;
  };
  Body += mlir::fmtSubstitute(Text, Variable);
}

/// The mlirBuilders of every def of class Base, each guarded by the test
/// Guard followed by the def's field GuardField.
void emitMLIRBuilders(const RecordKeeper &Records, OStream &OS, std::string_view Base,
                      std::string_view Guard, std::string_view GuardField) {
  for (const Record *Op : Records.getAllDerivedDefinitions(Base)) {
    OpShape Shape(Op);
    if (!Op->getValue("mlirBuilder"))
      PrintFatalError(Op, "expected 'mlirBuilder' field");
    std::string Text = Op->getValueAsString("mlirBuilder");
    if (Text.empty())
      continue;
    std::string Prologue, Body;
    expandMLIRBuilder(Shape, Text, Prologue, Body);
    OS << "if (" << Guard << Op->getValueAsString(GuardField) << ") {\n"
       << Prologue << "\n"
       << Body << "\n  return success();\n}\n";
  }
}

void emitOpFromLLVMIR(const RecordKeeper &Records, OStream &OS) {
  emitMLIRBuilders(Records, OS, "LLVM_OpBase", "inst->getOpcode() == llvm::Instruction::", "llvmInstName");
}

void emitIntrFromLLVMIR(const RecordKeeper &Records, OStream &OS) {
  emitMLIRBuilders(Records, OS, "LLVM_IntrOpBase", "intrinsicID == llvm::Intrinsic::", "llvmEnumName");
}

void emitConvertibleIntrinsics(const RecordKeeper &Records, OStream &OS) {
  for (const Record *Op : Records.getAllDerivedDefinitions("LLVM_IntrOpBase")) {
    OpShape Shape(Op); // a malformed op is reported as when it is translated
    OS << "llvm::Intrinsic::" << Op->getValueAsString("llvmEnumName") << ",\n";
  }
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(MLIRLLVMIRConversions, TM_MLIR, "gen-llvmir-conversions",
                             "Generate LLVM IR conversions", emitLLVMBuilders, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(MLIROpFromLLVMIR, TM_MLIR, "gen-op-from-llvmir-conversions",
                             "Generate conversions of operations from LLVM IR", emitOpFromLLVMIR,
                             BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(MLIRIntrFromLLVMIR, TM_MLIR, "gen-intr-from-llvmir-conversions",
                             "Generate conversions of intrinsics from LLVM IR", emitIntrFromLLVMIR,
                             BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(MLIRConvertibleIntrinsics, TM_MLIR, "gen-convertible-llvmir-intrinsics",
                             "Generate list of convertible LLVM IR intrinsics",
                             emitConvertibleIntrinsics, BT_None);

} // namespace tblgen::mlirconv
