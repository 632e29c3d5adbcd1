//===- DocTable.h - A diagnostic's text as an RST table ---------*- C++ -*-===//
//
// -gen-diag-docs shows each diagnostic's text as reStructuredText: plain
// text and arguments (placeholders A, B, ...) side by side in one row, the
// options of a %select (and %plural, %s, %diff) stacked in a nested table.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "DiagText.h"

#include <deque>
#include <string>
#include <string_view>
#include <vector>

namespace tblgen::clangdiag {

/// Lays out the texts of one run's diagnostics.
class DocTable {
public:
  explicit DocTable(const TextPool &Texts) : Texts(Texts) {}

  /// The lines of the text rooted at Root (Owner's text), led by
  /// "<severity>: " in the role Severity ("warning", "error", ...).
  std::vector<std::string> layout(uint32_t Root, const Record *Owner, std::string_view Severity);

private:
  using Lines = std::vector<std::string>;
  /// A piece of a row: a node (never a Seq or Sub) and the argument map it
  /// is read under; a Literal's role.
  struct Cell {
    const TextNode *Node;
    ArgMap Map;
    std::string_view Role;
  };

  const TextPool &Texts;
  const Record *Owner = nullptr;
  /// Argument maps of the substitutions met, alive while a text is laid out.
  std::deque<std::vector<int32_t>> Maps;

  void render(const TextNode &N, const ArgMap &Map, std::string_view Role, Lines &Out);
  void flatten(const TextNode &N, const ArgMap &Map, std::vector<Cell> &Row);
  void row(const std::vector<Cell> &Row, Lines &Out);
  template <typename Fn> void stack(size_t NumOptions, Fn RenderOption, Lines &Out);
  /// The map inside substitution Sub, kept in Maps.
  ArgMap enter(const TextNode &Sub, const ArgMap &Outer);
};

} // namespace tblgen::clangdiag
