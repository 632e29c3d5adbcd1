//===- RegisterNames.cpp - Register names for -gen-callingconv ------------===//
#include "backends/codegen/registers/RegisterNames.h"

#include "tblgen/Error.h"
#include "tblgen/Record.h"
#include "tblgen/SetTheory.h"

#include <algorithm>
#include <vector>

namespace tblgen::codegen {

std::string qualifiedName(const Record *R) {
  std::string Name(R->getName());
  if (!R->getValue("Namespace"))
    return Name;
  std::string Ns = R->getValueAsString("Namespace");
  return Ns.empty() ? Name : Ns + "::" + Name;
}

RegisterNames::RegisterNames(const RecordKeeper &Records) {
  // llvm-tblgen's register bank looks at the sub-register indices first, so
  // a description without that class fails there.
  (void)Records.getAllDerivedDefinitions("SubRegIndex");

  for (const Record *Reg : Records.getAllDerivedDefinitions("Register"))
    ByName.try_emplace(std::string(Reg->getName()), qualifiedName(Reg));

  for (const Record *Tuples : Records.getAllDerivedDefinitions("RegisterTuples"))
    addTuples(Tuples);

  if (Records.getAllDerivedDefinitions("RegisterClass").empty())
    PrintFatalError("No 'RegisterClass' subclasses defined!");
}

/// A RegisterTuples def zips its SubRegs lists: the N-th tuple register is
/// made of the N-th member of each list, is named by their names joined
/// with '_' and takes the fields (so the namespace) of the first member.
void RegisterNames::addTuples(const Record *Tuples) {
  size_t Width = Tuples->getValueAsListOfDefs("SubRegIndices").size();
  const ListInit *Lists = Tuples->getValueAsListInit("SubRegs");
  if (Width != Lists->size())
    PrintFatalError(Tuples, "SubRegIndices and SubRegs size mismatch");
  if (Width < 2)
    PrintFatalError(Tuples, "Tuples must have at least 2 sub-registers");

  SetTheory Sets;
  Sets.addFieldExpander("RegisterClass", "MemberList");
  Sets.addFieldExpander("CalleeSavedRegs", "SaveList");
  std::vector<SetTheory::RecSet> Members(Width);
  size_t Count = SIZE_MAX;
  for (size_t I = 0; I != Width; ++I) {
    Sets.evaluate(Lists->getElement(unsigned(I)), Members[I], Tuples->getLocs());
    Count = std::min(Count, Members[I].size());
  }
  if (Count == 0)
    return;

  std::vector<std::string> AsmNames = Tuples->getValueAsListOfStrings("RegAsmNames");
  for (size_t N = 0; N != Count; ++N) {
    std::string Name;
    for (size_t I = 0; I != Width; ++I) {
      if (I)
        Name += '_';
      Name += Members[I][N]->getName();
    }
    const Record *First = Members[0][N];
    (void)First->getValueAsListInit("CostPerUse");
    if (!AsmNames.empty() && AsmNames.size() <= N)
      PrintFatalError(Tuples, "Register tuple definition missing name for '" + Name + "'.");
    if (!TupleNames.try_emplace(Name, true).second)
      PrintFatalError(Tuples, "Register tuple redefines register '" + Name + "'.");

    std::string Qualified = Name;
    if (First->getValue("Namespace")) {
      std::string Ns = First->getValueAsString("Namespace");
      if (!Ns.empty())
        Qualified = Ns + "::" + Name;
    }
    ByName.try_emplace(std::move(Name), std::move(Qualified));
  }
}

const std::string *RegisterNames::lookup(std::string_view DefName) const {
  auto It = ByName.find(DefName);
  return It == ByName.end() ? nullptr : &It->second;
}

} // namespace tblgen::codegen
