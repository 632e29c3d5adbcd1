// RUN: %clang-tblgen -gen-arm-vector-type %s | FileCheck %s
// DIFF: -gen-arm-vector-type
//
// arm_vector_types.h does not depend on the records: the element types,
// their 64- and 128-bit vectors and 2- to 4-vector structs, AArch64-only
// element types under a guard, bfloat16 last.

// CHECK: #define __ARM_NEON_TYPES_H
// CHECK: typedef __attribute__((neon_vector_type(2))) uint64_t uint64x2_t;
// CHECK-NEXT: #if defined(__aarch64__) || defined(__arm64ec__)
// CHECK-NEXT: typedef __attribute__((neon_vector_type(8))) mfloat8_t mfloat8x8_t;
// CHECK-NEXT: typedef __attribute__((neon_vector_type(16))) mfloat8_t mfloat8x16_t;
// CHECK-NEXT: #endif
// CHECK: typedef struct float64x2x4_t {
// CHECK-NEXT:   float64x2_t val[4];
// CHECK-NEXT: } float64x2x4_t;
// CHECK-EMPTY:
// CHECK-NEXT: #endif
// CHECK-NEXT: typedef __attribute__((neon_vector_type(4))) bfloat16_t bfloat16x4_t;
// CHECK: } bfloat16x8x4_t;
// CHECK-EMPTY:
// CHECK-NEXT: #endif // __ARM_NEON_TYPES_H

class Unused;
