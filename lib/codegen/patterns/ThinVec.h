//===- ThinVec.h - A vector one pointer wide ----------------------*- C++ -*-===//
//
// Pattern trees hold hundreds of thousands of nodes, each with a few lists
// that are mostly empty (children of a leaf, predicates, fragment
// arguments). ThinVec keeps its size and capacity in the heap block in
// front of the elements, so a list costs one pointer, and nothing else
// while empty. The part of std::vector's interface the pattern code uses.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <new>
#include <type_traits>
#include <utility>
#include <iterator>

namespace tblgen {
namespace codegen {

template <typename T> class ThinVec {
  static_assert(alignof(T) <= 8, "ThinVec elements follow an 8-byte header");
  struct Header {
    uint32_t Size, Cap;
  };

public:
  using value_type = T;
  using iterator = T *;
  using const_iterator = const T *;

  ThinVec() = default;
  ThinVec(std::initializer_list<T> L) {
    reserve(L.size());
    for (const T &V : L)
      push_back(V);
  }
  ThinVec(const ThinVec &O) { copyFrom(O); }
  ThinVec(ThinVec &&O) noexcept : H(std::exchange(O.H, nullptr)) {}
  ThinVec &operator=(const ThinVec &O) {
    if (this != &O) {
      clear();
      copyFrom(O);
    }
    return *this;
  }
  ThinVec &operator=(ThinVec &&O) noexcept {
    if (this != &O) {
      release();
      H = std::exchange(O.H, nullptr);
    }
    return *this;
  }
  ~ThinVec() { release(); }

  size_t size() const { return H ? H->Size : 0; }
  size_t capacity() const { return H ? H->Cap : 0; }
  bool empty() const { return size() == 0; }
  T *data() { return H ? elems() : nullptr; }
  const T *data() const { return H ? elems() : nullptr; }
  iterator begin() { return data(); }
  iterator end() { return data() + size(); }
  const_iterator begin() const { return data(); }
  const_iterator end() const { return data() + size(); }
  T &operator[](size_t I) { return elems()[I]; }
  const T &operator[](size_t I) const { return elems()[I]; }
  T &front() { return elems()[0]; }
  const T &front() const { return elems()[0]; }
  T &back() { return elems()[H->Size - 1]; }
  const T &back() const { return elems()[H->Size - 1]; }

  void reserve(size_t N) {
    if (N > capacity())
      grow(N);
  }
  /// Replaces the elements with [F, L), reserving exactly their number.
  template <typename It> void assign(It F, It L) {
    clear();
    reserve(size_t(std::distance(F, L)));
    for (; F != L; ++F)
      emplace_back(*F);
  }
  template <typename... Args> T &emplace_back(Args &&...A) {
    if (size() == capacity()) {
      // (The arguments may refer to an element: build before moving.)
      T V(std::forward<Args>(A)...);
      grow(std::max<size_t>(2, capacity() * 2));
      T *P = ::new (elems() + H->Size) T(std::move(V));
      ++H->Size;
      return *P;
    }
    T *P = ::new (elems() + H->Size) T(std::forward<Args>(A)...);
    ++H->Size;
    return *P;
  }
  void push_back(const T &V) { emplace_back(V); }
  void push_back(T &&V) { emplace_back(std::move(V)); }
  void pop_back() {
    elems()[H->Size - 1].~T();
    --H->Size;
  }
  void resize(size_t N) {
    while (size() > N)
      pop_back();
    reserve(N);
    while (size() < N)
      emplace_back();
  }
  void clear() {
    if (H) {
      std::destroy_n(elems(), H->Size);
      H->Size = 0;
    }
  }
  iterator insert(const_iterator Pos, T V) {
    size_t At = size_t(Pos - begin());
    emplace_back(std::move(V));
    std::rotate(begin() + At, end() - 1, end());
    return begin() + At;
  }
  iterator erase(const_iterator First, const_iterator Last) {
    size_t At = size_t(First - begin()), Count = size_t(Last - First);
    std::move(begin() + At + Count, end(), begin() + At);
    for (size_t I = 0; I < Count; ++I)
      pop_back();
    return begin() + At;
  }
  iterator erase(const_iterator Pos) { return erase(Pos, Pos + 1); }

  bool operator==(const ThinVec &O) const { return std::equal(begin(), end(), O.begin(), O.end()); }
  bool operator!=(const ThinVec &O) const { return !(*this == O); }

private:
  Header *H = nullptr;

  T *elems() const { return reinterpret_cast<T *>(H + 1); }
  void grow(size_t N) {
    auto *NH = static_cast<Header *>(::operator new(sizeof(Header) + N * sizeof(T)));
    NH->Size = 0;
    NH->Cap = uint32_t(N);
    auto *NE = reinterpret_cast<T *>(NH + 1);
    if (H) {
      std::uninitialized_move_n(elems(), H->Size, NE);
      NH->Size = H->Size;
      std::destroy_n(elems(), H->Size);
      ::operator delete(H);
    }
    H = NH;
  }
  void release() {
    if (H) {
      std::destroy_n(elems(), H->Size);
      ::operator delete(H);
      H = nullptr;
    }
  }
  void copyFrom(const ThinVec &O) {
    if (O.empty())
      return;
    reserve(O.size());
    std::uninitialized_copy_n(O.elems(), O.H->Size, elems());
    H->Size = O.H->Size;
  }
};

} // namespace codegen
} // namespace tblgen
