//===- AddressModesEmitter.cpp - An example backend: -gen-address-modes ---===//
//
// A complete small backend, to copy when writing a new one (see
// docs/writing-a-backend.md). From records like
//
//   class AddressMode<string mnemonic, int size> {
//     string Mnemonic = mnemonic;       // assembler spelling
//     int Size = size;                  // encoded size in bytes
//     bit HasDisplacement = false;
//     list<string> Aliases = [];        // other spellings
//     AddressMode Base = ?;             // the mode this one extends, if any
//   }
//   def Absolute : AddressMode<"abs", 4>;
//
// it prints a C++ enum of the modes, a table of their properties and a
// sorted table of every spelling, each section guarded by a macro:
//
//   #define GET_ADDRESS_MODE_ENUM
//   #include "AddressModes.inc"
//
// The backend is registered as -gen-address-modes and reads one option,
// --address-mode-class=<class> (default AddressMode).
//
//===----------------------------------------------------------------------===//

#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

using namespace tblgen;

namespace {

/// One address mode, as read from its record.
struct AddressMode {
  const Record *Def;
  std::string Mnemonic;
  int64_t Size;
  bool HasDisplacement;
  std::vector<std::string> Aliases;
  const Record *Base; // null when the field is unset
};

/// The backend: collects the records, checks them, prints three sections.
class AddressModesEmitter {
public:
  AddressModesEmitter(const RecordKeeper &RK, const BackendContext &Ctx) : Records(RK), Ctx(Ctx) {}

  void run(OStream &OS);

private:
  void collect();
  void emitEnum(OStream &OS) const;
  void emitInfoTable(OStream &OS) const;
  void emitSpellingTable(OStream &OS) const;

  const RecordKeeper &Records;
  const BackendContext &Ctx; // this run's options
  std::vector<AddressMode> Modes;
};

void AddressModesEmitter::collect() {
  std::string ClassName = Ctx.option("address-mode-class", "AddressMode");

  // Every def deriving from the class, ordered by name ("R2" before "R10").
  // A fatal error if the class does not exist.
  for (const Record *Def : Records.getAllDerivedDefinitions(ClassName)) {
    AddressMode M;
    M.Def = Def;
    M.Mnemonic = Def->getValueAsString("Mnemonic");
    M.Size = Def->getValueAsInt("Size");
    M.HasDisplacement = Def->getValueAsBit("HasDisplacement");
    M.Aliases = Def->getValueAsListOfStrings("Aliases");
    M.Base = Def->getValueAsOptionalDef("Base");

    // A bad value: the error points at the field, where it was set.
    if (M.Size <= 0)
      PrintFatalError(Def->getValue("Size"), "address mode '" + std::string(Def->getName()) +
                                                 "' has size " + std::to_string(M.Size) +
                                                 "; it must be positive");
    if (M.Base && M.Base == Def)
      PrintWarning(Def, "address mode '" + std::string(Def->getName()) + "' extends itself");
    Modes.push_back(std::move(M));
  }
}

void AddressModesEmitter::emitEnum(OStream &OS) const {
  OS << "#ifdef GET_ADDRESS_MODE_ENUM\n";
  OS << "#undef GET_ADDRESS_MODE_ENUM\n";
  OS << "enum class AddressMode : unsigned {\n";
  for (size_t I = 0; I < Modes.size(); ++I)
    OS << "  " << Modes[I].Def->getName() << " = " << I << ",\n";
  OS << "  NumAddressModes = " << Modes.size() << "\n";
  OS << "};\n";
  OS << "#endif // GET_ADDRESS_MODE_ENUM\n\n";
}

void AddressModesEmitter::emitInfoTable(OStream &OS) const {
  OS << "#ifdef GET_ADDRESS_MODE_INFO\n";
  OS << "#undef GET_ADDRESS_MODE_INFO\n";
  OS << "static constexpr AddressModeInfo AddressModeInfos[] = {\n";
  for (const AddressMode &M : Modes) {
    OS << "  {\"" << M.Mnemonic << "\", " << M.Size << ", "
       << (M.HasDisplacement ? "true" : "false") << "}, // " << M.Def->getName();
    if (M.Base)
      OS << " (extends " << M.Base->getName() << ")";
    OS << '\n';
  }
  OS << "};\n";
  OS << "#endif // GET_ADDRESS_MODE_INFO\n\n";
}

void AddressModesEmitter::emitSpellingTable(OStream &OS) const {
  // Every spelling (mnemonic or alias) with its mode, sorted for a binary
  // search. Two modes may not share a spelling: report every clash, then
  // stop printing (the driver fails a run that printed an error).
  struct Spelling {
    std::string_view Text;
    const AddressMode *Mode;
  };
  std::vector<Spelling> Spellings;
  for (const AddressMode &M : Modes) {
    Spellings.push_back({M.Mnemonic, &M});
    for (const std::string &Alias : M.Aliases)
      Spellings.push_back({Alias, &M});
  }
  // Deterministic output: order by text, then by record ID.
  std::sort(Spellings.begin(), Spellings.end(), [](const Spelling &A, const Spelling &B) {
    if (A.Text != B.Text)
      return A.Text < B.Text;
    return A.Mode->Def->getID() < B.Mode->Def->getID();
  });
  bool Clash = false;
  for (size_t I = 1; I < Spellings.size(); ++I)
    if (Spellings[I].Text == Spellings[I - 1].Text) {
      PrintError(Spellings[I].Mode->Def,
                 "spelling '" + std::string(Spellings[I].Text) + "' is already used");
      PrintNote(Spellings[I - 1].Mode->Def, "by this address mode");
      Clash = true;
    }
  if (Clash)
    return;

  OS << "#ifdef GET_ADDRESS_MODE_SPELLINGS\n";
  OS << "#undef GET_ADDRESS_MODE_SPELLINGS\n";
  OS << "static constexpr AddressModeSpelling AddressModeSpellings[] = {\n";
  for (const Spelling &S : Spellings)
    OS << "  {\"" << S.Text << "\", AddressMode::" << S.Mode->Def->getName() << "},\n";
  OS << "};\n";
  OS << "#endif // GET_ADDRESS_MODE_SPELLINGS\n";
}

void AddressModesEmitter::run(OStream &OS) {
  collect();
  emitSourceFileHeader("Address Mode Tables", OS, Records);
  emitEnum(OS);
  emitInfoTable(OS);
  emitSpellingTable(OS);
}

/// The entry point the registry calls.
void emitAddressModes(const RecordKeeper &Records, OStream &OS, const BackendContext &Ctx) {
  AddressModesEmitter(Records, Ctx).run(OS);
}

} // namespace

TBLGEN_REGISTER_BACKEND(AddressModes, "gen-address-modes",
                        "Generate address mode tables (example backend)", emitAddressModes);
TBLGEN_REGISTER_BACKEND_OPTION(AddressModeClass, "address-mode-class",
                               "Class whose records are the address modes",
                               "gen-address-modes", "class name");
