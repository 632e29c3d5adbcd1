//===- Output.cpp - Buffered text output for backends ---------------------===//

#include "tblgen/Output.h"

namespace tblgen {

void OStream::writeUnsigned(uint64_t V) {
  char Tmp[20];
  char *P = Tmp + sizeof(Tmp);
  do {
    *--P = char('0' + V % 10);
    V /= 10;
  } while (V);
  Buf.append(P, size_t(Tmp + sizeof(Tmp) - P));
}

void OStream::writeSigned(int64_t V) {
  if (V < 0) {
    Buf.push_back('-');
    // Negate in unsigned arithmetic so INT64_MIN works.
    writeUnsigned(uint64_t(0) - uint64_t(V));
    return;
  }
  writeUnsigned(uint64_t(V));
}

void OStream::writeHex(uint64_t V, bool Upper) {
  const char *Digits = Upper ? "0123456789ABCDEF" : "0123456789abcdef";
  char Tmp[16];
  char *P = Tmp + sizeof(Tmp);
  do {
    *--P = Digits[V & 15];
    V >>= 4;
  } while (V);
  Buf.append(P, size_t(Tmp + sizeof(Tmp) - P));
}

} // namespace tblgen
