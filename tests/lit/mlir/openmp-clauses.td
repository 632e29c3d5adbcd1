// -gen-openmp-clause-ops: a struct per named clause (values as Value,
// attributes as their storage type, lists as SmallVectors), a mixin per
// named op; -verify-openmp-ops: no output, warnings where an op leaves out
// what a clause defines, an error for its description.
// RUN: %mlir-tblgen -gen-openmp-clause-ops %s | FileCheck %s
// RUN: not %mlir-tblgen -verify-openmp-ops %s 2>&1 | FileCheck %s --check-prefix=VERIFY
// DIFF: -gen-openmp-clause-ops
// DIFF: -verify-openmp-ops

def ins;
class TypeConstraint;
class Attr { string storageType = ""; string returnType = ""; }
class OptionalAttr<Attr a> : Attr { Attr baseAttr = a; let storageType = a.storageType; }
class TypedArrayAttrBase<Attr e> : Attr { Attr elementAttr = e; }
class ElementsAttrBase : Attr;
class IntElementsAttrBase<int w = 32> : ElementsAttrBase;
class Variadic<TypeConstraint t> : TypeConstraint;
def AnyType : TypeConstraint;
def I32Attr : Attr { let storageType = " ::mlir::IntegerAttr "; }
def OddElements : ElementsAttrBase { let storageType = "::mlir::ElementsAttr"; }

class OpenMP_Clause<dag args, string req = "", string desc = ""> {
  dag arguments = args;
  string reqAssemblyFormat = req;
  string optAssemblyFormat = "";
  string description = desc;
  string extraClassDeclaration = "";
  bit ignoreArgs = 0;
  bit ignoreAsmFormat = 0;
  bit ignoreDesc = 0;
  bit ignoreExtraDecl = 0;
}
class OpenMP_CollapseClauseSkip<bit skipArgs = 0>
    : OpenMP_Clause<(ins OptionalAttr<I32Attr>:$collapse_num_loops)> {
  let ignoreArgs = skipArgs;
}
def OpenMP_CollapseClause : OpenMP_CollapseClauseSkip<>;
def OpenMP_MapClause : OpenMP_Clause<(ins Variadic<AnyType>:$map_vars,
    TypedArrayAttrBase<I32Attr>:$map_kinds, IntElementsAttrBase<>:$sizes,
    OddElements:$odd), "map(...)", "The map clause.">;

class OpenMP_Op<list<OpenMP_Clause> clauses> {
  list<OpenMP_Clause> clauseList = clauses;
  dag arguments = (ins);
  string assemblyFormat = "";
  string description = "";
  string extraClassDeclaration = "";
}
def OpenMP_TargetOp : OpenMP_Op<[OpenMP_CollapseClause, OpenMP_MapClause]> {
  let arguments = OpenMP_MapClause.arguments;
  let assemblyFormat = "map(...) attr-dict";
}
def OpenMP_LoopOp : OpenMP_Op<[OpenMP_CollapseClauseSkip<1>]>;

// CHECK: namespace mlir::omp {
// CHECK-EMPTY:
// CHECK-NEXT: struct CollapseClauseOps {
// CHECK-NEXT:   ::mlir::IntegerAttr collapseNumLoops;
// CHECK-NEXT: };
// CHECK-NEXT: struct MapClauseOps {
// CHECK-NEXT:   ::llvm::SmallVector<::mlir::Value> mapVars;
// CHECK-NEXT:   ::llvm::SmallVector<::mlir::Attribute> mapKinds;
// CHECK-NEXT:   ::llvm::SmallVector<::llvm::APInt> sizes;
// CHECK-NEXT:   ::mlir::ElementsAttr odd;
// CHECK: using LoopOperands = detail::Clauses<CollapseClauseOps>;
// CHECK: using TargetOperands = detail::Clauses<CollapseClauseOps, MapClauseOps>;

// VERIFY: warning: 'Collapse' clause-defined argument 'anonymous_{{[0-9]+}}:$collapse_num_loops' not present in operation.
// VERIFY: error: 'Map' clause-defined `description` not present in operation.
