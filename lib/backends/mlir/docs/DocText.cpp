//===- DocText.cpp - Text helpers of the MLIR documentation backends ------===//
#include "DocText.h"

#include "tblgen/Output.h"

#include <algorithm>

namespace tblgen::mlirdoc {

namespace {

bool isSpaceOrTab(char C) { return C == ' ' || C == '\t'; }
bool isWhite(char C) { return isSpaceOrTab(C) || C == '\n' || C == '\r' || C == '\f' || C == '\v'; }

/// The first line of S and the rest after its newline.
std::pair<std::string_view, std::string_view> firstLine(std::string_view S) {
  size_t NL = S.find('\n');
  if (NL == std::string_view::npos)
    return {S, {}};
  return {S.substr(0, NL), S.substr(NL + 1)};
}

size_t indentOf(std::string_view Line) {
  size_t I = 0;
  while (I < Line.size() && isSpaceOrTab(Line[I]))
    ++I;
  return I == Line.size() ? std::string_view::npos : I;
}

} // namespace

void writeFlushLeft(OStream &OS, std::string_view Text) {
  while (!Text.empty() && isSpaceOrTab(Text.back()))
    Text.remove_suffix(1);
  bool EndsLine = Text.ends_with('\n');
  // Leading lines of spaces and tabs go.
  while (!Text.empty()) {
    auto [Line, Rest] = firstLine(Text);
    if (indentOf(Line) != std::string_view::npos)
      break;
    Text = Rest;
  }
  size_t Indent = std::string_view::npos;
  for (std::string_view S = Text; !S.empty();) {
    auto [Line, Rest] = firstLine(S);
    Indent = std::min(Indent, indentOf(Line));
    S = Rest;
  }
  if (Indent == std::string_view::npos)
    Indent = 0;
  auto cut = [&](std::string_view Line) { return Line.size() > Indent ? Line.substr(Indent) : std::string_view(); };
  while (!Text.empty()) {
    size_t NL = Text.find('\n');
    if (NL == std::string_view::npos) {
      OS << cut(Text);
      break;
    }
    std::string_view Line = Text.substr(0, NL);
    if (!std::all_of(Line.begin(), Line.end(), isWhite))
      OS << cut(Line);
    OS << '\n';
    Text.remove_prefix(NL + 1);
  }
  if (!EndsLine)
    OS << '\n';
}

void writeSummary(OStream &OS, std::string_view Summary) {
  if (Summary.empty())
    return;
  while (!Summary.empty() && isWhite(Summary.front()))
    Summary.remove_prefix(1);
  while (!Summary.empty() && isWhite(Summary.back()))
    Summary.remove_suffix(1);
  OS << "\n_";
  if (!Summary.empty()) {
    char C = Summary.front();
    OS << (C >= 'a' && C <= 'z' ? char(C - 'a' + 'A') : C) << Summary.substr(1);
  }
  OS << "_\n";
}

} // namespace tblgen::mlirdoc
