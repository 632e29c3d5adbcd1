//===- DocTable.cpp - A diagnostic's text as an RST table -----------------===//
//
// Every piece renders to a block of lines. A row joins its pieces' blocks
// side by side: a one-line piece after a one-line piece is simply appended,
// any other is set off by '|'; the row is then framed by rules ('+---+')
// above and below. A choice stacks its options, each framed, between rules.
//
//===----------------------------------------------------------------------===//

#include "DocTable.h"

#include <algorithm>

namespace tblgen::clangdiag {

namespace {

constexpr std::string_view Space = " |nbsp| ";

bool needsEscape(char C) {
  switch (C) {
  case '`':
  case '*':
  case '|':
  case '_':
  case '[':
  case ']':
  case '\\':
    return true;
  default:
    return false;
  }
}

/// Appends S with a backslash before each RST markup character (runs
/// without one are appended whole).
void escapeRST(std::string_view S, std::string &Out) {
  Out.reserve(Out.size() + S.size());
  size_t Start = 0;
  for (size_t I = 0; I < S.size(); ++I)
    if (needsEscape(S[I])) {
      Out.append(S.data() + Start, I - Start);
      Out += '\\';
      Start = I;
    }
  Out.append(S.data() + Start, S.size() - Start);
}

/// Plain text in a role; its leading and trailing spaces become |nbsp|.
std::string textLine(std::string_view T, std::string_view Role) {
  std::string Line;
  while (!T.empty() && T.front() == ' ') {
    Line += Space;
    T.remove_prefix(1);
  }
  size_t Trailing = 0;
  while (!T.empty() && T.back() == ' ') {
    ++Trailing;
    T.remove_suffix(1);
  }
  if (!T.empty()) {
    Line += ':';
    Line += Role;
    Line += ":`";
    escapeRST(T, Line);
    Line += '`';
  }
  for (size_t I = 0; I < Trailing; ++I)
    Line += Space;
  return Line;
}

/// A line's frame turned into a rule: '|' to '+', the rest to '-'.
void toRule(std::string &S) {
  for (char &C : S)
    C = C == '|' ? '+' : '-';
}

size_t widest(std::vector<std::string>::const_iterator B, std::vector<std::string>::const_iterator E) {
  size_t W = 0;
  for (; B != E; ++B)
    W = std::max(W, B->size());
  return W;
}

} // namespace

std::vector<std::string> DocTable::layout(uint32_t Root, const Record *Diag,
                                          std::string_view Severity) {
  Owner = Diag;
  Maps.clear();
  const std::string Lead = std::string(Severity) + ": ";
  TextNode LeadNode;
  LeadNode.Kind = NodeKind::Literal;
  LeadNode.Text = Lead;
  Lines Out;
  const TextNode &R = Texts.node(Root);
  if (R.Count == 0) {
    render(LeadNode, ArgMap{}, Severity, Out);
    return Out;
  }
  std::vector<Cell> Row{{&LeadNode, ArgMap{}, Severity}};
  flatten(R, ArgMap{}, Row);
  row(Row, Out);
  return Out;
}

ArgMap DocTable::enter(const TextNode &Sub, const ArgMap &Outer) {
  std::vector<int32_t> &Inner = Maps.emplace_back();
  Texts.mapInto(Sub, Outer, Owner, Inner);
  return ArgMap{Inner, false};
}

void DocTable::flatten(const TextNode &N, const ArgMap &Map, std::vector<Cell> &Row) {
  if (N.Kind == NodeKind::Sub) {
    ArgMap Inner = enter(N, Map);
    flatten(Texts.node(Texts.substitution(N)), Inner, Row);
    return;
  }
  if (N.Kind == NodeKind::Seq) {
    for (uint32_t K : Texts.kids(N))
      flatten(Texts.node(K), Map, Row);
    return;
  }
  Row.push_back({&N, Map, "diagtext"});
}

void DocTable::row(const std::vector<Cell> &Row, Lines &Out) {
  const size_t Top = Out.size();
  std::string Filler; // the frame of a line no piece reaches yet
  bool AfterTall = true;
  Lines Block;
  for (const Cell &C : Row) {
    Block.clear();
    render(*C.Node, C.Map, C.Role, Block);
    if (Block.empty())
      continue;
    const bool Tall = Block.size() > 1;
    const std::string_view Bar = Tall || AfterTall ? "|" : "";
    AfterTall = Tall;
    if (Out.size() < Top + Block.size())
      Out.resize(Top + Block.size(), Filler);
    const size_t Width = widest(Block.begin(), Block.end());
    for (size_t I = 0; I < Block.size(); ++I) {
      std::string &Line = Out[Top + I];
      Line += Bar;
      Line += Block[I];
      Line.append(Width - Block[I].size(), ' ');
    }
    for (size_t I = Top + Block.size(); I < Out.size(); ++I) {
      Out[I] += Bar;
      Out[I].append(Width, ' ');
    }
    Filler += Bar;
    Filler.append(Width, ' ');
  }
  for (size_t I = Top; I < Out.size(); ++I)
    Out[I] += '|';
  Filler += '|';
  toRule(Filler);
  Out.insert(Out.begin() + std::ptrdiff_t(Top), Filler);
  Out.push_back(Filler);
}

template <typename Fn> void DocTable::stack(size_t NumOptions, Fn RenderOption, Lines &Out) {
  std::vector<size_t> Rules{Out.size()};
  Out.emplace_back();
  for (size_t I = 0; I < NumOptions; ++I) {
    RenderOption(I);
    Rules.push_back(Out.size());
    Out.emplace_back();
  }
  const auto First = Out.begin() + std::ptrdiff_t(Rules.front());
  const auto Last = Out.begin() + std::ptrdiff_t(Rules.back()) + 1;
  const size_t Width = widest(First, Last);
  for (auto It = First; It != Last; ++It) {
    It->append(Width - It->size(), ' ');
    It->insert(It->begin(), '|');
    *It += '|';
  }
  for (size_t R : Rules)
    toRule(Out[R]);
}

void DocTable::render(const TextNode &N, const ArgMap &Map, std::string_view Role, Lines &Out) {
  switch (N.Kind) {
  case NodeKind::Literal:
    Out.push_back(textLine(N.Text, Role));
    return;
  case NodeKind::Arg:
    Out.push_back(std::string(":placeholder:`") + char('A' + Texts.mapArg(N.Arg, Map, Owner)) +
                  "`");
    return;
  case NodeKind::Seq: {
    std::span<const uint32_t> Kids = Texts.kids(N);
    if (Kids.empty()) {
      Out.emplace_back();
      return;
    }
    if (Kids.size() == 1) {
      render(Texts.node(Kids[0]), Map, "diagtext", Out);
      return;
    }
    std::vector<Cell> Row;
    flatten(N, Map, Row);
    row(Row, Out);
    return;
  }
  case NodeKind::Sub: {
    ArgMap Inner = enter(N, Map);
    render(Texts.node(Texts.substitution(N)), Inner, "diagtext", Out);
    return;
  }
  case NodeKind::Choice: {
    std::span<const uint32_t> Options = Texts.kids(N);
    stack(Options.size(), [&](size_t I) { render(Texts.node(Options[I]), Map, "diagtext", Out); },
          Out);
    return;
  }
  case NodeKind::Diff: {
    // As %select{<before> A <between> B <after>|<other>}.
    std::span<const uint32_t> Parts = Texts.kids(N);
    stack(2,
          [&](size_t I) {
            if (I == 1) {
              render(Texts.node(Parts[3]), Map, "diagtext", Out);
              return;
            }
            std::vector<Cell> Row;
            flatten(Texts.node(Parts[0]), Map, Row);
            Row.push_back({&Texts.node(Parts[4]), Map, "diagtext"});
            flatten(Texts.node(Parts[1]), Map, Row);
            Row.push_back({&Texts.node(Parts[5]), Map, "diagtext"});
            flatten(Texts.node(Parts[2]), Map, Row);
            row(Row, Out);
          },
          Out);
    return;
  }
  }
}

} // namespace tblgen::clangdiag
