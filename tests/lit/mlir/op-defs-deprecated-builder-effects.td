// Against MLIR's own OpBase.td: a DeprecatedOpBuilder's build() is declared
// [[deprecated("reason")]] (its create()s are not), and a memory effect on
// an optional symbol attribute is added only when the attribute is there.
// RUN: %mlir-tblgen -gen-op-decls -I %mlirinc %s | FileCheck %s --check-prefix=DECL
// RUN: %refmlir-tblgen -gen-op-decls -I %mlirinc %s | FileCheck %s --check-prefix=DECL
// RUN: %mlir-tblgen -gen-op-defs -I %mlirinc %s | FileCheck %s --check-prefix=DEF
// RUN: %refmlir-tblgen -gen-op-defs -I %mlirinc %s | FileCheck %s --check-prefix=DEF
// DIFF: -gen-op-decls -I /usr/lib/llvm-22/include
// DIFF: -gen-op-defs -I /usr/lib/llvm-22/include
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def T_Dialect : Dialect {
  let name = "t";
  let cppNamespace = "::t";
}

def T_AOp : Op<T_Dialect, "a"> {
  let arguments = (ins I32:$x);
  let builders = [OpBuilder<(ins "int":$n)>,
                  DeprecatedOpBuilder<"use the int one", (ins "float":$f)>];
}
// DECL-LABEL: class AOp
// DECL: static void build(::mlir::OpBuilder &odsBuilder, ::mlir::OperationState &odsState, int n);
// DECL-NEXT: static AOp create(
// DECL-NEXT: static AOp create(
// DECL-NEXT: {{^  \[\[deprecated\("use the int one"\)\]\]$}}
// DECL-NEXT: static void build(::mlir::OpBuilder &odsBuilder, ::mlir::OperationState &odsState, float f);
// DECL-NEXT: static AOp create(::mlir::OpBuilder &builder, ::mlir::Location location, float f);

def T_BOp : Op<T_Dialect, "b"> {
  let arguments = (ins Arg<SymbolRefAttr, "", [MemRead]>:$sym,
                       Arg<OptionalAttr<SymbolRefAttr>, "", [MemWrite]>:$maybe);
}
// DEF-LABEL: void BOp::getEffects(
// DEF: effects.emplace_back(::mlir::MemoryEffects::Read::get(), getSymAttr(), 0, false, ::mlir::SideEffects::DefaultResource::get());
// DEF-NEXT: if (auto symbolRef = getMaybeAttr())
// DEF-NEXT: effects.emplace_back(::mlir::MemoryEffects::Write::get(), symbolRef, 0, false, ::mlir::SideEffects::DefaultResource::get());
// DEF-NEXT: }
