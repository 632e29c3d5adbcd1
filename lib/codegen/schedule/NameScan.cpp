//===- NameScan.cpp - Searching instruction names for patterns ------------===//

#include "codegen/schedule/NameScan.h"

#include <algorithm>

namespace tblgen::codegen {

namespace {

/// Skips a bracket expression whose '[' is just before At; false when it
/// is not closed.
bool skipBracket(std::string_view P, size_t &At) {
  std::string_view Rest = P.substr(At);
  if (Rest.starts_with("[:<:]]") || Rest.starts_with("[:>:]]")) {
    At += 6;
    return true;
  }
  if (At < P.size() && P[At] == '^')
    ++At;
  if (At < P.size() && P[At] == ']')
    ++At; // (a literal ']')
  while (At < P.size()) {
    char C = P[At];
    if (C == ']') {
      ++At;
      return true;
    }
    if (C == '[' && At + 1 < P.size() && (P[At + 1] == ':' || P[At + 1] == '=' || P[At + 1] == '.')) {
      char End[] = {P[At + 1], ']', '\0'};
      size_t Close = P.find(End, At + 2);
      if (Close == std::string_view::npos)
        return false;
      At = Close + 2;
      continue;
    }
    ++At;
  }
  return false;
}

/// Skips a group whose '(' is just before At; false when it is not closed.
bool skipGroup(std::string_view P, size_t &At) {
  unsigned Depth = 1;
  while (At < P.size()) {
    char C = P[At++];
    if (C == '\\') {
      ++At;
    } else if (C == '[') {
      if (!skipBracket(P, At))
        return false;
    } else if (C == '(') {
      ++Depth;
    } else if (C == ')' && --Depth == 0) {
      return true;
    }
  }
  return false;
}

/// The beginnings of what a part of a pattern matches: every match starts
/// with one of Strs; when Exact, the matches are exactly Strs. ({""}, not
/// exact, says nothing.)
struct Starts {
  std::vector<std::string> Strs{""};
  bool Exact = true;

  static Starts any() { return {{""}, false}; }
  bool isAny() const { return !Exact && Strs.size() == 1 && Strs[0].empty(); }
};

/// Computes Starts over the grammar PosixRegex accepts; Failed for what it
/// does not follow.
class StartsParser {
public:
  explicit StartsParser(std::string_view P) : P(P) {}

  /// The starts of the whole pattern; nullopt when it has a top-level
  /// alternation or is not understood.
  std::optional<Starts> run() {
    Starts S = branch();
    if (Failed || At != P.size())
      return std::nullopt;
    return S;
  }

private:
  /// Most strings kept for one part; beyond it the part stops growing.
  static constexpr size_t Cap = 256;

  bool more() const { return At < P.size(); }
  static bool isDigit(char C) { return C >= '0' && C <= '9'; }
  Starts fail() {
    Failed = true;
    At = P.size();
    return Starts::any();
  }

  /// Alternatives up to the ')' that ends a group.
  Starts alternation() {
    Starts All{{}, true};
    while (true) {
      Starts B = branch();
      if (Failed)
        return B;
      All.Exact = All.Exact && B.Exact;
      All.Strs.insert(All.Strs.end(), B.Strs.begin(), B.Strs.end());
      if (All.Strs.size() > Cap)
        return fail(); // (only a bound on the work: give up)
      if (!more() || P[At] != '|')
        return All;
      ++At;
    }
  }

  /// A sequence of pieces, up to a '|' or ')' or the end.
  Starts branch() {
    Starts Acc;
    while (!Failed && more() && P[At] != '|' && P[At] != ')') {
      Starts Piece = piece();
      if (!Acc.Exact)
        continue; // (what follows an inexact start adds nothing)
      if (Acc.Strs.size() * Piece.Strs.size() > Cap) {
        Acc.Exact = false;
        continue;
      }
      std::vector<std::string> Joined;
      Joined.reserve(Acc.Strs.size() * Piece.Strs.size());
      for (const std::string &A : Acc.Strs)
        for (const std::string &B : Piece.Strs)
          Joined.push_back(A + B);
      Acc.Strs = std::move(Joined);
      Acc.Exact = Piece.Exact;
    }
    return Acc;
  }

  /// An atom and its repetition, if any.
  Starts piece() {
    Starts A = atom();
    if (Failed || !more())
      return A;
    char R = P[At];
    if (R == '*' || R == '+' || R == '?') {
      ++At;
      if (R == '*')
        return Starts::any();
      if (R == '?') {
        A.Strs.push_back("");
        return A;
      }
      A.Exact = false;
      return A;
    }
    if (R == '{' && At + 1 < P.size() && isDigit(P[At + 1])) {
      ++At;
      unsigned Least = 0;
      while (more() && isDigit(P[At]) && Least < 1000)
        Least = Least * 10 + unsigned(P[At++] - '0');
      size_t Close = P.find('}', At);
      if (Close == std::string_view::npos)
        return fail();
      At = Close + 1;
      if (Least == 0)
        return Starts::any();
      A.Exact = false;
    }
    return A;
  }

  Starts atom() {
    char C = P[At++];
    switch (C) {
    case '(': {
      Starts G = alternation();
      if (Failed || !more() || P[At] != ')')
        return fail();
      ++At;
      return G;
    }
    case '*':
    case '+':
    case '?':
      return fail();
    case '^':
    case '$':
    case '.':
      return Starts::any();
    case '[':
      return bracket();
    case '\\':
      if (!more())
        return fail();
      C = P[At++];
      if (C >= '1' && C <= '9')
        return Starts::any();
      return {{std::string(1, C)}, true};
    case '{':
      if (more() && isDigit(P[At]))
        return fail();
      return {{"{"}, true};
    default:
      return {{std::string(1, C)}, true};
    }
  }

  /// A bracket expression ('[' just read): its characters when it lists
  /// letters, digits and '_' (and ranges within one of letters or digits).
  Starts bracket() {
    size_t Start = At;
    if (!skipBracket(P, At))
      return fail();
    std::string_view Body = P.substr(Start, At - 1 - Start);
    auto plain = [](char C) {
      return (C >= 'a' && C <= 'z') || (C >= 'A' && C <= 'Z') || isDigit(C) || C == '_';
    };
    auto sameKind = [](char X, char Y) {
      auto Kind = [](char C) { return C >= 'a' && C <= 'z' ? 0 : C >= 'A' && C <= 'Z' ? 1 : 2; };
      return Kind(X) == Kind(Y);
    };
    Starts S{{}, true};
    for (size_t K = 0; K < Body.size(); ++K) {
      char C = Body[K];
      if (!plain(C))
        return Starts::any();
      if (K + 2 < Body.size() && Body[K + 1] == '-') {
        char Last = Body[K + 2];
        if (!plain(Last) || Last == '_' || C == '_' || !sameKind(C, Last) || C > Last)
          return Starts::any();
        for (char X = C; X <= Last; ++X)
          S.Strs.push_back(std::string(1, X));
        K += 2;
        continue;
      }
      S.Strs.push_back(std::string(1, C));
    }
    if (S.Strs.empty())
      return Starts::any();
    return S;
  }

  std::string_view P;
  size_t At = 0;
  bool Failed = false;
};

} // namespace

std::optional<MatchStarts> matchStarts(std::string_view Regex) {
  if (!Regex.starts_with('^'))
    return std::nullopt;
  std::optional<Starts> S = StartsParser(Regex.substr(1)).run();
  if (!S)
    return std::nullopt;
  std::vector<std::string> &Strs = S->Strs;
  std::sort(Strs.begin(), Strs.end());
  // Keep the shortest of those sharing a start (sorted, a string's
  // extensions follow it): a text starts with one of the others only if
  // it starts with that one.
  MatchStarts Out{{}, S->Exact};
  for (std::string &Str : Strs)
    if (Out.Strs.empty() || !Str.starts_with(Out.Strs.back()))
      Out.Strs.push_back(std::move(Str));
  if (Out.Strs.size() == 1 && Out.Strs[0].empty())
    return std::nullopt;
  return Out;
}

std::string requiredLiteral(std::string_view P) {
  // The top level is a sequence of atoms, each perhaps repeated; runs of
  // single characters not under a repetition are required, in order.
  std::string Best, Run;
  bool RunEndsAtom = false; // whether the last atom is Run's last character
  auto endRun = [&] {
    if (Run.size() > Best.size())
      Best = Run;
    Run.clear();
    RunEndsAtom = false;
  };
  auto repeated = [&] { // the last atom is under a repetition
    if (RunEndsAtom)
      Run.pop_back();
    endRun();
  };
  size_t At = 0;
  while (At < P.size()) {
    char C = P[At++];
    switch (C) {
    case '|':
    case ')':
      return {};
    case '(':
      if (!skipGroup(P, At))
        return {};
      endRun();
      break;
    case '[':
      if (!skipBracket(P, At))
        return {};
      endRun();
      break;
    case '\\':
      if (At == P.size())
        return {};
      C = P[At++];
      if (C >= '1' && C <= '9') { // a back reference
        endRun();
      } else {
        Run += C;
        RunEndsAtom = true;
      }
      break;
    case '^':
    case '$':
    case '.':
      endRun();
      break;
    case '*':
    case '+':
    case '?':
      repeated();
      break;
    case '{':
      if (At < P.size() && P[At] >= '0' && P[At] <= '9') {
        repeated();
        size_t Close = P.find('}', At);
        if (Close == std::string_view::npos)
          return {};
        At = Close + 1;
      } else {
        Run += C; // (a literal '{')
        RunEndsAtom = true;
      }
      break;
    default:
      Run += C;
      RunEndsAtom = true;
      break;
    }
  }
  endRun();
  return Best;
}

std::pair<size_t, size_t> PackedNames::withPrefix(std::string_view Prefix, size_t From) const {
  // The first name not less than Prefix, then the first one after it not
  // starting with Prefix: each found by doubling steps from where the
  // search starts, then halving (cheap when the answer is near).
  auto partition = [&](size_t Lo, auto Before) {
    size_t Step = 1, Hi = Lo;
    while (Hi < size() && Before((*this)[Hi])) {
      Lo = Hi + 1;
      Hi = std::min(size(), Hi + Step);
      Step *= 2;
    }
    while (Lo < Hi) {
      size_t Mid = Lo + (Hi - Lo) / 2;
      if (Before((*this)[Mid]))
        Lo = Mid + 1;
      else
        Hi = Mid;
    }
    return Lo;
  };
  size_t First = partition(From, [&](std::string_view N) { return N < Prefix; });
  size_t Last = partition(First, [&](std::string_view N) { return N.starts_with(Prefix); });
  return {First, Last};
}

size_t PackedNames::nameAt(size_t First, size_t Last, size_t At) const {
  // The last start at or before At.
  auto It = std::upper_bound(Starts.begin() + First + 1, Starts.begin() + Last + 1, uint32_t(At));
  return size_t(It - Starts.begin()) - 1;
}

} // namespace tblgen::codegen
