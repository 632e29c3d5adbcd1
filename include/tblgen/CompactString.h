//===- CompactString.h - A string in sixteen bytes --------------*- C++ -*-===//
//
// A string for objects kept by the hundred thousand whose strings are
// mostly short: up to 15 characters are held inline, longer ones in one
// heap block of their exact size. Half a std::string.
//
//===----------------------------------------------------------------------===//
#ifndef TBLGEN_COMPACTSTRING_H
#define TBLGEN_COMPACTSTRING_H

#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

namespace tblgen {

/// A string in 16 bytes. Reads as a std::string_view; assigned from any
/// string (made from one only explicitly, so that assignments are never
/// ambiguous).
class CompactString {
public:
  CompactString() { setInline(0); }
  explicit CompactString(std::string_view S) { init(S); }
  CompactString(const CompactString &O) { init(O.view()); }
  CompactString(CompactString &&O) noexcept {
    std::memcpy(Bytes, O.Bytes, sizeof Bytes);
    O.setInline(0);
  }
  CompactString &operator=(const CompactString &O) {
    if (this != &O)
      *this = O.view();
    return *this;
  }
  CompactString &operator=(CompactString &&O) noexcept {
    if (this != &O) {
      release();
      std::memcpy(Bytes, O.Bytes, sizeof Bytes);
      O.setInline(0);
    }
    return *this;
  }
  CompactString &operator=(std::string_view S) {
    // (S may be a view of this string: the new text is made first.)
    CompactString New(S);
    return *this = std::move(New);
  }
  ~CompactString() { release(); }

  std::string_view view() const {
    return onHeap() ? std::string_view(heapPtr(), heapLen())
                    : std::string_view(reinterpret_cast<const char *>(Bytes), Bytes[Tag]);
  }
  operator std::string_view() const { return view(); }
  std::string str() const { return std::string(view()); }
  const char *data() const { return view().data(); }
  size_t size() const { return view().size(); }
  bool empty() const { return size() == 0; }

  friend bool operator==(const CompactString &A, const CompactString &B) {
    return A.view() == B.view();
  }
  friend bool operator==(const CompactString &A, std::string_view B) { return A.view() == B; }
  friend bool operator==(const CompactString &A, const std::string &B) { return A.view() == B; }
  friend bool operator==(const CompactString &A, const char *B) { return A.view() == B; }
  friend bool operator<(const CompactString &A, const CompactString &B) {
    return A.view() < B.view();
  }
  friend std::string operator+(std::string_view A, const CompactString &B) {
    std::string R(A);
    R += B.view();
    return R;
  }
  friend std::string operator+(const CompactString &A, std::string_view B) {
    std::string R(A.view());
    R += B;
    return R;
  }

private:
  // Bytes[0..14]: the characters and Bytes[15] their count, or Bytes[15]
  // is HeapTag and the first 12 bytes are the block's address and length.
  static constexpr unsigned Tag = 15, MaxInline = 15;
  static constexpr unsigned char HeapTag = 0xFF;
  alignas(8) unsigned char Bytes[16];

  bool onHeap() const { return Bytes[Tag] == HeapTag; }
  char *heapPtr() const {
    char *P;
    std::memcpy(&P, Bytes, sizeof P);
    return P;
  }
  uint32_t heapLen() const {
    uint32_t L;
    std::memcpy(&L, Bytes + sizeof(char *), sizeof L);
    return L;
  }
  void setInline(size_t N) { Bytes[Tag] = static_cast<unsigned char>(N); }
  void init(std::string_view S) {
    if (S.size() <= MaxInline) {
      if (!S.empty())
        std::memcpy(Bytes, S.data(), S.size());
      setInline(S.size());
      return;
    }
    char *P = new char[S.size()];
    std::memcpy(P, S.data(), S.size());
    uint32_t L = static_cast<uint32_t>(S.size());
    std::memcpy(Bytes, &P, sizeof P);
    std::memcpy(Bytes + sizeof(char *), &L, sizeof L);
    Bytes[Tag] = HeapTag;
  }
  void release() {
    if (onHeap())
      delete[] heapPtr();
    setInline(0);
  }
};
static_assert(sizeof(CompactString) == 16, "a CompactString is two words");

} // namespace tblgen

#endif // TBLGEN_COMPACTSTRING_H
