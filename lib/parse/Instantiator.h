//===- Instantiator.h - From classes and bodies to records ------*- C++ -*-===//
//
// Internal to lib/parse. The parser reads statements; turning what it read
// into records goes through the Instantiator:
//
//   * inheritance: a record (or a class being defined) takes in a class's
//     fields with the class's template parameters substituted;
//   * expansion: a body kept for later (a multiclass's, a loop's) is
//     replayed under a substitution of names by values (multiclass
//     arguments, NAME, loop iterators), either into another body or into
//     finished defs;
//   * commit: a finished def is checked (name clash, unresolved fields,
//     assertions, dumps, defset element types) and handed to the keeper.
//
// docs/instantiation.md describes the design for a newcomer.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "record/TemplateArgs.h"
#include "tblgen/Error.h"
#include "record/Resolvers.h"
#include "tblgen/Record.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string_view>
#include <unordered_map>
#include <variant>
#include <vector>

namespace tblgen {

struct LoopNode;

/// One statement of a body kept for later expansion: a def prototype (its
/// name and fields may still refer to names bound at expansion), a nested
/// foreach/if, an assert or a dump.
using BodyItem = std::variant<std::unique_ptr<Record>, std::unique_ptr<LoopNode>,
                              Record::AssertionInfo, Record::DumpInfo>;
using Body = std::vector<BodyItem>;

/// A foreach, or one branch of an if. An if is a loop without an iterator
/// over a list of one element (the branch is taken) or none; its Range is
/// then an !if over the condition until the condition is known.
struct LoopNode {
  SrcLoc Loc;
  const VarInit *Iterator; ///< null for an if branch
  const Init *Range;
  Body Items;
  LoopNode(SrcLoc L, const VarInit *It, const Init *R) : Loc(L), Iterator(It), Range(R) {}
};

/// A multiclass: a record of kind RK_MultiClass that carries the template
/// parameters ("M::x", with their defaults), and the body every defm
/// replays.
struct MulticlassDef {
  Record Signature;
  Body Items;
  MulticlassDef(std::string_view Name, SrcLoc Loc, RecordKeeper &RK)
      : Signature(Name, std::vector<SrcLoc>{Loc}, RK, Record::RK_MultiClass) {}
};

/// A use of a class or a multiclass with arguments, as written after ':'
/// or in a defm: "C<1, b = 2>". For a multiclass, Target is its Signature.
/// Args are checked (type, count) but not yet paired with the parameters.
struct TemplateUse {
  SrcRange Range;
  Record *Target = nullptr; ///< null after a parse error
  std::vector<const ArgumentInit *> Args;
};

/// The records of one defset statement, collected as they are committed.
struct DefsetCollector {
  SrcLoc DeclLoc;
  const RecTy *ElementType = nullptr;
  std::vector<const Init *> Members;
};

/// The names a body is expanded under and their values. A name bound again
/// (a loop iterator shadowing an outer one) takes its newest value.
class Substitution {
public:
  void bind(const Init *Name, const Init *Value) { Pairs.push_back({Name, Value}); }
  void bind(std::span<const ParamValue> More) { Pairs.insert(Pairs.end(), More.begin(), More.end()); }
  /// The number of bindings: mark() then unwind(Mark) scopes a binding.
  size_t mark() const { return Pairs.size(); }
  void unwind(size_t Mark) { Pairs.resize(Mark); }
  /// Puts every binding into R, oldest first so the newest wins.
  void loadInto(MapResolver &R) const {
    for (const ParamValue &P : Pairs)
      R.set(P.Param, P.Value);
  }

private:
  std::vector<ParamValue> Pairs;
};

/// Where an expansion sends what it produces.
struct ExpandTarget {
  /// The body that receives the expanded items; null: every def is
  /// committed and every assert and dump is evaluated right away.
  Body *Into = nullptr;
  /// Loop ranges and if conditions must be known now (outside any
  /// multiclass being defined); otherwise an undecidable loop is kept, with
  /// its body expanded as far as the substitution goes.
  bool Decide = true;
};

/// See the file comment. One per parse; holds no parse state other than the
/// open defsets.
class Instantiator {
public:
  /// Errors that llvm-tblgen reports through its parser are not reported
  /// once Silenced is set (the parse is being abandoned); the others are.
  Instantiator(RecordKeeper &RK, Diagnostics &Diags, const bool &Silenced)
      : Records(RK), Diags(Diags), Silenced(Silenced) {}

  // Names --------------------------------------------------------------

  /// Name qualified by its owner, as template parameters are named:
  /// "C:x" for a class, "M::x" for a multiclass.
  const Init *scopedName(const Record &Owner, const Init *Name);
  /// scopedName(Owner, Name) if that name exists already (every parameter's
  /// does, from its declaration), else null: then Name is no parameter of
  /// Owner. Interns nothing, except where scopedName's values must be made
  /// (the allocation model, NAME, names that are not plain strings).
  const Init *existingScopedName(const Record &Owner, const StringInit *Name);
  /// The owner's own NAME parameter ("C:NAME", "M::NAME").
  const Init *nameParam(const Record &Owner);

  // Fields and template arguments ---------------------------------------

  /// Adds Field to Into, or, when Into has a field of that name, sets that
  /// field to Field's value (an error at Loc if the types disagree).
  /// Only the first Known fields of Into are searched: when merging a
  /// class, its own fields (added meanwhile) have other names.
  bool mergeField(Record &Into, const RecordVal &Field, SrcLoc Loc,
                  size_t Known = SIZE_MAX);
  /// Converts each argument value to its parameter's type (an error at the
  /// argument's location when it does not convert).
  bool checkArgTypes(std::span<const ArgumentInit *> Args, std::span<const SrcLoc> ArgLocs,
                     const Record &Owner);
  /// Pairs Args with Owner's parameters (see matchTemplateArgs) into Out;
  /// an error at Loc when a parameter is given twice or not at all.
  bool bindArgs(const Record &Owner, std::span<const ArgumentInit *const> Args, SrcLoc Loc,
                std::vector<ParamValue> &Out) {
    return reportMatch(Owner, matchTemplateArgs(Owner, Args, Out), Loc);
  }
  template <size_t N>
  bool bindArgs(const Record &Owner, std::span<const ArgumentInit *const> Args, SrcLoc Loc,
                SmallVec<ParamValue, N> &Out) {
    return reportMatch(Owner, matchTemplateArgs(Owner, Args, Out), Loc);
  }

  // Inheritance ---------------------------------------------------------

  /// Makes Into inherit Use.Target (a class) with Use's arguments.
  bool inherit(Record &Into, const TemplateUse &Use);
  /// The same for every def of a body ("defm X : M, C").
  bool inherit(Body &Items, const TemplateUse &Use);

  // Expansion -----------------------------------------------------------

  /// Replays a multiclass for "defm Name : Use" (or for a multiclass that
  /// inherits it): NAME is bound to DefmName and the parameters to Use's
  /// arguments. When Stamp is set, each def of the body proper gets it as an
  /// extra location (the defm that made it).
  bool expandMulticlass(const MulticlassDef &MC, const TemplateUse &Use, const Init *DefmName,
                        ExpandTarget To, std::optional<SrcLoc> Stamp = std::nullopt);
  /// Replays Items under Env.
  bool expand(const Body &Items, Substitution &Env, ExpandTarget To,
              std::optional<SrcLoc> Stamp = std::nullopt);
  /// Replays one loop under Env: once per element of its range (each time
  /// with the iterator bound), or, when the range is not known yet and To
  /// allows it, as a loop again.
  bool expandLoop(const LoopNode &Loop, Substitution &Env, ExpandTarget To);

  // Committing ----------------------------------------------------------

  /// Finishes a def and adds it to the keeper (see the file comment).
  bool commit(std::unique_ptr<Record> Def);
  /// Reports each field of R whose value still holds unresolved references.
  void checkFullyResolved(const Record &R);
  /// Evaluates an assert outside any record; false when it failed.
  bool checkAssertion(SrcLoc Loc, const Init *Cond, const Init *Msg);
  /// Prints a dump outside any record.
  void emitDump(SrcLoc Loc, const Init *Msg);

  /// Defs committed while a defset is open are collected by it too.
  void openDefset(DefsetCollector &DS) { OpenDefsets.push_back(&DS); }
  void closeDefset() { OpenDefsets.pop_back(); }

private:
  bool fail(SrcLoc Loc, const std::string &Msg) {
    if (!Silenced)
      Diags.error(Loc, Msg);
    return true;
  }
  /// bindArgs' error report for the pairing M; true when it failed.
  bool reportMatch(const Record &Owner, ArgMatch M, SrcLoc Loc);
  bool joinAncestry(Record &Into, const Record &Class, SrcRange Range);
  /// The loop's range under Env; with Decide, an if branch's condition is
  /// settled too (null after an error).
  const Init *loopRange(const LoopNode &Loop, const Substitution &Env, bool Decide);
  bool expandItem(const BodyItem &Item, Substitution &Env, ExpandTarget To,
                  std::optional<SrcLoc> Stamp);

  RecordKeeper &Records;
  Diagnostics &Diags;
  const bool &Silenced;
  std::vector<DefsetCollector *> OpenDefsets;
  /// nameParam's results by owner name (classes, then multiclasses), kept
  /// only without the allocation model (which must see every step).
  std::unordered_map<const Init *, const Init *> NameParams[2];
  /// The last answers of NameParams, by owner name (a direct-mapped cache
  /// in front of the map: a few classes serve most instantiations).
  struct RecentNameParam {
    const Init *Owner = nullptr;
    const Init *Param = nullptr;
  };
  RecentNameParam RecentNameParams[2][64];
};

} // namespace tblgen
