//===- Fmt.cpp - The "$placeholder" template language of mlir-tblgen ------===//
#include "mlir/Fmt.h"

namespace tblgen::mlir {

FmtVars &FmtVars::set(std::string_view Name, std::string Value) {
  for (auto &[K, V] : Values)
    if (K == Name) {
      V = std::move(Value);
      return *this;
    }
  Values.emplace_back(std::string(Name), std::move(Value));
  return *this;
}

const std::string *FmtVars::find(std::string_view Name) const {
  for (const auto &[K, V] : Values)
    if (K == Name)
      return &V;
  return nullptr;
}

namespace {

bool digitChar(char C) { return C >= '0' && C <= '9'; }
bool nameChar(char C) {
  return digitChar(C) || (C >= 'a' && C <= 'z') || (C >= 'A' && C <= 'Z') || C == '_';
}

/// Appends the value of one placeholder: Spec is its text from the '$' on,
/// Name its name (digits for a positional one); Range marks "$N...".
void fillPlaceholder(std::string &Out, std::string_view Spec, std::string_view Name, bool Range,
                     FmtLookup Named, const std::vector<std::string> &Positional) {
  if (digitChar(Name.front())) {
    size_t N = 0;
    for (char C : Name)
      N = N * 10 + size_t(C - '0');
    if (N < Positional.size()) {
      size_t Last = Range ? Positional.size() : N + 1;
      for (size_t P = N; P < Last; ++P) {
        if (P != N)
          Out += ", ";
        Out += Positional[P];
      }
      return;
    }
  }
  // Otherwise by name ("..." then stays as written).
  if (const std::string *V = Named(Name)) {
    Out += *V;
    if (Range)
      Out += "...";
  } else {
    Out.append(Spec).append(FmtNoSubst);
  }
}

} // namespace

std::string fmtSubstitute(std::string_view Text, FmtLookup Named,
                          const std::vector<std::string> &Positional) {
  std::string Out;
  Out.reserve(Text.size());
  size_t Pos = 0;
  while (Pos < Text.size()) {
    size_t Dollar = Text.find('$', Pos);
    if (Dollar == std::string_view::npos) {
      Out.append(Text.substr(Pos));
      break;
    }
    Out.append(Text.substr(Pos, Dollar - Pos));
    size_t Start = Dollar + 1;
    if (Start < Text.size() && Text[Start] == '$') {
      Out += '$';
      Pos = Start + 1;
      continue;
    }
    size_t End = Start;
    bool Numeric = Start < Text.size() && digitChar(Text[Start]);
    while (End < Text.size() && (Numeric ? digitChar(Text[End]) : nameChar(Text[End])))
      ++End;
    if (End == Start) { // a '$' that starts no placeholder: "" may name one
      const std::string *V = Named(std::string_view());
      if (V)
        Out += *V;
      else
        Out += '$';
      Pos = Start;
      continue;
    }
    bool Range = Numeric && Text.substr(End, 3) == "...";
    if (Range)
      End += 3;
    std::string_view Name = Text.substr(Start, End - Start - (Range ? 3 : 0));
    fillPlaceholder(Out, Text.substr(Dollar, End - Dollar), Name, Range, Named, Positional);
    Pos = End;
  }
  return Out;
}

} // namespace tblgen::mlir
