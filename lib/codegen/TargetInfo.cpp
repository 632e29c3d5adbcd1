//===- TargetInfo.cpp - What -gen-searchable-tables needs of a target -----===//
//
// The checks below run in the order llvm-tblgen's CodeGenTarget (with its
// hardware modes and intrinsic context) runs them, so that an incomplete
// target description fails on the same first error.
//
//===----------------------------------------------------------------------===//

#include "codegen/TargetInfo.h"

#include "codegen/Instructions.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <string_view>

namespace tblgen::searchable {

namespace {

constexpr std::string_view FixedOpcodes[] = {
#define FIXED_OPCODE(Name) #Name,
#include "TargetOpcodes.def"
};

} // namespace

TargetInfo::TargetInfo(const RecordKeeper &RK) : Records(RK) {
  // Hardware modes: every mode but the implicit default lists predicates;
  // every mode select pairs modes with objects.
  for (const Record *Mode : Records.getAllDerivedDefinitions("HwMode"))
    if (Mode->getName() != "DefaultMode")
      (void)Mode->getValueAsListOfDefs("Predicates");
  for (const Record *Select : Records.getAllDerivedDefinitions("HwModeSelect")) {
    (void)Select->getValueAsListOfDefs("Modes");
    (void)Select->getValueAsListOfDefs("Objects");
  }

  // The intrinsic context collects the default intrinsic properties.
  for (const Record *Prop : Records.getAllDerivedDefinitions("IntrinsicProperty"))
    (void)Prop->getValueAsBit("IsDefault");

  const auto &Targets = Records.getAllDerivedDefinitions("Target");
  if (Targets.empty())
    PrintFatalError("No 'Target' subclasses defined!");
  if (Targets.size() != 1)
    PrintFatalError("Multiple subclasses of Target defined!");
  (void)Records.getAllDerivedDefinitions("Fusion");
}

TargetInfo::~TargetInfo() = default;

const IntrinsicInfo &TargetInfo::getIntrinsic(const Record *Def) {
  auto [It, Inserted] = Intrinsics.try_emplace(Def);
  if (!Inserted)
    return *It->second;
  if (!Def->isSubClassOf("Intrinsic"))
    PrintFatalError("Intrinsic defs should be subclass of 'Intrinsic' class");

  auto Info = std::make_unique<IntrinsicInfo>();
  std::string DefName(Def->getName());
  const std::vector<SrcLoc> &Locs = Def->getLocs();
  if (!DefName.starts_with("int_"))
    PrintFatalError(Locs, "Intrinsic '" + DefName + "' does not start with 'int_'!");
  Info->EnumName = DefName.substr(4);

  (void)Def->getValueAsOptionalString("ClangBuiltinName");
  (void)Def->getValueAsOptionalString("MSBuiltinName");
  Info->TargetPrefix = Def->getValueAsString("TargetPrefix");
  Info->Name = Def->getValueAsString("LLVMName");
  if (Info->Name.empty()) {
    // The default name: "llvm." and the enum name with '_' read as '.'.
    Info->Name = "llvm." + Info->EnumName;
    std::replace(Info->Name.begin(), Info->Name.end(), '_', '.');
  } else if (!Info->Name.starts_with("llvm.")) {
    PrintFatalError(Locs, "Intrinsic '" + DefName + "'s name does not start with 'llvm.'!");
  }
  if (!Info->TargetPrefix.empty()) {
    std::string_view Rest = std::string_view(Info->Name).substr(5);
    if (!Rest.starts_with(Info->TargetPrefix) ||
        Rest.substr(Info->TargetPrefix.size()).substr(0, 1) != ".")
      PrintFatalError(Locs, "Intrinsic '" + DefName + "' does not start with 'llvm." +
                                Info->TargetPrefix + ".'!");
  }

  // The rest of the intrinsic record is read (and so checked) in the order
  // llvm-tblgen reads it, though the tables need none of it.
  (void)Def->getValueAsListInit("RetTypes");
  const Record *TypeInfo = Def->getValueAsDef("TypeInfo");
  if (!TypeInfo->isSubClassOf("TypeInfoGen"))
    PrintFatalError(Locs, "TypeInfo field in " + DefName + " should be of subclass of TypeInfoGen!");
  (void)TypeInfo->getValueAsBit("isOverloaded");
  (void)TypeInfo->getValueAsListInit("Types");
  (void)Def->getValueAsListInit("IntrProperties");
  (void)Def->getValueAsBit("DisableDefaultAttributes");
  (void)Def->getValueAsListInit("Properties");

  It->second = std::move(Info);
  return *It->second;
}

void TargetInfo::computeInstrEnum() {
  // llvm-tblgen numbers the instructions only after reading every one of
  // them (operands, constraints), so a malformed instruction fails here,
  // the first in name order, though the table needs no more than numbers.
  (void)codegen::getInstructionSet(Records);
  InstrEnumComputed = true;
  const auto &Instrs = Records.getAllDerivedDefinitions("Instruction");

  int64_t Next = 0;
  for (std::string_view Name : FixedOpcodes) {
    const Record *Def = Records.getDef(Name);
    if (!Def || !Def->isSubClassOf("Instruction"))
      PrintFatalError("Could not find '" + std::string(Name) + "' instruction!");
    InstrValues[Def] = Next++;
  }

  struct Entry {
    bool NotPseudo;
    std::string_view Name;
    const Record *Def;
  };
  std::vector<Entry> Rest;
  for (const Record *Def : Instrs)
    // A target's specialisation of a standard pseudo (RemapPointerOperands)
    // stands in for that pseudo; LLVM 22 gives it no number of its own.
    if (Def->getValueAsString("Namespace") != "TargetOpcode" &&
        !Def->isSubClassOf("TargetSpecializedStandardPseudoInstruction"))
      Rest.push_back({!Def->getValueAsBit("isPseudo"), Def->getName(), Def});
  std::sort(Rest.begin(), Rest.end(), [](const Entry &A, const Entry &B) {
    if (A.NotPseudo != B.NotPseudo)
      return B.NotPseudo;
    return A.Name < B.Name;
  });
  for (const Entry &E : Rest)
    InstrValues[E.Def] = Next++;
}

int64_t TargetInfo::getInstrIntValue(const Record *Def) {
  if (!InstrEnumComputed)
    computeInstrEnum();
  auto It = InstrValues.find(Def);
  return It == InstrValues.end() ? -1 : It->second;
}

} // namespace tblgen::searchable
