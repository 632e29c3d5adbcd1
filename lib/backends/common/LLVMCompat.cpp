//===- LLVMCompat.cpp - Orders and hashes of LLVM's support library -------===//

#include "LLVMCompat.h"

#include "tblgen/Record.h"

#include <algorithm>
#include <cstring>

namespace tblgen::compat {

//===----------------------------------------------------------------------===//
// XXH3-64
//===----------------------------------------------------------------------===//

namespace {

constexpr uint64_t P32_1 = 0x9E3779B1U, P32_2 = 0x85EBCA77U, P32_3 = 0xC2B2AE3DU;
constexpr uint64_t P64_1 = 0x9E3779B185EBCA87ULL, P64_2 = 0xC2B2AE3D27D4EB4FULL,
                   P64_3 = 0x165667B19E3779F9ULL, P64_4 = 0x85EBCA77C2B2AE63ULL,
                   P64_5 = 0x27D4EB2F165667C5ULL;
constexpr uint64_t MX1 = 0x165667919E3779F9ULL, MX2 = 0x9FB21C651E98DF25ULL;

/// The default 192-byte secret of XXH3.
constexpr uint8_t Secret[192] = {
    0xb8, 0xfe, 0x6c, 0x39, 0x23, 0xa4, 0x4b, 0xbe, 0x7c, 0x01, 0x81, 0x2c, 0xf7, 0x21, 0xad, 0x1c,
    0xde, 0xd4, 0x6d, 0xe9, 0x83, 0x90, 0x97, 0xdb, 0x72, 0x40, 0xa4, 0xa4, 0xb7, 0xb3, 0x67, 0x1f,
    0xcb, 0x79, 0xe6, 0x4e, 0xcc, 0xc0, 0xe5, 0x78, 0x82, 0x5a, 0xd0, 0x7d, 0xcc, 0xff, 0x72, 0x21,
    0xb8, 0x08, 0x46, 0x74, 0xf7, 0x43, 0x24, 0x8e, 0xe0, 0x35, 0x90, 0xe6, 0x81, 0x3a, 0x26, 0x4c,
    0x3c, 0x28, 0x52, 0xbb, 0x91, 0xc3, 0x00, 0xcb, 0x88, 0xd0, 0x65, 0x8b, 0x1b, 0x53, 0x2e, 0xa3,
    0x71, 0x64, 0x48, 0x97, 0xa2, 0x0d, 0xf9, 0x4e, 0x38, 0x19, 0xef, 0x46, 0xa9, 0xde, 0xac, 0xd8,
    0xa8, 0xfa, 0x76, 0x3f, 0xe3, 0x9c, 0x34, 0x3f, 0xf9, 0xdc, 0xbb, 0xc7, 0xc7, 0x0b, 0x4f, 0x1d,
    0x8a, 0x51, 0xe0, 0x4b, 0xcd, 0xb4, 0x59, 0x31, 0xc8, 0x9f, 0x7e, 0xc9, 0xd9, 0x78, 0x73, 0x64,
    0xea, 0xc5, 0xac, 0x83, 0x34, 0xd3, 0xeb, 0xc3, 0xc5, 0x81, 0xa0, 0xff, 0xfa, 0x13, 0x63, 0xeb,
    0x17, 0x0d, 0xdd, 0x51, 0xb7, 0xf0, 0xda, 0x49, 0xd3, 0x16, 0x55, 0x26, 0x29, 0xd4, 0x68, 0x9e,
    0x2b, 0x16, 0xbe, 0x58, 0x7d, 0x47, 0xa1, 0xfc, 0x8f, 0xf8, 0xb8, 0xd1, 0x7a, 0xd0, 0x31, 0xce,
    0x45, 0xcb, 0x3a, 0x8f, 0x95, 0x16, 0x04, 0x28, 0xaf, 0xd7, 0xfb, 0xca, 0xbb, 0x4b, 0x40, 0x7e,
};

uint64_t le64(const uint8_t *P) {
  uint64_t V = 0;
  for (int I = 7; I >= 0; --I)
    V = (V << 8) | P[I];
  return V;
}
uint32_t le32(const uint8_t *P) {
  return uint32_t(P[0]) | uint32_t(P[1]) << 8 | uint32_t(P[2]) << 16 | uint32_t(P[3]) << 24;
}
uint64_t rotl(uint64_t X, unsigned R) { return (X << R) | (X >> (64 - R)); }
uint64_t bswap64(uint64_t X) { return __builtin_bswap64(X); }

/// The 128-bit product of A and B, its halves xor-ed together.
uint64_t foldedMul(uint64_t A, uint64_t B) {
  unsigned __int128 P = (unsigned __int128)A * B;
  return uint64_t(P) ^ uint64_t(P >> 64);
}

uint64_t avalanche64(uint64_t H) {
  H ^= H >> 33;
  H *= P64_2;
  H ^= H >> 29;
  H *= P64_3;
  return H ^ (H >> 32);
}
uint64_t avalanche3(uint64_t H) {
  H ^= H >> 37;
  H *= MX1;
  return H ^ (H >> 32);
}

/// 16 input bytes mixed with 16 secret bytes (seed 0).
uint64_t mix16(const uint8_t *In, const uint8_t *Sec) {
  return foldedMul(le64(In) ^ le64(Sec), le64(In + 8) ^ le64(Sec + 8));
}

uint64_t hashShort(const uint8_t *In, size_t Len) {
  if (Len > 8) {
    uint64_t Lo = (le64(Secret + 24) ^ le64(Secret + 32)) ^ le64(In);
    uint64_t Hi = (le64(Secret + 40) ^ le64(Secret + 48)) ^ le64(In + Len - 8);
    return avalanche3(Len + bswap64(Lo) + Hi + foldedMul(Lo, Hi));
  }
  if (Len >= 4) {
    uint64_t Joined = uint64_t(le32(In + Len - 4)) | uint64_t(le32(In)) << 32;
    uint64_t Acc = (le64(Secret + 8) ^ le64(Secret + 16)) ^ Joined;
    Acc ^= rotl(Acc, 49) ^ rotl(Acc, 24);
    Acc *= MX2;
    Acc ^= (Acc >> 35) + Len;
    Acc *= MX2;
    return Acc ^ (Acc >> 28);
  }
  if (Len) {
    uint32_t Packed = uint32_t(In[0]) << 16 | uint32_t(In[Len >> 1]) << 24 | uint32_t(In[Len - 1]) |
                      uint32_t(Len) << 8;
    return avalanche64(uint64_t(Packed) ^ uint64_t(le32(Secret) ^ le32(Secret + 4)));
  }
  return avalanche64(le64(Secret + 56) ^ le64(Secret + 64));
}

uint64_t hashMedium(const uint8_t *In, size_t Len) {
  uint64_t Acc = Len * P64_1, End = 0;
  // Pairs of 16-byte blocks from the front and the back, as many as needed.
  unsigned Pairs = Len > 96 ? 4 : Len > 64 ? 3 : Len > 32 ? 2 : 1;
  for (unsigned I = 0; I != Pairs; ++I) {
    Acc += mix16(In + 16 * I, Secret + 32 * I);
    End += mix16(In + Len - 16 * (I + 1), Secret + 32 * I + 16);
  }
  return avalanche3(Acc + End);
}

uint64_t hashMid(const uint8_t *In, size_t Len) {
  uint64_t Acc = Len * P64_1;
  for (unsigned I = 0; I != 8; ++I)
    Acc += mix16(In + 16 * I, Secret + 16 * I);
  Acc = avalanche3(Acc);
  for (unsigned I = 8, E = unsigned(Len / 16); I < E; ++I)
    Acc += mix16(In + 16 * I, Secret + 16 * (I - 8) + 3);
  Acc += mix16(In + Len - 16, Secret + 136 - 17);
  return avalanche3(Acc);
}

void accumulateStripe(uint64_t *Acc, const uint8_t *In, const uint8_t *Sec) {
  for (unsigned I = 0; I != 8; ++I) {
    uint64_t Data = le64(In + 8 * I);
    uint64_t Key = Data ^ le64(Sec + 8 * I);
    Acc[I ^ 1] += Data;
    Acc[I] += (Key & 0xFFFFFFFFU) * (Key >> 32);
  }
}

uint64_t hashLong(const uint8_t *In, size_t Len) {
  constexpr size_t StripeLen = 64, SecretSize = sizeof(Secret);
  constexpr size_t StripesPerBlock = (SecretSize - StripeLen) / 8;
  constexpr size_t BlockLen = StripeLen * StripesPerBlock;
  uint64_t Acc[8] = {P32_3, P64_1, P64_2, P64_3, P64_4, P32_2, P64_5, P32_1};
  size_t Blocks = (Len - 1) / BlockLen;
  for (size_t B = 0; B != Blocks; ++B) {
    for (size_t S = 0; S != StripesPerBlock; ++S)
      accumulateStripe(Acc, In + B * BlockLen + S * StripeLen, Secret + S * 8);
    const uint8_t *Scramble = Secret + SecretSize - StripeLen;
    for (unsigned I = 0; I != 8; ++I) {
      Acc[I] ^= Acc[I] >> 47;
      Acc[I] ^= le64(Scramble + 8 * I);
      Acc[I] *= P32_1;
    }
  }
  size_t Stripes = (Len - 1 - BlockLen * Blocks) / StripeLen;
  for (size_t S = 0; S != Stripes; ++S)
    accumulateStripe(Acc, In + Blocks * BlockLen + S * StripeLen, Secret + S * 8);
  accumulateStripe(Acc, In + Len - StripeLen, Secret + SecretSize - StripeLen - 7);
  uint64_t Result = Len * P64_1;
  for (unsigned I = 0; I != 4; ++I)
    Result += foldedMul(Acc[2 * I] ^ le64(Secret + 11 + 16 * I),
                        Acc[2 * I + 1] ^ le64(Secret + 11 + 16 * I + 8));
  return avalanche3(Result);
}

} // namespace

uint64_t xxh3_64bits(std::string_view S) {
  const auto *In = reinterpret_cast<const uint8_t *>(S.data());
  size_t Len = S.size();
  if (Len <= 16)
    return hashShort(In, Len);
  if (Len <= 128)
    return hashMedium(In, Len);
  if (Len <= 240)
    return hashMid(In, Len);
  return hashLong(In, Len);
}

//===----------------------------------------------------------------------===//
// Names
//===----------------------------------------------------------------------===//

int compareNumeric(std::string_view A, std::string_view B) {
  auto IsDigit = [](char C) { return C >= '0' && C <= '9'; };
  size_t E = std::min(A.size(), B.size());
  for (size_t I = 0; I != E; ++I) {
    if (IsDigit(A[I]) && IsDigit(B[I])) {
      // The longer run of digits is the larger number; runs of one length
      // compare as text.
      size_t J = I + 1;
      for (;; ++J) {
        bool DA = J < A.size() && IsDigit(A[J]), DB = J < B.size() && IsDigit(B[J]);
        if (DA != DB)
          return DB ? -1 : 1;
        if (!DB)
          break;
      }
      if (int C = A.substr(I, J - I).compare(B.substr(I, J - I)))
        return C < 0 ? -1 : 1;
      I = J - 1;
      continue;
    }
    if (A[I] != B[I])
      return static_cast<unsigned char>(A[I]) < static_cast<unsigned char>(B[I]) ? -1 : 1;
  }
  if (A.size() == B.size())
    return 0;
  return A.size() < B.size() ? -1 : 1;
}

//===----------------------------------------------------------------------===//
// StringMapOrder
//===----------------------------------------------------------------------===//

unsigned StringMapOrder::insert(std::string_view Key) {
  if (Table.empty())
    Table.resize(16);
  uint32_t H = uint32_t(xxh3_64bits(Key));
  size_t Mask = Table.size() - 1;
  size_t B = H & Mask;
  for (unsigned Probe = 1; Table[B].Item >= 0; B = (B + Probe++) & Mask)
    if (Table[B].Hash == H && Keys[size_t(Table[B].Item)] == Key)
      return unsigned(Table[B].Item);
  Table[B] = Bucket{int32_t(Keys.size()), H};
  Keys.emplace_back(Key);
  if (Keys.size() * 4 > Table.size() * 3)
    grow();
  return unsigned(Keys.size() - 1);
}

void StringMapOrder::grow() {
  std::vector<Bucket> Old = std::move(Table);
  Table.assign(Old.size() * 2, Bucket());
  size_t Mask = Table.size() - 1;
  for (const Bucket &E : Old) {
    if (E.Item < 0)
      continue;
    size_t B = E.Hash & Mask;
    for (unsigned Probe = 1; Table[B].Item >= 0;)
      B = (B + Probe++) & Mask;
    Table[B] = E;
  }
}

std::vector<unsigned> StringMapOrder::order() const {
  std::vector<unsigned> Out;
  for (const Bucket &E : Table)
    if (E.Item >= 0)
      Out.push_back(unsigned(E.Item));
  return Out;
}

std::string formatHex(uint64_t V, unsigned MinWidth) {
  static constexpr char Digits[] = "0123456789abcdef";
  char Buf[16];
  char *P = Buf + sizeof Buf;
  do {
    *--P = Digits[V & 15];
    V >>= 4;
  } while (V);
  size_t N = size_t(Buf + sizeof Buf - P);
  std::string Out = "0x";
  if (N + 2 < MinWidth)
    Out.append(MinWidth - 2 - N, '0');
  return Out.append(P, N);
}

std::string_view trimmed(std::string_view S) {
  constexpr std::string_view WS = " \t\n\v\f\r";
  size_t B = S.find_first_not_of(WS);
  if (B == std::string_view::npos)
    return {};
  return S.substr(B, S.find_last_not_of(WS) - B + 1);
}

std::string_view stringField(const Record *R, std::string_view F) {
  if (const RecordVal *V = R->getValue(F))
    if (const auto *S = dyn_cast_or_null<StringInit>(V->getValue()))
      return S->getValue();
  (void)R->getValueAsString(F); // reports the error
  return {};
}

} // namespace tblgen::compat
