// -gen-convertible-llvmir-intrinsics: the llvmEnumName of every
// LLVM_IntrOpBase def, in record name order; an op must be one (here the
// fields mlir-tblgen's op model reads), its dialect a dialect.
// RUN: %mlir-tblgen -gen-convertible-llvmir-intrinsics -I %S %s | FileCheck %s
// RUN: not %mlir-tblgen -gen-convertible-llvmir-intrinsics -DBAD -I %S %s 2>&1 | FileCheck %s --check-prefix=BAD
// DIFF: -gen-convertible-llvmir-intrinsics
// DIFF: -gen-convertible-llvmir-intrinsics -DBAD
include "Inputs/dialect-classes.td"

def outs;
def region;
def successor;
def LLVM_Dialect : Dialect { let name = "llvm"; }

class LLVM_IntrOpBase<string name> {
  Dialect opDialect = LLVM_Dialect;
  string opName = name;
  string cppNamespace = "";
  string llvmEnumName = name;
  dag arguments = (ins);
  dag results = (outs);
  dag regions = (region);
  dag successors = (successor);
  list<int> traits = [];
  list<int> builders = [];
  bit skipDefaultBuilders = 0;
  string summary = "";
  string description = "";
  bit hasCustomAssemblyFormat = 0;
  string assemblyFormat = "";
  bit hasVerifier = 0;
  bit hasRegionVerifier = 0;
  bit hasCanonicalizer = 0;
  bit hasCanonicalizeMethod = 0;
  bit hasFolder = 0;
  bit useCustomPropertiesEncoding = 0;
  string extraClassDeclaration = "";
  string extraClassDefinition = "";
}
def B_op : LLVM_IntrOpBase<"b_second">;
def A_op : LLVM_IntrOpBase<"a_first">;
def Other { string llvmEnumName = "not_an_op"; }

#ifdef BAD
def C_op : LLVM_IntrOpBase<"c"> {
  let opDialect = ?;
}
// BAD: convertible-intrinsics.td:[[@LINE-3]]:5: error: Record `C_op', field `opDialect' does not have a def initializer!
#endif

// CHECK: llvm::Intrinsic::a_first,
// CHECK-NEXT: llvm::Intrinsic::b_second,
// CHECK-NOT: not_an_op
