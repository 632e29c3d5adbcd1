//===- InstrMapping.cpp - -gen-instr-info: InstrMapping tables ------------===//
//
// An InstrMapping record relates the instructions of its FilterClass that
// agree on its RowFields: the "key" instruction of a row (its ColFields
// equal to KeyCol) maps to one instruction per ValueCols entry (the one
// whose ColFields equal that entry). The section GET_INSTRMAP_INFO holds
// an enum per column field (its values across all mappings) and per
// mapping a function get<Name>(Opcode[, column values]) that binary
// searches a table of the key opcodes (in enum order) with a relation.
//
//===----------------------------------------------------------------------===//
#include "backends/codegen/isel/InstrInfo.h"

#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <map>
#include <string>
#include <unordered_map>
#include <vector>

namespace tblgen::instrinfo {

namespace {

/// The text a field value is compared and printed by (strings unquoted).
std::string unquoted(const Init *V) {
  if (const auto *S = dyn_cast<StringInit>(V))
    return std::string(S->getValue());
  return V->getAsString();
}

std::vector<const Init *> listElements(const ListInit *L) {
  std::vector<const Init *> Out;
  for (size_t K = 0; K != L->size(); ++K)
    Out.push_back(L->getElement(K));
  return Out;
}

/// One InstrMapping record, checked.
struct Mapping {
  const Record *Def;
  std::vector<const Init *> RowFields, ColFields, KeyCol;
  std::vector<std::vector<const Init *>> ValueCols;

  explicit Mapping(const Record *R) : Def(R) {
    (void)R->getValueInit("FilterClass");
    RowFields = listElements(R->getValueAsListInit("RowFields"));
    ColFields = listElements(R->getValueAsListInit("ColFields"));
    KeyCol = listElements(R->getValueAsListInit("KeyCol"));
    const ListInit *Cols = R->getValueAsListInit("ValueCols");
    if (Cols->size() == 0)
      PrintFatalError(R->getLocs(), "InstrMapping record `" + std::string(R->getName()) +
                                        "' has empty `ValueCols' field!");
    for (size_t K = 0; K != Cols->size(); ++K) {
      const auto *Col = dyn_cast<ListInit>(Cols->getElement(K));
      if (!Col || Col->size() != ColFields.size())
        PrintFatalError(R->getLocs(), "Record `" + std::string(R->getName()) +
                                          "', field `ValueCols' entries don't match with "
                                          " the entries in 'ColFields'!");
      ValueCols.push_back(listElements(Col));
    }
  }
  std::string name() const { return std::string(Def->getName()); }
};

/// The value of field Field (a string naming it) of instruction I.
const Init *fieldOf(const Record *I, const Init *Field) {
  std::string Name = unquoted(Field);
  const RecordVal *V = I->getValue(Name);
  if (!V)
    PrintFatalError(I->getLocs(), "No value " + Field->getAsString() + " found in \"" +
                                      std::string(I->getName()) + "\" instruction description.");
  return V->getValue();
}

bool matches(const Record *I, const std::vector<const Init *> &Fields,
             const std::vector<const Init *> &Values) {
  for (size_t K = 0; K != Fields.size(); ++K)
    if (unquoted(fieldOf(I, Fields[K])) != unquoted(Values[K]))
      return false;
  return true;
}

/// The column enums: per column field name, its distinct values in the
/// order the mappings (by name) list them. This runs before any mapping is
/// read in full, so its check of the ValueCols shapes comes first.
void emitColumnEnums(const std::vector<const Record *> &Defs, OStream &OS) {
  std::map<std::string, std::vector<const Init *>> Values;
  for (const Record *R : Defs) {
    std::vector<const Init *> Fields = listElements(R->getValueAsListInit("ColFields"));
    const ListInit *Cols = R->getValueAsListInit("ValueCols");
    std::vector<std::vector<const Init *>> ColVals;
    for (size_t K = 0; K != Cols->size(); ++K) {
      const auto *Col = dyn_cast<ListInit>(Cols->getElement(K));
      if (!Col || Col->size() != Fields.size())
        PrintFatalError("Record `" + std::string(R->getName()) +
                        "', field `ValueCols' entries don't match with the entries in "
                        "'ColFields' !");
      ColVals.push_back(listElements(Col));
    }
    for (size_t J = 0; J != Fields.size(); ++J) {
      if (ColVals.empty())
        continue;
      std::vector<const Init *> &Vals = Values[unquoted(Fields[J])];
      for (const auto &Col : ColVals)
        if (std::find(Vals.begin(), Vals.end(), Col[J]) == Vals.end())
          Vals.push_back(Col[J]);
    }
  }
  for (const auto &[Name, Vals] : Values) {
    OS << "enum " << Name << " {\n";
    for (size_t K = 0; K != Vals.size(); ++K)
      OS << (K ? ",\n" : "") << "  " << Name << '_' << unquoted(Vals[K]);
    OS << "\n};\n\n";
  }
}

void emitMapping(const InstrTable &T, const Record *Def, OStream &OS) {
  Mapping M(Def);
  std::string FilterClass = unquoted(M.Def->getValueInit("FilterClass"));
  const auto &Instrs = T.Records.getAllDerivedDefinitionsIfDefined(FilterClass);

  // Rows by the values of the row fields (values are uniqued: compare by
  // identity), and the key instructions.
  std::map<std::vector<const Init *>, std::vector<const Record *>> Rows;
  std::unordered_map<const Record *, std::vector<const Record *>> Related;
  std::vector<const Record *> Keys;
  auto RowKey = [&](const Record *I) {
    std::vector<const Init *> Key;
    for (const Init *F : M.RowFields)
      Key.push_back(fieldOf(I, F));
    return Key;
  };
  for (const Record *I : Instrs) {
    std::vector<const Init *> Key = RowKey(I);
    if (matches(I, M.ColFields, M.KeyCol))
      Keys.push_back(I);
    Rows[Key].push_back(I);
  }
  for (const Record *Key : Keys) {
    std::vector<const Record *> &Cols = Related[Key];
    const std::vector<const Record *> &Row = Rows[RowKey(Key)];
    for (const auto &Col : M.ValueCols) {
      const Record *Found = nullptr;
      for (const Record *I : Row) {
        if (!matches(I, M.ColFields, Col))
          continue;
        if (Found) {
          std::string KeyText;
          for (const Init *V : RowKey(Key))
            KeyText += (KeyText.empty() ? "" : ", ") + V->getAsString();
          std::string ColText = "[";
          for (size_t K = 0; K != Col.size(); ++K)
            ColText += (K ? ", " : "") + Col[K]->getAsString();
          PrintFatalError("Multiple matches found for `" + std::string(Key->getName()) +
                          "', for the relation `" + M.name() + "', row fields [" + KeyText +
                          "], column `" + ColText + "]'");
        }
        Found = I;
      }
      Cols.push_back(Found);
    }
  }

  std::string Name = M.name();
  bool MultiCol = M.ValueCols.size() > 1;
  OS << "// " << Name << "\nLLVM_READONLY\nint " << Name << "(uint16_t Opcode";
  if (MultiCol)
    for (const Init *F : M.ColFields)
      OS << ", enum " << unquoted(F) << " in" << unquoted(F);
  OS << ") {\n  using namespace " << T.Namespace << ";\n";

  std::vector<std::string> Lines;
  for (size_t I = 0; I != T.size(); ++I) {
    auto It = Related.find(T[I].Def);
    if (It == Related.end())
      It = Related.find(T.Named[I]);
    if (It == Related.end())
      continue;
    bool Any = false;
    std::string Line = "    { " + std::string(T.name(I));
    for (const Record *C : It->second) {
      Any |= C != nullptr;
      Line += C ? ", " + std::string(C->getName()) : ", (uint16_t)-1U";
    }
    if (Any)
      Lines.push_back(Line + " },\n");
  }
  if (Lines.empty()) {
    OS << "  return -1;\n}\n\n";
    return;
  }
  OS << "  static constexpr uint16_t Table[][" << M.ValueCols.size() + 1 << "] = {\n";
  for (const std::string &L : Lines)
    OS << L;
  OS << "  }; // End of Table\n\n";
  OS << "  unsigned mid;\n  unsigned start = 0;\n  unsigned end = " << Lines.size() << ";\n";
  OS << "  while (start < end) {\n"
        "    mid = start + (end - start) / 2;\n"
        "    if (Opcode == Table[mid][0]) \n"
        "      break;\n"
        "    if (Opcode < Table[mid][0])\n"
        "      end = mid;\n"
        "    else\n"
        "      start = mid + 1;\n"
        "  }\n"
        "  if (start == end)\n"
        "    return -1; // Instruction doesn't exist in this table.\n\n";
  if (!MultiCol) {
    OS << "  return Table[mid][1];\n}\n\n";
    return;
  }
  for (size_t C = 0; C != M.ValueCols.size(); ++C) {
    OS << "  if (";
    for (size_t J = 0; J != M.ColFields.size(); ++J) {
      std::string Field = unquoted(M.ColFields[J]);
      OS << (J ? " && " : "") << "in" << Field << " == " << Field << '_'
         << unquoted(M.ValueCols[C][J]);
    }
    OS << ")\n    return Table[mid][" << C + 1 << "];\n";
  }
  OS << "  return -1;}\n\n";
}

} // namespace

void emitInstrMappings(const InstrTable &T, OStream &OS) {
  const auto &Defs = T.Records.getAllDerivedDefinitionsIfDefined("InstrMapping");
  if (Defs.empty())
    return;
  OS << "#ifdef GET_INSTRMAP_INFO\n#undef GET_INSTRMAP_INFO\n\n";
  OS << "namespace llvm::" << T.Namespace << " {\n\n";
  emitColumnEnums(Defs, OS);
  for (const Record *R : Defs)
    emitMapping(T, R, OS);
  OS << "\n} // namespace llvm::" << T.Namespace << "\n\n#endif // GET_INSTRMAP_INFO\n\n";
}

} // namespace tblgen::instrinfo
