// RUN: %tblgen -gen-dag-isel -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-dag-isel -I /usr/include/llvm-22
// DIFF: -gen-global-isel -I /usr/include/llvm-22
// DIFF: -gen-fast-isel -I /usr/include/llvm-22
//
// cPTR stands for every legal capability type (VTCheriCapability: c64,
// c128), as iAny does for the integer ones: an intrinsic overloaded on it
// is selected once per capability type the patterns name.

include "llvm/Target/Target.td"

def cap_ty : LLVMQualPointerType<200> { let VT = cPTR; }
def int_t_cap_len : Intrinsic<[llvm_i64_ty], [cap_ty], [IntrNoMem, IntrWillReturn]>;

class CapReg<string n> : Register<n> { let Namespace = "T"; }
def C64 : CapReg<"c64">;
def C64s : RegisterClass<"T", [i64, c64], 64, (add C64)>;
def C128 : CapReg<"c128">;
def C128s : RegisterClass<"T", [c128], 64, (add C128)>;

def LEN64 : Instruction {
  let Namespace = "T";
  let OutOperandList = (outs C64s:$dst);
  let InOperandList = (ins C64s:$src);
}
def LEN128 : Instruction {
  let Namespace = "T";
  let OutOperandList = (outs C64s:$dst);
  let InOperandList = (ins C128s:$src);
}
def : Pat<(int_t_cap_len c64:$src), (LEN64 $src)>;
def : Pat<(int_t_cap_len c128:$src), (LEN128 $src)>;

def TISA : InstrInfo;
def TTarget : Target { let InstructionSet = TISA; }

// CHECK: OPC_CheckChild1Type, /*MVT::c64*/
// CHECK: OPC_MorphNodeTo1None, TARGET_VAL(T::LEN64),
// CHECK: OPC_CheckChild1Type, /*MVT::c128*/
// CHECK: OPC_MorphNodeTo1None, TARGET_VAL(T::LEN128),
