//===- SmallVec.h - A vector with inline storage for trivial types -*- C++ -*-===//
//
// Hot paths (resolving and folding values) build short
// arrays of pointers; keeping the first N on the stack avoids a heap
// allocation per value.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <span>
#include <type_traits>

namespace tblgen {

template <typename T, size_t N> class SmallVec {
  static_assert(std::is_trivially_copyable_v<T>, "SmallVec holds trivial types only");

public:
  SmallVec() = default;
  explicit SmallVec(size_t Count, T Fill = T()) { resize(Count, Fill); }
  SmallVec(const SmallVec &) = delete;
  SmallVec &operator=(const SmallVec &) = delete;
  ~SmallVec() {
    if (Data != Inline)
      delete[] Data;
  }

  void push_back(T V) {
    if (Size == Cap)
      grow(Size + 1);
    Data[Size++] = V;
  }
  void pop_back() { --Size; }
  void reserve(size_t C) {
    if (C > Cap)
      grow(C);
  }
  void resize(size_t Count, T Fill = T()) {
    reserve(Count);
    for (size_t I = Size; I < Count; ++I)
      Data[I] = Fill;
    Size = Count;
  }
  void clear() { Size = 0; }
  size_t size() const { return Size; }
  bool empty() const { return Size == 0; }
  T *data() { return Data; }
  const T *data() const { return Data; }
  T &operator[](size_t I) { return Data[I]; }
  const T &operator[](size_t I) const { return Data[I]; }
  T &back() { return Data[Size - 1]; }
  T *begin() { return Data; }
  T *end() { return Data + Size; }
  const T *begin() const { return Data; }
  const T *end() const { return Data + Size; }
  operator std::span<const T>() const { return {Data, Size}; }

private:
  // Out of line: the callers' fast paths then need no saved registers.
  [[gnu::noinline]] void grow(size_t Min) {
    size_t NewCap = std::max(Cap * 2, Min);
    T *New = new T[NewCap];
    std::memcpy(static_cast<void *>(New), Data, Size * sizeof(T));
    if (Data != Inline)
      delete[] Data;
    Data = New;
    Cap = NewCap;
  }
  T Inline[N];
  T *Data = Inline;
  size_t Size = 0;
  size_t Cap = N;
};

} // namespace tblgen
