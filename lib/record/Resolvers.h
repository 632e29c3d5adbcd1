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

/// Resolves from a map of name → value; values are resolved lazily.
class MapResolver final : public Resolver {
public:
  explicit MapResolver(const Record *CurRec = nullptr) : Resolver(CurRec) { clearKeys(); }
  void set(const Init *Key, const Init *Value);
  /// set() for a Key known not to be bound yet (the distinct parameters of
  /// one class, a !foldl's two variables): no search for it.
  void setNew(const Init *Key, const Init *Value) {
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
  SmallVec<Entry, 8> Entries; // (a class use binds its parameters and NAME)
  size_t Live = 0;
};

/// Resolves the fields of a record in terms of each other (a field that
/// refers to itself, directly or not, is left alone) and, when a new name
/// is given, the record's name to it.
class RecordResolver final : public Resolver {
public:
  explicit RecordResolver(const Record &R, const Init *NewName = nullptr)
      : Resolver(&R), NewName(NewName) {}
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

/// Watches the variable references a value meets while it is resolved:
/// through an inner resolver, noting whether any stays unresolved (one
/// Inner does not bind, or one an answer of Inner still holds); or without
/// one (nothing is resolved), noting whether a given name is referenced.
class ReferenceWatch : public Resolver {
public:
  explicit ReferenceWatch(Resolver *Inner = nullptr)
      : Resolver(Inner ? Inner->getCurrentRecord() : nullptr), Inner(Inner) {}
  const Init *resolve(const Init *VarName) override;
  bool sawUnresolved() const { return Unresolved; }

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
  const Init *Watched = nullptr;
  bool Unresolved = false;
  bool SawWatched = false;
};

/// Does a value refer to a name? (Resolve the value with it, then ask.)
class HasReferenceResolver final : public ReferenceWatch {
public:
  explicit HasReferenceResolver(const Init *Name) : ReferenceWatch(ForName{}, Name) {}
  bool found() const { return sawWatched(); }
};

} // namespace tblgen
