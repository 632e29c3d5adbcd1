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

/// Resolves the fields of the current record (and optionally its name).
class RecordResolver final : public Resolver {
public:
  explicit RecordResolver(const Record &R) : Resolver(&R) {}
  void setName(const Init *NewName) { Name = NewName; }
  const Init *resolve(const Init *VarName) override;
  bool keepUnsetBits() const override { return true; }
  /// A field of the record being resolved that holds a closed value.
  bool answersDirectly(const Init *VarName) const override;

private:
  struct CacheEntry {
    const Init *Name;
    const Init *Value;
  };
  SmallVec<CacheEntry, 16> Cache;
  SmallVec<const Init *, 8> Stack;
  const Init *Name = nullptr;
};

/// Resolves one field of a record (for let with a bit range).
class RecordValResolver final : public Resolver {
public:
  RecordValResolver(const Record &R, const RecordVal *RV) : Resolver(&R), RV(RV) {
    clearKeys();
    addKey(RV->getNameInit());
  }
  const Init *resolve(const Init *VarName) override;

private:
  const RecordVal *RV;
};

/// Delegates to another resolver but hides the shadowed names.
class ShadowResolver final : public Resolver {
public:
  explicit ShadowResolver(Resolver &R) : Resolver(R.getCurrentRecord()), R(R) {
    setFinal(R.isFinal());
    setKeyMask(R.keyMask()); // (hiding names only narrows what R binds)
  }
  void addShadow(const Init *Key) { Shadowed.push_back(Key); }
  const Init *resolve(const Init *VarName) override;

private:
  Resolver &R;
  SmallVec<const Init *, 4> Shadowed;
};

/// Delegates, and remembers whether any variable stayed unresolved.
class TrackUnresolvedResolver final : public Resolver {
public:
  explicit TrackUnresolvedResolver(Resolver *R = nullptr)
      : Resolver(R ? R->getCurrentRecord() : nullptr), R(R) {}
  bool foundUnresolved() const { return FoundUnresolved; }
  const Init *resolve(const Init *VarName) override;

private:
  Resolver *R;
  bool FoundUnresolved = false;
};

/// Resolves nothing; records whether VarNameToTrack is referenced.
class HasReferenceResolver final : public Resolver {
public:
  explicit HasReferenceResolver(const Init *VarNameToTrack)
      : Resolver(nullptr), VarNameToTrack(VarNameToTrack) {
    clearKeys();
    addKey(VarNameToTrack);
  }
  bool found() const { return Found; }
  const Init *resolve(const Init *VarName) override;

private:
  const Init *VarNameToTrack;
  bool Found = false;
};

} // namespace tblgen
