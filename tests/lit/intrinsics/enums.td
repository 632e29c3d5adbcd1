// RUN: %tblgen -I %S --gen-intrinsic-enums %s | FileCheck %s
// RUN: %tblgen -I %S --gen-intrinsic-enums -intrinsic-prefix=tgt %s | FileCheck %s --check-prefix=TGT
// DIFF: --gen-intrinsic-enums
// DIFF: --gen-intrinsic-enums -intrinsic-prefix=tgt
// DIFF: --gen-intrinsic-enums --intrinsic-prefix=abc
// DIFF: --gen-intrinsic-enums -intrinsic-prefix=
//
// The enumerators of the target independent intrinsics (with ArgKind) or of
// one target's; each names where the intrinsic is defined.

include "Inputs/intrinsic-classes.td"

def int_b : Intrinsic<[], []>;
def int_a_very_long_intrinsic_name_that_is_wider_than_forty : Intrinsic<[], []>;

multiclass XYZ {
  def _x : Intrinsic<[], []>;
  def _y : Intrinsic<[], []>;
}

let TargetPrefix = "tgt" in {
defm int_tgt_read : XYZ;
def int_tgt_z : Intrinsic<[], [], [], "llvm.tgt.a.different.name">;
}
let TargetPrefix = "abc" in
def int_abc_op : Intrinsic<[], []>;

// CHECK:      #ifdef GET_INTRINSIC_ENUM_VALUES
// CHECK-NEXT: // Enum values for intrinsics.
// CHECK-NEXT:     a_very_long_intrinsic_name_that_is_wider_than_forty = 1,  // llvm.a.very.long.intrinsic.name.that.is.wider.than.forty (enums.td:{{[0-9]+}})
// CHECK-NEXT:     b,                                         // llvm.b (enums.td:{{[0-9]+}})
// CHECK-NEXT:     num_intrinsics = 7
// CHECK-NEXT: #endif
// CHECK-EMPTY:
// CHECK-NEXT: // llvm::Intrinsic::IITDescriptor::ArgKind.
// CHECK-NEXT: #ifdef GET_INTRINSIC_ARGKIND
// CHECK-NEXT:     AK_Any = 0,
// CHECK-NEXT:     AK_AnyInteger = 1,
// CHECK-NEXT:     AK_MatchType = 7,
// CHECK-NEXT: #endif

// Intrinsics from a multiclass are located at the def in the multiclass.
// TGT:      #ifndef LLVM_IR_INTRINSIC_TGT_ENUMS_H
// TGT-NEXT: #define LLVM_IR_INTRINSIC_TGT_ENUMS_H
// TGT-NEXT: namespace llvm::Intrinsic {
// TGT-NEXT: enum TGTIntrinsics : unsigned {
// TGT-NEXT: // Enum values for intrinsics.
// TGT-NEXT:     tgt_z = 4,                                     // llvm.tgt.a.different.name (enums.td:{{[0-9]+}})
// TGT-NEXT:     tgt_read_x,                                // llvm.tgt.read.x (enums.td:17)
// TGT-NEXT:     tgt_read_y,                                // llvm.tgt.read.y (enums.td:18)
// TGT-NEXT: }; // enum
// TGT-NEXT: } // namespace llvm::Intrinsic
// TGT-NEXT: #endif
// TGT-NOT:  ArgKind
