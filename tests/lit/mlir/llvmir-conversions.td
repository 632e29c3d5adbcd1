// The LLVM IR translation backends: builders with their $-variables
// expanded (operands, variadic operands, attributes, results, keywords),
// operand conversions for the import, the intrinsic list, and the enum
// conversions both ways; then the errors of a builder.
// RUN: %mlir-tblgen -gen-llvmir-conversions -I %S %s | FileCheck %s --check-prefix=TO
// RUN: %mlir-tblgen -gen-op-from-llvmir-conversions -I %S -DOPS_ONLY %s | FileCheck %s --check-prefix=FROMOP
// RUN: not %mlir-tblgen -gen-op-from-llvmir-conversions -I %S %s 2>&1 | FileCheck %s --check-prefix=NOINST
// RUN: %mlir-tblgen -gen-intr-from-llvmir-conversions -I %S %s | FileCheck %s --check-prefix=FROMINTR
// RUN: %mlir-tblgen -gen-convertible-llvmir-intrinsics -I %S %s | FileCheck %s --check-prefix=LIST
// RUN: %mlir-tblgen -gen-enum-to-llvmir-conversions -I %S %s | FileCheck %s --check-prefix=ENUMTO
// RUN: %mlir-tblgen -gen-enum-from-llvmir-conversions -I %S %s | FileCheck %s --check-prefix=ENUMFROM
// RUN: not %mlir-tblgen -gen-llvmir-conversions -I %S -DBADVAR %s 2>&1 | FileCheck %s --check-prefix=BADVAR
// RUN: not %mlir-tblgen -gen-llvmir-conversions -I %S -DLONE %s 2>&1 | FileCheck %s --check-prefix=LONE
// RUN: not %mlir-tblgen -gen-intr-from-llvmir-conversions -I %S -DBADSIZE %s 2>&1 | FileCheck %s --check-prefix=BADSIZE
// RUN: not %mlir-tblgen -gen-intr-from-llvmir-conversions -I %S -DNEGATIVE %s 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// RUN: not %mlir-tblgen -gen-op-from-llvmir-conversions -I %S -DOPS_ONLY -DTWORES %s 2>&1 | FileCheck %s --check-prefix=TWORES
// DIFF: -gen-llvmir-conversions
// DIFF: -gen-op-from-llvmir-conversions -DOPS_ONLY
// DIFF: -gen-op-from-llvmir-conversions
// DIFF: -gen-intr-from-llvmir-conversions
// DIFF: -gen-convertible-llvmir-intrinsics
// DIFF: -gen-enum-to-llvmir-conversions
// DIFF: -gen-enum-from-llvmir-conversions
// DIFF: -gen-llvmir-conversions -DBADVAR
// DIFF: -gen-llvmir-conversions -DLONE
// DIFF: -gen-llvmir-conversions -DNUMBERED
// DIFF: -gen-intr-from-llvmir-conversions -DBADSIZE
// DIFF: -gen-intr-from-llvmir-conversions -DNEGATIVE
// DIFF: -gen-op-from-llvmir-conversions -DOPS_ONLY -DTWORES

include "Inputs/conv-op-classes.td"

def D : Dialect { let name = "d"; let cppNamespace = "::a::b"; }
def AnyType : Type<CPred<"true">>;
def I32Attr : Attr<CPred<"true">> { let storageType = "x"; let returnType = "y"; }

class LLVM_OpBase<Dialect dialect, string mnemonic, list<Trait> traits = []>
    : Op<dialect, mnemonic, traits> {
  string llvmBuilder = "";
  string mlirBuilder = "";
  list<int> llvmArgIndices = [];
}
class LLVM_IntrOpBase<string mnemonic, string enumName> : LLVM_OpBase<D, mnemonic> {
  string llvmEnumName = enumName;
}

def D_FooOp : LLVM_OpBase<D, "foo"> {
  let arguments = (ins AnyType:$lhs_val, Variadic<AnyType>:$rest, I32Attr:$some_attr);
  let results = (outs AnyType:$res);
  let llvmBuilder = [{
    $res = f($lhs_val, $rest, $some_attr, $_resultType, $$, $_location, $_hasResult, $_numOperands);
  }];
  let mlirBuilder = [{ $res = g($lhs_val, $lhs_val, $rest, $some_attr, $_builder, $_qualCppClassName); }];
  string llvmInstName = "Add";
}
// No builders: nothing is written.
def D_Quiet : LLVM_OpBase<D, "quiet">;
#ifndef OPS_ONLY
// An intrinsic has no llvmInstName: -gen-op-from-llvmir-conversions fails.
// NOINST: llvmir-conversions.td:[[@LINE+1]]:5: error: Record `Bare' does not have a field named `llvmInstName'!
def Bare : LLVM_IntrOpBase<"bare", "bare_intr"> {
  let arguments = (ins AnyType:$a, I32Attr:$imm, AnyType:$b);
  let llvmArgIndices = [2, 0, 1];
  let mlirBuilder = [{$_op = make($b, $imm, $a, $_int_attr, $_float_attr, $_var_attr, $_label_attr,
      $_fpExceptionBehavior_attr, $_roundingMode_attr, $_location)}];
}
def _Lead : LLVM_IntrOpBase<"lead", "lead_intr">;
#endif

#ifdef BADVAR
def D_BadOp : LLVM_OpBase<D, "bad"> { let llvmBuilder = "use($nope);"; }
// BADVAR: llvmir-conversions.td:[[@LINE-1]]:5: error: expected keyword, argument, or result, but got nope
#endif
#ifdef LONE
// A '$' that starts no name is not a variable either.
def D_LoneOp : LLVM_OpBase<D, "lone"> { let llvmBuilder = "use($ x);"; }
// LONE: llvmir-conversions.td:[[@LINE-1]]:5: error: expected keyword, argument, or result, but got {{$}}
#endif
#ifdef NUMBERED
def D_NumberedOp : LLVM_OpBase<D, "numbered"> { let llvmBuilder = "use($0...);"; }
#endif
#ifdef BADSIZE
def D_Size : LLVM_IntrOpBase<"size", "size"> {
  let arguments = (ins AnyType:$a);
  let llvmArgIndices = [0, 1];
  let mlirBuilder = "x($a);";
}
// BADSIZE: llvmir-conversions.td:[[@LINE-5]]:5: error: expected 'llvmArgIndices' size to match the number of arguments
#endif
#ifdef NEGATIVE
def D_Neg : LLVM_IntrOpBase<"neg", "neg"> {
  let arguments = (ins AnyType:$a);
  let llvmArgIndices = [-1];
  let mlirBuilder = "x($a);";
}
// NEGATIVE: llvmir-conversions.td:[[@LINE-5]]:5: error: expected non-negative operand index for argument a
#endif
#ifdef TWORES
def D_Two : LLVM_OpBase<D, "two"> {
  let results = (outs AnyType:$r1, AnyType:$r2);
  let mlirBuilder = "$r1 = x;";
  string llvmInstName = "Sub";
}
// TWORES: llvmir-conversions.td:[[@LINE-5]]:5: error: expected op to have one result
#endif

// The enums.
class EnumCase<string sym, int v> { string symbol = sym; int value = v; }
class LLVM_EnumAttrCase<string cppSym, string llvmSym, int v> : EnumCase<cppSym, v> {
  string llvmEnumerant = llvmSym;
}
class EnumInfoBase<string name, list<EnumCase> cases> {
  string className = name;
  string cppNamespace = "::mlir::LLVM";
  list<EnumCase> enumerants = cases;
}
class LLVM_EnumAttr<string name, string llvmName, list<LLVM_EnumAttrCase> cases,
                    list<LLVM_EnumAttrCase> unsupportedCases = []> : EnumInfoBase<name, cases> {
  list<LLVM_EnumAttrCase> unsupported = unsupportedCases;
  string llvmClassName = llvmName;
}
class LLVM_CEnumAttr<string name, string llvmNS, list<LLVM_EnumAttrCase> cases>
    : EnumInfoBase<name, cases> {
  string llvmClassName = llvmNS;
}
def CaseA : LLVM_EnumAttrCase<"a", "A", 0>;
def CaseB : LLVM_EnumAttrCase<"b", "B", 1>;
def CaseBad : LLVM_EnumAttrCase<"bad", "BAD", 2>;
def Kind : LLVM_EnumAttr<"Kind", "::llvm::Kind", [CaseA, CaseB], [CaseBad]>;
def CKind : LLVM_CEnumAttr<"CKind", "::llvm::CK", [CaseB]>;

// TO:      if (auto op = dyn_cast<::a::b::FooOp>(opInst)) {
// TO-EMPTY:
// TO-NEXT: moduleTranslation.mapValue(op.getRes()) = f(moduleTranslation.lookupValue(op.getLhsVal()), moduleTranslation.lookupValues(op.getRest()), op.getSomeAttr(), moduleTranslation.convertType(op.getResult().getType()), $, opInst.getLoc(), opInst.getNumResults() == 1, opInst.getNumOperands());
// TO-NEXT: {{^ +$}}
// TO-NEXT:   return success();
// TO-NEXT: }
// TO-NOT: Quiet

// FROMOP:      if (inst->getOpcode() == llvm::Instruction::Add) {
// FROMOP-NEXT: FailureOr<Value> _llvmir_gen_operand_lhs_val = moduleImport.convertValue(llvmOperands[0]);
// FROMOP-NEXT: if (failed(_llvmir_gen_operand_lhs_val))
// FROMOP-NEXT:   return failure();
// FROMOP-NEXT: FailureOr<Value> _llvmir_gen_operand_lhs_val = moduleImport.convertValue(llvmOperands[0]);
// FROMOP:      FailureOr<SmallVector<Value>> _llvmir_gen_operand_rest = moduleImport.convertValues(llvmOperands.drop_front(1));
// FROMOP:      moduleImport.mapValue(inst) = g(*_llvmir_gen_operand_lhs_val, *_llvmir_gen_operand_lhs_val, *_llvmir_gen_operand_rest, llvmOperands[2], odsBuilder, ::a::b::FooOp);

// FROMINTR:      if (intrinsicID == llvm::Intrinsic::bare_intr) {
// FROMINTR-NEXT: FailureOr<Value> _llvmir_gen_operand_b = moduleImport.convertValue(llvmOperands[1]);
// FROMINTR:      FailureOr<Value> _llvmir_gen_operand_a = moduleImport.convertValue(llvmOperands[2]);
// FROMINTR:      moduleImport.mapNoResultOp(inst) = make(*_llvmir_gen_operand_b, llvmOperands[0], *_llvmir_gen_operand_a, moduleImport.matchIntegerAttr, moduleImport.matchFloatAttr, moduleImport.matchLocalVariableAttr, moduleImport.matchLabelAttr,
// FROMINTR-NEXT: moduleImport.matchFPExceptionBehaviorAttr, moduleImport.matchRoundingModeAttr, moduleImport.translateLoc(inst->getDebugLoc()))

// LIST:      llvm::Intrinsic::bare_intr,
// LIST-NEXT: llvm::Intrinsic::lead_intr,

// ENUMTO:      {{\[\[}}maybe_unused{{\]\]}} static ::llvm::Kind convertKindToLLVM(::mlir::LLVM::Kind value) {
// ENUMTO:        case ::mlir::LLVM::Kind::a:
// ENUMTO-NEXT:     return ::llvm::Kind::A;
// ENUMTO:        llvm_unreachable("unknown Kind type");
// ENUMTO:      {{\[\[}}maybe_unused{{\]\]}} static int64_t convertCKindToLLVM(::mlir::LLVM::CKind value) {
// ENUMTO:          return static_cast<int64_t>(::llvm::CK::B);

// ENUMFROM:      {{\[\[}}maybe_unused{{\]\]}} inline ::mlir::LLVM::Kind convertKindFromLLVM(::llvm::Kind value) {
// ENUMFROM:        case ::llvm::Kind::BAD:
// ENUMFROM-NEXT:     llvm_unreachable("unsupported case ::llvm::Kind::BAD");
// ENUMFROM:        llvm_unreachable("unknown ::llvm::Kind type");}
// ENUMFROM:      {{\[\[}}maybe_unused{{\]\]}} inline ::mlir::LLVM::CKind convertCKindFromLLVM(int64_t value) {
// ENUMFROM:        case static_cast<int64_t>(::llvm::CK::B):
