// The op shapes the conversion backends refuse, as mlir-tblgen's Operator
// refuses them (every op is read, builder or not): an argument that is not
// a def or not a constraint, attribute or property, an unnamed attribute
// (reported at the attribute), results without 'outs' or not a def, and
// operand or result names used twice. Attribute names may repeat.
// RUN: not %mlir-tblgen -gen-llvmir-conversions -I %S -DKIND %s 2>&1 | FileCheck %s --check-prefix=KIND
// RUN: not %mlir-tblgen -gen-llvmir-conversions -I %S -DUNNAMED %s 2>&1 | FileCheck %s --check-prefix=UNNAMED
// RUN: not %mlir-tblgen -gen-llvmir-conversions -I %S -DOUTS %s 2>&1 | FileCheck %s --check-prefix=OUTS
// RUN: not %mlir-tblgen -gen-llvmir-conversions -I %S -DOPERANDS %s 2>&1 | FileCheck %s --check-prefix=OPERANDS
// RUN: not %mlir-tblgen -gen-llvmir-conversions -I %S -DBOTH %s 2>&1 | FileCheck %s --check-prefix=BOTH
// RUN: %mlir-tblgen -gen-llvmir-conversions -I %S %s | FileCheck %s --check-prefix=FINE
// RUN: %mlir-tblgen -gen-llvmir-conversions -I %S -DPROPUNSET %s | FileCheck %s --check-prefix=PROPUNSET
// RUN: not %mlir-tblgen -gen-llvmir-conversions -I %S -DPROPUSE %s 2>&1 | FileCheck %s --check-prefix=PROPUSE
// RUN: %mlir-tblgen -gen-op-from-llvmir-conversions -I %S -DPROPUSE %s | FileCheck %s --check-prefix=PROPFROM
// RUN: not %mlir-tblgen -gen-llvmir-conversions -I %S -DNOBUILDERS %s 2>&1 | FileCheck %s --check-prefix=NOBUILDERS
// RUN: not %mlir-tblgen -gen-op-from-llvmir-conversions -I %S -DNOBUILDERS %s 2>&1 | FileCheck %s --check-prefix=NOBUILDERS
// DIFF: -gen-llvmir-conversions
// DIFF: -gen-llvmir-conversions -DNOBUILDERS
// DIFF: -gen-op-from-llvmir-conversions -DNOBUILDERS
// DIFF: -gen-convertible-llvmir-intrinsics -DNOBUILDERS
// DIFF: -gen-llvmir-conversions -DNOBUILDERS -DOPERANDS
// DIFF: -gen-llvmir-conversions -DKIND
// DIFF: -gen-llvmir-conversions -DARGINT
// DIFF: -gen-llvmir-conversions -DUNNAMED
// DIFF: -gen-llvmir-conversions -DOUTS
// DIFF: -gen-llvmir-conversions -DOUTS -DKIND
// DIFF: -gen-llvmir-conversions -DRESINT
// DIFF: -gen-llvmir-conversions -DOPERANDS
// DIFF: -gen-llvmir-conversions -DOPERANDS -DOUTS
// DIFF: -gen-llvmir-conversions -DRESULTS
// DIFF: -gen-llvmir-conversions -DBOTH
// DIFF: -gen-llvmir-conversions -DPROPUNSET
// DIFF: -gen-llvmir-conversions -DPROPUSE
// DIFF: -gen-op-from-llvmir-conversions -DPROPUSE
// DIFF: -gen-op-from-llvmir-conversions -DKIND
// DIFF: -gen-intr-from-llvmir-conversions -DRESULTS

include "Inputs/conv-op-classes.td"

def D : Dialect { let name = "d"; }
def AnyType : Type<CPred<"true">>;
def SomeAttr : Attr<CPred<"true">> { let storageType = "x"; let returnType = "y"; }
// UNNAMED: llvmir-op-errors.td:[[@LINE-1]]:5: error: attributes must be named
class LLVM_OpBase<Dialect dialect, string mnemonic> : Op<dialect, mnemonic> {
  string llvmBuilder = "";
  string mlirBuilder = "";
  list<int> llvmArgIndices = [];
  string llvmInstName = "X";
}
class LLVM_IntrOpBase<string mnemonic> : LLVM_OpBase<D, mnemonic> { string llvmEnumName = mnemonic; }
class Weird;
def W : Weird;

// Attributes may share a name, with each other or with an operand.
def D_Fine : LLVM_OpBase<D, "fine"> {
  let arguments = (ins SomeAttr:$a, SomeAttr:$a, AnyType:$w, SomeAttr:$w, AnyType, AnyType);
  let results = (outs AnyType, AnyType);
  let llvmBuilder = "use($w, $a);";
}
// FINE: use(moduleTranslation.lookupValue(op.getW()), op.getA());

// A property's fields are read as it is met (an unset one is fine); in an
// llvmBuilder it is no variable, in an mlirBuilder an operand to convert.
#ifdef PROPUNSET
def UnsetProp : Property<"int"> { let printer = ?; }
def D_PropUnset : LLVM_OpBase<D, "propunset"> {
  let arguments = (ins UnsetProp:$p);
  let llvmBuilder = "unset();";
}
// PROPUNSET: dyn_cast<d::PropUnset>
#endif
#ifdef PROPUSE
def IntProp : Property<"int">;
def D_PropUse : LLVM_OpBase<D, "propuse"> {
  let arguments = (ins Arg<AnyType, "x">:$x, IntProp:$p);
  let results = (outs Res<AnyType>:$r);
  let llvmBuilder = "$r = f($x, $p);";
  let mlirBuilder = "$r = g($x, $p);";
}
// PROPUSE: llvmir-op-errors.td:[[@LINE-6]]:5: error: expected keyword, argument, or result, but got p
// PROPFROM: FailureOr<Value> _llvmir_gen_operand_p = moduleImport.convertValue(llvmOperands[1]);
// PROPFROM: moduleImport.mapValue(inst) = g(*_llvmir_gen_operand_x, *_llvmir_gen_operand_p);
#endif
#ifdef KIND
def D_Kind : LLVM_OpBase<D, "kind"> { let arguments = (ins W:$w); }
// KIND: llvmir-op-errors.td:[[@LINE-1]]:5: error: unexpected def type; only defs deriving from TypeConstraint or Attr or Property are allowed
#endif
#ifdef ARGINT
def D_ArgInt : LLVM_OpBase<D, "argint"> { let arguments = (ins 1:$w); }
#endif
#ifdef UNNAMED
def D_Unnamed : LLVM_OpBase<D, "unnamed"> { let arguments = (ins AnyType:$x, SomeAttr); }
#endif
#ifdef OUTS
def D_Outs : LLVM_OpBase<D, "outs"> { let results = (ins AnyType:$w); }
// OUTS: llvmir-op-errors.td:[[@LINE-1]]:5: error: 'results' must have 'outs' directive
#endif
#ifdef RESINT
def D_ResInt : LLVM_OpBase<D, "resint"> { let results = (outs 1:$w); }
#endif
#ifdef OPERANDS
def D_Operands : LLVM_OpBase<D, "operands"> { let arguments = (ins AnyType:$w, AnyType:$w); }
// OPERANDS: llvmir-op-errors.td:[[@LINE-1]]:5: error: op has a conflict with two operands having the same name 'w'
#endif
#ifdef RESULTS
def D_Results : LLVM_IntrOpBase<"results"> {
  let arguments = (ins AnyType:$v, AnyType:$v);
  let results = (outs AnyType:$w, AnyType:$w);
}
#endif
#ifdef BOTH
def D_Both : LLVM_OpBase<D, "both"> {
  let arguments = (ins AnyType:$w);
  let results = (outs AnyType:$v, AnyType:$w);
}
// BOTH: llvmir-op-errors.td:[[@LINE-4]]:5: error: op has a conflict with operands and results both having an entry with the name 'w'
#endif

// An op that skips the default builders needs builders of its own (read
// before the names are checked).
#ifdef NOBUILDERS
// NOBUILDERS: llvmir-op-errors.td:[[@LINE+1]]:5: error: default builders are skipped and no custom builders provided
def D_NoBuilders : LLVM_OpBase<D, "nobuilders"> { let skipDefaultBuilders = 1; }
def D_NoBuildersIntr : LLVM_IntrOpBase<"nobuildersintr"> { let skipDefaultBuilders = 1; }
#endif
