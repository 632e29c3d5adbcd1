// Errors of the interface backends, where mlir-tblgen reports them: a method
// named verifyTrait (declarations only, without a location), a method field
// that is unset (at the method), a missing interface field (at the
// interface: the one the backend reads first), and an input without the
// interface classes.
// RUN: not %mlir-tblgen -gen-op-interface-decls -DVERIFY_TRAIT -I %S %s 2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: %mlir-tblgen -gen-op-interface-defs -DVERIFY_TRAIT -I %S %s | FileCheck %s --check-prefix=VERIFYDEFS
// RUN: not %mlir-tblgen -gen-op-interface-docs -DNO_NAME -I %S %s 2>&1 | FileCheck %s --check-prefix=NONAME
// RUN: not %mlir-tblgen -gen-op-interface-decls -DNO_RET -I %S %s 2>&1 | FileCheck %s --check-prefix=NORET
// RUN: not %mlir-tblgen -gen-op-interface-defs -DOWN_CLASSES %s 2>&1 | FileCheck %s --check-prefix=NONS
// RUN: not %mlir-tblgen -gen-op-interface-docs -DOWN_CLASSES %s 2>&1 | FileCheck %s --check-prefix=NODESC
// RUN: not %mlir-tblgen -gen-type-interface-decls -DOWN_CLASSES %s 2>&1 | FileCheck %s --check-prefix=NOCLASS
// DIFF: -gen-op-interface-decls -DVERIFY_TRAIT
// DIFF: -gen-op-interface-defs -DVERIFY_TRAIT
// DIFF: -gen-op-interface-docs -DNO_NAME
// DIFF: -gen-op-interface-decls -DNO_NAME
// DIFF: -gen-op-interface-decls -DNO_RET
// DIFF: -gen-op-interface-defs -DNO_RET
// DIFF: -gen-op-interface-decls -DOWN_CLASSES
// DIFF: -gen-op-interface-defs -DOWN_CLASSES
// DIFF: -gen-op-interface-docs -DOWN_CLASSES
// DIFF: -gen-attr-interface-decls -DOWN_CLASSES
// DIFF: -gen-dialect-interface-decls -DOWN_CLASSES

#ifndef OWN_CLASSES
include "Inputs/interface-classes.td"
#endif

#ifdef VERIFY_TRAIT
def V : OpInterface<"V"> {
  let methods = [InterfaceMethod<"", "::llvm::LogicalResult", "verifyTrait">];
}
// VERIFY: error: 'verifyTrait' method cannot be specified as interface method for 'V'; use the 'verify' field instead
// VERIFYDEFS: ::llvm::LogicalResult V::verifyTrait() {
#endif

#ifdef NO_NAME
def NoName : InterfaceMethod<"", "int", ?>;
// NONAME: interface-errors.td:[[@LINE-1]]:5: error: Record `NoName', field `name' exists but does not have a string value
def W : OpInterface<"W"> {
  let methods = [NoName];
}
#endif

#ifdef NO_RET
def NoRet : InterfaceMethod<"", ?, "m">;
// NORET: interface-errors.td:[[@LINE-1]]:5: error: Record `NoRet', field `returnType' exists but does not have a string value
def W : OpInterface<"W"> {
  let methods = [NoRet];
}
#endif

#ifdef OWN_CLASSES
// Interfaces without most of their fields.
def ins;
class InterfaceMethod<string n> { string name = n; dag arguments = (ins); }
class OpInterface<string name> {
  string cppInterfaceName = name;
  list<InterfaceMethod> methods = [];
  list<OpInterface> baseInterfaces = [];
}
def A : OpInterface<"A"> { let methods = [InterfaceMethod<"m">]; }
// NONS: interface-errors.td:[[@LINE-1]]:5: error: Record `A' does not have a field named `cppNamespace'!
// NODESC: interface-errors.td:[[@LINE-2]]:5: error: Record `A' does not have a field named `description'!
def B : OpInterface<"B"> { let baseInterfaces = [A]; }
// NOCLASS: error: The class 'TypeInterface' is not defined
#endif
