//===- DiagText.cpp - The text language of clang diagnostics --------------===//

#include "DiagText.h"

#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>

namespace tblgen::clangdiag {

namespace {

enum class Form : uint8_t { Arg, Choice, Plural, Enum, Suffix, Diff, Sub };

struct ModifierInfo {
  Modifier Mod;
  std::string_view Spelling;
  Form Shape;
};

constexpr ModifierInfo Modifiers[] = {
#define TEXT_MODIFIER(Id, Spelling, Shape) {Modifier::Id, Spelling, Form::Shape},
#include "TextModifiers.def"
};

bool isDigit(char C) { return C >= '0' && C <= '9'; }

/// Where a run of text ends: at '%' always; inside braces also at '|' and
/// '}'; in the first parts of a %diff also at '$'.
enum class Until : uint8_t { End, Option, DiffPart };

/// The characters ending a run, by Until.
struct StopTable {
  bool Stop[3][256] = {};
  constexpr StopTable() {
    for (unsigned U = 0; U < 3; ++U)
      Stop[U][unsigned('%')] = true;
    for (unsigned U = 1; U < 3; ++U)
      Stop[U][unsigned('|')] = Stop[U][unsigned('}')] = true;
    Stop[2][unsigned('$')] = true;
  }
};
constexpr StopTable Stops;

bool stopsAt(char C, Until U) { return Stops.Stop[unsigned(U)][static_cast<unsigned char>(C)]; }

} // namespace

std::string_view spelling(Modifier M) { return Modifiers[unsigned(M)].Spelling; }

//===----------------------------------------------------------------------===//
// Parsing
//===----------------------------------------------------------------------===//

/// Reads one text into the pool. The cursor is Rest, the text not read yet.
class TextParser {
public:
  TextParser(TextPool &Pool, std::string_view Text, const Record *Owner)
      : Pool(Pool), Rest(Text), Owner(Owner) {}

  uint32_t parseAll() { return sequence(Until::End); }

private:
  TextPool &Pool;
  std::string_view Rest;
  const Record *Owner;

  [[noreturn]] void fail(const std::string &Msg) { PrintFatalError(Owner, Msg); }

  char peek() const { return Rest.empty() ? '\0' : Rest.front(); }
  void skip(size_t N = 1) { Rest.remove_prefix(std::min(N, Rest.size())); }
  void expect(char C, std::string_view ModName) {
    if (Rest.empty() || Rest.front() != C)
      fail(std::string("expected '") + C + "' while parsing %" + std::string(ModName));
    skip();
  }

  uint32_t addNode(const TextNode &N) {
    Pool.Nodes.push_back(N);
    return uint32_t(Pool.Nodes.size() - 1);
  }
  uint32_t literal(std::string_view Text) {
    TextNode N;
    N.Kind = NodeKind::Literal;
    N.Text = Text;
    return addNode(N);
  }
  /// Moves the children collected since Mark to the pool's child list and
  /// makes N their parent.
  uint32_t adopt(TextNode N, size_t Mark) {
    N.First = uint32_t(Pool.Kids.size());
    N.Count = uint32_t(Pool.PendingKids.size() - Mark);
    Pool.Kids.insert(Pool.Kids.end(), Pool.PendingKids.begin() + Mark, Pool.PendingKids.end());
    Pool.Labels.insert(Pool.Labels.end(), Pool.PendingLabels.begin() + Mark,
                       Pool.PendingLabels.end());
    Pool.PendingKids.resize(Mark);
    Pool.PendingLabels.resize(Mark);
    return addNode(N);
  }
  void pending(uint32_t Kid, std::string_view Label = {}) {
    Pool.PendingKids.push_back(Kid);
    Pool.PendingLabels.push_back(Label);
  }

  int32_t number() {
    if (!isDigit(peek()))
      fail("expected modifier in diagnostic");
    int64_t V = 0;
    while (isDigit(peek())) {
      V = V * 10 + (Rest.front() - '0');
      if (V > INT32_MAX)
        V = INT32_MAX;
      skip();
    }
    return int32_t(V);
  }

  /// Text and directives up to the end or a character stopping U.
  uint32_t sequence(Until U) {
    size_t Mark = Pool.PendingKids.size();
    // The end of a run of text from From: at the top level only '%' ends
    // it, found with memchr.
    auto runEnd = [&](size_t From) {
      if (U == Until::End)
        return std::min(Rest.find('%', From), Rest.size());
      size_t I = From;
      while (I < Rest.size() && !stopsAt(Rest[I], U))
        ++I;
      return I;
    };
    while (!Rest.empty()) {
      size_t I = runEnd(0);
      // "%%", "%|" and "%$" are text.
      while (I + 1 < Rest.size() && Rest[I] == '%' &&
             (Rest[I + 1] == '%' || Rest[I + 1] == '|' || Rest[I + 1] == '$'))
        I = runEnd(I + 2);
      if (I > 0) {
        pending(literal(Rest.substr(0, I)));
        skip(I);
        if (Rest.empty())
          break;
      }
      if (Rest.front() != '%')
        break; // the enclosing directive's '|', '}' or '$'
      skip();
      pending(directive());
    }
    TextNode Seq;
    Seq.Kind = NodeKind::Seq;
    return adopt(Seq, Mark);
  }

  /// The directive after a '%'.
  uint32_t directive() {
    size_t NameLen = 0;
    while (NameLen < Rest.size() && !isDigit(Rest[NameLen]) && Rest[NameLen] != '{' &&
           Rest[NameLen] != '<')
      ++NameLen;
    std::string_view Name = Rest.substr(0, NameLen);
    skip(NameLen);
    // Only %enum_select takes a <name>, whatever the modifier is.
    if (peek() == '<' && Name != spelling(Modifier::EnumSelect))
      fail("modifier '<' syntax not valid with %" + std::string(Name));
    const ModifierInfo *Info = nullptr;
    for (const ModifierInfo &M : Modifiers)
      if (M.Spelling == Name)
        Info = &M;
    if (!Info)
      fail("Unknown modifier type: " + std::string(Name));

    TextNode N;
    N.Mod = Info->Mod;
    switch (Info->Shape) {
    case Form::Arg:
      N.Kind = NodeKind::Arg;
      N.Arg = number();
      return addNode(N);
    case Form::Suffix: {
      N.Kind = NodeKind::Choice;
      size_t Mark = Pool.PendingKids.size();
      pending(literal(""));
      pending(literal("s"));
      N.Arg = number();
      return adopt(N, Mark);
    }
    case Form::Choice:
    case Form::Plural:
    case Form::Enum:
      return choice(N, Info->Shape, Name);
    case Form::Diff:
      return diff(N, Name);
    case Form::Sub:
      return sub(N, Name);
    }
    return 0;
  }

  /// %select{..}N, %plural{..}N, %enum_select<Name>{..}N.
  uint32_t choice(TextNode N, Form Shape, std::string_view Name) {
    N.Kind = NodeKind::Choice;
    if (Shape == Form::Enum) {
      if (peek() != '<')
        fail("expected '<' after enum_select");
      skip();
      size_t Close = Rest.find('>');
      if (Close == std::string_view::npos)
        fail("expected '>' while parsing %enum_select");
      N.Text = Rest.substr(0, Close);
      skip(Close + 1);
      if (peek() != '{')
        fail("expected '{' after enum_select");
    }
    size_t Mark = Pool.PendingKids.size();
    do {
      skip(); // the '{' or '|' before the option
      std::string_view Label;
      // An %enum_select option "%Name{text}" (or "{text}", unnamed) is an
      // enumerator; any other is plain text.
      bool Enumerated = Shape == Form::Enum && (peek() == '%' || peek() == '{');
      if (Shape == Form::Plural) {
        size_t Colon = Rest.find(':');
        if (Colon == std::string_view::npos)
          fail("expected ':' while parsing %plural");
        Label = Rest.substr(0, Colon + 1);
        skip(Colon + 1);
      } else if (Enumerated) {
        if (peek() == '%')
          skip();
        size_t Open = Rest.find('{');
        if (Open == std::string_view::npos)
          fail("expected '{' while parsing %enum_select");
        Label = Rest.substr(0, Open);
        skip(Open + 1);
      }
      uint32_t Option = sequence(Until::Option);
      if (Enumerated)
        expect('}', Name);
      pending(Option, Label);
    } while (!Rest.empty() && Rest.front() == '|');
    expect('}', Name);
    N.Arg = number();
    return adopt(N, Mark);
  }

  /// %diff{before $ between $ after|other}N,M.
  uint32_t diff(TextNode N, std::string_view Name) {
    N.Kind = NodeKind::Diff;
    size_t Mark = Pool.PendingKids.size();
    expect('{', Name);
    pending(sequence(Until::DiffPart));
    expect('$', Name);
    pending(sequence(Until::DiffPart));
    expect('$', Name);
    pending(sequence(Until::Option));
    expect('|', Name);
    pending(sequence(Until::Option));
    expect('}', Name);
    TextNode First, Second;
    First.Kind = Second.Kind = NodeKind::Arg;
    First.Arg = number();
    expect(',', Name);
    Second.Arg = number();
    pending(addNode(First));
    pending(addNode(Second));
    return adopt(N, Mark);
  }

  /// %sub{Name}N,M,...
  uint32_t sub(TextNode N, std::string_view Name) {
    N.Kind = NodeKind::Sub;
    expect('{', Name);
    size_t Close = Rest.find('}');
    N.Text = Rest.substr(0, Close);
    skip(N.Text.size());
    expect('}', Name);
    N.First = uint32_t(Pool.Ints.size());
    while (isDigit(peek())) {
      Pool.Ints.push_back(number());
      if (Rest.empty() || Rest.front() != ',')
        break;
      skip();
    }
    N.Count = uint32_t(Pool.Ints.size() - N.First);
    return addNode(N);
  }
};

uint32_t TextPool::parse(std::string_view Text, const Record *Owner) {
  return TextParser(*this, Text, Owner).parseAll();
}

TextPool::TextPool(const RecordKeeper &Records) {
  for (const Record *S : Records.getAllDerivedDefinitions("TextSubstitution")) {
    const Init *V = S->getValueInit("Substitution");
    std::string_view Text;
    if (const auto *Str = dyn_cast<StringInit>(V))
      Text = Str->getValue();
    else
      (void)S->getValueAsString("Substitution"); // reports the wrong kind
    Substitutions.try_emplace(S->getName(), parse(Text, S));
  }
  // Names are unique: a diagnostic named as a substitution is that record.
  // Both lists come in name order, so the first such substitution is the
  // first such diagnostic.
  const Record *Diagnostic = Records.getClass("Diagnostic");
  if (!Diagnostic)
    (void)Records.getAllDerivedDefinitions("Diagnostic"); // reports the missing class
  for (const Record *S : Records.getAllDerivedDefinitions("TextSubstitution"))
    if (S->isSubClassOf(Diagnostic))
      PrintFatalError(S, "Diagnostic '" + std::string(S->getName()) +
                             "' has same name as TextSubstitution definition");
}

//===----------------------------------------------------------------------===//
// Argument maps
//===----------------------------------------------------------------------===//

uint32_t TextPool::substitution(const TextNode &Sub) const {
  auto It = Substitutions.find(Sub.Text);
  if (It == Substitutions.end())
    PrintFatalError("Failed to find substitution with name: " + std::string(Sub.Text));
  return It->second;
}

int32_t TextPool::mapArg(int32_t I, const ArgMap &Map, const Record *Owner) const {
  if (Map.Identity)
    return I;
  if (I < 0 || size_t(I) >= Map.Map.size())
    PrintFatalError(Owner, "Modifier value '" + std::to_string(I) +
                               "' is not valid for this mapping (has " +
                               std::to_string(Map.Map.size()) + " mappings)");
  return Map.Map[size_t(I)];
}

void TextPool::mapInto(const TextNode &Sub, const ArgMap &Outer, const Record *Owner,
                       std::vector<int32_t> &Out) const {
  Out.clear();
  for (int32_t A : subArgs(Sub))
    Out.push_back(mapArg(A, Outer, Owner));
}

//===----------------------------------------------------------------------===//
// The text of the definition tables
//===----------------------------------------------------------------------===//

void TextPool::printFlat(uint32_t Root, const Record *Owner, std::string &Out) const {
  printNode(Root, ArgMap{}, Owner, Out);
}

void TextPool::printNode(uint32_t Id, const ArgMap &Map, const Record *Owner,
                         std::string &Out) const {
  const TextNode &N = Nodes[Id];
  auto arg = [&](int32_t A) { Out += std::to_string(mapArg(A, Map, Owner)); };
  switch (N.Kind) {
  case NodeKind::Seq:
    for (uint32_t K : kids(N))
      printNode(K, Map, Owner, Out);
    return;
  case NodeKind::Literal:
    Out += N.Text;
    return;
  case NodeKind::Arg:
    Out += '%';
    Out += spelling(N.Mod);
    arg(N.Arg);
    return;
  case NodeKind::Choice: {
    Out += '%';
    if (N.Mod == Modifier::S) {
      Out += 's';
      arg(N.Arg);
      return;
    }
    // An %enum_select is a %select once its enumerators are named.
    Out += N.Mod == Modifier::Plural ? "plural{" : "select{";
    std::span<const uint32_t> Options = kids(N);
    for (size_t I = 0; I < Options.size(); ++I) {
      if (I)
        Out += '|';
      if (N.Mod == Modifier::Plural)
        Out += label(N, I);
      printNode(Options[I], Map, Owner, Out);
    }
    Out += '}';
    arg(N.Arg);
    return;
  }
  case NodeKind::Diff: {
    std::span<const uint32_t> Parts = kids(N);
    Out += "%diff{";
    printNode(Parts[0], Map, Owner, Out);
    Out += '$';
    printNode(Parts[1], Map, Owner, Out);
    Out += '$';
    printNode(Parts[2], Map, Owner, Out);
    Out += '|';
    printNode(Parts[3], Map, Owner, Out);
    Out += '}';
    arg(Nodes[Parts[4]].Arg);
    Out += ',';
    arg(Nodes[Parts[5]].Arg);
    return;
  }
  case NodeKind::Sub: {
    std::vector<int32_t> Inner;
    mapInto(N, Map, Owner, Inner);
    printNode(substitution(N), ArgMap{Inner, false}, Owner, Out);
    return;
  }
  }
}

} // namespace tblgen::clangdiag
