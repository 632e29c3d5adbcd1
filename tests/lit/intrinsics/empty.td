// RUN: %tblgen --gen-intrinsic-impl %s 2>&1 | FileCheck %s
// RUN: %tblgen --gen-intrinsic-enums %s | FileCheck %s --check-prefix=ENUMS
// DIFF: --gen-intrinsic-impl
// DIFF: --gen-intrinsic-enums
//
// No intrinsics, and none of the IIT_Base and ArgKind records: the output
// says so with #error lines. With nothing to number, the attribute map's
// packed IDs get 32 bits for the (empty) argument attribute lists, which
// the backend warns about.

class IntrinsicProperty<bit is_default = false> {
  bit IsDefault = is_default;
}
class Intrinsic;

// CHECK-DAG: warning: Packed ID of IntrinsicsToAttributesMap exceeds 16b, this may cause performance drop (pr106809), please consider redesigning intrinsic sets!
// CHECK-DAG: #error "class IIT_Base is not defined"
// CHECK: static constexpr uint32_t IntrinsicsToAttributesMap[] = {
// CHECK-NEXT: }; // IntrinsicsToAttributesMap
// CHECK: /* dummy */ {0, 0}
// CHECK: constexpr uint8_t UniqAttributesBitSize = 32;

// ENUMS:      #ifdef GET_INTRINSIC_ENUM_VALUES
// ENUMS-NEXT: // Enum values for intrinsics.
// ENUMS-NEXT:     num_intrinsics = 1
// ENUMS:      #error "ArgKind is not defined"
