//===- Prototype.cpp - Clang builtin prototypes as type strings -----------===//
//
// A type is read from its outside in: qualifiers and declarators are taken
// off its end (their codes follow the inner type's), specifiers off its
// front (their codes precede it), until a scalar name remains.
//
//===----------------------------------------------------------------------===//

#include "Prototype.h"

#include "tblgen/Error.h"

#include <array>
#include <charconv>

namespace tblgen::clangbuiltins {

namespace {

constexpr std::string_view Blanks = " \t\n\v\f\r";

std::string_view trimmed(std::string_view S) {
  size_t First = S.find_first_not_of(Blanks);
  if (First == std::string_view::npos)
    return {};
  return S.substr(First, S.find_last_not_of(Blanks) - First + 1);
}

bool takeFront(std::string_view &S, std::string_view Word) {
  if (!S.starts_with(Word))
    return false;
  S.remove_prefix(Word.size());
  return true;
}

bool takeBack(std::string_view &S, std::string_view Word) {
  if (!S.ends_with(Word))
    return false;
  S.remove_suffix(Word.size());
  return true;
}

/// A suffix taken off a type: its code goes after the inner type's.
struct Suffix {
  std::string_view Word, Code;
  bool AddressSpace; ///< may be preceded by address_space<N>
};
constexpr std::array<Suffix, 6> Suffixes{{{"*", "*", true},
                                          {"const", "C", false},
                                          {"volatile", "D", false},
                                          {"restrict", "R", false},
                                          {"&", "&", true},
                                          {")", "&", false}}};

/// A prefix taken off a type: its code goes before the inner type's.
struct Prefix {
  std::string_view Word, Code;
  bool OpenCLLongOnly;
};
constexpr std::array<Prefix, 6> Prefixes{{{"long long", "O", true},
                                          {"long", "L", false},
                                          {"signed", "S", false},
                                          {"unsigned", "U", false},
                                          {"_Complex", "X", false},
                                          {"_Constant", "I", false}}};

struct ScalarName {
  std::string_view Spelling, Code;
};
constexpr ScalarName Scalars[] = {
#define PROTOTYPE_TYPE(Spelling, Code) {Spelling, Code},
#include "PrototypeTypes.def"
};

class Encoder {
public:
  Encoder(const Record *Builtin, std::string_view Substitution)
      : Field(Builtin->getValue("Prototype")), Substitution(Substitution),
        OpenCLLong(Builtin->getValueAsBit("EnableOpenCLLong")) {}

  std::string run(std::string_view Text) {
    Text = trimmed(Text);
    if (Text.empty())
      return Out;
    size_t Open = std::min(Text.find('('), Text.size());
    type(Text.substr(0, Open));
    std::string_view Params = Text.substr(std::min(Open + 1, Text.size()));
    if (!takeBack(Params, ")"))
      fail("Expected closing brace at end of prototype");
    parameters(Params);
    return Out;
  }

private:
  [[noreturn]] void fail(std::string_view Msg) { PrintFatalError(Field, Msg); }

  /// Parameters are split at commas, but a parameter that starts as a
  /// vector runs to its closing bracket.
  void parameters(std::string_view Rest) {
    while (!Rest.empty()) {
      if (Rest.front() == ' ' || Rest.front() == ',') {
        Rest.remove_prefix(1);
        continue;
      }
      if (Rest.starts_with("_ExtVector<") || Rest.starts_with("_Vector<")) {
        // Up to the first '>': an unclosed vector leaves an empty type.
        size_t Close = Rest.find('>');
        if (Close == std::string_view::npos)
          type({});
        type(Rest.substr(0, Close + 1));
        Rest.remove_prefix(Close + 1);
        continue;
      }
      size_t Comma = Rest.find(',');
      type(Rest.substr(0, Comma));
      Rest.remove_prefix(Comma == std::string_view::npos ? Rest.size() : Comma + 1);
    }
  }

  /// Takes "address_space<N>" off the end of T when T ends in '>'.
  std::string addressSpace(std::string_view &T) {
    T = trimmed(T);
    if (!takeBack(T, ">"))
      return {};
    size_t Open = T.rfind('<');
    if (Open == std::string_view::npos)
      fail("Mismatched angle-brackets in type");
    std::string_view Number = T.substr(Open + 1);
    T = T.substr(0, Open);
    if (!takeBack(T, "address_space"))
      fail("Only `address_space<N>` supported as a parameterized pointer or reference type "
           "qualifier");
    uint32_t Value = 0;
    auto [End, Err] = std::from_chars(Number.data(), Number.data() + Number.size(), Value);
    if (Number.empty() || Err != std::errc() || End != Number.data() + Number.size())
      fail("Expected an integer argument to the address_space qualifier");
    return std::to_string(Value);
  }

  void type(std::string_view T) {
    T = trimmed(T);
    for (const Suffix &S : Suffixes) {
      if (!takeBack(T, S.Word))
        continue;
      std::string Space = S.AddressSpace ? addressSpace(T) : std::string();
      type(T);
      Out += S.Code;
      Out += Space;
      return;
    }
    for (const Prefix &P : Prefixes) {
      if ((P.OpenCLLongOnly && !OpenCLLong) || !takeFront(T, P.Word))
        continue;
      Out += P.Code;
      type(T);
      return;
    }
    if (takeFront(T, "T")) {
      if (Substitution.empty())
        fail("Not a template");
      type(Substitution);
      return;
    }
    bool Ext = takeFront(T, "_ExtVector");
    if (Ext || takeFront(T, "_Vector")) {
      vector(T, Ext);
      return;
    }
    for (const ScalarName &S : Scalars)
      if (S.Spelling == T) {
        Out += S.Code;
        return;
      }
    fail("Unknown Type: " + std::string(T));
  }

  /// "<N, scalar>" after _ExtVector (E) or _Vector (V).
  void vector(std::string_view T, bool Ext) {
    if (!takeFront(T, "<"))
      fail("Expected '<' after '_ExtVector'");
    size_t Digits = 0;
    while (Digits < T.size() && T[Digits] >= '0' && T[Digits] <= '9')
      ++Digits;
    unsigned long long Lanes = 0;
    auto [End, Err] = std::from_chars(T.data(), T.data() + Digits, Lanes);
    if (Digits == 0 || Err != std::errc())
      fail("Expected number of lanes after '_ExtVector<'");
    T.remove_prefix(Digits);
    Out += Ext ? "E" : "V";
    Out += std::to_string(Lanes);
    if (!takeFront(T, ","))
      fail("Expected ',' after number of lanes in '_ExtVector<'");
    if (!takeBack(T, ">"))
      fail("Expected '>' after scalar type in '_ExtVector<N, type>'");
    type(T);
  }

  const RecordVal *Field;
  std::string_view Substitution;
  bool OpenCLLong;
  std::string Out;
};

} // namespace

std::string encodePrototype(const Record *Builtin, std::string_view Substitution) {
  return Encoder(Builtin, Substitution).run(Builtin->getValueAsString("Prototype"));
}

} // namespace tblgen::clangbuiltins
