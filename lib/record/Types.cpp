//===- Types.cpp - RecTy implementations ----------------------------------===//
#include "record/Pools.h"
#include "tblgen/Output.h"

#include <algorithm>
#include <utility>

namespace tblgen {


const BitsRecTy *BitsRecTy::get(RecordKeeper &RK, unsigned Size) {
  SharedStateLock Lock(RK);
  auto &Slot = RK.types().Bits[Size];
  if (!Slot) {
    void *Mem = RK.getArena().allocate(sizeof(BitsRecTy), alignof(BitsRecTy));
    Slot = new (Mem) BitsRecTy(RK, Size);
    Slot->initSpelling();
    RK.inits().Model.noteBitsType();
  }
  return Slot;
}

const ListRecTy *RecTy::getListTy() const {
  SharedStateLock Lock(RK);
  if (!ListTy) {
    void *Mem = RK.getArena().allocate(sizeof(ListRecTy), alignof(ListRecTy));
    ListTy = new (Mem) ListRecTy(this);
    ListTy->initSpelling();
    RK.inits().Model.noteListType();
  }
  return ListTy;
}

const RecordRecTy *RecordRecTy::get(RecordKeeper &RK, std::span<const Record *const> Unsorted) {
  SharedStateLock Lock(RK);
  TypePool &TP = RK.types();
  if (Unsorted.empty())
    return TP.EmptyRecord;
  // The common case, one class: look it up without sorting or copying.
  if (Unsorted.size() == 1) {
    auto It = TP.Records.find(std::string_view(reinterpret_cast<const char *>(Unsorted.data()),
                                                sizeof(const Record *)));
    if (It != TP.Records.end())
      return It->second;
  }
  std::vector<const Record *> Sorted(Unsorted.begin(), Unsorted.end());
  std::stable_sort(Sorted.begin(), Sorted.end(), [](const Record *A, const Record *B) {
    // (Class names are strings; anything else compares as printed.)
    auto *SA = dyn_cast<StringInit>(A->getNameInit());
    auto *SB = dyn_cast<StringInit>(B->getNameInit());
    if (SA && SB)
      return SA->getValue() < SB->getValue();
    return A->getNameInitAsString() < B->getNameInitAsString();
  });
  std::string_view Key(reinterpret_cast<const char *>(Sorted.data()),
                       Sorted.size() * sizeof(const Record *));
  auto It = TP.Records.find(Key);
  if (It != TP.Records.end())
    return It->second;
  auto *Arr = RK.getArena().allocArray<const Record *>(Sorted.size());
  std::copy(Sorted.begin(), Sorted.end(), Arr);
  void *Mem = RK.getArena().allocate(sizeof(RecordRecTy), alignof(RecordRecTy));
  auto *Ty = new (Mem) RecordRecTy(RK, Arr, unsigned(Sorted.size()));
  Ty->initSpelling();
  RK.inits().Model.noteRecordType(Sorted.size());
  std::string_view StoredKey(reinterpret_cast<const char *>(Arr), Sorted.size() * sizeof(const Record *));
  TP.Records.emplace(StoredKey, Ty);
  return Ty;
}

const RecordRecTy *RecordRecTy::get(const Record *Class) {
  const Record *One[] = {Class};
  return get(Class->getRecords(), One);
}

bool RecordRecTy::isSubClassOf(const Record *Class) const {
  auto Classes = getClasses();
  return std::any_of(Classes.begin(), Classes.end(),
                     [Class](const Record *C) { return C == Class || C->isSubClassOf(Class); });
}

void RecTy::initSpelling() const { Spelling = RK.getArena().save(getAsString()); }

std::string RecTy::getAsString() const {
  switch (K) {
  case BitKind: return "bit";
  case BitsKind: return "bits<" + std::to_string(cast<BitsRecTy>(this)->getNumBits()) + ">";
  case IntKind: return "int";
  case StringKind: return "string";
  case ListKind: return "list<" + cast<ListRecTy>(this)->getElementType()->getAsString() + ">";
  case DagKind: return "dag";
  case RecordKind: {
    auto Classes = cast<RecordRecTy>(this)->getClasses();
    if (Classes.size() == 1)
      return Classes[0]->getNameInitAsString();
    std::string S = "{";
    for (size_t I = 0; I < Classes.size(); ++I) {
      if (I) S += ", ";
      S += Classes[I]->getNameInitAsString();
    }
    return S + "}";
  }
  }
  return "";
}

bool RecTy::typeIsConvertibleTo(const RecTy *RHS) const {
  switch (K) {
  case BitKind:
    if (RHS->K == BitKind || RHS->K == IntKind) return true;
    if (auto *B = dyn_cast<BitsRecTy>(RHS)) return B->getNumBits() == 1;
    return false;
  case BitsKind: {
    unsigned N = cast<BitsRecTy>(this)->getNumBits();
    if (auto *B = dyn_cast<BitsRecTy>(RHS)) return B->getNumBits() == N;
    return (RHS->K == BitKind && N == 1) || RHS->K == IntKind;
  }
  case IntKind:
    return RHS->K == BitKind || RHS->K == BitsKind || RHS->K == IntKind;
  case StringKind:
    return RHS->K == StringKind;
  case DagKind:
    return RHS->K == DagKind;
  case ListKind:
    if (auto *L = dyn_cast<ListRecTy>(RHS))
      return cast<ListRecTy>(this)->getElementType()->typeIsConvertibleTo(L->getElementType());
    return false;
  case RecordKind: {
    if (this == RHS) return true;
    auto *R = dyn_cast<RecordRecTy>(RHS);
    if (!R) return false;
    auto *Self = cast<RecordRecTy>(this);
    for (const Record *Target : R->getClasses())
      if (!Self->isSubClassOf(Target))
        return false;
    return true;
  }
  }
  return false;
}

bool RecTy::typeIsA(const RecTy *RHS) const {
  if (K == ListKind) {
    if (auto *L = dyn_cast<ListRecTy>(RHS))
      return cast<ListRecTy>(this)->getElementType()->typeIsA(L->getElementType());
    return false;
  }
  if (K == RecordKind)
    return typeIsConvertibleTo(RHS);
  return this == RHS;
}

/// The classes common to two record types, as llvm-tblgen finds them:
/// going up from T1's classes through the superclasses, stopping at each
/// class that T2's values belong to as well. A class reached along several
/// paths is listed once per path (llvm-tblgen prints "{A, A}" then).
static const RecTy *commonRecordType(const RecordRecTy *T1, const RecordRecTy *T2) {
  std::vector<const Record *> Shared;
  std::vector<const Record *> Queue(T1->getClasses().begin(), T1->getClasses().end());
  for (size_t Next = 0; Next != Queue.size(); ++Next) {
    const Record *C = Queue[Next];
    if (T2->isSubClassOf(C))
      Shared.push_back(C);
    else
      C->getDirectSuperClasses(Queue);
  }
  return RecordRecTy::get(T1->getRecordKeeper(), Shared);
}

const RecTy *resolveTypes(const RecTy *T1, const RecTy *T2) {
  if (T1 == T2)
    return T1;
  const RecTy::Kind K1 = T1->getKind(), K2 = T2->getKind();
  if (K1 == RecTy::RecordKind && K2 == RecTy::RecordKind)
    return commonRecordType(cast<RecordRecTy>(T1), cast<RecordRecTy>(T2));
  // The wider of the two when one converts to the other (T2 if both do).
  for (auto [From, To] : {std::pair(T1, T2), std::pair(T2, T1)})
    if (From->typeIsConvertibleTo(To))
      return To;
  if (K1 != RecTy::ListKind || K2 != RecTy::ListKind)
    return nullptr;
  const RecTy *Elt = resolveTypes(cast<ListRecTy>(T1)->getElementType(),
                                  cast<ListRecTy>(T2)->getElementType());
  return Elt ? Elt->getListTy() : nullptr;
}

OStream &operator<<(OStream &OS, const RecTy &T) { return OS << T.getAsString(); }

} // namespace tblgen
