//===- RegisterBanks.cpp - -gen-register-bank -------------------------------===//
//
// GlobalISel groups register classes into register banks: each RegisterBank
// def names a few classes, and the bank covers those, their sub-classes (and
// theirs, transitively) and, on targets with sub-registers, the classes
// holding a common sub-register of a covered class's registers. The backend
// writes the bank enumeration, the bank objects with a bit per covered
// class, the size of each bank per hardware mode (the largest spill size of
// its classes) and getRegBankFromRegClass, which maps a class ID to its bank
// through a table of packed bank numbers.
//
// Output layout (byte-exact with llvm-tblgen 22), three #ifdef sections:
//
//   GET_REGBANK_DECLARATIONS   enum : unsigned { InvalidRegBankID, <Bank>ID..., NumRegisterBanks }
//   GET_TARGET_REGBANK_CLASS   the members of <Target>GenRegisterBankInfo
//   GET_TARGET_REGBANK_IMPL    coverage words, bank objects, RegBanks[],
//                              Sizes[] (mode-major), the constructor and
//                              getRegBankFromRegClass
//
// Banks are numbered in name order (the record order). A class covered by
// no bank, or by two, maps to InvalidRegBankID in the packed table.
//
// Where llvm-tblgen crashes (no RegisterBank at all, a bank with no class,
// a bank named like an inferred class) tblgen reports an error or a plain
// note instead: docs/known-differences.md.
//
//===----------------------------------------------------------------------===//
#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"
#include "tblgen/CodeGen/Registers.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <string>
#include <vector>

namespace tblgen {
namespace {

using codegen::RegClass;
using codegen::RegisterBank;

/// One GlobalISel register bank: a RegisterBank def and the register
/// classes it covers.
struct GISelBank {
  const Record *Def = nullptr;
  /// Covered classes (enum values) in the order they were reached: the
  /// coverage words list them in this order.
  std::vector<unsigned> Classes;
  std::vector<bool> Covers; ///< by class enum value
  /// Per hardware mode: the first covered class with the largest spill
  /// size in that mode (the bank's size).
  std::vector<int> Widest;

  std::string enumerator() const { return std::string(Def->getName()) + "ID"; }
};

class RegisterBankWriter {
public:
  RegisterBankWriter(const RecordKeeper &Records, OStream &OS)
      : Records(Records), OS(OS), TargetName(codegen::getTargetDef(Records)->getName()),
        Model(codegen::getRegisterBank(Records)) {}

  void run();

private:
  void collect();
  void cover(GISelBank &Bank, unsigned Root, std::vector<bool> &Visited);
  void add(GISelBank &Bank, unsigned Class);
  void warnNameClashes();
  void writeDeclarations();
  void writeClassMembers();
  void writeImplementation();
  void writeClassToBankTable();

  const RecordKeeper &Records;
  OStream &OS;
  std::string TargetName;
  RegisterBank &Model;
  std::vector<GISelBank> Banks;
};

/// A bank covers the classes it names and, transitively, every sub-class
/// of a covered class; besides, each class walked also pulls in the classes
/// that hold, at one sub-register index, the sub-registers of all its
/// members (those that list it among their SuperRegClasses), without
/// walking further from them. The order the classes are reached is the
/// order of the coverage words, so it follows the walk exactly: at each
/// class, the candidates in enum order, and for each candidate first the
/// descent into it (a sub-class not walked yet), then the sub-register
/// test. Visited is per bank, so a class is walked at most once.
void RegisterBankWriter::cover(GISelBank &Bank, unsigned Root, std::vector<bool> &Visited) {
  const std::vector<RegClass> &Classes = Model.regClasses();
  const unsigned NumClasses = unsigned(Classes.size());
  if (Visited[Root])
    return;
  Visited[Root] = true;
  add(Bank, Root);
  // An explicit stack, so a deep class hierarchy cannot exhaust the native
  // stack. Descended: the candidate Next has had its descent already.
  struct Frame {
    unsigned Class, Next;
    bool Descended;
  };
  std::vector<Frame> Stack{{Root, 0, false}};
  while (!Stack.empty()) {
    Frame &F = Stack.back();
    if (F.Next == NumClasses) {
      Stack.pop_back();
      continue;
    }
    const unsigned Walked = F.Class, Cand = F.Next;
    if (!F.Descended) {
      F.Descended = true;
      if (Cand != Walked && Classes[Walked].SubClasses[Cand] && !Visited[Cand]) {
        Visited[Cand] = true;
        add(Bank, Cand);
        Stack.push_back({Cand, 0, false}); // F is dangling from here
        continue;
      }
    }
    for (const auto &[Idx, Supers] : Classes[Cand].SuperRegClasses)
      if (Supers.count(Walked)) {
        add(Bank, Cand);
        break;
      }
    Frame &Top = Stack.back();
    ++Top.Next;
    Top.Descended = false;
  }
}

void RegisterBankWriter::add(GISelBank &Bank, unsigned Class) {
  if (Bank.Covers[Class])
    return;
  Bank.Covers[Class] = true;
  Bank.Classes.push_back(Class);
  const RegClass &RC = Model.regClasses()[Class];
  for (unsigned M = 0; M < Bank.Widest.size(); ++M) {
    int &W = Bank.Widest[M];
    if (W < 0 || Model.regClasses()[unsigned(W)].RSI.get(M).SpillSize < RC.RSI.get(M).SpillSize)
      W = int(Class);
  }
}

void RegisterBankWriter::collect() {
  const std::vector<RegClass> &Classes = Model.regClasses();
  std::map<const Record *, unsigned> ClassOfDef;
  for (const RegClass &RC : Classes)
    if (RC.Def)
      ClassOfDef.emplace(RC.Def, RC.EnumValue);

  for (const Record *Def : Records.getAllDerivedDefinitions("RegisterBank")) {
    GISelBank Bank;
    Bank.Def = Def;
    Bank.Covers.assign(Classes.size(), false);
    Bank.Widest.assign(Model.hwModes().size(), -1);
    std::vector<bool> Visited(Classes.size(), false);
    for (const Record *RCDef : Def->getValueAsListOfDefs("RegisterClasses")) {
      auto It = ClassOfDef.find(RCDef);
      if (It == ClassOfDef.end())
        PrintFatalError(RCDef, "Not a known RegisterClass!");
      cover(Bank, It->second, Visited);
    }
    Banks.push_back(std::move(Bank));
  }
}

std::string lowered(std::string_view S) {
  std::string L(S);
  for (char &C : L)
    C = char(std::tolower(static_cast<unsigned char>(C)));
  return L;
}

/// MIR names banks and classes in the same syntax, so a bank named like a
/// class (ignoring case) makes it ambiguous.
void RegisterBankWriter::warnNameClashes() {
  for (const RegClass &RC : Model.regClasses())
    for (const GISelBank &Bank : Banks) {
      if (lowered(Bank.Def->getValueAsString("Name")) != lowered(RC.Name))
        continue;
      PrintWarning(Bank.Def, "Register bank names should be distinct from register classes "
                             "to avoid ambiguous MIR");
      PrintNote(Bank.Def, "RegisterBank was declared here");
      if (RC.Def)
        PrintNote(RC.Def, "RegisterClass was declared here");
      else
        PrintNote("RegisterClass '" + RC.Name + "' was inferred from the other classes");
    }
}

void RegisterBankWriter::writeDeclarations() {
  OS << "#ifdef GET_REGBANK_DECLARATIONS\n#undef GET_REGBANK_DECLARATIONS\n";
  OS << "namespace llvm {\nnamespace " << TargetName << " {\n";
  OS << "enum : unsigned {\n  InvalidRegBankID = ~0u,\n";
  for (size_t I = 0; I < Banks.size(); ++I)
    OS << "  " << Banks[I].enumerator() << " = " << I << ",\n";
  OS << "  NumRegisterBanks,\n};\n";
  OS << "} // end namespace " << TargetName << "\n} // end namespace llvm\n";
  OS << "#endif // GET_REGBANK_DECLARATIONS\n\n";
}

void RegisterBankWriter::writeClassMembers() {
  OS << "#ifdef GET_TARGET_REGBANK_CLASS\n#undef GET_TARGET_REGBANK_CLASS\n";
  OS << "private:\n"
        "  static const RegisterBank *RegBanks[];\n"
        "  static const unsigned Sizes[];\n\n"
        "public:\n"
        "  const RegisterBank &getRegBankFromRegClass(const TargetRegisterClass &RC, "
        "LLT Ty) const override;\n"
        "protected:\n"
     << "  " << TargetName << "GenRegisterBankInfo(unsigned HwMode = 0);\n\n";
  OS << "#endif // GET_TARGET_REGBANK_CLASS\n\n";
}

void RegisterBankWriter::writeImplementation() {
  const std::vector<RegClass> &Classes = Model.regClasses();
  const size_t NumClasses = Classes.size();
  const std::string Gen = TargetName + "GenRegisterBankInfo";

  OS << "#ifdef GET_TARGET_REGBANK_IMPL\n#undef GET_TARGET_REGBANK_IMPL\n";
  OS << "namespace llvm {\nnamespace " << TargetName << " {\n";
  // Coverage: a 32-bit word per 32 class IDs, each word an OR of the
  // covered classes' bits in the order the bank reached them.
  for (const GISelBank &Bank : Banks) {
    OS << "const uint32_t " << Bank.Def->getName() << "CoverageData[] = {\n";
    for (size_t Low = 0; Low < NumClasses; Low += 32) {
      OS << "    // " << Low << "-" << Low + 31 << "\n";
      for (unsigned C : Bank.Classes)
        if (C / 32 == Low / 32)
          OS << "    (1u << (" << Classes[C].qualified("RegClassID") << " - " << Low << ")) |\n";
      OS << "    0,\n";
    }
    OS << "};\n";
  }
  OS << "\n";
  for (const GISelBank &Bank : Banks)
    OS << "constexpr RegisterBank " << Bank.Def->getName() << "(/* ID */ " << TargetName
       << "::" << Bank.enumerator() << ", /* Name */ \"" << Bank.Def->getValueAsString("Name")
       << "\", /* CoveredRegClasses */ " << Bank.Def->getName()
       << "CoverageData, /* NumRegClasses */ " << NumClasses << ");\n";
  OS << "} // end namespace " << TargetName << "\n\n";

  OS << "const RegisterBank *" << Gen << "::RegBanks[] = {\n";
  for (const GISelBank &Bank : Banks)
    OS << "    &" << TargetName << "::" << Bank.Def->getName() << ",\n";
  OS << "};\n\n";

  OS << "const unsigned " << Gen << "::Sizes[] = {\n";
  for (unsigned M = 0; M < Model.hwModes().size(); ++M) {
    OS << "    // Mode = " << M << " (" << Model.hwModes().name(M, true) << ")\n";
    for (const GISelBank &Bank : Banks)
      OS << "    " << Classes[unsigned(Bank.Widest[M])].RSI.get(M).SpillSize << ",\n";
  }
  OS << "};\n\n";

  OS << Gen << "::" << Gen << "(unsigned HwMode)\n"
     << "    : RegisterBankInfo(RegBanks, " << TargetName
     << "::NumRegisterBanks, Sizes, HwMode) {\n"
        "  // Assert that RegBank indices match their ID's\n"
        "#ifndef NDEBUG\n"
        "  for (auto RB : enumerate(RegBanks))\n"
        "    assert(RB.index() == RB.value()->getID() && \"Index != ID\");\n"
        "#endif // NDEBUG\n"
        "}\n";
  writeClassToBankTable();
  OS << "} // end namespace llvm\n#endif // GET_TARGET_REGBANK_IMPL\n";
}

/// getRegBankFromRegClass: the bank number of every class up to the last
/// covered one, packed into 32-bit words. A field is wide enough for the
/// bank numbers: the smallest power of two bits above log2(#banks), so
/// that fields never straddle words.
void RegisterBankWriter::writeClassToBankTable() {
  const std::vector<RegClass> &Classes = Model.regClasses();
  unsigned Log2Banks = 0;
  while ((size_t(2) << Log2Banks) <= Banks.size())
    ++Log2Banks;
  unsigned FieldBits = 1;
  while (FieldBits <= Log2Banks)
    FieldBits *= 2;
  const unsigned PerWord = 32 / FieldBits;
  const uint64_t FieldMask = (uint64_t(1) << FieldBits) - 1;

  // Per class: the bank's enumerator (qualified), "InvalidRegBankID" when
  // no bank or two banks cover it; the comment names covered classes only.
  size_t NumEntries = 0;
  for (const GISelBank &Bank : Banks)
    for (unsigned C : Bank.Classes)
      NumEntries = std::max(NumEntries, size_t(C) + 1);
  std::vector<std::string> BankOf(NumEntries);
  std::vector<bool> Named(NumEntries, false);
  bool AnyInvalid = false;
  for (const GISelBank &Bank : Banks)
    for (unsigned C : Bank.Classes) {
      if (!Named[C]) {
        Named[C] = true;
        BankOf[C] = TargetName + "::" + Bank.enumerator();
      } else {
        BankOf[C] = "InvalidRegBankID";
        AnyInvalid = true;
      }
    }
  for (size_t C = 0; C < NumEntries; ++C)
    if (!Named[C]) {
      BankOf[C] = "InvalidRegBankID";
      AnyInvalid = true;
    }

  const std::string Gen = TargetName + "GenRegisterBankInfo";
  OS << "const RegisterBank &\n"
     << Gen << "::getRegBankFromRegClass(const TargetRegisterClass &RC, LLT) const {\n";
  if (AnyInvalid)
    OS << "  constexpr uint32_t InvalidRegBankID = uint32_t(" << TargetName
       << "::InvalidRegBankID) & " << FieldMask << ";\n";
  OS << "  static const uint32_t RegClass2RegBank[" << (NumEntries + PerWord - 1) / PerWord
     << "] = {\n";
  // Each field ends with " |" inside a word or "," at a word's end, then
  // the comment of the field it ends: so the separator is written when
  // the next field (or the closing brace) comes.
  std::string Comment;
  for (size_t C = 0; C < NumEntries; ++C) {
    unsigned Slot = unsigned(C % PerWord);
    if (C != 0)
      OS << (Slot == 0 ? "," : " |") << Comment << '\n';
    OS << "    (uint32_t(" << BankOf[C] << ") << " << Slot * FieldBits << ')';
    Comment = Named[C] ? " // " + Classes[C].Name + "RegClassID" : "";
  }
  OS << Comment << "\n  };\n";
  OS << "  const unsigned RegClassID = RC.getID();\n"
     << "  if (LLVM_LIKELY(RegClassID < " << NumEntries << ")) {\n"
     << "    unsigned RegBankID = (RegClass2RegBank[RegClassID / " << PerWord
     << "] >> ((RegClassID % " << PerWord << ") * " << FieldBits << ")) & " << FieldMask
     << ";\n";
  if (AnyInvalid)
    OS << "    if (RegBankID != InvalidRegBankID)\n      return getRegBank(RegBankID);\n";
  else
    OS << "    return getRegBank(RegBankID);\n";
  OS << "  }\n"
        "  llvm_unreachable(llvm::Twine(\"Target needs to handle register class ID "
        "0x\").concat(llvm::Twine::utohexstr(RegClassID)).str().c_str());\n"
        "}\n";
}

void RegisterBankWriter::run() {
  collect();
  warnNameClashes();
  // llvm-tblgen divides by zero without banks and reads a null class for a
  // bank without classes: both are errors here.
  if (Banks.empty())
    PrintFatalError(codegen::getTargetDef(Records),
                    "-gen-register-bank: the target defines no RegisterBank");
  for (const GISelBank &Bank : Banks)
    if (Bank.Classes.empty())
      PrintFatalError(Bank.Def, "register bank '" + std::string(Bank.Def->getName()) +
                                    "' covers no register class");

  emitSourceFileHeader("Register Bank Source Fragments", OS);
  writeDeclarations();
  writeClassMembers();
  writeImplementation();
}

void emitRegisterBanks(const RecordKeeper &Records, OStream &OS) {
  RegisterBankWriter(Records, OS).run();
}

} // namespace

TBLGEN_REGISTER_BACKEND(RegisterBank, "gen-register-bank", "Generate registers bank descriptions",
                        emitRegisterBanks);

} // namespace tblgen
