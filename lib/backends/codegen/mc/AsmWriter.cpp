//===- AsmWriter.cpp - -gen-asm-writer: the instruction printer ------------===//
//
// Writes the generated half of a target's MCInstPrinter (byte-exact with
// llvm-tblgen 22):
//
//   getMnemonic       one string table holding each instruction's leading
//                     literal text, and per-opcode tables (OpInfo0, 1, 2:
//                     32, 16 and 8 bits wide, as many as the bits need) whose
//                     low bits index that table and whose higher bits hold,
//                     fragment after fragment, which printing case applies;
//   printInstruction  one switch (or if/else) per fragment, then a switch
//                     over opcodes for what the bits could not encode;
//   getRegisterName   register names, one table per alternative name set;
//   printAliasInstr   in AsmWriterAliases.cpp.
//
// How the fragments are found: each instruction is a list of printing steps
// (AsmWriterInst.h). Round after round, the instructions are grouped by
// their next step; a group also takes every further step that all of its
// members share. Each round becomes one fragment, numbered by the groups'
// first appearance in enum order, as long as the group numbers fit in the
// 64 bits left by the string index.
//
//===----------------------------------------------------------------------===//

#include "backends/codegen/mc/AsmWriter.h"
#include "backends/codegen/mc/AsmWriterInst.h"
#include "backends/codegen/registers/RegisterInfo.h"

#include "codegen/Instructions.h"
#include "codegen/TargetInfo.h"

#include "tblgen/Backend.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"
#include "tblgen/CodeGen/Registers.h"

#include "backends/common/LLVMCompat.h"
#include "backends/common/SequenceTables.h"

#include <algorithm>
#include <bit>

namespace tblgen {
namespace asmwriter {

std::string WriterSettings::className() const {
  return TargetName + Writer->getValueAsString("AsmWriterClassName");
}

bool WriterSettings::passSubtarget() const { return Writer->getValueAsInt("PassSubtarget") != 0; }

namespace {

constexpr unsigned InfoBits = 64;
constexpr std::string_view WriterNumOption = "asmwriternum";

/// ceil(log2(N)), 0 for N <= 1.
unsigned log2Ceil(uint64_t N) { return N <= 1 ? 0 : unsigned(std::bit_width(N - 1)); }

/// One case of a fragment: the code it runs and the instructions using it.
struct FragmentCase {
  std::string Code;               ///< the steps' code, a line each
  std::string Users;              ///< "A, B, C" for the comment
  std::vector<unsigned> Members;  ///< indices into the printed instructions
  unsigned StepsTaken = 1;        ///< steps of each member it prints
};

class InstPrinterWriter {
public:
  InstPrinterWriter(const RecordKeeper &Records, OStream &OS, const BackendContext &Ctx)
      : Records(Records), OS(OS), Ctx(Ctx) {}
  void run();

private:
  void selectWriter();
  void collectInstructions();
  /// Groups the unfinished instructions by their next steps (one round).
  std::vector<FragmentCase> findFragmentCases(bool PassSubtarget) const;
  void writeGetMnemonic();
  void writePrintInstruction();
  void writeLeftovers(std::vector<PrintedInstr> &Rest, bool PassSubtarget);
  void writeGetRegisterName();
  void writeRegisterNameTable(std::string_view AltName);

  const RecordKeeper &Records;
  OStream &OS;
  const BackendContext &Ctx;
  WriterSettings W;
  const codegen::InstructionSet *Set = nullptr;
  std::vector<unsigned> Numbered; ///< instruction indices in enum order
  std::vector<PrintedInstr> Printed;
  std::vector<uint64_t> OpcodeInfo;
  std::vector<std::vector<FragmentCase>> Fragments;
  unsigned StrBits = 0;
};

void InstPrinterWriter::selectWriter() {
  searchable::TargetInfo Checks(Records);
  W.TargetDef = codegen::getTargetDef(Records);
  W.TargetName = std::string(W.TargetDef->getName());
  unsigned Num = 0;
  if (const std::string *V = Ctx.option(WriterNumOption)) {
    std::optional<unsigned> N = parseUnsignedOption(*V);
    if (!N)
      PrintFatalError("for the --asmwriternum option: '" + *V +
                      "' value invalid for uint argument!");
    Num = *N;
  }
  std::vector<const Record *> Writers = W.TargetDef->getValueAsListOfDefs("AssemblyWriters");
  if (Num >= Writers.size())
    PrintFatalError("Target does not have an AsmWriter #" + std::to_string(Num) + "!");
  W.Writer = Writers[Num];
  W.Variant = unsigned(W.Writer->getValueAsInt("Variant"));
}

void InstPrinterWriter::collectInstructions() {
  Set = &codegen::getInstructionSet(Records);
  Numbered = Set->enumOrder();
  OpcodeInfo.assign(Numbered.size(), 0);
  for (unsigned K = 0; K != Numbered.size(); ++K) {
    const codegen::Instruction &I = (*Set)[Numbered[K]];
    if (I.AsmString.empty() || I.Def->getName() == "PHI")
      continue;
    Printed.push_back({&I, K, parseAsmString(*Set, I, W.Variant)});
  }
}

std::vector<FragmentCase> InstPrinterWriter::findFragmentCases(bool PassSubtarget) const {
  std::vector<FragmentCase> Cases;
  for (unsigned K = 0; K != Printed.size(); ++K) {
    const PrintedInstr &P = Printed[K];
    if (P.Steps.empty())
      continue;
    // Equal steps have equal code, so the code is built only for a step
    // unlike the first steps of the cases so far.
    const PrintStep &Step = P.Steps[0];
    auto It = std::find_if(Cases.begin(), Cases.end(), [&](const FragmentCase &C) {
      return Printed[C.Members[0]].Steps[0] == Step;
    });
    std::string Code;
    if (It == Cases.end()) {
      Code = "    " + Step.code(PassSubtarget) + "\n";
      It = std::find_if(Cases.begin(), Cases.end(),
                        [&](const FragmentCase &C) { return C.Code == Code; });
    }
    if (It == Cases.end()) {
      Cases.push_back({std::move(Code), std::string(P.Instr->Def->getName()), {K}, 1});
    } else {
      // Only the first 70 characters of the list are printed.
      if (It->Users.size() <= 70) {
        It->Users += ", ";
        It->Users += P.Instr->Def->getName();
      }
      It->Members.push_back(K);
    }
  }
  // A case also prints the steps that follow while all its members agree.
  for (FragmentCase &C : Cases) {
    const std::vector<PrintStep> &First = Printed[C.Members[0]].Steps;
    for (unsigned Step = 1; Step < First.size(); ++Step) {
      bool Shared = std::all_of(C.Members.begin() + 1, C.Members.end(), [&](unsigned M) {
        const std::vector<PrintStep> &Other = Printed[M].Steps;
        return Step < Other.size() && Other[Step] == First[Step];
      });
      if (!Shared)
        break;
      C.Code += "    " + First[Step].code(PassSubtarget) + "\n";
      ++C.StepsTaken;
    }
  }
  for (FragmentCase &C : Cases) {
    std::string Users = C.Users;
    if (Users.size() > 70)
      Users = Users.substr(0, 70) + "...";
    if (!Users.empty())
      C.Code = "    // " + Users + "\n" + C.Code;
  }
  return Cases;
}

void InstPrinterWriter::writeGetMnemonic() {
  bool PassSubtarget = W.passSubtarget();
  OS << "/// getMnemonic - This method is automatically generated by tablegen\n"
        "/// from the instruction set description.\n"
        "std::pair<const char *, uint64_t>\n"
     << W.className() << "::getMnemonic(const MCInst &MI) const {\n";

  // The leading literal text of each instruction goes to the string table.
  tables::SuffixStringTable Strings;
  auto LeadingText = [](const PrintedInstr &P) {
    return P.Steps[0].K == PrintStep::Text && !P.Steps[0].Str.empty();
  };
  for (const PrintedInstr &P : Printed)
    if (LeadingText(P))
      Strings.add(unescapeText(P.Steps[0].Str));
  Strings.layout();

  unsigned MaxOffset = 0;
  for (PrintedInstr &P : Printed) {
    unsigned Offset;
    if (LeadingText(P)) {
      Offset = Strings.get(unescapeText(P.Steps[0].Str));
      MaxOffset = std::max(MaxOffset, Offset);
      P.Steps.erase(P.Steps.begin());
    } else {
      Offset = Strings.get("");
    }
    // Offset + 1, so that 0 means "no asm string".
    OpcodeInfo[P.EnumIndex] = Offset + 1;
  }
  StrBits = log2Ceil(uint64_t(MaxOffset) + 2);

  unsigned BitsLeft = InfoBits - StrBits;
  for (;;) {
    std::vector<FragmentCase> Cases = findFragmentCases(PassSubtarget);
    if (Cases.empty())
      break;
    unsigned NumBits = log2Ceil(Cases.size());
    if (NumBits > BitsLeft)
      break;
    for (unsigned C = 0; C != Cases.size(); ++C)
      for (unsigned M : Cases[C].Members) {
        PrintedInstr &P = Printed[M];
        OpcodeInfo[P.EnumIndex] |= uint64_t(C) << (InfoBits - BitsLeft);
        P.Steps.erase(P.Steps.begin(), P.Steps.begin() + Cases[C].StepsTaken);
      }
    BitsLeft -= NumBits;
    Fragments.push_back(std::move(Cases));
  }

  Strings.emitDef(OS, "  static const char AsmStrs[]");

  // The bits used, in tables of 4, 2 and 1 bytes per opcode.
  bool Wide = BitsLeft < InfoBits - 32;
  unsigned BytesNeeded = (InfoBits - BitsLeft + 7) / 8;
  std::string Combine = std::string("  uint") + (Wide ? "64" : "32") + "_t Bits = 0;\n";
  unsigned Shift = 0;
  for (unsigned Table = 0; BytesNeeded != 0; ++Table) {
    unsigned Bytes = std::min(std::bit_floor(BytesNeeded), 4u);
    BytesNeeded -= Bytes;
    unsigned Width = Bytes * 8;
    uint64_t Mask = (uint64_t(1) << Width) - 1;
    OS << "  static const uint" << Width << "_t OpInfo" << Table << "[] = {\n";
    for (unsigned K = 0; K != Numbered.size(); ++K)
      OS << "    " << ((OpcodeInfo[K] >> Shift) & Mask) << "U,\t// "
         << (*Set)[Numbered[K]].Def->getName() << "\n";
    OS << "  };\n\n";
    Combine += "  Bits |= ";
    if (Wide)
      Combine += "(uint64_t)";
    Combine += "OpInfo" + std::to_string(Table) + "[MI.getOpcode()] << " + std::to_string(Shift) +
               ";\n";
    Shift += Width;
  }
  OS << "  // Emit the opcode for the instruction.\n"
     << Combine << "  if (Bits == 0)\n"
     << "    return {nullptr, Bits};\n"
     << "  return {AsmStrs+(Bits & " << ((uint64_t(1) << StrBits) - 1) << ")-1, Bits};\n\n"
     << "}\n";
}

void InstPrinterWriter::writePrintInstruction() {
  bool PassSubtarget = W.passSubtarget();
  unsigned BitsLeft = InfoBits - StrBits;
  unsigned UsedBits = 0;
  for (const auto &F : Fragments)
    UsedBits += log2Ceil(F.size());
  bool Wide = BitsLeft - UsedBits < InfoBits - 32;

  OS << "/// printInstruction - This method is automatically generated by tablegen\n"
        "/// from the instruction set description.\n"
        "LLVM_NO_PROFILE_INSTRUMENT_FUNCTION\n"
        "void "
     << W.className() << "::printInstruction(const MCInst *MI, uint64_t Address, "
     << (PassSubtarget ? "const MCSubtargetInfo &STI, " : "") << "raw_ostream &O) {\n"
     << "  O << \"\\t\";\n\n"
     << "  auto MnemonicInfo = getMnemonic(*MI);\n\n"
     << "  O << MnemonicInfo.first;\n\n"
     << "  uint" << (Wide ? "64" : "32") << "_t Bits = MnemonicInfo.second;\n"
     << "  assert(Bits != 0 && \"Cannot print this instruction.\");\n";

  for (unsigned F = 0; F != Fragments.size(); ++F) {
    const std::vector<FragmentCase> &Cases = Fragments[F];
    unsigned NumBits = log2Ceil(Cases.size());
    unsigned At = InfoBits - BitsLeft;
    uint64_t Mask = (uint64_t(1) << NumBits) - 1;
    OS << "\n  // Fragment " << F << " encoded into " << NumBits << " bits for " << Cases.size()
       << " unique commands.\n";
    if (Cases.size() == 1) {
      OS << Cases[0].Code << "\n\n";
    } else if (Cases.size() == 2) {
      OS << "  if ((Bits >> " << At << ") & " << Mask << ") {\n"
         << Cases[1].Code << "  } else {\n"
         << Cases[0].Code << "  }\n\n";
    } else {
      OS << "  switch ((Bits >> " << At << ") & " << Mask << ") {\n"
         << "  default: llvm_unreachable(\"Invalid command number.\");\n";
      for (unsigned C = 0; C != Cases.size(); ++C)
        OS << "  case " << C << ":\n" << Cases[C].Code << "    break;\n";
      OS << "  }\n\n";
    }
    BitsLeft -= NumBits;
  }

  // What the fragments could not encode is printed per opcode, from the
  // last instruction in enum order to the first.
  std::vector<PrintedInstr> Rest;
  for (auto It = Printed.rbegin(); It != Printed.rend(); ++It)
    if (!It->Steps.empty())
      Rest.push_back(*It);
  if (!Rest.empty()) {
    OS << "  switch (MI->getOpcode()) {\n"
       << "  default: llvm_unreachable(\"Unexpected opcode.\");\n";
    while (!Rest.empty())
      writeLeftovers(Rest, PassSubtarget);
    OS << "  }\n";
  }
  OS << "}\n";
}

/// How Other's steps differ from Base's: Same, one step (its index), or
/// more than one.
constexpr unsigned SameSteps = ~0u, ManyDifferences = ~1u;
unsigned singleDifference(const PrintedInstr &Other, const PrintedInstr &Base) {
  if (Other.Steps.size() != Base.Steps.size())
    return ManyDifferences;
  unsigned Diff = SameSteps;
  for (unsigned K = 0; K != Base.Steps.size(); ++K)
    if (!(Other.Steps[K] == Base.Steps[K])) {
      if (Diff != SameSteps)
        return ManyDifferences;
      Diff = K;
    }
  return Diff;
}

std::string enumName(const PrintedInstr &P) {
  return std::string(P.Instr->Namespace) + "::" + std::string(P.Instr->Def->getName());
}

/// Writes the cases of the last instruction of Rest together with those
/// that differ from it in at most the same one step (removing them all).
void InstPrinterWriter::writeLeftovers(std::vector<PrintedInstr> &Rest, bool PassSubtarget) {
  PrintedInstr Lead = std::move(Rest.back());
  Rest.pop_back();
  std::vector<PrintedInstr> Alike;
  unsigned DiffStep = SameSteps;
  for (size_t K = Rest.size(); K-- > 0;) {
    unsigned D = singleDifference(Rest[K], Lead);
    if (D == ManyDifferences)
      continue;
    if (DiffStep == SameSteps)
      DiffStep = D;
    if (D == DiffStep || D == SameSteps) {
      Alike.push_back(std::move(Rest[K]));
      Rest.erase(Rest.begin() + std::ptrdiff_t(K));
    }
  }

  OS << "  case " << enumName(Lead) << ":\n";
  for (const PrintedInstr &P : Alike)
    OS << "  case " << enumName(P) << ":\n";
  for (unsigned S = 0; S != Lead.Steps.size(); ++S) {
    if (S != DiffStep) {
      OS << "    " << Lead.Steps[S].code(PassSubtarget) << "\n";
      continue;
    }
    // The differing step: a nested switch, equal steps sharing a case.
    OS << "    switch (MI->getOpcode()) {\n"
       << "    default: llvm_unreachable(\"Unexpected opcode.\");\n";
    std::vector<std::pair<std::string, const PrintStep *>> Pending;
    for (auto It = Alike.rbegin(); It != Alike.rend(); ++It)
      Pending.emplace_back(enumName(*It), &It->Steps[S]);
    Pending.emplace_back(enumName(Lead), &Lead.Steps[S]);
    while (!Pending.empty()) {
      auto [Name, Step] = Pending.back();
      Pending.pop_back();
      OS << "    case " << Name << ":";
      for (size_t K = Pending.size(); K-- > 0;)
        if (*Pending[K].second == *Step) {
          OS << "\n    case " << Pending[K].first << ":";
          Pending.erase(Pending.begin() + std::ptrdiff_t(K));
        }
      OS << "\n      " << Step->code(PassSubtarget) << "\n      break;\n";
    }
    OS << "    }\n";
  }
  OS << "    break;\n";
}

void InstPrinterWriter::writeRegisterNameTable(std::string_view AltName) {
  codegen::RegisterBank &Bank = codegen::getRegisterBank(Records);
  const auto &Regs = Bank.registers();
  std::vector<std::string> Names(Regs.size());
  tables::SuffixStringTable Strings;
  for (size_t K = 0; K != Regs.size(); ++K) {
    const Record *Def = Regs[K].Def;
    std::string &Name = Names[K];
    if (AltName.empty() || AltName == "NoRegAltName") {
      Name = Def->getValueAsString("AsmName");
      if (Name.empty())
        Name = std::string(Def->getName());
    } else {
      // A register without this alternative gets "", which the generated
      // code checks for.
      std::vector<const Record *> Indices = Def->getValueAsListOfDefs("RegAltNameIndices");
      for (size_t J = 0; J != Indices.size(); ++J) {
        if (Indices[J]->getName() != AltName)
          continue;
        std::vector<std::string> Alts = Def->getValueAsListOfStrings("AltNames");
        if (Alts.size() <= J)
          PrintFatalError(Def->getLocs(), "Register definition missing alt name for '" +
                                              std::string(AltName) + "'.");
        Name = Alts[J];
        break;
      }
    }
    Strings.add(Name);
  }
  Strings.layout();
  Strings.emitDef(OS, "  static const char AsmStrs" + std::string(AltName) + "[]");
  OS << "  static const " << codegen::minimalType(Strings.size() - 1) << " RegAsmOffset" << AltName
     << "[] = {";
  for (size_t K = 0; K != Names.size(); ++K) {
    if (K % 14 == 0)
      OS << "\n    ";
    OS << Strings.get(Names[K]) << ", ";
  }
  OS << "\n  };\n\n";
}

void InstPrinterWriter::writeGetRegisterName() {
  codegen::RegisterBank &Bank = codegen::getRegisterBank(Records);
  const auto &Regs = Bank.registers();
  std::vector<const Record *> AltIndices = Records.getAllDerivedDefinitions("RegAltNameIndex");
  std::stable_sort(AltIndices.begin(), AltIndices.end(), [](const Record *A, const Record *B) {
    return compat::compareNumeric(A->getName(), B->getName()) < 0;
  });
  bool HasAlts = AltIndices.size() > 1;
  std::string Namespace = Regs.empty() ? std::string() : Regs[0].Def->getValueAsString("Namespace");
  std::string Qual = Namespace.empty() ? std::string() : Namespace + "::";

  OS << "\n\n/// getRegisterName - This method is automatically generated by tblgen\n"
        "/// from the register set description.  This returns the assembler name\n"
        "/// for the specified register.\n"
        "const char *"
     << W.className() << "::";
  if (HasAlts)
    OS << "\ngetRegisterName(MCRegister Reg, unsigned AltIdx) {\n";
  else
    OS << "getRegisterName(MCRegister Reg) {\n";
  OS << "  unsigned RegNo = Reg.id();\n"
     << "  assert(RegNo && RegNo < " << (Regs.size() + 1) << " && \"Invalid register number!\");\n\n";

  if (!HasAlts) {
    writeRegisterNameTable("");
    OS << "  assert (*(AsmStrs+RegAsmOffset[RegNo-1]) &&\n"
       << "          \"Invalid alt name index for register!\");\n"
       << "  return AsmStrs+RegAsmOffset[RegNo-1];\n"
       << "}\n";
    return;
  }
  for (const Record *Alt : AltIndices)
    writeRegisterNameTable(Alt->getName());
  OS << "  switch(AltIdx) {\n"
     << "  default: llvm_unreachable(\"Invalid register alt name index!\");\n";
  for (const Record *Alt : AltIndices) {
    std::string N(Alt->getName());
    std::string Lookup = "AsmStrs" + N + "+RegAsmOffset" + N + "[RegNo-1]";
    OS << "  case " << Qual << N << ":\n";
    if (Alt->isValueUnset("FallbackRegAltNameIndex")) {
      OS << "    assert(*(" << Lookup << ") &&\n"
         << "           \"Invalid alt name index for register!\");\n";
    } else {
      OS << "    if (!*(" << Lookup << "))\n"
         << "      return getRegisterName(RegNo, " << Qual
         << Alt->getValueAsDef("FallbackRegAltNameIndex")->getName() << ");\n";
    }
    OS << "    return " << Lookup << ";\n";
  }
  OS << "  }\n"
     << "}\n";
}

void InstPrinterWriter::run() {
  selectWriter();
  collectInstructions();
  emitSourceFileHeader("Assembly Writer Source Fragment", OS, Records);
  writeGetMnemonic();
  writePrintInstruction();
  writeGetRegisterName();
  writeAliasPrinter(Records, *Set, Numbered, codegen::getRegisterBank(Records), W, OS);
}

void emitAsmWriter(const RecordKeeper &Records, OStream &OS, const BackendContext &Ctx) {
  InstPrinterWriter(Records, OS, Ctx).run();
}

} // namespace
} // namespace asmwriter

TBLGEN_REGISTER_BACKEND(AsmWriter, "gen-asm-writer", "Generate assembly writer",
                        asmwriter::emitAsmWriter);
TBLGEN_REGISTER_BACKEND_OPTION(AsmWriterNum, asmwriter::WriterNumOption,
                               "Make -gen-asm-writer emit assembly writer #N",
                               "gen-asm-writer", "uint");

} // namespace tblgen
