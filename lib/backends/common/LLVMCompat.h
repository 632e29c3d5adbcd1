//===- LLVMCompat.h - Orders and hashes of LLVM's support library -*- C++ -*-===//
//
// Pieces of llvm-tblgen's support library whose behaviour shows in the
// output of -gen-runtime-libcalls, -gen-target-library-info and the option
// backends, reproduced (the packed tables are in SequenceTables.h):
//
//   xxh3_64bits        the XXH3 64-bit hash (seed 0, default secret); LLVM
//                      hashes StringMap keys and runtime libcall names with it
//   compareNumeric     the record-name order of getAllDerivedDefinitions
//   StringMapOrder     the iteration order of an llvm::StringMap that was
//                      only ever inserted into
//   libstdcxxSort      libstdc++'s std::sort step by step, for comparators
//                      that leave ties whose order shows in the output
//
//===----------------------------------------------------------------------===//
#pragma once

#include "tblgen/Output.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace tblgen {
class Record;
}

namespace tblgen::compat {

/// The string value of field F of R, as a view into the record keeper (a
/// missing or non-string field is reported as getValueAsString reports it).
std::string_view stringField(const Record *R, std::string_view F);

/// S without leading and trailing white space (as llvm::StringRef::trim()).
std::string_view trimmed(std::string_view S);

/// S with its ASCII lower-case letters made upper case (as
/// llvm::StringRef::upper()); other bytes unchanged.
inline std::string upper(std::string_view S) {
  std::string U(S);
  for (char &C : U)
    if (C >= 'a' && C <= 'z')
      C = char(C - 'a' + 'A');
  return U;
}

/// V as llvm::format_hex(V, MinWidth) prints it: lower-case digits after
/// "0x", no leading zeros, padded with zeros to MinWidth characters (prefix
/// included) when given.
std::string formatHex(uint64_t V, unsigned MinWidth = 0);

/// XXH3-64 of S with seed 0 and the default secret.
uint64_t xxh3_64bits(std::string_view S);

/// Compares names as llvm::StringRef::compare_numeric (and so the record
/// order of getAllDerivedDefinitions) does: runs of digits compare as
/// numbers. Returns <0, 0 or >0.
int compareNumeric(std::string_view A, std::string_view B);

/// The bucket order an llvm::StringMap (xxh3 hashes, quadratic probing,
/// growth at 3/4 load) gives keys that were inserted, never erased.
class StringMapOrder {
public:
  /// Inserts Key; returns its index in insertion order (an existing key
  /// keeps its index).
  unsigned insert(std::string_view Key);
  /// Indices (in insertion order) of the keys, in iteration order.
  std::vector<unsigned> order() const;
  size_t size() const { return Keys.size(); }

private:
  struct Bucket {
    int32_t Item = -1; ///< index into Keys; -1 = empty
    uint32_t Hash = 0;
  };
  void grow();
  std::vector<Bucket> Table;
  std::vector<std::string> Keys;
};

/// libstdc++'s std::sort (introsort with median-of-three pivots, heap sort
/// past the depth limit, insertion sort below 16 elements), reproduced so
/// the order of elements that compare equal matches llvm-tblgen's.
template <typename T, typename Less> void libstdcxxSort(std::vector<T> &V, Less Cmp);

//===----------------------------------------------------------------------===//
// libstdcxxSort implementation
//===----------------------------------------------------------------------===//

namespace detail {

template <typename T, typename Less> struct Sorter {
  T *Base;
  Less &Cmp;
  static constexpr long Threshold = 16;

  void linearInsert(long Last) {
    T Val = std::move(Base[Last]);
    long Next = Last - 1;
    while (Cmp(Val, Base[Next])) {
      Base[Last] = std::move(Base[Next]);
      Last = Next--;
    }
    Base[Last] = std::move(Val);
  }
  void insertionSort(long First, long Last) {
    if (First == Last)
      return;
    for (long I = First + 1; I != Last; ++I) {
      if (Cmp(Base[I], Base[First])) {
        T Val = std::move(Base[I]);
        for (long J = I; J != First; --J)
          Base[J] = std::move(Base[J - 1]);
        Base[First] = std::move(Val);
      } else {
        linearInsert(I);
      }
    }
  }
  void pushHeap(long First, long Hole, long Top, T Val) {
    long Parent = (Hole - 1) / 2;
    while (Hole > Top && Cmp(Base[First + Parent], Val)) {
      Base[First + Hole] = std::move(Base[First + Parent]);
      Hole = Parent;
      Parent = (Hole - 1) / 2;
    }
    Base[First + Hole] = std::move(Val);
  }
  void adjustHeap(long First, long Hole, long Len, T Val) {
    long Top = Hole, Child = Hole;
    while (Child < (Len - 1) / 2) {
      Child = 2 * (Child + 1);
      if (Cmp(Base[First + Child], Base[First + Child - 1]))
        --Child;
      Base[First + Hole] = std::move(Base[First + Child]);
      Hole = Child;
    }
    if ((Len & 1) == 0 && Child == (Len - 2) / 2) {
      Child = 2 * (Child + 1);
      Base[First + Hole] = std::move(Base[First + Child - 1]);
      Hole = Child - 1;
    }
    pushHeap(First, Hole, Top, std::move(Val));
  }
  void heapSort(long First, long Last) {
    long Len = Last - First;
    if (Len >= 2)
      for (long Parent = (Len - 2) / 2;; --Parent) {
        adjustHeap(First, Parent, Len, std::move(Base[First + Parent]));
        if (Parent == 0)
          break;
      }
    while (Last - First > 1) {
      --Last;
      T Val = std::move(Base[Last]);
      Base[Last] = std::move(Base[First]);
      adjustHeap(First, 0, Last - First, std::move(Val));
    }
  }
  void medianToFirst(long Result, long A, long B, long C) {
    using std::swap;
    long Pick;
    if (Cmp(Base[A], Base[B]))
      Pick = Cmp(Base[B], Base[C]) ? B : Cmp(Base[A], Base[C]) ? C : A;
    else
      Pick = Cmp(Base[A], Base[C]) ? A : Cmp(Base[B], Base[C]) ? C : B;
    swap(Base[Result], Base[Pick]);
  }
  long partition(long First, long Last, long Pivot) {
    using std::swap;
    while (true) {
      while (Cmp(Base[First], Base[Pivot]))
        ++First;
      --Last;
      while (Cmp(Base[Pivot], Base[Last]))
        --Last;
      if (!(First < Last))
        return First;
      swap(Base[First], Base[Last]);
      ++First;
    }
  }
  void introLoop(long First, long Last, long Depth) {
    while (Last - First > Threshold) {
      if (Depth == 0) {
        heapSort(First, Last);
        return;
      }
      --Depth;
      long Mid = First + (Last - First) / 2;
      medianToFirst(First, First + 1, Mid, Last - 1);
      long Cut = partition(First + 1, Last, First);
      introLoop(Cut, Last, Depth);
      Last = Cut;
    }
  }
  void run(long N) {
    if (N == 0)
      return;
    long Lg = 63 - __builtin_clzl(static_cast<unsigned long>(N));
    introLoop(0, N, Lg * 2);
    if (N > Threshold) {
      insertionSort(0, Threshold);
      for (long I = Threshold; I != N; ++I)
        linearInsert(I);
    } else {
      insertionSort(0, N);
    }
  }
};

} // namespace detail

template <typename T, typename Less> void libstdcxxSort(std::vector<T> &V, Less Cmp) {
  detail::Sorter<T, Less> S{V.data(), Cmp};
  S.run(long(V.size()));
}

} // namespace tblgen::compat
