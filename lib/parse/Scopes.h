//===- Scopes.h - What surrounds a statement being parsed -------*- C++ -*-===//
//
// Internal to lib/parse. Two stacks the parser keeps while it reads: the
// lexical scopes that name lookup walks (defvars, fields, parameters, loop
// iterators) and the pending overrides of the enclosing "let ... in"
// statements.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "tblgen/Record.h"

#include <map>
#include <memory>
#include <span>
#include <string>
#include <variant>
#include <vector>

namespace tblgen {

struct MulticlassDef;

/// What a scope makes visible besides its own defvars: nothing (a block of
/// statements), a record's fields (a class's parameters too), a foreach
/// iterator, or the parameters of the multiclass being defined.
using ScopeOwner = std::variant<std::monostate, Record *, const VarInit *, MulticlassDef *>;

/// A lexical scope: its defvars and what its owner makes visible. Lookup
/// walks from the innermost scope outwards (Parser::getVar).
struct VarScope {
  VarScope *Outer = nullptr;
  ScopeOwner Owner;
  std::map<std::string, const Init *, std::less<>> Defvars;
  /// Position in the ScopeArena; the scopes from here on are released
  /// together with this one.
  size_t Slot = 0;

  /// The file's own scope, where defvars become global variables.
  bool isFileScope() const { return !Outer && Owner.index() == 0; }
  /// The value of defvar Name of this scope, or null.
  const Init *defvar(std::string_view Name) const {
    if (Defvars.empty())
      return nullptr;
    auto It = Defvars.find(Name);
    return It == Defvars.end() ? nullptr : It->second;
  }
};

/// The scopes in use, innermost last. Released scopes stay allocated and
/// are handed out again, so entering a record body allocates nothing.
class ScopeArena {
public:
  VarScope *enter(VarScope *Outer, ScopeOwner Owner) {
    if (InUse == Pool.size())
      Pool.push_back(std::make_unique<VarScope>());
    VarScope &S = *Pool[InUse];
    S.Slot = InUse++;
    S.Outer = Outer;
    S.Owner = Owner;
    S.Defvars.clear();
    return &S;
  }
  /// Releases S and whatever an error path left open inside it.
  void leave(const VarScope *S) { InUse = S->Slot; }

private:
  std::vector<std::unique_ptr<VarScope>> Pool;
  size_t InUse = 0;
};

/// One assignment of a "let ... in" statement, applied to every record
/// defined inside it (after the record's parents, before its body).
struct LetOverride {
  SrcLoc Loc;
  const StringInit *Field;
  std::vector<unsigned> Bits; ///< the bits assigned, or empty for the whole field
  const Init *Value;
};

/// The overrides of the enclosing "let ... in" statements, outermost first.
class LetStack {
public:
  /// Starts the overrides of one statement; end() drops them again.
  void begin() { Starts.push_back(All.size()); }
  void add(LetOverride L) { All.push_back(std::move(L)); }
  void end() {
    All.resize(Starts.back());
    Starts.pop_back();
  }
  std::span<const LetOverride> active() const { return All; }

private:
  std::vector<LetOverride> All;
  std::vector<size_t> Starts;
};

} // namespace tblgen
