//===- Reindent.cpp - Re-indenting blocks of text -------------------------===//
#include "mlir/Reindent.h"

#include "tblgen/Output.h"

#include <algorithm>

namespace tblgen::mlir {

namespace {

bool isSpaceOrTab(char C) { return C == ' ' || C == '\t'; }
bool isWhite(char C) { return isSpaceOrTab(C) || C == '\n' || C == '\r' || C == '\f' || C == '\v'; }

/// The column of the first character that is not a space or tab; npos for
/// a line of only those.
size_t indentOf(std::string_view Line) {
  size_t I = 0;
  while (I < Line.size() && isSpaceOrTab(Line[I]))
    ++I;
  return I == Line.size() ? std::string_view::npos : I;
}

std::string_view lineAt(std::string_view S) { return S.substr(0, S.find('\n')); }

} // namespace

void writeReindented(OStream &OS, std::string_view Text, std::string_view Prefix, unsigned Spaces) {
  while (!Text.empty() && indentOf(lineAt(Text)) == std::string_view::npos) {
    size_t NL = Text.find('\n');
    Text = NL == std::string_view::npos ? std::string_view() : Text.substr(NL + 1);
  }
  size_t Indent = std::string_view::npos;
  for (std::string_view S = Text; !S.empty();) {
    Indent = std::min(Indent, indentOf(lineAt(S)));
    size_t NL = S.find('\n');
    S = NL == std::string_view::npos ? std::string_view() : S.substr(NL + 1);
  }
  if (Indent == std::string_view::npos)
    Indent = 0;
  auto rest = [&](std::string_view Line) {
    return Line.size() > Indent ? Line.substr(Indent) : std::string_view();
  };
  while (!Text.empty()) {
    size_t NL = Text.find('\n');
    if (NL == std::string_view::npos) {
      if (!rest(Text).empty())
        OS.indent(Spaces) << Prefix << rest(Text);
      return;
    }
    std::string_view Line = Text.substr(0, NL);
    if (!Prefix.empty() || !std::all_of(Line.begin(), Line.end(), isWhite))
      OS.indent(Spaces) << Prefix << rest(Line);
    OS << '\n';
    Text.remove_prefix(NL + 1);
  }
}

} // namespace tblgen::mlir
