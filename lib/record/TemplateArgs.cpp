//===- TemplateArgs.cpp - Pairing a use's arguments with parameters -------===//
#include "record/TemplateArgs.h"

namespace tblgen {

ArgMatch matchTemplateArgs(const Record &Owner, std::span<const ArgumentInit *const> Args,
                           ParamValue *Out, size_t &Count) {
  std::span<const Init *const> Params = Owner.getTemplateArgs();
  // Parameter lists are short: a flag per parameter, found by a linear
  // search for named arguments, is all the bookkeeping needed.
  // (A use is checked for every class reference and every anonymous
  // instantiation: up to 64 parameters need no heap.)
  uint64_t TakenBits = 0;
  std::vector<bool> TakenMore(Params.size() > 64 ? Params.size() : 0, false);
  auto IsTaken = [&](size_t I) {
    return Params.size() > 64 ? bool(TakenMore[I]) : ((TakenBits >> I) & 1) != 0;
  };
  auto Take = [&](size_t I) {
    if (Params.size() > 64)
      TakenMore[I] = true;
    else
      TakenBits |= uint64_t(1) << I;
  };
  auto IndexOf = [&](const ArgumentInit *A) -> size_t {
    if (A->isPositional())
      return A->getIndex();
    for (size_t I = 0; I < Params.size(); ++I)
      if (Params[I] == A->getName())
        return I;
    return Params.size();
  };

  for (const ArgumentInit *A : Args) {
    size_t I = IndexOf(A);
    // The parser only accepts names of existing parameters, so a name that
    // is not found here can only be one already consumed by position.
    if (I >= Params.size() || IsTaken(I))
      return {ArgMatch::GivenTwice, A->isPositional() ? Params[A->getIndex()] : A->getName()};
    Take(I);
    Out[Count++] = {Params[I], A->getValue()};
  }

  ArgMatch Result;
  for (size_t I = 0; I < Params.size(); ++I) {
    if (IsTaken(I))
      continue;
    const Init *Default = Owner.getValue(Params[I])->getValue();
    // A parameter declared without a default holds '?', which is not a
    // value a use may leave it at.
    if (!Default->isComplete() && Result)
      Result = {ArgMatch::NoValue, Params[I]};
    Out[Count++] = {Params[I], Default};
  }
  return Result;
}

} // namespace tblgen
