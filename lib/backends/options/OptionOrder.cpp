//===- OptionOrder.cpp - The order of options in option tables ------------===//

#include "OptionOrder.h"

#include "backends/common/LLVMCompat.h"

#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <cstdint>
#include <optional>

namespace tblgen::options {

std::vector<std::string_view> stringList(const Record *R, std::string_view F) {
  const ListInit *L = R->getValueAsListInit(F);
  std::vector<std::string_view> Out;
  Out.reserve(L->size());
  for (const Init *I : L->getValues()) {
    const auto *S = dyn_cast<StringInit>(I);
    if (!S) {
      (void)R->getValueAsListOfStrings(F); // reports the error
      return {};
    }
    Out.push_back(S->getValue());
  }
  return Out;
}

namespace {

unsigned char lowered(char C) {
  unsigned char U = static_cast<unsigned char>(C);
  return U >= 'A' && U <= 'Z' ? U - 'A' + 'a' : U;
}

/// What the comparison of two options looks at.
struct OptionKey {
  const Record *R;
  std::string_view Name;
  std::vector<std::string_view> Prefixes;
  int64_t Precedence;
  bool Sentinel;
};

int comparePrefixes(const std::vector<std::string_view> &A, const std::vector<std::string_view> &B) {
  for (size_t I = 0, E = std::min(A.size(), B.size()); I != E; ++I)
    if (int C = compareOptionName(A[I], B[I]))
      return C;
  return 0;
}

bool optionLess(const OptionKey &A, const OptionKey &B) {
  if (A.R == B.R)
    return false;
  if (A.Sentinel != B.Sentinel)
    return A.Sentinel;
  if (!A.Sentinel) {
    if (int C = compareOptionName(A.Name, B.Name))
      return C < 0;
    if (int C = comparePrefixes(A.Prefixes, B.Prefixes))
      return C < 0;
  }
  if (A.Precedence == B.Precedence && A.Prefixes == B.Prefixes) {
    PrintError(A.R, "Option is equivalent to");
    PrintError(B.R, "Other defined here");
    PrintFatalError("Equivalent Options found.");
  }
  return A.Precedence < B.Precedence;
}

} // namespace

int compareOptionName(std::string_view A, std::string_view B) {
  size_t Min = std::min(A.size(), B.size());
  for (size_t I = 0; I != Min; ++I) {
    unsigned char L = lowered(A[I]), R = lowered(B[I]);
    if (L != R)
      return L < R ? -1 : 1;
  }
  if (A.size() == B.size())
    return A.compare(B) < 0 ? -1 : A.compare(B) > 0 ? 1 : 0;
  // A name sorts after the longer names it is a prefix of.
  return A.size() == Min ? 1 : -1;
}

namespace {
OptionKey keyOf(const Record *R) {
  const Record *Kind = R->getValueAsDef("Kind");
  bool Sentinel = Kind->getValueAsBit("Sentinel");
  std::vector<std::string_view> Prefixes = stringList(R, "Prefixes");
  std::string_view Name;
  if (!Sentinel) {
    const auto *S = dyn_cast_or_null<StringInit>(R->getValueInit("Name"));
    if (!S)
      (void)R->getValueAsString("Name"); // reports the error
    else
      Name = S->getValue();
  }
  return {R, Name, std::move(Prefixes), Kind->getValueAsInt("Precedence"), Sentinel};
}
} // namespace

std::vector<const Record *> sortOptions(const std::vector<const Record *> &Opts) {
  // Keys are read when the sort first looks at an option, so a malformed
  // option is reported only when llvm-tblgen's sort would compare it.
  std::vector<std::optional<OptionKey>> Keys(Opts.size());
  auto Key = [&](unsigned I) -> const OptionKey & {
    if (!Keys[I])
      Keys[I] = keyOf(Opts[I]);
    return *Keys[I];
  };
  std::vector<unsigned> Order(Opts.size());
  for (unsigned I = 0; I != Order.size(); ++I)
    Order[I] = I;
  compat::libstdcxxSort(Order, [&](unsigned A, unsigned B) {
    const OptionKey &KA = Key(A);
    return optionLess(KA, Key(B));
  });
  std::vector<const Record *> Out;
  Out.reserve(Order.size());
  for (unsigned I : Order)
    Out.push_back(Opts[I]);
  return Out;
}

} // namespace tblgen::options
