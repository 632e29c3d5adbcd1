//===- Resolvers.h - The front end's resolvers ------------------*- C++ -*-===//
//
// Internal to the front end (lib/record, lib/parse): the resolvers that
// substitute template arguments, fields and loop variables while records
// are built. Backends only ever see resolved records (tblgen/Record.h).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "tblgen/Record.h"


namespace tblgen {

class Profile;
/// Writes the uniquing profile of I.
void profileOf(const Init *I, Profile &P);

/// Operator values (!if, !listconcat, ...) resolved with one resolver, and
/// what each resolved to. A !foldl's accumulator that refers to the previous
/// one in both arms of an !if is a value of a few dozen distinct parts
/// reached by thousands of paths: with a memo each part is resolved once.
/// Open addressing on the value's address; values are never removed, the
/// memo is only emptied (when the resolver's bindings change).
class ResolveMemo {
public:
  /// What a ReferenceWatch saw while the value was resolved: a watch over
  /// the memo's resolver finds the same references whatever the path.
  enum class Seen : uint8_t { Unknown, AllResolved, Unresolved };
  struct Slot {
    const Init *Key = nullptr;
    const Init *Value = nullptr;
    Seen Watched = Seen::Unknown;
  };
  const Slot *find(const Init *Key) const {
    if (Slots.empty())
      return nullptr;
    size_t Mask = Slots.size() - 1;
    for (size_t I = slotOf(Key) & Mask;; I = (I + 1) & Mask) {
      if (Slots[I].Key == Key)
        return &Slots[I];
      if (!Slots[I].Key)
        return nullptr;
    }
  }
  void insert(const Init *Key, const Init *Value, Seen Watched);
  void clear() {
    Slots.clear();
    Count = 0;
    ++Generation;
  }
  /// Changes whenever the memo is emptied (a result computed across a
  /// clear() is not stored).
  uint64_t generation() const { return Generation; }

private:
  static size_t slotOf(const Init *Key) {
    return size_t((reinterpret_cast<uintptr_t>(Key) >> 4) * 0x9E3779B97F4A7C15ull >> 20);
  }
  std::vector<Slot> Slots;
  size_t Count = 0;
  uint64_t Generation = 0;
};

/// Watches the variable references a value meets while it is resolved:
/// through an inner resolver, noting whether any stays unresolved (one
/// Inner does not bind, or one an answer of Inner still holds); or without
/// one (nothing is resolved), noting whether a given name is referenced.
/// Over a resolver with a memo (directly or through other watches) the
/// watch shares that memo, the memo remembering what the watch saw.
class ReferenceWatch : public Resolver {
public:
  explicit ReferenceWatch(Resolver *Inner = nullptr)
      : Resolver(Inner ? Inner->getCurrentRecord() : nullptr), Inner(Inner) {
    if (Inner && !Inner->isFinal() && !Inner->keepUnsetBits()) {
      Memo = Inner->memo();
      Outer = Inner->asWatch();
    }
  }
  const Init *resolve(const Init *VarName) override;
  ReferenceWatch *asWatch() override { return this; }
  bool sawUnresolved() const { return Unresolved; }

  /// Notes an unresolved reference found in the memo: every watch this one
  /// looks through would have seen it too.
  void noteUnresolved() {
    for (ReferenceWatch *W = this; W; W = W->Outer)
      W->Unresolved = true;
  }
  /// Starts watching a part afresh; returns what was seen before it.
  bool beginPart() {
    bool Before = Unresolved;
    Unresolved = false;
    return Before;
  }
  /// Ends a part begun with beginPart(Before); returns what it saw.
  ResolveMemo::Seen endPart(bool Before) {
    ResolveMemo::Seen S =
        Unresolved ? ResolveMemo::Seen::Unresolved : ResolveMemo::Seen::AllResolved;
    Unresolved |= Before;
    return S;
  }

protected:
  /// Watches for Name, resolving nothing.
  struct ForName {};
  ReferenceWatch(ForName, const Init *Name) : Resolver(nullptr), Watched(Name) {
    clearKeys();
    addKey(Name);
  }
  bool sawWatched() const { return SawWatched; }

private:
  Resolver *Inner = nullptr;
  ReferenceWatch *Outer = nullptr; // Inner, when it is a watch
  const Init *Watched = nullptr;
  bool Unresolved = false;
  bool SawWatched = false;
};

/// Resolves operator value I with R, through R's memo when it has one:
/// Compute() does the work. A result that depended on the records defined
/// so far (a stateful fold ran meanwhile: !instances, !exists, ...) is not
/// kept, as a later resolution could see more records.
template <typename Pool, typename F>
const Init *resolveThroughMemo(Resolver &R, const Init *I, const Pool &Inits, F Compute) {
  ResolveMemo *M = R.memo();
  if (!M) {
    R.countOperator();
    return Compute();
  }
  ReferenceWatch *W = R.asWatch();
  if (const ResolveMemo::Slot *Hit = M->find(I)) {
    if (!W)
      return Hit->Value;
    if (Hit->Watched != ResolveMemo::Seen::Unknown) {
      if (Hit->Watched == ResolveMemo::Seen::Unresolved)
        W->noteUnresolved();
      return Hit->Value;
    }
  }
  uint64_t Folds = Inits.statefulFolds();
  uint64_t Gen = M->generation();
  bool Before = W && W->beginPart();
  const Init *Result = Compute();
  ResolveMemo::Seen Seen = W ? W->endPart(Before) : ResolveMemo::Seen::Unknown;
  if (M->generation() == Gen && Inits.statefulFolds() == Folds)
    M->insert(I, Result, Seen);
  return Result;
}

/// Resolves from a map of name → value; values are resolved lazily.
class MapResolver final : public Resolver {
public:
  explicit MapResolver(const Record *CurRec = nullptr) : Resolver(CurRec) { clearKeys(); }
  void set(const Init *Key, const Init *Value);
  /// set() for a Key known not to be bound yet (the distinct parameters of
  /// one class, a !foldl's two variables): no search for it.
  void setNew(const Init *Key, const Init *Value) {
    if (Table)
      Table->clear();
    Entries.push_back({Key, Value, false, false});
    addKey(Key);
    ++Live;
  }
  bool isComplete(const Init *VarName) const;
  const Init *resolve(const Init *VarName) override;
  /// Would resolve(VarName) give its answer without resolving anything
  /// (no binding, or one whose value none of the bound names reaches)?
  bool answersDirectly(const Init *VarName) const override;

private:
  /// Maps are small (template arguments, loop variables): a flat array
  /// searched linearly beats hashing. An entry being resolved is hidden so
  /// that a self-reference stays unresolved.
  struct Entry {
    const Init *Key;
    const Init *V;
    bool Resolved;
    bool Hidden;
  };
  Entry *findEntry(const Init *Key);
  /// While no entry is hidden the answers are fixed until the next set():
  /// a memo is kept. (An entry's value, resolved with the entry hidden,
  /// is resolved without one.)
  void startMemo() override;
  SmallVec<Entry, 8> Entries; // (a class use binds its parameters and NAME)
  size_t Live = 0;
  std::unique_ptr<ResolveMemo> Table;
};

/// Resolves the fields of a record in terms of each other (a field that
/// refers to itself, directly or not, is left alone) and, when a new name
/// is given, the record's name to it.
class RecordResolver final : public Resolver {
public:
  explicit RecordResolver(const Record &R, const Init *NewName = nullptr)
      : Resolver(&R), NewName(NewName), OldName(R.getNameInit()) {}
  const Init *resolve(const Init *VarName) override;
  bool keepUnsetBits() const override { return true; }
  /// A field of the record being resolved that holds a closed value.
  bool answersDirectly(const Init *VarName) const override;

private:
  /// What each field resolved to, by the field's position (filled on the
  /// first lookup): null when not known yet (looked up again next time),
  /// busy() while the field's value is being resolved, else the answer.
  /// The record's fields do not change in number while it is resolved.
  SmallVec<const Init *, 64> FieldMemo;
  /// The same for the record's name (NewName), which is no field.
  const Init *NameMemo = nullptr;
  static const Init *busy() { return reinterpret_cast<const Init *>(uintptr_t(1)); }
  const Init *NewName;
  /// The record's name when the resolution began: the name that NewName
  /// replaces (the record takes NewName before its fields are resolved).
  const Init *OldName;
};

/// Hides one or two names from another resolver (the variables of a
/// !foreach, !filter or !foldl, which its operands bind themselves).
class HidingResolver final : public Resolver {
public:
  HidingResolver(Resolver &Inner, const Init *Hide, const Init *AlsoHide = nullptr)
      : Resolver(Inner.getCurrentRecord()), Inner(Inner), Hidden{Hide, AlsoHide} {
    setFinal(Inner.isFinal());
    setKeyMask(Inner.keyMask()); // (hiding names only narrows what Inner binds)
  }
  const Init *resolve(const Init *VarName) override {
    return VarName == Hidden[0] || VarName == Hidden[1] ? nullptr : Inner.resolve(VarName);
  }

private:
  Resolver &Inner;
  const Init *Hidden[2];
};

/// Does a value refer to a name? (Resolve the value with it, then ask.)
class HasReferenceResolver final : public ReferenceWatch {
public:
  explicit HasReferenceResolver(const Init *Name) : ReferenceWatch(ForName{}, Name) {}
  bool found() const { return sawWatched(); }
};

} // namespace tblgen
