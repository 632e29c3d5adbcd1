// -gen-llvmir-intrinsics: an ODS op def per Intrinsic def, with the
// overloaded result and parameter positions, the traits, and the metadata
// attributes the regexp options ask for; the filter keeps the records whose
// name has the given text.
// RUN: %mlir-tblgen -gen-llvmir-intrinsics %s | FileCheck %s
// RUN: %mlir-tblgen -gen-llvmir-intrinsics -llvmir-intrinsics-filter=load -dialect-opclass-base=My_Op -llvmir-intrinsics-access-group-regexp='^int_x' -llvmir-intrinsics-alias-analysis-regexp='load$' %s | FileCheck %s --check-prefix=OPTS
// DIFF: -gen-llvmir-intrinsics
// DIFF: -gen-llvmir-intrinsics -llvmir-intrinsics-filter=load -dialect-opclass-base=My_Op -llvmir-intrinsics-access-group-regexp=^int_x -llvmir-intrinsics-alias-analysis-regexp=load$

class ValueType<string llvm_name = NAME> { string LLVMName = llvm_name; }
def i32 : ValueType;
def iAny : ValueType;
def fAny : ValueType;
def vAny : ValueType;
def pAny : ValueType;
def Any : ValueType;
def cPTR : ValueType;
class LLVMType<ValueType vt> { ValueType VT = vt; }
def llvm_i32_ty : LLVMType<i32>;
def llvm_anyint_ty : LLVMType<iAny>;
def llvm_anyfloat_ty : LLVMType<fAny>;
def llvm_anyvector_ty : LLVMType<vAny>;
def llvm_anyptr_ty : LLVMType<pAny>;
def llvm_any_ty : LLVMType<Any>;
def llvm_cptr_ty : LLVMType<cPTR>;
class IntrinsicProperty;
def IntrNoMem : IntrinsicProperty;
def Commutative : IntrinsicProperty;
def IntrWillReturn : IntrinsicProperty;
class Intrinsic<list<LLVMType> ret_types, list<LLVMType> param_types = [],
                list<IntrinsicProperty> intr_properties = [], string name = ""> {
  string LLVMName = name;
  string TargetPrefix = "";
  list<LLVMType> RetTypes = ret_types;
  list<LLVMType> ParamTypes = param_types;
  list<IntrinsicProperty> IntrProperties = intr_properties;
}

def int_add_sat : Intrinsic<[llvm_anyint_ty], [llvm_i32_ty, llvm_anyfloat_ty, llvm_anyvector_ty],
                            [Commutative, IntrNoMem]>;
def int_load : Intrinsic<[], [llvm_anyptr_ty, llvm_any_ty, llvm_cptr_ty], [IntrWillReturn]>;
def int_named : Intrinsic<[llvm_i32_ty, llvm_i32_ty], [], [], "llvm.custom.name">;
let TargetPrefix = "x" in
def int_x_vec_load : Intrinsic<[llvm_anyvector_ty], [llvm_i32_ty]>;
// A def not named int_*: its first four characters go all the same.
def odd_name : Intrinsic<[llvm_i32_ty]>;

// CHECK:      include "mlir/Dialect/LLVMIR/LLVMOpBase.td"
// CHECK-NEXT: include "mlir/Interfaces/SideEffectInterfaces.td"
// CHECK-EMPTY:
// CHECK-NEXT: def LLVM_add_sat : LLVM_IntrOp<"add.sat", [0], [1, 2], [Commutative, NoMemoryEffect], 1, 0, 0>, Arguments<(ins LLVM_Type, LLVM_Type, LLVM_Type)>;
// CHECK:      def LLVM_load : LLVM_IntrOp<"load", [], [0, 1], [], 0, 0, 0>, Arguments<(ins LLVM_Type, LLVM_Type, LLVM_Type)>;
// CHECK:      def LLVM_named : LLVM_IntrOp<"llvm.custom.name", [], [], [], 2, 0, 0>, Arguments<(ins)>;
// CHECK:      def LLVM_x_vec_load : LLVM_IntrOp<"vec.load", [0], [], [], 1, 0, 0>, Arguments<(ins LLVM_Type)>;
// CHECK:      def LLVM_name : LLVM_IntrOp<"name", [], [], [], 1, 0, 0>, Arguments<(ins)>;

// OPTS-NOT: add_sat
// OPTS:     def LLVM_load : My_Op<"load", [], [0, 1], [], 0, 0, 1>, Arguments<(ins LLVM_Type, LLVM_Type, LLVM_Type, OptionalAttr<LLVM_AliasScopeArrayAttr>:$alias_scopes, OptionalAttr<LLVM_AliasScopeArrayAttr>:$noalias_scopes, OptionalAttr<LLVM_TBAATagArrayAttr>:$tbaa)>;
// OPTS:     def LLVM_x_vec_load : My_Op<"vec.load", [0], [], [], 1, 1, 1>, Arguments<(ins LLVM_Type, OptionalAttr<LLVM_AccessGroupArrayAttr>:$access_groups, OptionalAttr<LLVM_AliasScopeArrayAttr>:$alias_scopes, OptionalAttr<LLVM_AliasScopeArrayAttr>:$noalias_scopes, OptionalAttr<LLVM_TBAATagArrayAttr>:$tbaa)>;
