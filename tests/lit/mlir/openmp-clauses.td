// The OpenMP clause backends: a struct per named clause (values, lists of
// values, attributes by storage type, arrays and elements attributes as
// SmallVectors of their elements), the mix of clause structs per named op;
// and the verifier, warning where an op lacks what a clause defines (an
// error for the description).
// RUN: %mlir-tblgen -gen-openmp-clause-ops %s 2>&1 | FileCheck %s
// RUN: %mlir-tblgen -verify-openmp-ops %s 2>&1 | FileCheck %s --check-prefix=VERIFY
// RUN: not %mlir-tblgen -verify-openmp-ops -DDESC %s 2>&1 | FileCheck %s --check-prefix=DESC
// DIFF: -gen-openmp-clause-ops
// DIFF: -verify-openmp-ops
// DIFF: -verify-openmp-ops -DDESC

def ins;
class TypeConstraint { string summary = ""; }
class Variadic<TypeConstraint t> : TypeConstraint { TypeConstraint baseType = t; }
def AnyType : TypeConstraint;
class Attr { code storageType = ?; code returnType = ?; }
class OptionalAttr<Attr a> : Attr { Attr baseAttr = a; }
class TypedArrayAttrBase<Attr e> : Attr { Attr elementAttr = e; let storageType = "::mlir::ArrayAttr"; }
class ElementsAttrBase : Attr { let storageType = "::mlir::ElementsAttr"; }
class IntElementsAttrBase : ElementsAttrBase;
class FloatElementsAttr : ElementsAttrBase;
class DenseArrayAttrBase<string ret> : ElementsAttrBase { let returnType = ret; }
def I64Attr : Attr { let storageType = "  ::mlir::IntegerAttr "; }
def UnitAttr : Attr { let storageType = "::mlir::UnitAttr"; }
def IntElems : IntElementsAttrBase;
def FloatElems : FloatElementsAttr;
def DenseI32 : DenseArrayAttrBase<"::llvm::ArrayRef<int32_t>">;
def OtherElems : ElementsAttrBase;

class OpenMP_Clause<bit skipArgs = false, bit skipFormat = false, bit skipDesc = false,
                    bit skipDecl = false> {
  bit ignoreArgs = skipArgs;
  bit ignoreAsmFormat = skipFormat;
  bit ignoreDesc = skipDesc;
  bit ignoreExtraDecl = skipDecl;
  dag arguments = (ins);
  string reqAssemblyFormat = "";
  string optAssemblyFormat = "";
  string description = "";
  string extraClassDeclaration = "";
}
class OpenMP_AlignedClauseSkip<bit skipFormat = false> : OpenMP_Clause<false, skipFormat> {
  let arguments = (ins Variadic<AnyType>:$aligned_vars, OptionalAttr<TypedArrayAttrBase<I64Attr>>:$alignments);
  let optAssemblyFormat = "`aligned` `(` $aligned_vars `)`";
  let description = "The aligned clause.";
}
def OpenMP_AlignedClause : OpenMP_AlignedClauseSkip<>;
def OpenMP_HintClause : OpenMP_Clause {
  let arguments = (ins I64Attr:$hint_val, UnitAttr:$nowait, AnyType:$dev, IntElems:$ints,
                   FloatElems:$floats, DenseI32:$dense_vals, OtherElems:$other);
  let extraClassDeclaration = "int hint();";
  let reqAssemblyFormat = "`hint` $hint_val";
}
def NoPrefixClause : OpenMP_Clause<true, true, true, true>;

class OpenMP_Op<string name, list<OpenMP_Clause> clauses = []> {
  string opName = name;
  list<OpenMP_Clause> clauseList = clauses;
  dag arguments = (ins);
  string assemblyFormat = ?;
  string description = "";
  string extraClassDeclaration = ?;
}
def OpenMP_ParallelOp : OpenMP_Op<"parallel", [OpenMP_AlignedClause, OpenMP_HintClause]> {
  let arguments = !con(OpenMP_AlignedClause.arguments, OpenMP_HintClause.arguments);
  let assemblyFormat = "`aligned` `(` $aligned_vars `)` `hint` $hint_val";
  let description = "Parallel. The aligned clause.";
  let extraClassDeclaration = "int hint();";
}
// The clause given inline has no name: it counts for its op only.
def TaskOp : OpenMP_Op<"task", [OpenMP_AlignedClauseSkip<true>, NoPrefixClause]> {
  let arguments = (ins AnyType:$aligned_vars);
  let description = "Task. The aligned clause.";
}
#ifdef DESC
def OpenMP_NoDescOp : OpenMP_Op<"nodesc", [OpenMP_AlignedClause]>;
// DESC: openmp-clauses.td:[[@LINE-1]]:5: error: 'Aligned' clause-defined `description` not present in operation. Consider concatenating `clausesDescription` or explicitly skipping this field.
#endif

// CHECK:      openmp-clauses.td:[[@LINE-32]]:5: warning: could not infer array-like attribute element type for argument 'other', will use bare `storageType`
// CHECK:      namespace mlir::omp {
// CHECK-EMPTY:
// CHECK-NEXT: struct NoPrefixClauseOps {
// CHECK-NEXT: };
// CHECK-NEXT: struct AlignedClauseOps {
// CHECK-NEXT:   ::llvm::SmallVector<::mlir::Value> alignedVars;
// CHECK-NEXT:   ::llvm::SmallVector<::mlir::Attribute> alignments;
// CHECK-NEXT: };
// CHECK-NEXT: struct HintClauseOps {
// CHECK-NEXT:   ::mlir::IntegerAttr hintVal;
// CHECK-NEXT:   ::mlir::UnitAttr nowait;
// CHECK-NEXT:   ::mlir::Value dev;
// CHECK-NEXT:   ::llvm::SmallVector<::llvm::APInt> ints;
// CHECK-NEXT:   ::llvm::SmallVector<::llvm::APFloat> floats;
// CHECK-NEXT:   ::llvm::SmallVector<int32_t> denseVals;
// CHECK-NEXT:   ::mlir::ElementsAttr other;
// CHECK-NEXT: };
// CHECK-EMPTY:
// CHECK-NEXT: namespace detail {
// CHECK:      using ParallelOperands = detail::Clauses<AlignedClauseOps, HintClauseOps>;
// CHECK-EMPTY:
// CHECK-NEXT: using TaskOperands = detail::Clauses<AlignedClauseOps, NoPrefixClauseOps>;
// CHECK-EMPTY:
// CHECK-NEXT: } // namespace mlir::omp

// VERIFY:     openmp-clauses.td:[[@LINE-35]]:5: warning: 'Aligned' clause-defined argument 'anonymous_{{[0-9]+}}:$aligned_vars' not present in operation. Consider `dag arguments = !con(clausesArgs, ...)` or explicitly skipping this field.
// VERIFY:     openmp-clauses.td:[[@LINE-36]]:5: warning: 'Aligned' clause-defined argument 'anonymous_{{[0-9]+}}:$alignments' not present in operation.
// VERIFY-NOT: error
