// -gen-llvmir-intrinsics: an LLVM dialect op per intrinsic, named without
// "int_" and the target prefix ('_' made '.'), with its overloaded result
// and operand positions, traits and metadata operands; the filter and the
// base class come from options.
// RUN: %mlir-tblgen -gen-llvmir-intrinsics %s | FileCheck %s
// RUN: %mlir-tblgen -gen-llvmir-intrinsics -llvmir-intrinsics-filter=foo -dialect-opclass-base=My_Op -llvmir-intrinsics-access-group-regexp=foo_l -llvmir-intrinsics-alias-analysis-regexp='(load|st)' %s | FileCheck %s --check-prefix=OPTS
// DIFF: -gen-llvmir-intrinsics
// DIFF: -gen-llvmir-intrinsics -llvmir-intrinsics-filter=foo -dialect-opclass-base=My_Op -llvmir-intrinsics-access-group-regexp=foo_l -llvmir-intrinsics-alias-analysis-regexp=(load|st)

class ValueType<string llvm_name = NAME> { string LLVMName = llvm_name; }
def i32 : ValueType;
def iAny : ValueType;
def pAny : ValueType;
def notAny : ValueType<"i64">;
class LLVMType<ValueType vt> { ValueType VT = vt; }
def llvm_i32_ty : LLVMType<i32>;
def llvm_anyint_ty : LLVMType<iAny>;
def llvm_anyptr_ty : LLVMType<pAny>;
def llvm_i64_ty : LLVMType<notAny>;
class IntrinsicProperty;
def IntrNoMem : IntrinsicProperty;
def Commutative : IntrinsicProperty;
class Intrinsic<list<LLVMType> ret, list<LLVMType> params = [],
                list<IntrinsicProperty> props = [], string name = ""> {
  string LLVMName = name;
  string TargetPrefix = "";
  list<LLVMType> RetTypes = ret;
  list<LLVMType> ParamTypes = params;
  list<IntrinsicProperty> IntrProperties = props;
}

def int_foo_load : Intrinsic<[llvm_anyint_ty], [llvm_anyptr_ty, llvm_i32_ty], [IntrNoMem]>;
def int_foo_store : Intrinsic<[], [llvm_i32_ty, llvm_anyptr_ty], [Commutative]> {
  let TargetPrefix = "foo";
}
def int_bar__x : Intrinsic<[], [llvm_i64_ty], [], "named.bar">;

// CHECK: include "mlir/Dialect/LLVMIR/LLVMOpBase.td"
// CHECK: def LLVM_bar__x : LLVM_IntrOp<"named.bar", [], [], [], 0, 0, 0>, Arguments<(ins LLVM_Type)>;
// CHECK: def LLVM_foo_load : LLVM_IntrOp<"foo.load", [0], [0], [NoMemoryEffect], 1, 0, 0>, Arguments<(ins LLVM_Type, LLVM_Type)>;
// CHECK: def LLVM_foo_store : LLVM_IntrOp<"store", [], [1], [Commutative], 0, 0, 0>, Arguments<(ins LLVM_Type, LLVM_Type)>;

// OPTS-NOT: bar
// OPTS: def LLVM_foo_load : My_Op<"foo.load", [0], [0], [NoMemoryEffect], 1, 1, 1>, Arguments<(ins LLVM_Type, LLVM_Type, OptionalAttr<LLVM_AccessGroupArrayAttr>:$access_groups, OptionalAttr<LLVM_AliasScopeArrayAttr>:$alias_scopes, OptionalAttr<LLVM_AliasScopeArrayAttr>:$noalias_scopes, OptionalAttr<LLVM_TBAATagArrayAttr>:$tbaa)>;
// OPTS: def LLVM_foo_store : My_Op<"store", [], [1], [Commutative], 0, 0, 1>,
