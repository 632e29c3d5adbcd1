//===- FieldSlot.h - Repeated reads of one field across records -*- C++ -*-===//
//
// A backend reads the same field of thousands of records that derive from
// the same classes, so the field usually sits at the same position among
// their fields. A FieldSlot remembers that position and the field's
// (interned) name, and finds the field with a pointer compare; a record
// where it is elsewhere is searched by pointer, and one where it is missing
// (or a value of the wrong kind) takes Record's own accessor, which reports
// llvm-tblgen's error. The values are those of Record::getValueAs*.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "tblgen/Casting.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <string_view>
#include <utility>
#include <vector>

namespace tblgen::codegen {

class FieldSlot {
public:
  explicit constexpr FieldSlot(std::string_view Name) : Name(Name) {}

  std::string_view name() const { return Name; }

  /// The field's value, or null when the record has no such field.
  const Init *find(const Record *R) {
    std::span<const RecordVal> Fields = R->getValues();
    if (NameInit) {
      if (Hint < Fields.size() && Fields[Hint].getNameInit() == NameInit)
        return Fields[Hint].getValue();
      // Records of two kinds often alternate: the previous position next.
      if (Prev < Fields.size() && Fields[Prev].getNameInit() == NameInit) {
        std::swap(Hint, Prev);
        return Fields[Hint].getValue();
      }
      for (size_t K = 0, E = Fields.size(); K != E; ++K)
        if (Fields[K].getNameInit() == NameInit) {
          Prev = Hint;
          Hint = unsigned(K);
          return Fields[K].getValue();
        }
    }
    // A field most records lack: the names of the last record found
    // without it, compared by pointer, prove this one lacks it too.
    if (Fields.size() == Absent.size() &&
        std::equal(Fields.begin(), Fields.end(), Absent.begin(),
                   [](const RecordVal &F, const Init *N) { return F.getNameInit() == N; }))
      return nullptr;
    const RecordVal *V = R->getValue(Name);
    if (!V) {
      Absent.clear();
      for (const RecordVal &F : Fields)
        Absent.push_back(F.getNameInit());
      return nullptr;
    }
    NameInit = V->getNameInit();
    Hint = unsigned(V - Fields.data());
    return V->getValue();
  }

  bool getBit(const Record *R) {
    if (const auto *B = dyn_cast_or_null<BitInit>(find(R)))
      return B->getValue();
    return R->getValueAsBit(Name);
  }
  int64_t getInt(const Record *R) {
    if (const auto *I = dyn_cast_or_null<IntInit>(find(R)))
      return I->getValue();
    return R->getValueAsInt(Name);
  }
  /// The string value as a view of the (arena-held, immutable) init.
  std::string_view getString(const Record *R) {
    if (const auto *S = dyn_cast_or_null<StringInit>(find(R)))
      return S->getValue();
    (void)R->getValueAsString(Name); // reports the error
    return {};
  }
  const Record *getDef(const Record *R) {
    if (const auto *D = dyn_cast_or_null<DefInit>(find(R)))
      return D->getDef();
    return R->getValueAsDef(Name);
  }
  /// The def, or null when the value is '?'.
  const Record *getOptionalDef(const Record *R) {
    const Init *V = find(R);
    if (const auto *D = dyn_cast_or_null<DefInit>(V))
      return D->getDef();
    if (V && isa<UnsetInit>(V))
      return nullptr;
    return R->getValueAsOptionalDef(Name);
  }
  const DagInit *getDag(const Record *R) {
    if (const auto *D = dyn_cast_or_null<DagInit>(find(R)))
      return D;
    return R->getValueAsDag(Name);
  }
  const ListInit *getList(const Record *R) {
    if (const auto *L = dyn_cast_or_null<ListInit>(find(R)))
      return L;
    return R->getValueAsListInit(Name);
  }
  std::vector<const Record *> getListOfDefs(const Record *R) {
    if (const auto *L = dyn_cast_or_null<ListInit>(find(R))) {
      std::vector<const Record *> Out;
      Out.reserve(L->size());
      for (const Init *E : L->getValues()) {
        const auto *D = dyn_cast<DefInit>(E);
        if (!D)
          return R->getValueAsListOfDefs(Name); // reports the error
        Out.push_back(D->getDef());
      }
      return Out;
    }
    return R->getValueAsListOfDefs(Name);
  }

private:
  std::string_view Name;
  const Init *NameInit = nullptr;
  unsigned Hint = 0, Prev = 0;
  std::vector<const Init *> Absent;
};

} // namespace tblgen::codegen
