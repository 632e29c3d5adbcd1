//===- DiagText.h - The text language of clang diagnostics ------*- C++ -*-===//
//
// A diagnostic's text ("%select{a|b}0 is %q1", TextModifiers.def) parsed
// into a tree. All trees of a run live in one TextPool: nodes, child lists
// and argument lists in flat arrays, text as views into the records'
// strings. The pool also holds the TextSubstitution records (%sub{Name}),
// parsed once.
//
// Errors (a malformed text, an unknown substitution, an argument number a
// substitution does not map) are fatal, at the record whose text is read,
// with clang-tblgen's messages.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace tblgen {
class Record;
class RecordKeeper;
} // namespace tblgen

namespace tblgen::clangdiag {

/// A %modifier (TextModifiers.def).
enum class Modifier : uint8_t {
#define TEXT_MODIFIER(Id, Spelling, Form) Id,
#include "TextModifiers.def"
};

/// How a modifier's text is spelled after '%'.
std::string_view spelling(Modifier M);

/// What a node of parsed text is.
enum class NodeKind : uint8_t {
  Seq,     ///< the concatenation of its children
  Literal, ///< plain text, as written (escapes such as "%%" kept)
  Arg,     ///< an argument: %<mod><Arg>
  Choice,  ///< %select, %enum_select, %plural, %s: the children are the options
  Diff,    ///< children: the texts before, between and after the two
           ///< arguments, the other text, then the two argument nodes
  Sub,     ///< %sub: Text names the substitution, the argument list maps
};

struct TextNode {
  NodeKind Kind = NodeKind::Seq;
  Modifier Mod = Modifier::Placeholder;
  int32_t Arg = 0;               ///< the argument number (Arg, Choice)
  uint32_t First = 0, Count = 0; ///< children (or a Sub's arguments) in the pool
  /// A Literal's text, a Sub's substitution name, an %enum_select's
  /// enumeration name.
  std::string_view Text;
};

/// The argument numbers of a substitution as the diagnostic using it numbers
/// them: argument I of the substituted text is argument Map[I] outside.
/// Outside any substitution the map is the identity.
struct ArgMap {
  std::span<const int32_t> Map;
  bool Identity = true;
};

/// Every parsed text of a run, and the substitutions.
class TextPool {
public:
  /// Parses every TextSubstitution record (a fatal error at the first that
  /// is malformed) and checks that no diagnostic shares a substitution's
  /// name.
  explicit TextPool(const RecordKeeper &Records);

  /// Parses Text, the text of Owner (errors are reported there); returns
  /// the root, a Seq.
  uint32_t parse(std::string_view Text, const Record *Owner);

  /// How much the pool holds; rewind drops what was parsed after it (a
  /// backend done with a diagnostic's text keeps the pool small).
  struct Mark {
    size_t Nodes = 0, Kids = 0, Ints = 0;
  };
  Mark mark() const { return {Nodes.size(), Kids.size(), Ints.size()}; }
  void rewind(const Mark &M) {
    Nodes.resize(M.Nodes);
    Kids.resize(M.Kids);
    Labels.resize(M.Kids);
    Ints.resize(M.Ints);
  }

  const TextNode &node(uint32_t Id) const { return Nodes[Id]; }
  std::span<const uint32_t> kids(const TextNode &N) const {
    return {Kids.data() + N.First, N.Count};
  }
  /// Option I's label: a %plural option's condition with its ':' ("1:"),
  /// an %enum_select option's enumerator name; "" when none.
  std::string_view label(const TextNode &N, size_t I) const { return Labels[N.First + I]; }
  /// A Sub's argument list.
  std::span<const int32_t> subArgs(const TextNode &N) const {
    return {Ints.data() + N.First, N.Count};
  }

  /// The root of the substitution a Sub names (a fatal error when there is
  /// none).
  uint32_t substitution(const TextNode &Sub) const;
  /// Argument I seen through Map; a fatal error at Owner when the map has no
  /// entry I.
  int32_t mapArg(int32_t I, const ArgMap &Map, const Record *Owner) const;
  /// The map inside Sub, used under Outer: Out receives its entries.
  void mapInto(const TextNode &Sub, const ArgMap &Outer, const Record *Owner,
               std::vector<int32_t> &Out) const;

  /// Appends the text the definition tables carry for root Root of Owner's
  /// text: substitutions expanded, arguments renumbered, %enum_select
  /// written as %select.
  void printFlat(uint32_t Root, const Record *Owner, std::string &Out) const;

private:
  friend class TextParser;
  std::vector<TextNode> Nodes;
  std::vector<uint32_t> Kids;
  std::vector<std::string_view> Labels; ///< parallel to Kids
  std::vector<int32_t> Ints;
  /// Children being collected by the parser, a stack shared by the levels.
  std::vector<uint32_t> PendingKids;
  std::vector<std::string_view> PendingLabels;
  std::unordered_map<std::string_view, uint32_t> Substitutions;

  void printNode(uint32_t Id, const ArgMap &Map, const Record *Owner, std::string &Out) const;
};

} // namespace tblgen::clangdiag
