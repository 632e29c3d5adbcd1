//===- Ops.cpp - Operator values: construction, folding, printing ---------===//
//
// The bang operators (!add, !foreach, !cond, ...), list indexing and slicing,
// and the paste operator. Each operator value is uniqued in the keeper's
// InitPool; Fold() evaluates it as far as its operands allow and
// resolveReferences() substitutes variables and folds again.
//
// Folding follows llvm-tblgen 22 exactly, including which operand shapes are
// left unevaluated and which errors are reported, because --print-records
// output (partially evaluated expressions included) is compared byte for byte.
//
//===----------------------------------------------------------------------===//

#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include "record/Pools.h"
#include "tblgen/SmallVec.h"

#include <regex.h>

#include <algorithm>
#include <climits>
#include <optional>
#include <string>
#include <vector>

using namespace tblgen;

namespace {

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// Reports a fatal error at the current record's location, or without a
/// location when there is no current record.
[[noreturn]] void fatalAt(const Record *CurRec, std::string_view Msg) {
  if (CurRec)
    PrintFatalError(CurRec->getLocs(), Msg);
  PrintFatalError(Msg);
}

/// Reports a (non-fatal) error at the current record's location.
void errorAt(const Record *CurRec, std::string_view Msg) {
  if (CurRec)
    PrintError(CurRec->getLocs(), Msg);
  else
    PrintError(Msg);
}

SrcLoc locOf(const Record *CurRec) {
  return CurRec && !CurRec->getLocs().empty() ? CurRec->getLocs().front() : SrcLoc();
}

/// Fails unless a list of Count elements is within the list size limit.
/// Count is the distance between two int64 values, so it may be 2^64 - 1.
void checkListSize(RecordKeeper &RK, const Record *CurRec, uint64_t CountMinusOne,
                   std::string_view Op) {
  uint64_t Max = RK.getLimits().MaxListSize;
  if (Max && CountMinusOne >= Max)
    RK.limitExceeded(locOf(CurRec), std::string(Op) + " list", "max-list-size", Max);
}

/// Fails when a string being built has grown past the string size limit
/// (checked while building, so that the temporary stays bounded too).
void checkStringSize(RecordKeeper &RK, size_t Size) {
  uint64_t Max = RK.getLimits().MaxStringSize;
  if (Max && Size > Max)
    RK.limitExceeded(SrcLoc(), "string of " + std::to_string(Size) + " bytes", "max-string-size",
                     Max);
}

/// One level of !foreach, !foldl or !filter evaluation, counted against
/// the evaluation depth limit.
class EvalDepthGuard {
public:
  EvalDepthGuard(RecordKeeper &RK, const Record *CurRec, std::string_view Op)
      : Depth(RK.evalDepth()) {
    if (++Depth > RK.getLimits().MaxEvalDepth) {
      --Depth;
      RK.limitExceeded(locOf(CurRec), "nesting of " + std::string(Op) + " evaluation",
                       "max-eval-depth", RK.getLimits().MaxEvalDepth);
    }
  }
  ~EvalDepthGuard() { --Depth; }
  EvalDepthGuard(const EvalDepthGuard &) = delete;
  EvalDepthGuard &operator=(const EvalDepthGuard &) = delete;

private:
  unsigned &Depth;
};

/// V as an IntInit after the implicit conversion to int, or null.
const IntInit *asInt(const Init *V) {
  if (auto *I = dyn_cast<IntInit>(V))
    return I;
  RecordKeeper &RK = V->getRecordKeeper();
  return dyn_cast<IntInit>(V->convertInitializerTo(IntRecTy::get(RK)));
}

template <typename T> const T *lookup(InitPool &Pool, const Profile &P) {
  return static_cast<const T *>(Pool.find(P));
}

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

/// A compiled extended regular expression with LLVM's (BSD regcomp's)
/// notion of validity; matching uses the C library.
class PosixRegex {
public:
  explicit PosixRegex(std::string_view Pattern) {
    std::optional<std::string> P = EreTranslator(Pattern).run();
    Valid = P && regcomp(&Re, P->c_str(), REG_EXTENDED | REG_NOSUB) == 0;
  }
  ~PosixRegex() {
    if (Valid)
      regfree(&Re);
  }
  PosixRegex(const PosixRegex &) = delete;
  PosixRegex &operator=(const PosixRegex &) = delete;

  bool isValid() const { return Valid; }
  /// Does the pattern match anywhere in S?
  bool match(std::string_view S) const {
#ifdef REG_STARTEND
    regmatch_t M[1];
    M[0].rm_so = 0;
    M[0].rm_eo = regoff_t(S.size());
    return regexec(&Re, S.data() ? S.data() : "", 1, M, REG_STARTEND) == 0;
#else
    std::string Copy(S);
    return regexec(&Re, Copy.c_str(), 0, nullptr, 0) == 0;
#endif
  }

private:
  regex_t Re;
  bool Valid = false;
};

const char *const UnOpSpellings[] = {
#define UNOP(E, S) S,
#include "tblgen/BangOps.def"
};
const char *const BinOpSpellings[] = {
#define BINOP(E, S) S,
#include "tblgen/BangOps.def"
};
const char *const TernOpSpellings[] = {
#define TERNOP(E, S) S,
#include "tblgen/BangOps.def"
};

std::string asciiLower(std::string_view S) {
  std::string R(S);
  for (char &C : R)
    if (C >= 'A' && C <= 'Z')
      C = char(C - 'A' + 'a');
  return R;
}

std::string asciiUpper(std::string_view S) {
  std::string R(S);
  for (char &C : R)
    if (C >= 'a' && C <= 'z')
      C = char(C - 'a' + 'A');
  return R;
}

const StringInit *concatStrings(const StringInit *A, const StringInit *B) {
  std::string_view L = A->getValue(), R = B->getValue();
  SmallVec<char, 256> Buf;
  Buf.resize(L.size() + R.size());
  if (!L.empty())
    std::memcpy(Buf.data(), L.data(), L.size());
  if (!R.empty())
    std::memcpy(Buf.data() + L.size(), R.data(), R.size());
  return StringInit::get(A->getRecordKeeper(), std::string_view(Buf.data(), Buf.size()),
                         StringInit::determineFormat(A->getFormat(), B->getFormat()));
}

const ListInit *concatLists(const ListInit *A, const ListInit *B) {
  SmallVec<const Init *, 32> Elts;
  Elts.reserve(A->size() + B->size());
  for (const Init *E : A->getValues())
    Elts.push_back(E);
  for (const Init *E : B->getValues())
    Elts.push_back(E);
  return ListInit::get(Elts, A->getElementType());
}

/// !interleave of a list of strings; null when an element is not a string.
const StringInit *interleaveStrings(const ListInit *List, const StringInit *Sep) {
  RecordKeeper &RK = List->getRecordKeeper();
  if (List->empty())
    return StringInit::get(RK, "");
  std::string Out;
  StringInit::Format Fmt = StringInit::SF_String;
  for (size_t I = 0; I < List->size(); ++I) {
    const auto *S = dyn_cast<StringInit>(List->getElement(I));
    if (!S)
      return nullptr;
    if (I) {
      Out += Sep->getValue();
      Fmt = StringInit::determineFormat(Fmt, S->getFormat());
    }
    Out += S->getValue();
    checkStringSize(RK, Out.size());
  }
  return StringInit::get(RK, Out, Fmt);
}

/// !interleave of a list of integers (or values convertible to int).
const StringInit *interleaveInts(const ListInit *List, const StringInit *Sep) {
  RecordKeeper &RK = List->getRecordKeeper();
  if (List->empty())
    return StringInit::get(RK, "");
  std::string Out;
  for (size_t I = 0; I < List->size(); ++I) {
    const IntInit *V = asInt(List->getElement(I));
    if (!V)
      return nullptr;
    if (I)
      Out += Sep->getValue();
    Out += V->getAsString();
    checkStringSize(RK, Out.size());
  }
  return StringInit::get(RK, Out);
}

/// The argument number a !getdagarg / !setdagarg / !setdagname key selects:
/// an index or an argument name. On failure, Err says why.
std::optional<unsigned> dagArgNumber(const DagInit *Dag, const Init *Key, std::string &Err) {
  if (const auto *Idx = dyn_cast<IntInit>(Key)) {
    int64_t Pos = Idx->getValue();
    if (Pos < 0) {
      Err = "index " + std::to_string(Pos) + " is negative";
      return std::nullopt;
    }
    if (Pos >= int64_t(Dag->getNumArgs())) {
      Err = "index " + std::to_string(Pos) + " is out of range (dag has " +
            std::to_string(Dag->getNumArgs()) + " arguments)";
      return std::nullopt;
    }
    return unsigned(Pos);
  }
  const auto *Name = cast<StringInit>(Key);
  std::optional<unsigned> No = Dag->getArgNo(Name->getValue());
  if (!No)
    Err = "key '" + std::string(Name->getValue()) + "' is not found";
  return No;
}

std::vector<const StringInit *> argNames(const DagInit *D) {
  auto N = D->getArgNames();
  return {N.begin(), N.end()};
}
std::vector<const Init *> args(const DagInit *D) {
  auto A = D->getArgs();
  return {A.begin(), A.end()};
}

/// Is Name the name of CurRec (possibly still anonymous)?
bool namesCurrentRecord(const StringInit *Name, const Record *CurRec) {
  if (!CurRec)
    return false;
  if (Name == CurRec->getNameInit())
    return true;
  const auto *Anon = dyn_cast<AnonymousNameInit>(CurRec->getNameInit());
  return Anon && Name == Anon->getNameInit();
}

} // namespace

//===----------------------------------------------------------------------===//
// OpInit
//===----------------------------------------------------------------------===//

const Init *OpInit::getBit(unsigned Bit) const {
  // Only the unary, binary and ternary operators stand for their own bit when
  // they are of type bit; the other operator values always take a bit
  // reference (they are not OpInits in LLVM).
  Kind K = getKind();
  bool Simple = K == UnOpKind || K == BinOpKind || K == TernOpKind;
  if (Simple && getType() == BitRecTy::get(getRecordKeeper()))
    return this;
  return VarBitInit::get(this, Bit);
}

//===----------------------------------------------------------------------===//
// UnOpInit
//===----------------------------------------------------------------------===//

const UnOpInit *UnOpInit::get(UnaryOp Op, const Init *LHS, const RecTy *T) {
  InitPool &Pool = T->getRecordKeeper().inits();
  uint64_t H = ProfileHasher(4).add(uint64_t(UnOpKind)).add(uint64_t(Op)).add(LHS).add(T).hash();
  if (const auto *I = Pool.findAs<UnOpInit>(H, [&](const UnOpInit *U) {
        return U->getOpcode() == Op && U->getOperand() == LHS && U->getType() == T;
      }))
    return I;
  auto *I = Pool.make<UnOpInit>(Op, LHS, T);
  Pool.insertHashed(H, I);
  return I;
}

// The getFolded functions evaluate an operator on a probe that lives on the
// stack; only when it does not fold is the expression interned.
const Init *UnOpInit::getFolded(UnaryOp Op, const Init *LHS, const RecTy *T, const Record *CurRec,
                                bool IsFinal) {
  return foldOrIntern(
      UnOpInit(Op, LHS, T), [&] { return get(Op, LHS, T); },
      [&](const UnOpInit &U) { return U.Fold(CurRec, IsFinal); });
}

const Init *UnOpInit::Fold(const Record *CurRec, bool IsFinal) const {
  RecordKeeper &RK = getRecordKeeper();
  switch (getOpcode()) {
  case Repr:
    if (LHS->isConcrete()) {
      if (const auto *D = dyn_cast<DefInit>(LHS)) {
        OStream OS;
        OS << *D->getDef();
        return StringInit::get(RK, OS.str());
      }
      return StringInit::get(RK, LHS->getAsString());
    }
    break;

  case ToLower:
    if (const auto *S = dyn_cast<StringInit>(LHS))
      return StringInit::get(RK, asciiLower(S->getValue()));
    break;

  case ToUpper:
    if (const auto *S = dyn_cast<StringInit>(LHS))
      return StringInit::get(RK, asciiUpper(S->getValue()));
    break;

  case Cast:
    if (isa<StringRecTy>(getType())) {
      if (const auto *S = dyn_cast<StringInit>(LHS))
        return S;
      if (const auto *D = dyn_cast<DefInit>(LHS))
        return StringInit::get(RK, D->getAsString());
      if (const IntInit *I = asInt(LHS))
        return StringInit::get(RK, I->getAsString());
    } else if (isa<RecordRecTy>(getType())) {
      if (const auto *Name = dyn_cast<StringInit>(LHS)) {
        const Record *D = RK.getDef(Name->getValue());
        if (!D && namesCurrentRecord(Name, CurRec)) {
          // A record may name itself, but only the final resolution knows
          // its complete type.
          if (!IsFinal)
            return this;
          D = CurRec;
        }
        if (!D) {
          if (IsFinal)
            fatalAt(CurRec, "Undefined reference to record: '" +
                                std::string(Name->getValue()) + "'\n");
          return this;
        }
        const DefInit *DI = D->getDefInit();
        if (!DI->getType()->typeIsA(getType()))
          fatalAt(CurRec, "Expected type '" + getType()->getAsString() + "', got '" +
                              DI->getType()->getAsString() + "' in: " + getAsString() +
                              "\n");
        return DI;
      }
    }
    if (const Init *Converted = LHS->convertInitializerTo(getType()))
      return Converted;
    break;

  case Initialized:
    if (isa<UnsetInit>(LHS))
      return IntInit::get(RK, 0);
    if (LHS->isConcrete())
      return IntInit::get(RK, 1);
    break;

  case Not:
    if (const IntInit *I = asInt(LHS))
      return IntInit::get(RK, I->getValue() ? 0 : 1);
    break;

  case Head:
    if (const auto *L = dyn_cast<ListInit>(LHS)) {
      // llvm-tblgen crashes here; report the problem instead.
      if (L->empty())
        fatalAt(CurRec, "Illegal operation: !head of an empty list");
      return L->getElement(0);
    }
    break;

  case Tail:
    if (const auto *L = dyn_cast<ListInit>(LHS)) {
      if (L->empty())
        fatalAt(CurRec, "Illegal operation: !tail of an empty list");
      return ListInit::get(L->getValues().subspan(1), L->getElementType());
    }
    break;

  case Size:
    if (const auto *L = dyn_cast<ListInit>(LHS))
      return IntInit::get(RK, int64_t(L->size()));
    if (const auto *D = dyn_cast<DagInit>(LHS))
      return IntInit::get(RK, int64_t(D->getNumArgs()));
    if (const auto *S = dyn_cast<StringInit>(LHS))
      return IntInit::get(RK, int64_t(S->getValue().size()));
    break;

  case Empty:
    if (const auto *L = dyn_cast<ListInit>(LHS))
      return IntInit::get(RK, L->empty());
    if (const auto *D = dyn_cast<DagInit>(LHS))
      return IntInit::get(RK, D->getNumArgs() == 0);
    if (const auto *S = dyn_cast<StringInit>(LHS))
      return IntInit::get(RK, S->getValue().empty());
    break;

  case GetDagOp:
    if (const auto *D = dyn_cast<DagInit>(LHS)) {
      // The operator need not be a def yet (multiclass resolution is late),
      // but it is typed.
      const auto *Op = dyn_cast<TypedInit>(D->getOperator());
      if (!Op)
        break;
      if (!Op->getType()->typeIsA(getType()))
        fatalAt(CurRec, "Expected type '" + getType()->getAsString() + "', got '" +
                            Op->getType()->getAsString() + "' in: " + getAsString() + "\n");
      return D->getOperator();
    }
    break;

  case GetDagOpName:
    if (const auto *D = dyn_cast<DagInit>(LHS)) {
      // Null when the dag has no operator name, as in llvm-tblgen: a field
      // set to it is left without a value (printed as "string n;"), and the
      // parser keeps the field's previous value.
      return D->getName();
    }
    break;

  case Log2:
    if (const IntInit *I = asInt(LHS)) {
      int64_t V = I->getValue();
      if (V <= 0)
        fatalAt(CurRec, "Illegal operation: logtwo is undefined on arguments less than or "
                        "equal to 0");
      int64_t Log = 63 - __builtin_clzll(uint64_t(V));
      return IntInit::get(RK, Log);
    }
    break;

  case ListFlatten:
    if (const auto *L = dyn_cast<ListInit>(LHS)) {
      const auto *Inner = dyn_cast<ListRecTy>(L->getElementType());
      if (!Inner)
        return LHS; // a list of non-lists is already flat
      std::vector<const Init *> Flat;
      for (const Init *E : L->getValues()) {
        const auto *EL = dyn_cast<ListInit>(E);
        if (!EL)
          return this;
        Flat.insert(Flat.end(), EL->getValues().begin(), EL->getValues().end());
      }
      return ListInit::get(Flat, Inner->getElementType());
    }
    break;
  }
  return this;
}

const Init *UnOpInit::resolveReferences(Resolver &R) const {
  const Init *NewLHS = LHS->resolve(R);
  // A final resolution must retry !cast even when nothing changed: a cast
  // of the record's own name only succeeds then.
  if (NewLHS != LHS || (R.isFinal() && getOpcode() == Cast))
    return getFolded(getOpcode(), NewLHS, getType(), R.getCurrentRecord(), R.isFinal());
  return this;
}

void UnOpInit::printTo(OStream &OS) const {
  if (getOpcode() == Cast)
    OS << "!cast<" << getType()->getAsStringRef() << ">";
  else
    OS << '!' << UnOpSpellings[getOpcode()];
  OS << '(';
  LHS->print(OS);
  OS << ')';
}

std::string UnOpInit::getAsString() const {
  OStream OS;
  printTo(OS);
  return std::move(OS.str());
}

//===----------------------------------------------------------------------===//
// BinOpInit
//===----------------------------------------------------------------------===//

const BinOpInit *BinOpInit::get(BinaryOp Op, const Init *LHS, const Init *RHS, const RecTy *T) {
  InitPool &Pool = LHS->getRecordKeeper().inits();
  uint64_t H = ProfileHasher(5).add(uint64_t(BinOpKind)).add(uint64_t(Op)).add(LHS).add(RHS).add(T).hash();
  if (const auto *I = Pool.findAs<BinOpInit>(H, [&](const BinOpInit *B) {
        return B->getOpcode() == Op && B->getLHS() == LHS && B->getRHS() == RHS && B->getType() == T;
      }))
    return I;
  auto *I = Pool.make<BinOpInit>(Op, LHS, RHS, T);
  Pool.insertHashed(H, I);
  return I;
}

const Init *BinOpInit::getStrConcat(const Init *LHS, const Init *RHS) {
  // Two plain strings are joined at once; anything else stays an operator
  // (folded later, when the record is resolved).
  if (const auto *L = dyn_cast<StringInit>(LHS))
    if (const auto *R = dyn_cast<StringInit>(RHS))
      return concatStrings(L, R);
  return get(StrConcat, LHS, RHS, StringRecTy::get(LHS->getRecordKeeper()));
}

const Init *BinOpInit::getListConcat(const TypedInit *LHS, const Init *RHS) {
  if (const auto *L = dyn_cast<ListInit>(LHS))
    if (const auto *R = dyn_cast<ListInit>(RHS))
      return concatLists(L, R);
  return get(ListConcat, LHS, RHS, LHS->getType());
}

std::optional<bool> BinOpInit::CompareInit(unsigned Op, const Init *L, const Init *R) const {
  auto Compare = [Op](const auto &A, const auto &B) -> bool {
    switch (Op) {
    case Eq: return A == B;
    case Ne: return A != B;
    case Le: return A <= B;
    case Lt: return A < B;
    case Ge: return A >= B;
    default: return A > B; // Gt
    }
  };

  // Bits, bit and int compare as integers.
  const IntInit *LI = asInt(L);
  const IntInit *RI = asInt(R);
  if (LI && RI)
    return Compare(LI->getValue(), RI->getValue());

  const auto *LS = dyn_cast<StringInit>(L);
  const auto *RS = dyn_cast<StringInit>(R);
  if (LS && RS)
    return Compare(LS->getValue(), RS->getValue());

  // Records only support equality.
  if (Op == Eq || Op == Ne) {
    const auto *LD = dyn_cast<DefInit>(L);
    const auto *RD = dyn_cast<DefInit>(R);
    if (LD && RD)
      return Op == Eq ? LD == RD : LD != RD;
  }
  return std::nullopt;
}

const Init *BinOpInit::getFolded(BinaryOp Op, const Init *LHS, const Init *RHS, const RecTy *T,
                                 const Record *CurRec) {
  return foldOrIntern(
      BinOpInit(Op, LHS, RHS, T), [&] { return get(Op, LHS, RHS, T); },
      [&](const BinOpInit &B) { return B.Fold(CurRec); });
}

const Init *BinOpInit::Fold(const Record *CurRec) const {
  RecordKeeper &RK = getRecordKeeper();
  switch (getOpcode()) {
  case Concat: {
    const auto *LD = dyn_cast<DagInit>(LHS);
    const auto *RD = dyn_cast<DagInit>(RHS);
    if (!LD || !RD)
      break;
    const auto *LOp = dyn_cast<DefInit>(LD->getOperator());
    const auto *ROp = dyn_cast<DefInit>(RD->getOperator());
    // Operators must be records or '?'; anything else is not resolved yet.
    if ((!LOp && !isa<UnsetInit>(LD->getOperator())) ||
        (!ROp && !isa<UnsetInit>(RD->getOperator())))
      break;
    if (LOp && ROp && LOp->getDef() != ROp->getDef())
      PrintFatalError("Concatenated Dag operators do not match: '" + LD->getAsString() +
                      "' vs. '" + RD->getAsString() + "'");
    const Init *Op = LOp ? static_cast<const Init *>(LOp) : ROp;
    if (!Op)
      Op = UnsetInit::get(RK);
    std::vector<const Init *> Args = args(LD);
    std::vector<const StringInit *> Names = argNames(LD);
    for (const Init *A : RD->getArgs())
      Args.push_back(A);
    for (const StringInit *N : RD->getArgNames())
      Names.push_back(N);
    const StringInit *Name = LD->getName() ? LD->getName() : RD->getName();
    return DagInit::get(Op, Name, Args, Names);
  }

  case Match: {
    const auto *S = dyn_cast<StringInit>(LHS);
    const auto *Re = dyn_cast<StringInit>(RHS);
    if (!S || !Re)
      break;
    PosixRegex Matcher(Re->getValue());
    if (!Matcher.isValid())
      PrintFatalError("invalid regex '" + std::string(Re->getValue()) + "'");
    return BitInit::get(RK, Matcher.match(S->getValue()));
  }

  case ListConcat: {
    const auto *L = dyn_cast<ListInit>(LHS);
    const auto *R = dyn_cast<ListInit>(RHS);
    if (L && R)
      return concatLists(L, R);
    break;
  }

  case ListSplat: {
    const auto *V = dyn_cast<TypedInit>(LHS);
    const auto *N = dyn_cast<IntInit>(RHS);
    if (!V || !N)
      break;
    if (N->getValue() < 0)
      PrintFatalError("!listsplat count " + std::to_string(N->getValue()) + " is negative");
    if (N->getValue() > 0)
      checkListSize(RK, CurRec, uint64_t(N->getValue()) - 1, "!listsplat");
    std::vector<const Init *> Elts(size_t(N->getValue()), V);
    return ListInit::get(Elts, V->getType());
  }

  case ListRemove: {
    const auto *L = dyn_cast<ListInit>(LHS);
    const auto *R = dyn_cast<ListInit>(RHS);
    if (!L || !R)
      break;
    std::vector<const Init *> Kept;
    for (const Init *E : L->getValues()) {
      bool Found = false;
      for (const Init *X : R->getValues()) {
        std::optional<bool> Same = CompareInit(Eq, E, X);
        if (Same && *Same) {
          Found = true;
          break;
        }
      }
      if (!Found)
        Kept.push_back(E);
    }
    return ListInit::get(Kept, L->getElementType());
  }

  case ListElem: {
    const auto *L = dyn_cast<ListInit>(LHS);
    const auto *Idx = dyn_cast<IntInit>(RHS);
    if (!L || !Idx)
      break;
    int64_t I = Idx->getValue();
    if (I < 0 || I >= int64_t(L->size()))
      break;
    return L->getElement(unsigned(I));
  }

  case ListSlice: {
    const auto *L = dyn_cast<ListInit>(LHS);
    const auto *Idxs = dyn_cast<ListInit>(RHS);
    if (!L || !Idxs)
      break;
    std::vector<const Init *> Elts;
    Elts.reserve(Idxs->size());
    for (const Init *E : Idxs->getValues()) {
      const auto *Idx = dyn_cast<IntInit>(E);
      if (!Idx)
        return this;
      int64_t I = Idx->getValue();
      if (I < 0 || I >= int64_t(L->size()))
        return this;
      Elts.push_back(L->getElement(unsigned(I)));
    }
    return ListInit::get(Elts, L->getElementType());
  }

  case RangeC: {
    const auto *L = dyn_cast<IntInit>(LHS);
    const auto *R = dyn_cast<IntInit>(RHS);
    if (!L || !R)
      break;
    int64_t Start = L->getValue(), End = R->getValue();
    checkListSize(RK, CurRec,
                  Start <= End ? uint64_t(End) - uint64_t(Start) : uint64_t(Start) - uint64_t(End),
                  "range");
    std::vector<const Init *> Elts;
    // A closed interval, counting down when Start > End.
    if (Start <= End) {
      for (int64_t I = Start;; ++I) {
        Elts.push_back(IntInit::get(RK, I));
        if (I == End)
          break;
      }
    } else {
      for (int64_t I = Start;; --I) {
        Elts.push_back(IntInit::get(RK, I));
        if (I == End)
          break;
      }
    }
    return ListInit::get(Elts, L->getType());
  }

  case StrConcat: {
    const auto *L = dyn_cast<StringInit>(LHS);
    const auto *R = dyn_cast<StringInit>(RHS);
    if (L && R)
      return concatStrings(L, R);
    break;
  }

  case Interleave: {
    const auto *List = dyn_cast<ListInit>(LHS);
    const auto *Sep = dyn_cast<StringInit>(RHS);
    if (!List || !Sep)
      break;
    const StringInit *Result = isa<StringRecTy>(List->getElementType())
                                   ? interleaveStrings(List, Sep)
                                   : interleaveInts(List, Sep);
    if (Result)
      return Result;
    break;
  }

  case Eq:
  case Ne:
  case Le:
  case Lt:
  case Ge:
  case Gt:
    if (std::optional<bool> R = CompareInit(getOpcode(), LHS, RHS))
      return BitInit::get(RK, *R);
    break;

  case GetDagArg: {
    const auto *D = dyn_cast<DagInit>(LHS);
    if (!D || !(isa<IntInit>(RHS) || isa<StringInit>(RHS)))
      break;
    std::string Err;
    std::optional<unsigned> No = dagArgNumber(D, RHS, Err);
    if (!No)
      fatalAt(CurRec, "!getdagarg " + Err);
    const Init *Arg = D->getArg(*No);
    if (const auto *TI = dyn_cast<TypedInit>(Arg))
      if (!TI->getType()->typeIsConvertibleTo(getType()))
        return UnsetInit::get(RK);
    return Arg;
  }

  case GetDagName: {
    const auto *D = dyn_cast<DagInit>(LHS);
    const auto *Idx = dyn_cast<IntInit>(RHS);
    if (!D || !Idx)
      break;
    int64_t Pos = Idx->getValue();
    if (Pos < 0 || Pos >= int64_t(D->getNumArgs())) {
      // llvm-tblgen reports this and then reads out of bounds; stop at '?'.
      errorAt(CurRec, "!getdagname index is out of range 0..." +
                          std::to_string(int64_t(D->getNumArgs()) - 1) + ": " +
                          std::to_string(Pos));
      return UnsetInit::get(RK);
    }
    if (const StringInit *N = D->getArgName(unsigned(Pos)))
      return N;
    return UnsetInit::get(RK);
  }

  case SetDagOp: {
    const auto *D = dyn_cast<DagInit>(LHS);
    const auto *Op = dyn_cast<DefInit>(RHS);
    // The operator name is dropped along with the old operator.
    if (D && Op)
      return DagInit::get(Op, nullptr, D->getArgs(), D->getArgNames());
    break;
  }

  case SetDagOpName: {
    const auto *D = dyn_cast<DagInit>(LHS);
    const auto *Name = dyn_cast<StringInit>(RHS);
    if (D && Name)
      return DagInit::get(D->getOperator(), Name, D->getArgs(), D->getArgNames());
    break;
  }

  case Add:
  case Sub:
  case Mul:
  case Div:
  case And:
  case Or:
  case Xor:
  case Shl:
  case Sra:
  case Srl: {
    const IntInit *LI = asInt(LHS);
    const IntInit *RI = asInt(RHS);
    if (!LI || !RI)
      break;
    int64_t L = LI->getValue(), R = RI->getValue();
    uint64_t UL = uint64_t(L), UR = uint64_t(R);
    int64_t Result = 0;
    switch (getOpcode()) {
    case Add: Result = int64_t(UL + UR); break;
    case Sub: Result = int64_t(UL - UR); break;
    case Mul: Result = int64_t(UL * UR); break;
    case Div:
      if (R == 0)
        fatalAt(CurRec, "Illegal operation: division by zero");
      if (L == INT64_MIN && R == -1)
        fatalAt(CurRec, "Illegal operation: INT64_MIN / -1");
      Result = L / R;
      break;
    case And: Result = L & R; break;
    case Or: Result = L | R; break;
    case Xor: Result = L ^ R; break;
    case Shl:
    case Sra:
    case Srl:
      if (R < 0 || R >= 64)
        fatalAt(CurRec, "Illegal operation: out of bounds shift");
      if (getOpcode() == Shl)
        Result = int64_t(UL << UR);
      else if (getOpcode() == Sra)
        Result = L >> R;
      else
        Result = int64_t(UL >> UR);
      break;
    default:
      break;
    }
    return IntInit::get(RK, Result);
  }
  }
  return this;
}

const Init *BinOpInit::resolveReferences(Resolver &R) const {
  const Init *NewLHS = LHS->resolve(R);

  // !and with a false left operand and !or with an all-ones left operand
  // decide the result without looking at the right one.
  BinaryOp Op = getOpcode();
  if (Op == And || Op == Or) {
    if (const IntInit *L = asInt(NewLHS)) {
      if ((Op == And && L->getValue() == 0) || (Op == Or && L->getValue() == -1))
        return L;
    }
  }

  const Init *NewRHS = RHS->resolve(R);
  if (NewLHS != LHS || NewRHS != RHS)
    return getFolded(Op, NewLHS, NewRHS, getType(), R.getCurrentRecord());
  return this;
}

void BinOpInit::printTo(OStream &OS) const {
  switch (getOpcode()) {
  case ListElem:
  case ListSlice:
    LHS->print(OS);
    OS << '[';
    RHS->print(OS);
    OS << ']';
    return;
  case RangeC:
    LHS->print(OS);
    OS << "...";
    RHS->print(OS);
    return;
  default:
    break;
  }
  OS << '!' << BinOpSpellings[getOpcode()];
  if (getOpcode() == GetDagArg)
    OS << '<' << getType()->getAsStringRef() << '>';
  OS << '(';
  LHS->print(OS);
  OS << ", ";
  RHS->print(OS);
  OS << ')';
}

std::string BinOpInit::getAsString() const {
  OStream OS;
  printTo(OS);
  return std::move(OS.str());
}

//===----------------------------------------------------------------------===//
// TernOpInit
//===----------------------------------------------------------------------===//

const TernOpInit *TernOpInit::get(TernaryOp Op, const Init *LHS, const Init *MHS,
                                  const Init *RHS, const RecTy *T) {
  InitPool &Pool = LHS->getRecordKeeper().inits();
  uint64_t H =
      ProfileHasher(6).add(uint64_t(TernOpKind)).add(uint64_t(Op)).add(LHS).add(MHS).add(RHS).add(T).hash();
  if (const auto *I = Pool.findAs<TernOpInit>(H, [&](const TernOpInit *X) {
        return X->getOpcode() == Op && X->getLHS() == LHS && X->getMHS() == MHS && X->getRHS() == RHS &&
               X->getType() == T;
      }))
    return I;
  auto *I = Pool.make<TernOpInit>(Op, LHS, MHS, RHS, T);
  Pool.insertHashed(H, I);
  return I;
}

namespace {

/// Expr with the variable Var replaced by Value.
const Init *applyTo(const Init *Var, const Init *Value, const Init *Expr, const Record *CurRec) {
  MapResolver R(CurRec);
  R.set(Var, Value);
  return Expr->resolve(R);
}

/// !foreach over a dag: the operator and every argument (recursing into
/// nested dags) are mapped; argument names are kept.
const Init *foreachDag(const Init *Var, const DagInit *D, const Init *Expr,
                       const Record *CurRec) {
  EvalDepthGuard Guard(D->getRecordKeeper(), CurRec, "!foreach");
  bool Changed = false;
  const Init *Op = applyTo(Var, D->getOperator(), Expr, CurRec);
  if (Op != D->getOperator())
    Changed = true;

  SmallVec<const Init *, 16> NewArgs;
  NewArgs.reserve(D->getNumArgs());
  for (const Init *Arg : D->getArgs()) {
    const Init *NewArg;
    if (const auto *Sub = dyn_cast<DagInit>(Arg))
      NewArg = foreachDag(Var, Sub, Expr, CurRec);
    else
      NewArg = applyTo(Var, Arg, Expr, CurRec);
    NewArgs.push_back(NewArg);
    if (NewArg != Arg)
      Changed = true;
  }
  if (!Changed)
    return D;
  return DagInit::get(Op, D->getName(), NewArgs, D->getArgNames());
}

const Init *foreachFold(const Init *Var, const Init *Over, const Init *Expr, const RecTy *Type,
                        const Record *CurRec) {
  if (const auto *D = dyn_cast<DagInit>(Over))
    return foreachDag(Var, D, Expr, CurRec);
  if (const auto *L = dyn_cast<ListInit>(Over)) {
    EvalDepthGuard Guard(Type->getRecordKeeper(), CurRec, "!foreach");
    std::vector<const Init *> Elts;
    Elts.reserve(L->size());
    for (const Init *E : L->getValues())
      Elts.push_back(applyTo(Var, E, Expr, CurRec));
    return ListInit::get(Elts, cast<ListRecTy>(Type)->getElementType());
  }
  return nullptr;
}

const Init *filterFold(const Init *Var, const Init *Over, const Init *Pred, const RecTy *Type,
                       const Record *CurRec) {
  const auto *L = dyn_cast<ListInit>(Over);
  if (!L)
    return nullptr;
  EvalDepthGuard Guard(Type->getRecordKeeper(), CurRec, "!filter");
  std::vector<const Init *> Kept;
  for (const Init *E : L->getValues()) {
    const Init *Keep = applyTo(Var, E, Pred, CurRec);
    const IntInit *K = Keep ? asInt(Keep) : nullptr;
    if (!K)
      return nullptr;
    if (K->getValue())
      Kept.push_back(E);
  }
  return ListInit::get(Kept, cast<ListRecTy>(Type)->getElementType());
}

} // namespace

const Init *TernOpInit::getFolded(TernaryOp Op, const Init *LHS, const Init *MHS, const Init *RHS,
                                  const RecTy *T, const Record *CurRec) {
  return foldOrIntern(
      TernOpInit(Op, LHS, MHS, RHS, T), [&] { return get(Op, LHS, MHS, RHS, T); },
      [&](const TernOpInit &O) { return O.Fold(CurRec); });
}

const Init *TernOpInit::Fold(const Record *CurRec) const {
  RecordKeeper &RK = getRecordKeeper();
  switch (getOpcode()) {
  case Subst: {
    const auto *LD = dyn_cast<DefInit>(LHS), *MD = dyn_cast<DefInit>(MHS),
               *RD = dyn_cast<DefInit>(RHS);
    if (LD && MD && RD) {
      const Record *Result = LD->getAsString() == RD->getAsString() ? MD->getDef() : RD->getDef();
      return Result->getDefInit();
    }
    const auto *LV = dyn_cast<VarInit>(LHS), *MV = dyn_cast<VarInit>(MHS),
               *RV = dyn_cast<VarInit>(RHS);
    if (LV && MV && RV) {
      std::string Name(LV->getAsString() == RV->getAsString() ? MV->getName() : RV->getName());
      return VarInit::get(Name, getType());
    }
    const auto *LS = dyn_cast<StringInit>(LHS), *MS = dyn_cast<StringInit>(MHS),
               *RS = dyn_cast<StringInit>(RHS);
    if (LS && MS && RS) {
      std::string Val(RS->getValue());
      std::string_view From = LS->getValue(), To = MS->getValue();
      // Replace every occurrence, scanning on after each replacement. An
      // empty pattern changes nothing (llvm-tblgen loops forever on it).
      if (!From.empty()) {
        size_t At = 0;
        while (true) {
          size_t Found = Val.find(From, At);
          if (Found == std::string::npos)
            break;
          Val.replace(Found, From.size(), To);
          At = Found + To.size();
          checkStringSize(RK, Val.size());
        }
      }
      return StringInit::get(RK, Val);
    }
    break;
  }

  case Foreach:
    if (const Init *R = foreachFold(LHS, MHS, RHS, getType(), CurRec))
      return R;
    break;

  case Filter:
    if (const Init *R = filterFold(LHS, MHS, RHS, getType(), CurRec))
      return R;
    break;

  case If:
    if (const IntInit *C = asInt(LHS))
      return C->getValue() ? MHS : RHS;
    break;

  case Dag: {
    const auto *Args = dyn_cast<ListInit>(MHS);
    const auto *Names = dyn_cast<ListInit>(RHS);
    bool ArgsOk = Args || isa<UnsetInit>(MHS);
    bool NamesOk = Names || isa<UnsetInit>(RHS);
    if (isa<UnsetInit>(MHS) && isa<UnsetInit>(RHS))
      break;
    if (!ArgsOk || !NamesOk || (Args && Names && Args->size() != Names->size()))
      break;
    size_t N = Args ? Args->size() : Names->size();
    std::vector<const Init *> NewArgs;
    std::vector<const StringInit *> NewNames;
    for (size_t I = 0; I < N; ++I) {
      const Init *Arg = Args ? Args->getElement(unsigned(I)) : UnsetInit::get(RK);
      const Init *Name = Names ? Names->getElement(unsigned(I)) : UnsetInit::get(RK);
      if (!isa<StringInit>(Name) && !isa<UnsetInit>(Name))
        return this;
      NewArgs.push_back(Arg);
      NewNames.push_back(dyn_cast<StringInit>(Name));
    }
    return DagInit::get(LHS, nullptr, NewArgs, NewNames);
  }

  case Range: {
    const auto *L = dyn_cast<IntInit>(LHS);
    const auto *M = dyn_cast<IntInit>(MHS);
    const auto *R = dyn_cast<IntInit>(RHS);
    if (!L || !M || !R)
      break;
    int64_t Start = L->getValue(), End = M->getValue(), Step = R->getValue();
    if (Step == 0)
      errorAt(CurRec, "Step of !range can't be 0");
    if (Start < End && Step > 0)
      checkListSize(RK, CurRec, (uint64_t(End) - uint64_t(Start) - 1) / uint64_t(Step), "!range");
    else if (Start > End && Step < 0)
      checkListSize(RK, CurRec, (uint64_t(Start) - uint64_t(End) - 1) / -uint64_t(Step),
                    "!range");
    std::vector<const Init *> Elts;
    // Half-open: End is excluded. Stepping stops before passing End, so
    // the loop variable never overflows past it.
    if (Start < End && Step > 0) {
      for (int64_t I = Start;;) {
        Elts.push_back(IntInit::get(RK, I));
        if (uint64_t(End) - uint64_t(I) <= uint64_t(Step))
          break;
        I += Step;
      }
    } else if (Start > End && Step < 0) {
      for (int64_t I = Start;;) {
        Elts.push_back(IntInit::get(RK, I));
        if (uint64_t(I) - uint64_t(End) <= -uint64_t(Step))
          break;
        I += Step;
      }
    }
    return ListInit::get(Elts, L->getType());
  }

  case Substr: {
    const auto *S = dyn_cast<StringInit>(LHS);
    const auto *StartI = dyn_cast<IntInit>(MHS);
    const auto *LenI = dyn_cast<IntInit>(RHS);
    if (!S || !StartI || !LenI)
      break;
    std::string_view Str = S->getValue();
    int64_t Size = int64_t(Str.size());
    int64_t Start = StartI->getValue(), Len = LenI->getValue();
    if (Start < 0 || Start > Size)
      errorAt(CurRec, "!substr start position is out of range 0..." + std::to_string(Size) +
                          ": " + std::to_string(Start));
    if (Len < 0)
      errorAt(CurRec, "!substr length must be nonnegative");
    // Out-of-range values clamp, as unsigned sizes would.
    size_t From = std::min(size_t(uint64_t(Start)), Str.size());
    size_t Count = std::min(size_t(uint64_t(Len)), Str.size() - From);
    return StringInit::get(RK, Str.substr(From, Count), S->getFormat());
  }

  case Find: {
    const auto *S = dyn_cast<StringInit>(LHS);
    const auto *Pat = dyn_cast<StringInit>(MHS);
    const auto *StartI = dyn_cast<IntInit>(RHS);
    if (!S || !Pat || !StartI)
      break;
    int64_t Size = int64_t(S->getValue().size());
    int64_t Start = StartI->getValue();
    if (Start < 0 || Start > Size)
      errorAt(CurRec, "!find start position is out of range 0..." + std::to_string(Size) +
                          ": " + std::to_string(Start));
    size_t At = S->getValue().find(Pat->getValue(), size_t(uint64_t(Start)));
    if (At == std::string_view::npos)
      return IntInit::get(RK, -1);
    return IntInit::get(RK, int64_t(At));
  }

  case SetDagArg: {
    const auto *D = dyn_cast<DagInit>(LHS);
    if (!D || !(isa<IntInit>(MHS) || isa<StringInit>(MHS)))
      break;
    std::string Err;
    std::optional<unsigned> No = dagArgNumber(D, MHS, Err);
    if (!No)
      fatalAt(CurRec, "!setdagarg " + Err);
    std::vector<const Init *> NewArgs = args(D);
    NewArgs[*No] = RHS;
    return DagInit::get(D->getOperator(), D->getName(), NewArgs, D->getArgNames());
  }

  case SetDagName: {
    const auto *D = dyn_cast<DagInit>(LHS);
    if (!D || !(isa<IntInit>(MHS) || isa<StringInit>(MHS)))
      break;
    std::string Err;
    std::optional<unsigned> No = dagArgNumber(D, MHS, Err);
    if (!No)
      fatalAt(CurRec, "!setdagname " + Err);
    std::vector<const StringInit *> Names = argNames(D);
    Names[*No] = dyn_cast<StringInit>(RHS);
    return DagInit::get(D->getOperator(), D->getName(), D->getArgs(), Names);
  }
  }
  return this;
}

const Init *TernOpInit::resolveReferences(Resolver &R) const {
  const Init *NewLHS = LHS->resolve(R);

  // A decided !if resolves only the branch it takes.
  if (getOpcode() == If && NewLHS != LHS) {
    if (const IntInit *C = asInt(NewLHS))
      return (C->getValue() ? MHS : RHS)->resolve(R);
  }

  const Init *NewMHS = MHS->resolve(R);
  const Init *NewRHS;
  if (getOpcode() == Foreach || getOpcode() == Filter) {
    // The loop variable hides any outer variable of the same name.
    ShadowResolver SR(R);
    SR.addShadow(NewLHS);
    NewRHS = RHS->resolve(SR);
  } else {
    NewRHS = RHS->resolve(R);
  }

  if (NewLHS != LHS || NewMHS != MHS || NewRHS != RHS)
    return getFolded(getOpcode(), NewLHS, NewMHS, NewRHS, getType(), R.getCurrentRecord());
  return this;
}

std::string TernOpInit::getAsString() const {
  bool VarFirst = getOpcode() == Foreach || getOpcode() == Filter;
  return std::string("!") + TernOpSpellings[getOpcode()] + "(" +
         (VarFirst ? LHS->getAsUnquotedString() : LHS->getAsString()) + ", " +
         MHS->getAsString() + ", " + RHS->getAsString() + ")";
}

//===----------------------------------------------------------------------===//
// CondOpInit
//===----------------------------------------------------------------------===//

const CondOpInit *CondOpInit::get(std::span<const Init *const> Conds,
                                  std::span<const Init *const> Vals, const RecTy *T) {
  assert(Conds.size() == Vals.size() && "!cond needs one value per condition");
  InitPool &Pool = T->getRecordKeeper().inits();
  Profile P;
  P.add(uint64_t(CondKind)).add(T).add(uint64_t(Conds.size()));
  for (size_t I = 0; I < Conds.size(); ++I)
    P.add(Conds[I]).add(Vals[I]);
  if (const auto *I = lookup<CondOpInit>(Pool, P))
    return I;
  auto *I = Pool.make<CondOpInit>(Pool.copyArray<Init>(Conds), Pool.copyArray<Init>(Vals),
                                  unsigned(Conds.size()), T);
  Pool.insert(P, I);
  return I;
}

const Init *CondOpInit::Fold(const Record *CurRec) const {
  for (unsigned I = 0; I < N; ++I) {
    const IntInit *C = asInt(Conds[I]);
    if (!C)
      return this; // an undecided condition before the first true one
    if (C->getValue()) {
      const Init *V = Vals[I]->convertInitializerTo(getType());
      return V ? V : Vals[I];
    }
  }
  std::string Name = CurRec ? CurRec->getNameInitAsString() : std::string();
  fatalAt(CurRec, Name + " does not have any true condition in:" + getAsString());
}

const Init *CondOpInit::resolveReferences(Resolver &R) const {
  SmallVec<const Init *, 16> NewConds, NewVals;
  NewConds.reserve(N);
  NewVals.reserve(N);
  bool Changed = false;
  for (unsigned I = 0; I < N; ++I) {
    const Init *C = Conds[I]->resolve(R);
    const Init *V = Vals[I]->resolve(R);
    Changed |= C != Conds[I] || V != Vals[I];
    NewConds.push_back(C);
    NewVals.push_back(V);
  }
  if (!Changed)
    return this;
  return foldOrIntern(
      CondOpInit(NewConds.data(), NewVals.data(), N, getType()),
      [&] { return get(NewConds, NewVals, getType()); },
      [&](const CondOpInit &C) { return C.Fold(R.getCurrentRecord()); });
}

bool CondOpInit::isComplete() const {
  for (unsigned I = 0; I < N; ++I)
    if (!Conds[I]->isComplete() || !Vals[I]->isComplete())
      return false;
  return true;
}

bool CondOpInit::isConcrete() const {
  for (unsigned I = 0; I < N; ++I)
    if (!Conds[I]->isConcrete() || !Vals[I]->isConcrete())
      return false;
  return true;
}

std::string CondOpInit::getAsString() const {
  std::string S = "!cond(";
  for (unsigned I = 0; I < N; ++I) {
    if (I)
      S += ", ";
    S += Conds[I]->getAsString() + ": " + Vals[I]->getAsString();
  }
  return S + ")";
}

//===----------------------------------------------------------------------===//
// FoldOpInit
//===----------------------------------------------------------------------===//

const FoldOpInit *FoldOpInit::get(const Init *Start, const Init *List, const Init *A,
                                  const Init *B, const Init *Expr, const RecTy *T) {
  InitPool &Pool = Start->getRecordKeeper().inits();
  Profile P;
  P.add(uint64_t(FoldKind)).add(Start).add(List).add(A).add(B).add(Expr).add(T);
  if (const auto *I = lookup<FoldOpInit>(Pool, P))
    return I;
  auto *I = Pool.make<FoldOpInit>(Start, List, A, B, Expr, T);
  Pool.insert(P, I);
  return I;
}

const Init *FoldOpInit::Fold(const Record *CurRec) const {
  const auto *L = dyn_cast<ListInit>(List);
  if (!L)
    return this;
  EvalDepthGuard Guard(getRecordKeeper(), CurRec, "!foldl");
  const Init *Acc = Start;
  for (const Init *E : L->getValues()) {
    MapResolver R(CurRec);
    R.set(A, Acc);
    R.set(B, E);
    Acc = Expr->resolve(R);
  }
  return Acc;
}

const Init *FoldOpInit::resolveReferences(Resolver &R) const {
  const Init *NewStart = Start->resolve(R);
  const Init *NewList = List->resolve(R);
  ShadowResolver SR(R);
  SR.addShadow(A);
  SR.addShadow(B);
  const Init *NewExpr = Expr->resolve(SR);
  if (NewStart == Start && NewList == List && NewExpr == Expr)
    return this;
  return foldOrIntern(
      FoldOpInit(NewStart, NewList, A, B, NewExpr, getType()),
      [&] { return get(NewStart, NewList, A, B, NewExpr, getType()); },
      [&](const FoldOpInit &F) { return F.Fold(R.getCurrentRecord()); });
}

std::string FoldOpInit::getAsString() const {
  return "!foldl(" + Start->getAsString() + ", " + List->getAsString() + ", " +
         A->getAsUnquotedString() + ", " + B->getAsUnquotedString() + ", " +
         Expr->getAsString() + ")";
}

//===----------------------------------------------------------------------===//
// IsAOpInit
//===----------------------------------------------------------------------===//

const IsAOpInit *IsAOpInit::get(const RecTy *CheckType, const Init *Expr) {
  RecordKeeper &RK = CheckType->getRecordKeeper();
  InitPool &Pool = RK.inits();
  uint64_t H = ProfileHasher(3).add(uint64_t(IsAKind)).add(CheckType).add(Expr).hash();
  if (const auto *I = Pool.findAs<IsAOpInit>(
          H, [&](const IsAOpInit *A) { return A->getCheckType() == CheckType && A->getExpr() == Expr; }))
    return I;
  // Like LLVM, the result is typed int (not bit).
  auto *I = Pool.make<IsAOpInit>(CheckType, Expr, IntRecTy::get(RK));
  Pool.insertHashed(H, I);
  return I;
}

const Init *IsAOpInit::Fold() const {
  const auto *TI = dyn_cast<TypedInit>(Expr);
  if (!TI)
    return this;
  RecordKeeper &RK = getRecordKeeper();
  if (TI->getType()->typeIsConvertibleTo(CheckType))
    return IntInit::get(RK, 1);
  if (!isa<RecordRecTy>(CheckType))
    return IntInit::get(RK, 0); // non-record types never cast
  // A concrete value whose type cannot be narrowed to CheckType, or a
  // resolved record, is known not to be one.
  if ((!CheckType->typeIsConvertibleTo(TI->getType()) && Expr->isConcrete()) ||
      isa<DefInit>(Expr))
    return IntInit::get(RK, 0);
  return this;
}

const Init *IsAOpInit::resolveReferences(Resolver &R) const {
  const Init *NewExpr = Expr->resolve(R);
  if (NewExpr == Expr)
    return this;
  return foldOrIntern(
      IsAOpInit(CheckType, NewExpr, getType()), [&] { return get(CheckType, NewExpr); },
      [](const IsAOpInit &I) { return I.Fold(); });
}

std::string IsAOpInit::getAsString() const {
  return "!isa<" + CheckType->getAsString() + ">(" + Expr->getAsString() + ")";
}

//===----------------------------------------------------------------------===//
// ExistsOpInit
//===----------------------------------------------------------------------===//

const ExistsOpInit *ExistsOpInit::get(const RecTy *CheckType, const Init *Expr) {
  RecordKeeper &RK = CheckType->getRecordKeeper();
  InitPool &Pool = RK.inits();
  Profile P;
  P.add(uint64_t(ExistsKind)).add(CheckType).add(Expr);
  if (const auto *I = lookup<ExistsOpInit>(Pool, P))
    return I;
  auto *I = Pool.make<ExistsOpInit>(CheckType, Expr, IntRecTy::get(RK));
  Pool.insert(P, I);
  return I;
}

const Init *ExistsOpInit::Fold(const Record *CurRec, bool IsFinal) const {
  const auto *Name = dyn_cast<StringInit>(Expr);
  if (!Name)
    return this;
  RecordKeeper &RK = CheckType->getRecordKeeper();
  if (const Record *D = RK.getDef(Name->getValue()))
    return IntInit::get(RK, D->getDefInit()->getType()->typeIsA(CheckType));

  if (namesCurrentRecord(Name, CurRec)) {
    // The record being defined exists, but its type is only final at the
    // last resolution.
    if (!IsFinal)
      return this;
    return IntInit::get(RK, CurRec->getType()->typeIsA(CheckType));
  }

  if (IsFinal)
    return IntInit::get(RK, 0);
  return this;
}

const Init *ExistsOpInit::resolveReferences(Resolver &R) const {
  const Init *NewExpr = Expr->resolve(R);
  if (NewExpr == Expr && !R.isFinal())
    return this;
  return foldOrIntern(
      ExistsOpInit(CheckType, NewExpr, getType()), [&] { return get(CheckType, NewExpr); },
      [&](const ExistsOpInit &E) { return E.Fold(R.getCurrentRecord(), R.isFinal()); });
}

std::string ExistsOpInit::getAsString() const {
  return "!exists<" + CheckType->getAsString() + ">(" + Expr->getAsString() + ")";
}

//===----------------------------------------------------------------------===//
// InstancesOpInit
//===----------------------------------------------------------------------===//

const InstancesOpInit *InstancesOpInit::get(const RecTy *Type, const Init *Regex) {
  InitPool &Pool = Type->getRecordKeeper().inits();
  Profile P;
  P.add(uint64_t(InstancesKind)).add(Type).add(Regex);
  if (const auto *I = lookup<InstancesOpInit>(Pool, P))
    return I;
  auto *I = Pool.make<InstancesOpInit>(Type, Regex);
  Pool.insert(P, I);
  return I;
}

const Init *InstancesOpInit::Fold(const Record *CurRec, bool IsFinal) const {
  // Inside a record, wait for the final resolution: later defs may match.
  if (CurRec && !IsFinal)
    return this;
  const auto *Re = dyn_cast<StringInit>(Regex);
  if (!Re)
    return this;
  PosixRegex Matcher(Re->getValue());
  if (!Matcher.isValid())
    PrintFatalError("invalid regex '" + std::string(Re->getValue()) + "'");

  const RecordKeeper &RK = Type->getRecordKeeper();
  std::vector<const Init *> Found;
  for (const Record *D : RK.getAllDerivedDefinitionsIfDefined(Type->getAsString()))
    if (Matcher.match(D->getName()))
      Found.push_back(D->getDefInit());
  return ListInit::get(Found, Type);
}

const Init *InstancesOpInit::resolveReferences(Resolver &R) const {
  const Init *NewRegex = Regex->resolve(R);
  if (NewRegex != Regex || R.isFinal())
    return get(Type, NewRegex)->Fold(R.getCurrentRecord(), R.isFinal());
  return this;
}

std::string InstancesOpInit::getAsString() const {
  return "!instances<" + Type->getAsString() + ">(" + Regex->getAsString() + ")";
}
