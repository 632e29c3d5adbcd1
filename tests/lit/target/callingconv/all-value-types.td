// RUN: %tblgen -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-callingconv -I /usr/include/llvm-22 -I %S/Inputs
//
// Every value type LLVM 22 defines, as a promotion target: its MVT name
// (LLVMName) and whether the promotion is a floating-point one (FPExt for
// scalar and vector floating-point types) or an integer one.

include "target.td"

def CC_AllTypes : CallingConv<!foreach(VT, ValueTypes, CCPromoteToType<VT>)>;

// CHECK:      LocVT = MVT::Other;
// CHECK-NEXT: if (ArgFlags.isSExt())
// CHECK:      LocVT = MVT::bf16;
// CHECK-NEXT: LocInfo = CCValAssign::FPExt;
// CHECK:      LocVT = MVT::ppcf128;
// CHECK-NEXT: LocInfo = CCValAssign::FPExt;
// CHECK:      LocVT = MVT::v2i32;
// CHECK-NEXT: if (ArgFlags.isSExt())
// CHECK:      LocVT = MVT::nxv8bf16;
// CHECK-NEXT: LocInfo = CCValAssign::FPExt;
// CHECK:      LocVT = MVT::Untyped;
// CHECK-NEXT: if (ArgFlags.isSExt())
// CHECK:      LocVT = MVT::iPTR;
