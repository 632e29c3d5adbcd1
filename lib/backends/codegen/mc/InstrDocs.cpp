//===- InstrDocs.cpp - -gen-instr-docs -------------------------------------===//
//
// reStructuredText documentation of a target's instructions: a page title,
// then, per instruction in enum order (the target-independent TargetOpcode
// ones left out), a section with the asm string of each parser variant,
// the set flags, the operands (one bullet per MachineInstr operand), the
// constraints, the implicit defs and uses, and the predicates.
//
// The flags are the ones llvm-tblgen's pattern database leaves on the
// instruction, so mayLoad, mayStore and hasSideEffects include what the
// patterns imply (see InstrFlagInference.h).
//
//===----------------------------------------------------------------------===//
#include "backends/intrinsics/IntrinsicModel.h"
#include "codegen/patterns/InstrFlagInference.h"
#include "codegen/Instructions.h"

#include "tblgen/Backend.h"
#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <string>
#include <vector>

namespace tblgen {
namespace {

using codegen::Instruction;
using codegen::InstrFlag;

/// Escapes what rst would read as markup or what should show as a C escape.
std::string rstEscape(std::string_view S) {
  std::string Out;
  Out.reserve(S.size() + 4);
  for (char C : S) {
    if (C == '\n')
      Out += "\\n";
    else if (C == '\t')
      Out += "\\t";
    else if (C == '_')
      Out += "\\_";
    else
      Out += C;
  }
  return Out;
}

std::string_view trimSpaces(std::string_view S) {
  size_t B = S.find_first_not_of(' ');
  if (B == std::string_view::npos)
    return {};
  return S.substr(B, S.find_last_not_of(' ') - B + 1);
}

void writeRecordList(OStream &OS, std::string_view Label,
                     const std::vector<const Record *> &Defs) {
  if (Defs.empty())
    return;
  OS << Label << ": ";
  for (size_t K = 0; K != Defs.size(); ++K)
    OS << (K ? ", " : "") << "``" << Defs[K]->getName() << "``";
  OS << "\n\n";
}

void emitInstrDocs(const RecordKeeper &Records, OStream &OS) {
  intrinsics::checkIntrinsics(Records);
  const codegen::InstructionSet &Set = codegen::getInstructionSet(Records);
  const Record *TargetDef = Records.getAllDerivedDefinitions("Target")[0];
  std::vector<uint64_t> Flags = codegen::inferInstrFlags(Records, Set);
  std::vector<const Record *> Variants = TargetDef->getValueAsListOfDefs("AssemblyParserVariants");

  std::string Title = std::string(TargetDef->getName()) + " Instructions";
  std::string Rule(Title.size(), '-');
  OS << Rule << "\n" << Title << "\n" << Rule << "\n\n";

  for (unsigned Index : Set.enumOrder()) {
    const Instruction &I = Set[Index];
    if (I.Namespace == "TargetOpcode")
      continue;
    std::string Heading = rstEscape(I.Def->getName());
    OS << Heading << "\n" << std::string(Heading.size(), '=') << "\n\n";

    if (!I.AsmString.empty())
      for (unsigned V = 0; V != Variants.size(); ++V) {
        OS << "Assembly string";
        if (Variants.size() != 1)
          OS << " (" << Variants[V]->getValueAsString("Name") << ")";
        std::string Asm = codegen::flattenAsmVariants(I.AsmString, V);
        OS << ": ``" << rstEscape(trimSpaces(Asm)) << "``\n\n";
      }

    bool AnyFlag = false;
    for (unsigned F = 0; F != unsigned(InstrFlag::NumFlags); ++F) {
      if (!codegen::isDocumentedInstrFlag(InstrFlag(F)) || !(Flags[Index] >> F & 1))
        continue;
      OS << (AnyFlag ? ", " : "Flags: ") << "``" << codegen::instrFlagName(InstrFlag(F)) << "``";
      AnyFlag = true;
    }
    if (AnyFlag)
      OS << "\n\n";

    unsigned OpNo = 0;
    for (const codegen::InstrOperand &Op : Set.operands(I)) {
      std::string_view Role = OpNo++ < I.NumDefs ? "DEF" : "USE";
      if (Op.miNumOperands() <= 1) {
        OS << "* " << Role << " ``" << Op.Rec->getName() << ":$" << Op.Name << "``\n\n";
        continue;
      }
      // A complex operand: one line per MachineInstr operand it stands for.
      for (unsigned J = 0; J != Op.miNumOperands(); ++J) {
        const Record *SubType = cast<DefInit>(Op.miOperandInfo()->getArg(J))->getDef();
        std::string_view SubName = Op.miOperandInfo()->getArgNameStr(J);
        OS << "* " << Role << " ``" << Op.Rec->getName() << "/" << SubType->getName() << ":$"
           << Op.Name << ".";
        if (SubName.empty())
          OS << "anon" << J;
        else
          OS << SubName;
        OS << "``\n\n";
      }
    }

    std::string Constraints = I.Def->getValueAsString("Constraints");
    if (!Constraints.empty())
      OS << "Constraints: ``" << Constraints << "``\n\n";
    writeRecordList(OS, "Implicit defs", I.ImplicitDefs);
    writeRecordList(OS, "Implicit uses", I.ImplicitUses);
    writeRecordList(OS, "Predicates", I.Def->getValueAsListOfDefs("Predicates"));
  }
}

} // namespace

TBLGEN_REGISTER_BACKEND(InstrDocs, "gen-instr-docs", "Generate instruction documentation",
                        emitInstrDocs);

} // namespace tblgen
