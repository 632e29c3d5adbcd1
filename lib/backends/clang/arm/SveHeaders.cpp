//===- SveHeaders.cpp - -gen-arm-sve-header / -gen-arm-sme-header ---------===//
//
// arm_sve.h and arm_sme.h: a fixed preamble (types, enums, attribute
// macros), for arm_sve.h the reinterpret cross product, then one
// declaration per intrinsic aliasing its builtin, ordered by target guard,
// then full names before overloaded short forms, then written name.
//
//===----------------------------------------------------------------------===//

#include "backends/clang/arm/SveModel.h"

#include "tblgen/Backend.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <tuple>
#include <unordered_map>

namespace tblgen::armsve {

namespace {

constexpr std::string_view SvePreamble =
    R"(/*===---- arm_sve.h - ARM SVE intrinsics -----------------------------------===
 *
 *
 * Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
 * See https://llvm.org/LICENSE.txt for license information.
 * SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
 *
 *===-----------------------------------------------------------------------===
 */

#ifndef __ARM_SVE_H
#define __ARM_SVE_H

#if !defined(__LITTLE_ENDIAN__)
#error "Big endian is currently not supported for arm_sve.h"
#endif
#include <stdint.h>

#ifdef  __cplusplus
extern "C" {
#else
#include <stdbool.h>
#endif

typedef __fp16 float16_t;
typedef float float32_t;
typedef double float64_t;
typedef __SVInt8_t svint8_t;
typedef __SVInt16_t svint16_t;
typedef __SVInt32_t svint32_t;
typedef __SVInt64_t svint64_t;
typedef __SVUint8_t svuint8_t;
typedef __SVUint16_t svuint16_t;
typedef __SVUint32_t svuint32_t;
typedef __SVUint64_t svuint64_t;
typedef __SVFloat16_t svfloat16_t;

typedef __SVBfloat16_t svbfloat16_t;
#include <arm_bf16.h>
#include <arm_vector_types.h>
typedef __SVMfloat8_t svmfloat8_t;

typedef __SVFloat32_t svfloat32_t;
typedef __SVFloat64_t svfloat64_t;
typedef __clang_svint8x2_t svint8x2_t;
typedef __clang_svint16x2_t svint16x2_t;
typedef __clang_svint32x2_t svint32x2_t;
typedef __clang_svint64x2_t svint64x2_t;
typedef __clang_svuint8x2_t svuint8x2_t;
typedef __clang_svuint16x2_t svuint16x2_t;
typedef __clang_svuint32x2_t svuint32x2_t;
typedef __clang_svuint64x2_t svuint64x2_t;
typedef __clang_svfloat16x2_t svfloat16x2_t;
typedef __clang_svfloat32x2_t svfloat32x2_t;
typedef __clang_svfloat64x2_t svfloat64x2_t;
typedef __clang_svint8x3_t svint8x3_t;
typedef __clang_svint16x3_t svint16x3_t;
typedef __clang_svint32x3_t svint32x3_t;
typedef __clang_svint64x3_t svint64x3_t;
typedef __clang_svuint8x3_t svuint8x3_t;
typedef __clang_svuint16x3_t svuint16x3_t;
typedef __clang_svuint32x3_t svuint32x3_t;
typedef __clang_svuint64x3_t svuint64x3_t;
typedef __clang_svfloat16x3_t svfloat16x3_t;
typedef __clang_svfloat32x3_t svfloat32x3_t;
typedef __clang_svfloat64x3_t svfloat64x3_t;
typedef __clang_svint8x4_t svint8x4_t;
typedef __clang_svint16x4_t svint16x4_t;
typedef __clang_svint32x4_t svint32x4_t;
typedef __clang_svint64x4_t svint64x4_t;
typedef __clang_svuint8x4_t svuint8x4_t;
typedef __clang_svuint16x4_t svuint16x4_t;
typedef __clang_svuint32x4_t svuint32x4_t;
typedef __clang_svuint64x4_t svuint64x4_t;
typedef __clang_svfloat16x4_t svfloat16x4_t;
typedef __clang_svfloat32x4_t svfloat32x4_t;
typedef __clang_svfloat64x4_t svfloat64x4_t;
typedef __SVBool_t  svbool_t;
typedef __clang_svboolx2_t  svboolx2_t;
typedef __clang_svboolx4_t  svboolx4_t;

typedef __clang_svbfloat16x2_t svbfloat16x2_t;
typedef __clang_svbfloat16x3_t svbfloat16x3_t;
typedef __clang_svbfloat16x4_t svbfloat16x4_t;
typedef __clang_svmfloat8x2_t svmfloat8x2_t;
typedef __clang_svmfloat8x3_t svmfloat8x3_t;
typedef __clang_svmfloat8x4_t svmfloat8x4_t;
typedef __SVCount_t svcount_t;

enum svpattern
{
  SV_POW2 = 0,
  SV_VL1 = 1,
  SV_VL2 = 2,
  SV_VL3 = 3,
  SV_VL4 = 4,
  SV_VL5 = 5,
  SV_VL6 = 6,
  SV_VL7 = 7,
  SV_VL8 = 8,
  SV_VL16 = 9,
  SV_VL32 = 10,
  SV_VL64 = 11,
  SV_VL128 = 12,
  SV_VL256 = 13,
  SV_MUL4 = 29,
  SV_MUL3 = 30,
  SV_ALL = 31
};

enum svprfop
{
  SV_PLDL1KEEP = 0,
  SV_PLDL1STRM = 1,
  SV_PLDL2KEEP = 2,
  SV_PLDL2STRM = 3,
  SV_PLDL3KEEP = 4,
  SV_PLDL3STRM = 5,
  SV_PSTL1KEEP = 8,
  SV_PSTL1STRM = 9,
  SV_PSTL2KEEP = 10,
  SV_PSTL2STRM = 11,
  SV_PSTL3KEEP = 12,
  SV_PSTL3STRM = 13
};

/* Function attributes */
#define __ai static __inline__ __attribute__((__always_inline__, __nodebug__))

#define __aio static __inline__ __attribute__((__always_inline__, __nodebug__, __overloadable__))

)";

constexpr std::string_view SveTrailer = R"(#define svcvtnt_bf16_x      svcvtnt_bf16_m
#define svcvtnt_bf16_f32_x  svcvtnt_bf16_f32_m
#define svcvtnt_f16_x      svcvtnt_f16_m
#define svcvtnt_f16_f32_x  svcvtnt_f16_f32_m
#define svcvtnt_f32_x      svcvtnt_f32_m
#define svcvtnt_f32_f64_x  svcvtnt_f32_f64_m

#define svcvtxnt_f32_x     svcvtxnt_f32_m
#define svcvtxnt_f32_f64_x svcvtxnt_f32_f64_m

#ifdef __cplusplus
} // extern "C"
#endif

#undef __ai

#undef __aio

#endif /* __ARM_SVE_H */
)";

constexpr std::string_view SmePreamble = R"(/*===---- arm_sme.h - ARM SME intrinsics ------===
 *
 *
 * Part of the LLVM Project, under the Apache License v2.0 with LLVM Exceptions.
 * See https://llvm.org/LICENSE.txt for license information.
 * SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
 *
 *===-----------------------------------------------------------------------===
 */

#ifndef __ARM_SME_H
#define __ARM_SME_H

#if !defined(__LITTLE_ENDIAN__)
#error "Big endian is currently not supported for arm_sme.h"
#endif
#include <arm_sve.h>

#include <stddef.h>

/* Function attributes */
#define __ai static __inline__ __attribute__((__always_inline__, __nodebug__))

#define __aio static __inline__ __attribute__((__always_inline__, __nodebug__, __overloadable__))

#ifdef  __cplusplus
extern "C" {
#endif

void __arm_za_disable(void) __arm_streaming_compatible;

__ai bool __arm_has_sme(void) __arm_streaming_compatible {
  uint64_t x0, x1;
  __builtin_arm_get_sme_state(&x0, &x1);
  return x0 & (1ULL << 63);
}

void *__arm_sc_memcpy(void *dest, const void *src, size_t n) __arm_streaming_compatible;
void *__arm_sc_memmove(void *dest, const void *src, size_t n) __arm_streaming_compatible;
void *__arm_sc_memset(void *s, int c, size_t n) __arm_streaming_compatible;
void *__arm_sc_memchr(void *s, int c, size_t n) __arm_streaming_compatible;

__ai __attribute__((target("sme"))) void svundef_za(void) __arm_streaming_compatible __arm_out("za") { }

)";

constexpr std::string_view SmeTrailer = R"(#ifdef __cplusplus
} // extern "C"
#endif

#undef __ai

#endif /* __ARM_SME_H */
)";

void writeReinterprets(OStream &OS) {
  for (unsigned N = 1; N <= 4; ++N)
    for (bool Short : {false, true})
      for (const auto &[ToSpec, To] : ReinterpretTypes)
        for (const auto &[FromSpec, From] : ReinterpretTypes) {
          OS << "__aio __attribute__((__clang_arm_builtin_alias(__builtin_sve_reinterpret_" << To
             << "_" << From << TupleSuffix[N - 1] << ")))\n"
             << VType::make(ToSpec, 'd', N).cName() << " svreinterpret_" << To;
          if (!Short)
            OS << "_" << From << TupleSuffix[N - 1];
          OS << "(" << VType::make(FromSpec, 'd', N).cName() << " op);\n";
        }
}

void writeDeclarations(const Model &M, OStream &OS, std::string_view Prefix) {
  // By guards (SVE's then SME's, as one text), overloading and name,
  // stably; each intrinsic's guard text is made once, not per comparison.
  // Guards are few: each is ranked once and intrinsics compare by rank.
  std::vector<std::string> Guards;
  Guards.reserve(M.Intrinsics.size());
  for (const Intrinsic &I : M.Intrinsics)
    Guards.push_back(std::string(I.SVEGuard) + std::string(I.SMEGuard));
  std::vector<std::string_view> Distinct(Guards.begin(), Guards.end());
  std::sort(Distinct.begin(), Distinct.end());
  Distinct.erase(std::unique(Distinct.begin(), Distinct.end()), Distinct.end());
  std::unordered_map<std::string_view, uint32_t> RankOf;
  for (uint32_t R = 0; R < Distinct.size(); ++R)
    RankOf.emplace(Distinct[R], R);
  struct Keyed {
    uint32_t Rank;
    const Intrinsic *I;
  };
  std::vector<Keyed> Keys;
  Keys.reserve(M.Intrinsics.size());
  for (size_t K = 0; K < M.Intrinsics.size(); ++K)
    Keys.push_back({RankOf.at(Guards[K]), &M.Intrinsics[K]});
  std::stable_sort(Keys.begin(), Keys.end(), [](const Keyed &A, const Keyed &B) {
    if (A.Rank != B.Rank)
      return A.Rank < B.Rank;
    if (A.I->Overloaded != B.I->Overloaded)
      return A.I->Overloaded < B.I->Overloaded;
    return A.I->Name < B.I->Name;
  });
  for (const Keyed &K : Keys) {
    const Intrinsic *I = K.I;
    bool Aio = I->Overloaded && I->Proto.size() > 1;
    OS << (Aio ? "__aio " : "__ai ") << "__attribute__((__clang_arm_builtin_alias(__builtin_"
       << Prefix << "_" << I->fullName() << ")))\n"
       << M.cName(I->Types[0]) << " ";
    if (I->Overloaded)
      OS << I->declName();
    else
      OS << I->fullName();
    OS << "(";
    for (size_t P = 1; P < I->Types.size(); ++P)
      OS << (P > 1 ? ", " : "") << M.cName(I->Types[P]);
    OS << ");\n";
  }
}

void emitSveHeader(const RecordKeeper &RK, OStream &OS) {
  Model M;
  if (!M.build(RK))
    return;
  OS << SvePreamble;
  writeReinterprets(OS);
  writeDeclarations(M, OS, "sve");
  OS << SveTrailer;
}

void emitSmeHeader(const RecordKeeper &RK, OStream &OS) {
  Model M;
  if (!M.build(RK))
    return;
  OS << SmePreamble;
  writeDeclarations(M, OS, "sme");
  OS << SmeTrailer;
}

} // namespace

TBLGEN_REGISTER_TOOL_BACKEND(SveHeader, TM_Clang, "gen-arm-sve-header",
                             "Generate arm_sve.h for clang", emitSveHeader, BT_None);
TBLGEN_REGISTER_TOOL_BACKEND(SmeHeader, TM_Clang, "gen-arm-sme-header",
                             "Generate arm_sme.h for clang", emitSmeHeader, BT_None);

} // namespace tblgen::armsve
