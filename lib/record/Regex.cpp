//===- Regex.cpp - LLVM-compatible extended regular expressions ----------===//
#include "record/Regex.h"

#include <optional>
#include <string>
#include <vector>

using namespace tblgen;

namespace {

/// Checks a pattern against the extended-regex grammar of the BSD regcomp
/// that LLVM's Regex uses, and rewrites it into an equivalent pattern for
/// the C library's regcomp. The two accept different sets of patterns (the
/// BSD one rejects empty alternatives and stacked repetitions, and treats
/// "\w" as a plain 'w'), so validity is decided here.
class EreTranslator {
public:
  explicit EreTranslator(std::string_view P) : P(P) {}

  /// The rewritten pattern, or nullopt when the BSD regcomp rejects P.
  std::optional<std::string> run() {
    alternation(-1);
    if (Failed || At != P.size())
      return std::nullopt;
    return Out;
  }

private:
  static constexpr int DupMax = 255;

  bool more() const { return At < P.size(); }
  char peek() const { return P[At]; }
  bool see(char C) const { return more() && peek() == C; }
  static bool isDigit(char C) { return C >= '0' && C <= '9'; }
  void fail() { Failed = true; At = P.size(); }

  /// Alternatives up to Stop (-1 for the end); no alternative may be empty.
  void alternation(int Stop) {
    while (!Failed) {
      size_t Start = Out.size();
      while (!Failed && more() && peek() != '|' && int((unsigned char)peek()) != Stop)
        atom();
      if (Failed)
        return;
      if (Out.size() == Start)
        return fail();
      if (!see('|'))
        return;
      ++At;
      Out += '|';
    }
  }

  /// An ordinary character, escaped for the C library when special.
  void ordinary(char C) {
    if (std::string_view(".[]\\()*+?{}|^$").find(C) != std::string_view::npos)
      Out += '\\';
    Out += C;
  }

  /// Does a repetition operator start here?
  bool atRepetition() const {
    if (!more())
      return false;
    char C = peek();
    return C == '*' || C == '+' || C == '?' ||
           (C == '{' && At + 1 < P.size() && isDigit(P[At + 1]));
  }

  int count() {
    int N = 0, Digits = 0;
    while (more() && isDigit(peek()) && N <= DupMax) {
      N = N * 10 + (P[At++] - '0');
      ++Digits;
    }
    if (Digits == 0 || N > DupMax)
      fail();
    return N;
  }

  void atom() {
    char C = P[At++];
    bool WasCaret = false;
    switch (C) {
    case '(': {
      if (!more())
        return fail();
      unsigned Group = ++Groups;
      Out += '(';
      if (!see(')'))
        alternation(')');
      if (Failed || !see(')'))
        return fail();
      ++At;
      Out += ')';
      Closed.resize(std::max<size_t>(Closed.size(), Group + 1));
      Closed[Group] = true;
      break;
    }
    case ')':
    case '*':
    case '+':
    case '?':
    case '|':
      return fail();
    case '^':
      Out += '^';
      WasCaret = true;
      break;
    case '$':
    case '.':
      Out += C;
      break;
    case '[':
      bracket();
      break;
    case '\\': {
      if (!more())
        return fail();
      char E = P[At++];
      if (E >= '1' && E <= '9') {
        unsigned N = unsigned(E - '0');
        if (N >= Closed.size() || !Closed[N])
          return fail();
        Out += '\\';
        Out += E;
      } else {
        ordinary(E);
      }
      break;
    }
    case '{':
      if (more() && isDigit(peek()))
        return fail();
      ordinary('{');
      break;
    default:
      ordinary(C);
      break;
    }
    if (Failed || !atRepetition())
      return;
    if (WasCaret)
      return fail();
    char R = P[At++];
    if (R != '{') {
      Out += R;
    } else {
      int Lo = count(), Hi = Lo;
      bool Open = false;
      if (see(',')) {
        ++At;
        if (more() && isDigit(peek())) {
          Hi = count();
          if (Lo > Hi)
            return fail();
        } else {
          Open = true;
        }
      }
      if (Failed || !see('}'))
        return fail();
      ++At;
      Out += '{' + std::to_string(Lo) + (Open ? "," : Hi != Lo ? "," + std::to_string(Hi) : "") +
             '}';
    }
    if (atRepetition())
      fail();
  }

  /// A bracket expression, copied through after checking it.
  void bracket() {
    std::string_view Rest = P.substr(At);
    if (Rest.size() > 5 && (Rest.substr(0, 6) == "[:<:]]" || Rest.substr(0, 6) == "[:>:]]")) {
      Out += Rest[2] == '<' ? "\\<" : "\\>";
      At += 6;
      return;
    }
    size_t Start = At - 1;
    if (see('^'))
      ++At;
    if (see(']') || see('-'))
      ++At;
    while (more() && peek() != ']' && !(peek() == '-' && At + 1 < P.size() && P[At + 1] == ']')) {
      if (!term())
        return fail();
    }
    if (see('-'))
      ++At;
    if (!see(']'))
      return fail();
    ++At;
    Out += P.substr(Start, At - Start);
  }

  static bool knownClass(std::string_view N) {
    for (const char *C : {"alnum", "alpha", "blank", "cntrl", "digit", "graph", "lower", "print",
                          "punct", "space", "upper", "xdigit"})
      if (N == C)
        return true;
    return false;
  }

  /// One term of a bracket expression; false on error.
  bool term() {
    if (peek() == '-')
      return false;
    if (peek() == '[' && At + 1 < P.size() && (P[At + 1] == ':' || P[At + 1] == '=')) {
      char Kind = P[At + 1];
      At += 2;
      if (!more() || peek() == '-' || peek() == ']')
        return false;
      size_t NameStart = At;
      if (Kind == ':') {
        while (more() && ((peek() >= 'a' && peek() <= 'z') || (peek() >= 'A' && peek() <= 'Z')))
          ++At;
        if (!knownClass(P.substr(NameStart, At - NameStart)))
          return false;
      } else {
        while (more() && !(peek() == '=' && At + 1 < P.size() && P[At + 1] == ']'))
          ++At;
        if (!more() || At - NameStart != 1)
          return false;
      }
      if (!(At + 1 < P.size() && P[At] == Kind && P[At + 1] == ']'))
        return false;
      At += 2;
      return true;
    }
    int First = symbol();
    if (First < 0)
      return false;
    int Last = First;
    if (see('-') && At + 1 < P.size() && P[At + 1] != ']') {
      ++At;
      if (see('-')) {
        ++At;
        Last = '-';
      } else {
        Last = symbol();
        if (Last < 0)
          return false;
      }
    }
    // Characters compare as signed, as the BSD code does.
    return (signed char)First <= (signed char)Last;
  }

  /// A bracket character or [.c.] collating symbol; -1 on error.
  int symbol() {
    if (!more())
      return -1;
    if (peek() == '[' && At + 1 < P.size() && P[At + 1] == '.') {
      At += 2;
      size_t NameStart = At;
      while (more() && !(peek() == '.' && At + 1 < P.size() && P[At + 1] == ']'))
        ++At;
      if (!more() || At - NameStart != 1)
        return -1;
      char C = P[NameStart];
      At += 2;
      return (unsigned char)C;
    }
    return (unsigned char)P[At++];
  }

  std::string_view P;
  size_t At = 0;
  std::string Out;
  bool Failed = false;
  unsigned Groups = 0;
  std::vector<bool> Closed;
};

} // namespace

PosixRegex::PosixRegex(std::string_view Pattern) {
  std::optional<std::string> P = EreTranslator(Pattern).run();
  Valid = P && regcomp(&Re, P->c_str(), REG_EXTENDED | REG_NOSUB) == 0;
  // "^Name..." without alternation: every match starts with the word's
  // letters (less the last when a repetition follows it), so match() can
  // reject names by their first bytes before running the regex.
  if (Pattern.size() < 2 || Pattern[0] != '^' || Pattern.find('|') != std::string_view::npos)
    return;
  size_t End = 1;
  auto IsWordChar = [](char C) {
    return (C >= 'a' && C <= 'z') || (C >= 'A' && C <= 'Z') || (C >= '0' && C <= '9') || C == '_';
  };
  while (End < Pattern.size() && IsWordChar(Pattern[End]))
    ++End;
  size_t Len = End - 1;
  if (End < Pattern.size() && std::string_view("*?+{").find(Pattern[End]) != std::string_view::npos)
    Len = Len ? Len - 1 : 0;
  Prefix = std::string(Pattern.substr(1, Len));
}
