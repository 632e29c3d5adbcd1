//===- OpDefParts.h - Parts of an op's C++ definitions ----------*- C++ -*-===//
//
// -gen-op-defs writes, per op, the definitions of what -gen-op-decls
// declared out of line, in the order of the declarations. The constraint
// checks an op file shares (one local function per distinct type,
// attribute and region constraint) are numbered once per file in a
// LocalConstraints table.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "OpDeclParts.h"

#include <map>
#include <unordered_map>
#include <string>
#include <vector>

namespace tblgen {
class OStream;
class Record;
} // namespace tblgen

namespace tblgen::mlirops {

/// The file's local constraint functions
/// ("__mlir_ods_local_<kind>_constraint_<Label><N>"): each kind numbers the
/// distinct constraints (same condition and summary) from 1 in the order
/// the ops use them.
class LocalConstraints {
public:
  enum Kind : unsigned { Type, Attr, Prop, Successor, Region, NumKinds };

  LocalConstraints(std::string Label, const std::vector<mlir::Operator> &Ops);

  /// The function checking constraint Def, or "" when it has none (no
  /// condition, or an attribute condition that refers to more than itself).
  std::string functionFor(Kind K, const Record *Def) const;
  /// The header and every function.
  void write(OStream &OS) const;

private:
  struct Entry {
    std::string Condition, Summary, ValueType;
  };
  void add(Kind K, const Record *Def);
  /// The identity of Def's check ("" when it has none); Cond gets its
  /// condition.
  std::string key(Kind K, const Record *Def, std::string &Cond) const;

  std::string Label;
  std::vector<Entry> Entries[NumKinds];
  std::map<std::string, size_t> Index[NumKinds];
  /// Each constraint def added: its entry's index, or NoEntry.
  std::unordered_map<const Record *, size_t> EntryOf[NumKinds];
  static constexpr size_t NoEntry = ~size_t(0);
};

/// The condition of a property's constraint over Self, or "" when it
/// checks nothing.
std::string propCondition(const Record *Def, std::string_view Self);
/// S inside a C++ string literal: quotes and backslashes escaped, line
/// breaks as \n (how mlir-tblgen quotes summaries in messages).
std::string literalBody(std::string_view S);
/// A constraint summary inside a streamed string literal: its text escaped,
/// each {{expr}} in it streamed as the expression ($_self standing for
/// Self) between two pieces of the literal. InCall: the literal is the
/// last argument of a call (emitError(loc, "...")): closed before the
/// expression, which is streamed into the call's result, and the text after
/// it opens a parenthesis that the call's own closes.
std::string streamedSummary(std::string_view Summary, std::string_view Self, bool InCall = false);
/// Whether a constraint's condition reads the op ($_op).
bool usesOp(const Record *Constraint);

/// The condition of attribute constraint Def over Self, or "" when it has
/// none.
std::string attrCondition(const Record *Def, std::string_view Self);

/// Everything an op's definitions need.
struct OpDefContext {
  const OpDeclContext &C;
  const LocalConstraints &Checks;
  const mlir::Operator &op() const { return C.op(); }
  const std::string &className() const { return C.className(); }
};

/// namespace detail { base adaptor members } and the adaptor's.
void writeAdaptorDefs(OStream &OS, const OpDefContext &D);
/// The adaptor's verify().
void writeAdaptorVerify(OStream &OS, const OpDefContext &D);
/// The op's operand/result index helpers and mutable operand getters.
void writeValueRangeDefs(OStream &OS, const OpDefContext &D);
/// setPropertiesFromAttr ... writeProperties.
void writePropertiesDefs(OStream &OS, const OpDefContext &D);
/// The attribute getters, derived attributes and value setters.
void writeAttrAccessorDefs(OStream &OS, const OpDefContext &D);
/// populateDefaultProperties (or populateDefaultAttrs), verifyInvariantsImpl,
/// verifyInvariants and getCanonicalizationPatterns.
void writeVerifierDefs(OStream &OS, const OpDefContext &D);
/// inferReturnTypes, when the result types follow from the arguments.
void writeInterfaceDefs(OStream &OS, const OpDefContext &D);
/// getEffects and the extra definitions of the op and its native traits.
void writeTrailingDefs(OStream &OS, const OpDefContext &D);

/// "getFooBar" for "foo_bar".
inline std::string defGetter(std::string_view Name) { return mlir::accessorName("get", Name); }

} // namespace tblgen::mlirops
