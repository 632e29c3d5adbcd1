//===- NeonVectorTypes.cpp - -gen-arm-vector-type ---------------------------===//
//
// arm_vector_types.h: the NEON element typedefs and FPM helpers, then the
// 64- and 128-bit vector types of every element type and their 2-, 3- and
// 4-vector structs (the AArch64-only element types under a guard), and
// last the bfloat16 ones. The header does not depend on the records.
//
//===----------------------------------------------------------------------===//

#include "tblgen/Backend.h"
#include "tblgen/Record.h"

#include <string>

namespace tblgen::armneon {

namespace {

constexpr std::string_view Preamble = R"(/*===---- arm_vector_types - ARM vector type ------===
 *
 *
 * Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
 * See https://llvm.org/LICENSE.txt for license information.
 * SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
 *
 *===-----------------------------------------------------------------------===
 */

#if !defined(__ARM_NEON_H) && !defined(__ARM_SVE_H)
#error "This file should not be used standalone. Please include arm_neon.h or arm_sve.h instead"

#endif
#ifndef __ARM_NEON_TYPES_H
#define __ARM_NEON_TYPES_H
typedef float float32_t;
typedef __fp16 float16_t;
#if defined(__aarch64__) || defined(__arm64ec__)
typedef __mfp8 mfloat8_t;
typedef double float64_t;
#endif


typedef uint64_t fpm_t;

enum __ARM_FPM_FORMAT { __ARM_FPM_E5M2, __ARM_FPM_E4M3 };

enum __ARM_FPM_OVERFLOW { __ARM_FPM_INFNAN, __ARM_FPM_SATURATE };

static __inline__ fpm_t __attribute__((__always_inline__, __nodebug__))
__arm_fpm_init(void) {
  return 0;
}

static __inline__ fpm_t __attribute__((__always_inline__, __nodebug__))
__arm_set_fpm_src1_format(fpm_t __fpm, enum __ARM_FPM_FORMAT __format) {
  return (__fpm & ~7ull) | (fpm_t)__format;
}

static __inline__ fpm_t __attribute__((__always_inline__, __nodebug__))
__arm_set_fpm_src2_format(fpm_t __fpm, enum __ARM_FPM_FORMAT __format) {
  return (__fpm & ~0x38ull) | ((fpm_t)__format << 3u);
}

static __inline__ fpm_t __attribute__((__always_inline__, __nodebug__))
__arm_set_fpm_dst_format(fpm_t __fpm, enum __ARM_FPM_FORMAT __format) {
  return (__fpm & ~0x1c0ull) | ((fpm_t)__format << 6u);
}

static __inline__ fpm_t __attribute__((__always_inline__, __nodebug__))
__arm_set_fpm_overflow_mul(fpm_t __fpm, enum __ARM_FPM_OVERFLOW __behaviour) {
  return (__fpm & ~0x4000ull) | ((fpm_t)__behaviour << 14u);
}

static __inline__ fpm_t __attribute__((__always_inline__, __nodebug__))
__arm_set_fpm_overflow_cvt(fpm_t __fpm, enum __ARM_FPM_OVERFLOW __behaviour) {
  return (__fpm & ~0x8000ull) | ((fpm_t)__behaviour << 15u);
}

static __inline__ fpm_t __attribute__((__always_inline__, __nodebug__))
__arm_set_fpm_lscale(fpm_t __fpm, uint64_t __scale) {
  return (__fpm & ~0x7f0000ull) | (__scale << 16u);
}

static __inline__ fpm_t __attribute__((__always_inline__, __nodebug__))
__arm_set_fpm_nscale(fpm_t __fpm, int64_t __scale) {
  return (__fpm & ~0xff000000ull) | (((fpm_t)__scale & 0xffu) << 24u);
}

static __inline__ fpm_t __attribute__((__always_inline__, __nodebug__))
__arm_set_fpm_lscale2(fpm_t __fpm, uint64_t __scale) {
  return (uint32_t)__fpm | (__scale << 32u);
}

)";

constexpr std::string_view AArch64Only = "#if defined(__aarch64__) || defined(__arm64ec__)\n";

/// An element type: its C name, its lanes in a 64-bit vector, and whether
/// only AArch64 has it.
struct Element {
  const char *Name;
  unsigned Lanes;
  bool AArch64;
};
constexpr Element Elements[] = {{"int8", 8, false},    {"int16", 4, false},   {"int32", 2, false},
                                {"int64", 1, false},   {"uint8", 8, false},   {"uint16", 4, false},
                                {"uint32", 2, false},  {"uint64", 1, false},  {"mfloat8", 8, true},
                                {"float16", 4, false}, {"float32", 2, false}, {"float64", 1, true}};
constexpr Element BFloat{"bfloat16", 4, false};

std::string vectorName(const Element &E, unsigned Lanes) {
  return std::string(E.Name) + "x" + std::to_string(Lanes);
}

void writeVectors(OStream &OS, const Element &E) {
  for (unsigned Lanes : {E.Lanes, E.Lanes * 2})
    OS << "typedef __attribute__((neon_vector_type(" << Lanes << "))) " << E.Name << "_t "
       << vectorName(E, Lanes) << "_t;\n";
}

void writeStructs(OStream &OS, const Element &E, unsigned Count) {
  for (unsigned Lanes : {E.Lanes, E.Lanes * 2}) {
    std::string V = vectorName(E, Lanes);
    std::string S = V + "x" + std::to_string(Count) + "_t";
    OS << "typedef struct " << S << " {\n  " << V << "_t val[" << Count << "];\n} " << S << ";\n\n";
  }
}

void emitVectorTypes(const RecordKeeper &, OStream &OS) {
  OS << Preamble;
  for (const Element &E : Elements) {
    if (E.AArch64)
      OS << AArch64Only;
    writeVectors(OS, E);
    if (E.AArch64)
      OS << "#endif\n";
  }
  OS << "\n";
  for (unsigned Count = 2; Count <= 4; ++Count)
    for (const Element &E : Elements) {
      if (E.AArch64)
        OS << AArch64Only;
      writeStructs(OS, E, Count);
      if (E.AArch64)
        OS << "#endif\n";
    }
  writeVectors(OS, BFloat);
  OS << "\n";
  for (unsigned Count = 2; Count <= 4; ++Count)
    writeStructs(OS, BFloat, Count);
  OS << "#endif // __ARM_NEON_TYPES_H\n";
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(ArmVectorTypes, TM_Clang, "gen-arm-vector-type",
                             "Generate arm_vector_types.h for clang", emitVectorTypes, BT_None);

} // namespace tblgen::armneon
