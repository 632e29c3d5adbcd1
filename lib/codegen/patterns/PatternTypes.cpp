//===- PatternTypes.cpp - Machine value types and type sets ---------------===//
//
// The MVT table of the pattern model (read from the ValueTypes defset, whose
// order gives the MVT enum values) and the printing of type sets.
//
//===----------------------------------------------------------------------===//
#include "codegen/patterns/Patterns.h"

#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

namespace tblgen {
namespace codegen {

MVTTable::MVTTable(const RecordKeeper &Records) {
  Types.emplace_back(); // 0: INVALID_SIMPLE_VALUE_TYPE
  const auto *L = dyn_cast_or_null<ListInit>(Records.getGlobal("ValueTypes"));
  if (!L)
    return;
  // (Type sets hold 16-bit values, as LLVM's MVT::SimpleValueType.)
  if (L->size() >= 0xFFFF)
    PrintFatalError("too many value types in the ValueTypes defset: " + std::to_string(L->size()) +
                    " (at most 65534)");
  for (size_t I = 0; I < L->size(); ++I) {
    const Record *D = L->getElementAsRecord(unsigned(I));
    MVTInfo T;
    T.Def = D;
    T.Value = unsigned(Types.size());
    if (D) {
      T.Name = D->getValueAsString("LLVMName");
      T.Size = D->getValueAsInt("Size");
      T.NumElts = unsigned(D->getValueAsInt("nElem"));
      T.IsInteger = D->getValueAsBit("isInteger");
      T.IsFP = D->getValueAsBit("isFP");
      T.IsVector = D->getValueAsBit("isVector");
      T.IsOverloaded = D->getValueAsBit("isOverloaded");
      T.IsScalable = D->getValue("isScalable") && D->getValueAsBit("isScalable");
      ByDef.emplace(D, T.Value);
    }
    Types.push_back(std::move(T));
  }
  for (MVTInfo &T : Types) {
    if (!T.Def || !T.IsVector)
      continue;
    if (const Record *E = T.Def->getValueAsOptionalDef("ElementType"))
      if (const MVTInfo *ET = get(E))
        T.ElementValue = int(ET->Value);
  }
  auto Named = [&](std::string_view N) -> unsigned {
    for (const MVTInfo &T : Types)
      if (T.Def && T.Def->getName() == N)
        return T.Value;
    return 0;
  };
  Other = Named("OtherVT");
  IPTR = Named("iPTR");
  IAny = Named("iAny");
  FAny = Named("fAny");
  VAny = Named("vAny");
  Any = Named("Any");
  IPTRAny = Named("pAny");
  CPTR = Named("cPTR");
  IsVoid = Named("isVoid");
  // A target's pointer types (PtrValueType: p0 = i64 in address space 0)
  // are, to the selection patterns, the machine type of their LLVMName.
  for (const Record *P : Records.getAllDerivedDefinitionsIfDefined("PtrValueType")) {
    if (ByDef.count(P))
      continue;
    std::string Name = P->getValueAsString("LLVMName");
    for (const MVTInfo &T : Types)
      if (T.Def && T.Name == Name) {
        ByDef.emplace(P, T.Value);
        break;
      }
  }
}

const MVTInfo *MVTTable::get(const Record *Def) const {
  auto It = ByDef.find(Def);
  return It == ByDef.end() ? nullptr : &Types[It->second];
}

std::string TypeSet::str(const MVTTable &T) const {
  if (!Known)
    return "{}";
  std::string S = "{ *:[";
  for (size_t I = 0; I < VTs.size(); ++I)
      S += (I ? " " : "") + T.at(VTs[I]).Name;
  return S + "] }";
}

} // namespace codegen
} // namespace tblgen
