//===- Lexer.cpp - TableGen lexer and preprocessor ------------------------===//
//
// The lexer scans the NUL-terminated text of a SourceMgr buffer with raw
// pointers. It follows llvm-tblgen's lexer closely, including its error
// messages, the locations they are reported at, and the location of the
// Error token that follows them (the parser reports at that location too).
//
// Differences from llvm-tblgen, all in cases where it crashes:
//   * include nesting deeper than MaxIncludeDepth is reported as an error
//     (llvm-tblgen overflows its stack on include cycles);
//   * a line skipped by #ifdef that ends at the end of the file without a
//     newline ends the skipped region ("reached EOF without matching #endif")
//     instead of reading past the buffer.
// Nothing here recurses on the input, so huge inputs cannot overflow the
// stack either.
//
//===----------------------------------------------------------------------===//

#include "lex/Lexer.h"

#include <cstdint>
#include <cstring>
#include <set>
#include <string>
#include <unordered_map>

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TBLGEN_LEX_NO_SIMD 1
#endif
#endif
#if defined(__SSE2__) && !defined(__SANITIZE_ADDRESS__) && !defined(TBLGEN_LEX_NO_SIMD)
#include <emmintrin.h>
#define TBLGEN_LEX_SSE2 1
#endif

namespace tblgen {

namespace {

constexpr int EndOfBuffer = -1;

/// Character classes, one table lookup each (the lexer asks per byte).
enum : uint8_t { CAlpha = 1, CDigit = 2, CUnderscore = 4, CHex = 8, CBlank = 16, CLineBreak = 32 };
constexpr struct CharTable {
  uint8_t T[256] = {};
  constexpr CharTable() {
    for (int C = 'a'; C <= 'z'; ++C)
      T[C] |= CAlpha;
    for (int C = 'A'; C <= 'Z'; ++C)
      T[C] |= CAlpha;
    for (int C = '0'; C <= '9'; ++C)
      T[C] |= CDigit | CHex;
    for (int C = 'a'; C <= 'f'; ++C)
      T[C] |= CHex;
    for (int C = 'A'; C <= 'F'; ++C)
      T[C] |= CHex;
    T['_'] |= CUnderscore;
    T[' '] |= CBlank;
    T['\t'] |= CBlank;
    T['\n'] |= CLineBreak;
    T['\r'] |= CLineBreak;
  }
} Classes;
/// The first of Stops or NUL at or after P. Text ends at a NUL, so the
/// scan stops there at the latest; with SSE2 it reads aligned 16-byte
/// blocks, which never reach past the page that holds the terminating NUL.
template <char... Stops> inline const char *scanTo(const char *P) {
#ifdef TBLGEN_LEX_SSE2
  auto StopsIn = [](const char *Block) {
    __m128i V = _mm_load_si128(reinterpret_cast<const __m128i *>(Block));
    __m128i M = _mm_cmpeq_epi8(V, _mm_setzero_si128());
    ((M = _mm_or_si128(M, _mm_cmpeq_epi8(V, _mm_set1_epi8(Stops)))), ...);
    return unsigned(_mm_movemask_epi8(M));
  };
  unsigned Skip = unsigned(reinterpret_cast<uintptr_t>(P) & 15);
  const char *Block = P - Skip;
  if (unsigned M = StopsIn(Block) >> Skip)
    return P + __builtin_ctz(M);
  for (;;) {
    Block += 16;
    if (unsigned M = StopsIn(Block))
      return Block + __builtin_ctz(M);
  }
#else
  while (*P != 0 && ((*P != Stops) && ...))
    ++P;
  return P;
#endif
}

/// Where a string literal's plain run stops.
inline const char *stringStop(const char *P) { return scanTo<'"', '\\', '\n', '\r'>(P); }

inline bool inClass(int C, uint8_t Mask) { return C >= 0 && C < 256 && (Classes.T[C] & Mask); }
inline bool isAlpha(int C) { return inClass(C, CAlpha); }
inline bool isDigit(int C) { return inClass(C, CDigit); }
inline bool isHexDigit(int C) { return inClass(C, CHex); }
inline bool isIdStart(int C) { return inClass(C, CAlpha | CUnderscore); }
inline bool isIdChar(int C) { return inClass(C, CAlpha | CDigit | CUnderscore); }

/// What the first character of a token starts; lexToken dispatches on it.
enum class Lead : uint8_t {
  Invalid,
  Word,      ///< an identifier or keyword
  Digit,     ///< a number, or an identifier that starts with digits
  Sign,      ///< '+' / '-': a number, or the punctuation alone
  Single,    ///< a one-character punctuation token
  Hash,      ///< a preprocessor directive at a line start, else '#'
  Dot,       ///< '.' or '...'
  Blank,     ///< a blank (or a stray NUL read as one)
  LineBreak, ///< '\n'
  Slash,     ///< a comment
  Quote,     ///< a string literal
  Dollar,    ///< a $variable
  Bracket,   ///< '[' or a [{code fragment}]
  Bang,      ///< a !operator
};

constexpr struct LeadTable {
  Lead Kind[256] = {};
  Tok Single[256] = {}; ///< the token of a Lead::Single character
  constexpr LeadTable() {
    for (int C = 0; C != 256; ++C)
      if (Classes.T[C] & (CAlpha | CUnderscore))
        Kind[C] = Lead::Word;
      else if (Classes.T[C] & CDigit)
        Kind[C] = Lead::Digit;
    constexpr std::pair<char, Tok> Singles[] = {
        {':', Tok::Colon},   {';', Tok::Semi},    {',', Tok::Comma},   {'<', Tok::Less},
        {'>', Tok::Greater}, {']', Tok::RSquare}, {'{', Tok::LBrace},  {'}', Tok::RBrace},
        {'(', Tok::LParen},  {')', Tok::RParen},  {'=', Tok::Equal},   {'?', Tok::Question},
    };
    for (auto [C, T] : Singles) {
      Kind[(unsigned char)C] = Lead::Single;
      Single[(unsigned char)C] = T;
    }
    constexpr std::pair<char, Lead> Others[] = {
        {'+', Lead::Sign},  {'-', Lead::Sign},      {'#', Lead::Hash},    {'.', Lead::Dot},
        {' ', Lead::Blank}, {'\t', Lead::Blank},    {'\n', Lead::LineBreak}, {'/', Lead::Slash},
        {'"', Lead::Quote}, {'$', Lead::Dollar},    {'[', Lead::Bracket}, {'!', Lead::Bang},
    };
    for (auto [C, L] : Others)
      Kind[(unsigned char)C] = L;
  }
} Leads;

struct NamedTok {
  std::string_view Spelling;
  Tok Kind;
};

constexpr NamedTok Keywords[] = {
#define KEYWORD(Name, Spelling) {Spelling, Tok::Name},
#include "lex/Tokens.def"
};

constexpr NamedTok BangOps[] = {
#define BANG(Name, Spelling) {Spelling, Tok::Name},
#include "lex/Tokens.def"
};

/// A compile-time hash table over a keyword list: identifiers are looked up
/// once per token, so one probe (usually) beats scanning dozens of entries.
constexpr uint32_t nameHash(std::string_view S) {
  uint32_t H = uint32_t(S.size()) * 0x9E3779B1u;
  H ^= uint8_t(S[0]) * 0x85EBCA6Bu;
  H ^= uint8_t(S[S.size() - 1]) * 0xC2B2AE35u;
  H ^= uint8_t(S[S.size() / 2]) * 0x27D4EB2Fu;
  return H ^ (H >> 15);
}

template <size_t N> struct NameTable {
  static constexpr size_t Size = 256;
  static_assert(N * 2 < Size, "keyword table too full");
  uint8_t Slot[Size] = {}; // index + 1; 0 = empty
  constexpr explicit NameTable(const NamedTok (&T)[N]) {
    for (size_t I = 0; I < N; ++I) {
      size_t J = nameHash(T[I].Spelling) & (Size - 1);
      while (Slot[J])
        J = (J + 1) & (Size - 1);
      Slot[J] = uint8_t(I + 1);
    }
  }
};

/// Whether the keyword K is S: lengths and first characters first (most
/// identifiers that reach a keyword's slot differ there), then a byte loop
/// (keywords are short; no memcmp call).
inline bool sameName(std::string_view K, std::string_view S) {
  if (K.size() != S.size() || K[0] != S[0])
    return false;
  for (size_t I = 1; I < K.size(); ++I)
    if (K[I] != S[I])
      return false;
  return true;
}

template <size_t N>
[[gnu::always_inline]] inline Tok lookup(const NamedTok (&Table)[N], const NameTable<N> &Index,
                                         std::string_view S, Tok Default) {
  if (S.empty())
    return Default;
  for (size_t J = nameHash(S) & (NameTable<N>::Size - 1);; J = (J + 1) & (NameTable<N>::Size - 1)) {
    uint8_t E = Index.Slot[J];
    if (!E)
      return Default;
    if (sameName(Table[E - 1].Spelling, S))
      return Table[E - 1].Kind;
  }
}

constexpr NameTable<std::size(Keywords)> KeywordIndex(Keywords);
constexpr NameTable<std::size(BangOps)> BangOpIndex(BangOps);

enum class Dir : uint8_t { None, Ifdef, Ifndef, Else, Endif, Define };

struct DirName {
  Dir Kind;
  std::string_view Word;
};

constexpr DirName Directives[] = {{Dir::Ifdef, "ifdef"},
                                  {Dir::Ifndef, "ifndef"},
                                  {Dir::Else, "else"},
                                  {Dir::Endif, "endif"},
                                  {Dir::Define, "define"}};

bool isValidMacroName(std::string_view S) {
  if (S.empty() || !isIdStart((unsigned char)S[0]))
    return false;
  for (char C : S)
    if (!isIdChar((unsigned char)C))
      return false;
  return true;
}

} // namespace

std::string_view tokName(Tok K) {
  switch (K) {
  case Tok::Eof: return "end of file";
  case Tok::Error: return "error";
  case Tok::Id: return "identifier";
  case Tok::IntVal: return "integer";
  case Tok::BinaryIntVal: return "binary integer";
  case Tok::StrVal: return "string";
  case Tok::CodeFragment: return "code fragment";
  case Tok::VarName: return "variable name";
#define PUNCT(Name, Spelling)                                                  \
  case Tok::Name:                                                              \
    return "'" Spelling "'";
#define KEYWORD(Name, Spelling)                                                \
  case Tok::Name:                                                              \
    return "'" Spelling "'";
#define BANG(Name, Spelling)                                                   \
  case Tok::Name:                                                              \
    return "!" Spelling;
#include "lex/Tokens.def"
  }
  return "token";
}

struct Lexer::Impl {
  Lexer &L;
  SourceMgr &SM;
  Diagnostics &Diags;
  std::set<std::string, std::less<>> Macros;

  unsigned CurBuffer = 0;
  uint32_t Base = 0;
  const char *BufStart = nullptr;
  const char *BufEnd = nullptr; ///< The NUL sentinel.
  const char *CurPtr = nullptr;
  const char *TokStart = nullptr;

  /// An #ifdef/#ifndef (IsElse false) or #else (IsElse true) in effect.
  struct Control {
    bool IsElse;
    bool IsDefined; ///< Tokens are live in this branch.
    SrcLoc Pos;
  };
  /// One control stack per open file: a conditional must end in the file
  /// where it starts.
  std::vector<std::vector<Control>> Controls;

  /// Where a skipped region ended, by the file (path, size) and offset it
  /// starts at: the directive that ended it (the offset just past its '#').
  /// A file included again has its include guard's whole body skipped
  /// again (MLIR's dialect files include the same files dozens of times);
  /// what ends a region depends only on the text, not on the macros.
  struct SkipEnd {
    size_t FileSize;
    size_t DirOffset;
    Dir D;
  };
  std::unordered_map<std::string, SkipEnd> SkipEnds;

  bool Started = false;
  bool Done = false; ///< Eof or Error was returned; it is returned again.
  size_t MaxIncludeDepth = 1000;

  Impl(Lexer &L, SourceMgr &SM, Diagnostics &D) : L(L), SM(SM), Diags(D) {}

  SrcLoc at(const char *P) const {
    return SrcLoc(Base + uint32_t(P - BufStart));
  }

  void setBuffer(unsigned Id) {
    const SourceMgr::Buffer &B = SM.buffer(Id);
    CurBuffer = Id;
    Base = B.Base;
    BufStart = B.Text.data();
    BufEnd = BufStart + B.size();
  }

  Tok fail(const char *P, std::string_view Msg) {
    Diags.error(at(P), Msg);
    return Tok::Error;
  }

  //===--------------------------------------------------------------------===//
  // Characters and comments
  //===--------------------------------------------------------------------===//

  /// Consumes one character. Line breaks (\n, \r, \r\n, \n\r) come back as
  /// '\n'; the end of the buffer as EndOfBuffer (not consumed); a stray NUL
  /// is reported and treated as a space.
  int nextChar() {
    const unsigned char C = (unsigned char)*CurPtr;
    if (C == '\n' || C == '\r') {
      // The other of the two right after it belongs to the same break.
      const char Partner = char(C ^ ('\n' ^ '\r'));
      CurPtr += CurPtr[1] == Partner ? 2 : 1;
      return '\n';
    }
    if (C == 0) {
      if (CurPtr == BufEnd)
        return EndOfBuffer; // not consumed
      ++CurPtr;
      Diags.error(at(TokStart), "NUL character is invalid in source; treated as space");
      return ' ';
    }
    ++CurPtr;
    return C;
  }

  /// CurPtr is at the second '/': skips to the next line break or the end.
  void skipLineComment() {
    const char *P = CurPtr + 1;
    size_t Len = size_t(BufEnd - P);
    const char *NL = static_cast<const char *>(std::memchr(P, '\n', Len));
    if (!NL)
      NL = BufEnd;
    if (const void *CR = std::memchr(P, '\r', size_t(NL - P)))
      NL = static_cast<const char *>(CR);
    CurPtr = NL;
  }

  /// CurPtr is at the '*' of "/*" and TokStart at the '/'. Skips a nestable
  /// block comment; returns true (after reporting) if it is unterminated.
  bool skipBlockComment() {
    const char *P = CurPtr + 1;
    unsigned Depth = 1;
    for (;;) {
      char C = *P++;
      if (C == '*') {
        if (*P == '/') {
          ++P;
          if (--Depth == 0) {
            CurPtr = P;
            return false;
          }
        }
      } else if (C == '/') {
        if (*P == '*') {
          ++P;
          ++Depth;
        }
      } else if (C == 0) {
        if (P - 1 == BufEnd) {
          CurPtr = P - 1;
          Diags.error(at(TokStart), "unterminated comment");
          return true;
        }
        CurPtr = P;
        Diags.error(at(TokStart),
                    "NUL character is invalid in source; treated as space");
      }
    }
  }

  //===--------------------------------------------------------------------===//
  // Tokens
  //===--------------------------------------------------------------------===//

  /// Lexes one token. `include` comes back as Tok::Include; lex() handles
  /// it. LineStart says whether only blanks and comments precede the token
  /// on its line (preprocessor directives are recognized only then).
  [[gnu::always_inline]] Tok lexToken(bool LineStart) {
    for (;;) {
      // Blanks and line breaks, one table lookup per character (the switch
      // below would see them one at a time).
      {
        const char *P = CurPtr;
        uint8_t Seen = 0;
        for (uint8_t Class; (Class = Classes.T[(unsigned char)*P]) & (CBlank | CLineBreak); ++P)
          Seen |= Class;
        CurPtr = P;
        if (Seen & CLineBreak)
          LineStart = true;
      }
      TokStart = CurPtr;
      const int C = nextChar();
      if (C == EndOfBuffer) {
        if (leaveFile()) {
          LineStart = false;
          continue;
        }
        return Tok::Eof;
      }
      switch (Leads.Kind[C]) {
      case Lead::Word:
        return lexIdentifier();
      case Lead::Digit:
        return digitsMakeIdentifier() ? lexIdentifier() : lexNumber();
      case Lead::Sign:
        return lexNumber();
      case Lead::Single:
        return Leads.Single[C];
      case Lead::Quote:
        return lexString();
      case Lead::Dollar:
        return lexVarName();
      case Lead::Bracket:
        return lexBracket();
      case Lead::Bang:
        return lexBang();
      case Lead::Hash:
        if (LineStart) {
          if (Dir D = directiveAt(); D != Dir::None) {
            if (!directive(D, /*Live=*/true))
              return Tok::Error;
            LineStart = false;
            continue;
          }
        }
        return Tok::Paste;
      case Lead::Dot:
        if (*CurPtr != '.')
          return Tok::Dot;
        if (CurPtr[1] != '.') {
          ++CurPtr;
          return fail(TokStart, "invalid '..' punctuation");
        }
        CurPtr += 2;
        return Tok::DotDotDot;
      case Lead::Blank:
        while (Classes.T[(unsigned char)*CurPtr] & CBlank)
          ++CurPtr;
        continue;
      case Lead::LineBreak:
        LineStart = true;
        continue;
      case Lead::Slash:
        if (*CurPtr == '/') {
          skipLineComment();
          continue;
        }
        if (*CurPtr != '*')
          return fail(TokStart, "unexpected character");
        if (skipBlockComment())
          return Tok::Error;
        continue;
      case Lead::Invalid:
        break;
      }
      return fail(TokStart, "unexpected character");
    }
  }

  /// The token starts with a digit (CurPtr just after it). Digits followed
  /// by an identifier character (as pasting makes them: `foo#8i`) form an
  /// identifier, unless what follows the digits reads as the rest of a
  /// binary or hex literal ("0b1...", "0x1f..."; any digits before the 'b'
  /// or 'x' count, as in llvm-tblgen).
  bool digitsMakeIdentifier() const {
    const char *P = CurPtr;
    while (isDigit((unsigned char)*P))
      ++P;
    const int Stop = (unsigned char)*P;
    if (Stop == 'b' && (P[1] == '0' || P[1] == '1'))
      return false;
    if (Stop == 'x' && isHexDigit((unsigned char)P[1]))
      return false;
    return isIdStart(Stop);
  }

  Tok lexIdentifier() {
    const char *P = CurPtr;
    while (isIdChar((unsigned char)*P))
      ++P;
    CurPtr = P;
    std::string_view S(TokStart, size_t(P - TokStart));
    Tok K = lookup(Keywords, KeywordIndex, S, Tok::Id);
    if (K == Tok::Id)
      L.StrV = S;
    return K;
  }

  /// [-+]?[0-9]+ | 0x[0-9a-fA-F]+ | 0b[01]+ ; CurPtr is one past the first
  /// character.
  Tok lexNumber() {
    unsigned Radix = 0;
    const char *NumStart = nullptr;
    if (CurPtr[-1] == '0') {
      if (*CurPtr == 'x') {
        Radix = 16;
        NumStart = CurPtr + 1;
        do
          ++CurPtr;
        while (isHexDigit((unsigned char)*CurPtr));
      } else if (*CurPtr == 'b') {
        Radix = 2;
        NumStart = CurPtr + 1;
        do
          ++CurPtr;
        while (*CurPtr == '0' || *CurPtr == '1');
      }
    }

    bool Negative = false;
    if (Radix == 0) {
      if (!isDigit((unsigned char)*CurPtr)) {
        if (CurPtr[-1] == '-')
          return Tok::Minus;
        if (CurPtr[-1] == '+')
          return Tok::Plus;
      }
      Radix = 10;
      NumStart = TokStart;
      Negative = CurPtr[-1] == '-';
      while (isDigit((unsigned char)*CurPtr))
        ++CurPtr;
    }

    const char *Digits = NumStart;
    if (Radix == 10 && (*Digits == '-' || *Digits == '+'))
      ++Digits;
    if (CurPtr == Digits)
      return fail(TokStart, "invalid number");

    // Range rules of strtoull (strtoll for negative decimals).
    uint64_t V = 0;
    bool Overflow = false;
    for (const char *P = Digits; P != CurPtr && !Overflow; ++P) {
      unsigned D;
      char C = *P;
      if (isDigit((unsigned char)C))
        D = unsigned(C - '0');
      else if (C >= 'a' && C <= 'f')
        D = unsigned(C - 'a' + 10);
      else
        D = unsigned(C - 'A' + 10);
      if (V > (UINT64_MAX - D) / Radix)
        Overflow = true;
      else
        V = V * Radix + D;
    }
    if (Negative && V > uint64_t(1) << 63)
      Overflow = true;
    if (Overflow)
      return fail(TokStart, "number out of range");

    if (Negative)
      L.IntV = V == uint64_t(1) << 63 ? INT64_MIN : -int64_t(V);
    else
      L.IntV = int64_t(V);
    if (Radix == 2) {
      L.BinWidth = unsigned(CurPtr - TokStart - 2);
      return Tok::BinaryIntVal;
    }
    return Tok::IntVal;
  }

  Tok lexString() {
    const char *StrStart = CurPtr;
    // Most literals have no escapes: their text is the source's.
    {
      const char *P = stringStop(CurPtr);
      if (*P == '"') {
        L.StrV = std::string_view(StrStart, size_t(P - StrStart));
        CurPtr = P + 1;
        return Tok::StrVal;
      }
    }
    std::string &S = L.Str;
    S.clear();
    for (;;) {
      const char *Run = CurPtr;
      CurPtr = stringStop(CurPtr);
      S.append(Run, size_t(CurPtr - Run));

      switch (*CurPtr) {
      case '"':
        ++CurPtr;
        L.StrV = S;
        return Tok::StrVal;
      case '\n':
      case '\r':
        return fail(StrStart, "end of line in string literal");
      case 0:
        if (CurPtr == BufEnd)
          return fail(StrStart, "end of file in string literal");
        S.push_back('\0'); // A stray NUL is kept in the string.
        ++CurPtr;
        continue;
      default: // Backslash.
        break;
      }

      ++CurPtr;
      switch (*CurPtr) {
      case '\\':
      case '\'':
      case '"':
        S.push_back(*CurPtr++);
        break;
      case 't':
        S.push_back('\t');
        ++CurPtr;
        break;
      case 'n':
        S.push_back('\n');
        ++CurPtr;
        break;
      case '\n':
      case '\r':
        return fail(CurPtr, "escaped newlines not supported in tblgen");
      case 0:
        if (CurPtr == BufEnd)
          return fail(StrStart, "end of file in string literal");
        [[fallthrough]];
      default:
        return fail(CurPtr, "invalid escape in string literal");
      }
    }
  }

  Tok lexVarName() {
    if (!isIdStart((unsigned char)*CurPtr))
      return fail(TokStart, "invalid variable name");
    const char *Start = CurPtr++;
    while (isIdChar((unsigned char)*CurPtr))
      ++CurPtr;
    L.StrV = std::string_view(Start, size_t(CurPtr - Start));
    return Tok::VarName;
  }

  /// '[' or a code fragment "[{ ... }]". The fragment ends at the first '}'
  /// whose next character is ']'; the character after a '}' is consumed
  /// even when it is another '}' (so "}}]" does not end it), as in
  /// llvm-tblgen.
  Tok lexBracket() {
    if (*CurPtr != '{')
      return Tok::LSquare;
    ++CurPtr;
    const char *CodeStart = CurPtr;
    const char *P = CurPtr;
    for (;;) {
      P = scanTo<'}'>(P);
      if (*P == 0) {
        if (P == BufEnd)
          break;
        ++P;
        Diags.error(at(TokStart),
                    "NUL character is invalid in source; treated as space");
        continue;
      }
      ++P; // The '}'.
      if (*P == ']') {
        L.StrV = std::string_view(CodeStart, size_t(P - 1 - CodeStart));
        CurPtr = P + 1;
        return Tok::CodeFragment;
      }
      if (*P == 0) {
        if (P == BufEnd)
          break;
        Diags.error(at(TokStart),
                    "NUL character is invalid in source; treated as space");
      }
      ++P;
    }
    CurPtr = BufEnd;
    return fail(CodeStart - 2, "unterminated code block");
  }

  Tok lexBang() {
    if (!isAlpha((unsigned char)*CurPtr))
      return fail(CurPtr - 1, "invalid \"!operator\"");
    const char *Start = CurPtr++;
    while (isAlpha((unsigned char)*CurPtr))
      ++CurPtr;
    Tok K = lookup(BangOps, BangOpIndex, std::string_view(Start, size_t(CurPtr - Start)),
                   Tok::Error);
    if (K == Tok::Error)
      return fail(Start - 1, "unknown operator");
    return K;
  }

  //===--------------------------------------------------------------------===//
  // Include files
  //===--------------------------------------------------------------------===//

  /// The string token after `include` has just been lexed: opens the file
  /// and continues in it.
  bool enterInclude() {
    if (Controls.size() > MaxIncludeDepth) {
      fail(TokStart, "include nested too deeply (more than " +
                         std::to_string(MaxIncludeDepth) +
                         " levels; raise the limit with --max-include-depth)");
      return false;
    }
    std::string FullPath;
    std::string Name(L.StrV);
    int Id = SM.addIncludeFile(Name, at(CurPtr), FullPath);
    if (Id < 0) {
      fail(TokStart, "could not find include file '" + Name + "'");
      return false;
    }
    setBuffer(unsigned(Id));
    CurPtr = BufStart;
    Controls.emplace_back();
    return true;
  }

  /// At the end of the current buffer: returns to the includer (true), or
  /// reports an unterminated conditional / finishes (false).
  bool leaveFile() {
    if (!Controls.back().empty()) {
      reportOpenConditional();
      return false;
    }
    if (Controls.size() == 1)
      return false;
    Controls.pop_back();
    SrcLoc Parent = SM.buffer(CurBuffer).IncludeLoc;
    setBuffer(unsigned(SM.findBuffer(Parent)));
    CurPtr = BufStart + (Parent.Raw - Base);
    TokStart = CurPtr;
    return true;
  }

  //===--------------------------------------------------------------------===//
  // Preprocessor
  //===--------------------------------------------------------------------===//

  /// CurPtr is just past a '#': is a directive name next, followed by a
  /// blank, a line break, or a comment? (Like llvm-tblgen, a 0xFF byte is
  /// also accepted there: it reads as EOF in a signed char.)
  Dir directiveAt() const {
    for (const DirName &D : Directives) {
      size_t N = D.Word.size();
      if (size_t(BufEnd - CurPtr) < N ||
          std::memcmp(CurPtr, D.Word.data(), N) != 0)
        continue;
      unsigned char Next = (unsigned char)CurPtr[N];
      if (Next == ' ' || Next == '\t' || Next == '\n' || Next == '\r' ||
          Next == 0xFF)
        return D.Kind;
      if (Next == '/') {
        char After = CurPtr[N + 1];
        if (After == '*' || After == '/')
          return D.Kind;
      }
    }
    return Dir::None;
  }

  static std::string_view dirWord(Dir D) {
    for (const DirName &N : Directives)
      if (N.Kind == D)
        return N.Word;
    return {};
  }

  /// After a directive word: blanks, then a macro name. TokStart is left at
  /// the name (or where it should have been).
  std::string_view lexMacroName() {
    while (*CurPtr == ' ' || *CurPtr == '\t')
      ++CurPtr;
    TokStart = CurPtr;
    if (isIdStart((unsigned char)*CurPtr)) {
      ++CurPtr;
      while (isIdChar((unsigned char)*CurPtr))
        ++CurPtr;
    }
    return std::string_view(TokStart, size_t(CurPtr - TokStart));
  }

  /// Only blanks and comments may follow a directive on its line. Returns
  /// false otherwise (TokStart then points at the offending character).
  bool skipDirectiveEnd() {
    while (CurPtr != BufEnd) {
      switch (*CurPtr) {
      case ' ':
      case '\t':
        ++CurPtr;
        break;
      case '\n':
      case '\r':
        return true;
      case '/':
        if (CurPtr[1] == '/') {
          ++CurPtr;
          skipLineComment();
          break;
        }
        if (CurPtr[1] == '*') {
          TokStart = CurPtr;
          ++CurPtr;
          if (skipBlockComment())
            return false;
          break;
        }
        TokStart = CurPtr;
        Diags.error(at(CurPtr), "unexpected character");
        return false;
      default:
        TokStart = CurPtr;
        return false;
      }
    }
    return true;
  }

  /// In a skipped region: skips blanks, line breaks and block comments.
  bool skipLineBegin() {
    while (CurPtr != BufEnd) {
      switch (*CurPtr) {
      case ' ':
      case '\t':
      case '\n':
      case '\r':
        ++CurPtr;
        break;
      case '/':
        if (CurPtr[1] != '*')
          return true;
        TokStart = CurPtr;
        ++CurPtr;
        if (skipBlockComment())
          return false;
        break;
      default:
        return true;
      }
    }
    return true;
  }

  bool processingEnabled() const {
    for (const Control &C : Controls.back())
      if (!C.IsDefined)
        return false;
    return true;
  }

  void reportOpenConditional() {
    Diags.error(at(BufEnd), "reached EOF without matching #endif");
    Diags.error(Controls.back().back().Pos,
                "the latest preprocessor control is here");
    TokStart = CurPtr;
  }

  /// Handles directive D; CurPtr is just past its '#'. Live: tokens were
  /// being returned (on success lexing goes on after the directive or the
  /// region it disables). Otherwise we are inside a skipped region. Returns
  /// false after reporting an error.
  bool directive(Dir D, bool Live) {
    TokStart = CurPtr;
    CurPtr += dirWord(D).size();

    switch (D) {
    case Dir::Ifdef:
    case Dir::Ifndef: {
      std::string_view IfName = D == Dir::Ifdef ? "#ifdef" : "#ifndef";
      std::string_view Name = lexMacroName();
      if (Name.empty()) {
        fail(TokStart, "expected macro name after " + std::string(IfName));
        return false;
      }
      bool Taken = Macros.find(Name) != Macros.end();
      if (D == Dir::Ifndef)
        Taken = !Taken;
      Controls.back().push_back({false, Taken, at(TokStart)});
      if (!skipDirectiveEnd()) {
        fail(CurPtr, "only comments are supported after " +
                         std::string(IfName) + " NAME");
        return false;
      }
      if (!Live || Taken)
        return true;
      return skipRegion();
    }
    case Dir::Else: {
      if (Controls.back().empty()) {
        fail(TokStart, "#else without #ifdef or #ifndef");
        return false;
      }
      Control Prev = Controls.back().back();
      if (Prev.IsElse) {
        Diags.error(at(TokStart), "double #else");
        Diags.error(Prev.Pos, "previous #else is here");
        return false;
      }
      Controls.back().back() = {true, !Prev.IsDefined, at(TokStart)};
      if (!skipDirectiveEnd()) {
        fail(CurPtr, "only comments are supported after #else");
        return false;
      }
      return Live ? skipRegion() : true;
    }
    case Dir::Endif:
      if (Controls.back().empty()) {
        fail(TokStart, "#endif without #ifdef");
        return false;
      }
      if (!skipDirectiveEnd()) {
        fail(CurPtr, "only comments are supported after #endif");
        return false;
      }
      Controls.back().pop_back();
      return true;
    case Dir::Define: {
      std::string_view Name = lexMacroName();
      if (Name.empty()) {
        fail(TokStart, "expected macro name after #define");
        return false;
      }
      if (!Macros.emplace(Name).second)
        Diags.warning(at(TokStart),
                      "duplicate definition of macro: " + std::string(Name));
      if (!skipDirectiveEnd()) {
        fail(CurPtr, "only comments are supported after #define NAME");
        return false;
      }
      return true;
    }
    case Dir::None:
      break;
    }
    return false;
  }

  /// Whether P is at a line start as a skipped region sees lines: only
  /// blanks and line breaks, a '\n' among them, lie between the previous
  /// other character and P.
  bool startsLine(const char *P) const {
    bool Newline = false;
    while (P != BufStart) {
      char C = *--P;
      if (C == '\n')
        Newline = true;
      else if (C != ' ' && C != '\t' && C != '\r')
        return Newline;
    }
    return Newline;
  }

  /// Skips lines until an #else or #endif re-enables tokens. Only lines
  /// whose first non-blank (outside block comments) is '#' are looked at.
  /// The scan jumps from one '#' or '/' to the next (16 bytes at a time with
  /// SSE2) and looks back over blanks to learn whether it starts a line; a
  /// block comment at a line start is skipped as a whole, with what follows
  /// it at that line start.
  bool skipRegion() {
    const SourceMgr::Buffer &Buf = SM.buffer(CurBuffer);
    std::string Key = Buf.Name;
    Key += '\0';
    Key += std::to_string(CurPtr - BufStart);
    if (auto It = SkipEnds.find(Key); It != SkipEnds.end() && It->second.FileSize == Buf.size()) {
      CurPtr = BufStart + It->second.DirOffset;
      if (!directive(It->second.D, /*Live=*/false))
        return false;
      if (processingEnabled())
        return true;
    }
    const char *P = CurPtr;
    for (;;) {
      P = scanTo<'#', '/'>(P);
      if (*P == 0) {
        if (P == BufEnd)
          break;
        ++P; // a stray NUL
        continue;
      }
      if (!startsLine(P) || (*P == '/' && P[1] != '*')) {
        ++P;
        continue;
      }
      CurPtr = P;
      if (*P == '/') {
        if (!skipLineBegin())
          return false;
        if (*CurPtr != '#') {
          P = CurPtr;
          continue;
        }
      }
      ++CurPtr; // past the '#'
      Dir D = directiveAt();
      if (D != Dir::None && D != Dir::Define) {
        size_t DirOffset = size_t(CurPtr - BufStart);
        if (!directive(D, /*Live=*/false))
          return false;
        if (processingEnabled()) {
          SkipEnds.insert({std::move(Key), SkipEnd{Buf.size(), DirOffset, D}});
          return true;
        }
      }
      P = CurPtr;
    }
    CurPtr = BufEnd;
    reportOpenConditional();
    return false;
  }

  //===--------------------------------------------------------------------===//

  [[gnu::always_inline]] Tok next() {
    bool LineStart = CurPtr == BufStart;
    unsigned PendingIncludes = 0;
    for (;;) {
      Tok T = lexToken(LineStart);
      if (T == Tok::Include) {
        // The token after `include` must be the file name (it may itself be
        // reached through further includes, as in llvm-tblgen).
        ++PendingIncludes;
        LineStart = false;
        continue;
      }
      if (PendingIncludes == 0 || T == Tok::Error)
        return T;
      if (T != Tok::StrVal) {
        fail(TokStart, "expected filename after include");
        return Tok::Error;
      }
      if (!enterInclude())
        return Tok::Error;
      --PendingIncludes;
      LineStart = CurPtr == BufStart;
    }
  }
};

Lexer::Lexer(SourceMgr &SM, Diagnostics &Diags,
             const std::vector<std::string> &Defines) {
  for (const std::string &M : Defines) {
    if (!isValidMacroName(M)) {
      Diags.error("invalid macro name `" + M + "` specified on command line");
      throw FatalError{};
    }
  }
  P = new Impl(*this, SM, Diags);
  for (const std::string &M : Defines)
    P->Macros.insert(M);
}

Lexer::~Lexer() { delete P; }

void Lexer::setMaxIncludeDepth(size_t Depth) { P->MaxIncludeDepth = Depth; }

void Lexer::start(unsigned BufferId) {
  P->setBuffer(BufferId);
  P->CurPtr = P->BufStart;
  P->TokStart = P->CurPtr;
  P->Controls.clear();
  P->Controls.emplace_back();
  P->Started = true;
  P->Done = false;
  Kind = Tok::Eof;
  TokLoc = TokEnd = P->at(P->CurPtr);
}

namespace {
/// The tokens that one character makes whatever follows it (Tok::Eof: none
/// such). '.' and '[' make one unless the next character is '.' or '{'.
constexpr struct SingleCharTable {
  Tok T[256] = {};
  constexpr SingleCharTable() {
    for (Tok &K : T)
      K = Tok::Eof;
    T[':'] = Tok::Colon;
    T[';'] = Tok::Semi;
    T[','] = Tok::Comma;
    T['<'] = Tok::Less;
    T['>'] = Tok::Greater;
    T[']'] = Tok::RSquare;
    T['{'] = Tok::LBrace;
    T['}'] = Tok::RBrace;
    T['('] = Tok::LParen;
    T[')'] = Tok::RParen;
    T['='] = Tok::Equal;
    T['?'] = Tok::Question;
    T['.'] = Tok::Dot;
    T['['] = Tok::LSquare;
  }
} SingleChar;
} // namespace

// Most tokens are identifiers, keywords and punctuation after blanks and
// line breaks: they are lexed here, in a smaller frame than the full lexer.
// Anything else (numbers, strings, comments, directives, `include`, the end
// of a buffer, errors) goes to the full lexer from the same position, which
// skips the blanks again to learn whether the token starts a line.
Tok Lexer::lex() {
  Impl &I = *P;
  if (I.Started && !I.Done) [[likely]] {
    const char *Q = I.CurPtr;
    while (Classes.T[(unsigned char)*Q] & (CBlank | CLineBreak))
      ++Q;
    unsigned char C = (unsigned char)*Q;
    if (Classes.T[C] & (CAlpha | CUnderscore)) {
      const char *E = Q + 1;
      while (Classes.T[(unsigned char)*E] & (CAlpha | CDigit | CUnderscore))
        ++E;
      std::string_view S(Q, size_t(E - Q));
      Tok K = lookup(Keywords, KeywordIndex, S, Tok::Id);
      if (K != Tok::Include) [[likely]] {
        if (K == Tok::Id)
          StrV = S;
        I.TokStart = Q;
        I.CurPtr = E;
        Kind = K;
        TokLoc = I.at(Q);
        TokEnd = I.at(E);
        return K;
      }
    } else if (Tok K = SingleChar.T[C]; K != Tok::Eof) {
      if (!((C == '.' && Q[1] == '.') || (C == '[' && Q[1] == '{'))) {
        I.TokStart = Q;
        I.CurPtr = Q + 1;
        Kind = K;
        TokLoc = I.at(Q);
        TokEnd = I.at(Q + 1);
        return K;
      }
    }
  }
  return lexSlow();
}

Tok Lexer::lexSlow() {
  if (!P->Started || P->Done)
    return Kind;
  Kind = P->next();
  if (Kind == Tok::Eof || Kind == Tok::Error)
    P->Done = true;
  TokLoc = P->at(P->TokStart);
  TokEnd = P->at(P->CurPtr);
  return Kind;
}

char Lexer::peekChar() const {
  if (!P->Started)
    return 0;
  const char *Q = P->CurPtr;
  while (*Q == ' ' || *Q == '\t' || *Q == '\n' || *Q == '\r')
    ++Q;
  return *Q;
}

} // namespace tblgen
