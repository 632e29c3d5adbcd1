//===- RegisterInfoTarget.cpp - -gen-register-info's TargetDesc.inc -------===//
//
// The target register description: value type lists, register class
// instances with their sub-class masks, per-register costs, pressure set
// tables, the constructor of <Target>GenRegisterInfo, callee-saved register
// masks and the register category predicates.
//
//===----------------------------------------------------------------------===//

#include "backends/codegen/registers/RegisterInfo.h"
#include "backends/common/SequenceTables.h"

#include "tblgen/Backend.h"
#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <set>

namespace tblgen::codegen {

namespace {

/// The value types of RC in mode M.
std::vector<ValueType> typesInMode(const RegClass &RC, unsigned M) {
  std::vector<ValueType> S;
  for (const ByHwMode<ValueType> &VT : RC.VTs)
    if (VT.hasDefault() || VT.hasMode(M))
      S.push_back(VT.get(M));
  return S;
}

void emitPressure(OStream &OS, const RegInfoContext &C, const std::string &ClassName) {
  RegisterBank &Bank = C.Bank;
  const auto &Classes = Bank.regClasses();
  const auto &Units = Bank.regUnits();
  const unsigned NumSets = unsigned(Bank.pressureSets().size());

  OS << "/// Get the weight in units of pressure for this register class.\n"
     << "const RegClassWeight &" << ClassName << "::\n"
     << "getRegClassWeight(const TargetRegisterClass *RC) const {\n"
     << "  static const RegClassWeight RCWeightTable[] = {\n";
  for (const RegClass &RC : Classes) {
    OS << "    {" << Bank.classWeight(RC) << ", ";
    if (RC.Members.empty() || RC.Artificial)
      OS << '0';
    else
      OS << Bank.unitSetWeight(Bank.classUnits(RC));
    OS << "},  \t// " << RC.Name << "\n";
  }
  OS << "  };\n"
     << "  return RCWeightTable[RC->getID()];\n"
     << "}\n\n";

  bool UnitWeights = true;
  for (unsigned U = 0; U < Bank.numNativeRegUnits(); ++U)
    if (Units[U].Weight > 1)
      UnitWeights = false;
  OS << "/// Get the weight in units of pressure for this register unit.\n"
     << "unsigned " << ClassName << "::\n"
     << "getRegUnitWeight(MCRegUnit RegUnit) const {\n"
     << "  assert(static_cast<unsigned>(RegUnit) < " << Bank.numNativeRegUnits()
     << " && \"invalid register unit\");\n";
  if (!UnitWeights) {
    OS << "  static const uint8_t RUWeightTable[] = {\n    ";
    for (unsigned U = 0; U < Bank.numNativeRegUnits(); ++U)
      OS << Units[U].Weight << ", ";
    OS << "};\n"
       << "  return RUWeightTable[static_cast<unsigned>(RegUnit)];\n";
  } else {
    OS << "  // All register units have unit weight.\n"
       << "  return 1;\n";
  }
  OS << "}\n\n";

  OS << "\n"
     << "// Get the number of dimensions of register pressure.\n"
     << "unsigned " << ClassName << "::getNumRegPressureSets() const {\n"
     << "  return " << NumSets << ";\n}\n\n";

  OS << "// Get the name of this register unit pressure set.\n"
     << "const char *" << ClassName << "::\n"
     << "getRegPressureSetName(unsigned Idx) const {\n"
     << "  static const char *PressureNameTable[] = {\n";
  unsigned MaxWeight = 0;
  for (unsigned I = 0; I < NumSets; ++I) {
    const RegUnitSet &S = Bank.pressureSetAt(I);
    MaxWeight = std::max(MaxWeight, S.Weight);
    OS << "    \"" << S.Name << "\",\n";
  }
  OS << "  };\n"
     << "  return PressureNameTable[Idx];\n"
     << "}\n\n";

  OS << "// Get the register unit pressure limit for this dimension.\n"
     << "// This limit must be adjusted dynamically for reserved registers.\n"
     << "unsigned " << ClassName << "::\n"
     << "getRegPressureSetLimit(const MachineFunction &MF, unsigned Idx) const {\n"
     << "  static const " << minimalType(MaxWeight) << " PressureLimitTable[] = {\n";
  for (unsigned I = 0; I < NumSets; ++I) {
    const RegUnitSet &S = Bank.pressureSetAt(I);
    OS << "    " << S.Weight << ",  \t// " << I << ": " << S.Name << "\n";
  }
  OS << "  };\n"
     << "  return PressureLimitTable[Idx];\n"
     << "}\n\n";

  // Each class (then each extra unit list) as the sorted emitted numbers of
  // its pressure sets, -1 terminated, in one shared array.
  tables::SequenceTable<int> Seqs(-1);
  const auto &Lists = Bank.classPressureSets();
  std::vector<std::vector<int>> PSets(Lists.size());
  for (size_t I = 0; I < Lists.size(); ++I) {
    for (unsigned S : Lists[I])
      PSets[I].push_back(int(Bank.pressureSets()[S].Order));
    std::sort(PSets[I].begin(), PSets[I].end());
    Seqs.add(PSets[I]);
  }
  Seqs.layout();
  OS << "/// Table of pressure sets per register class or unit.\n"
     << "static const int RCSetsTable[] = {\n";
  Seqs.emit(OS, [](OStream &O, int V) { O << V; });
  OS << "};\n\n";

  OS << "/// Get the dimensions of register pressure impacted by this register class.\n"
     << "/// Returns a -1 terminated array of pressure set IDs\n"
     << "const int *" << ClassName << "::\n"
     << "getRegClassPressureSets(const TargetRegisterClass *RC) const {\n";
  OS << "  static const " << minimalType(Seqs.size() - 1) << " RCSetStartTable[] = {\n    ";
  for (size_t I = 0; I < Classes.size(); ++I)
    OS << Seqs.lookup(PSets[I]) << ",";
  OS << "};\n"
     << "  return &RCSetsTable[RCSetStartTable[RC->getID()]];\n"
     << "}\n\n";

  OS << "/// Get the dimensions of register pressure impacted by this register unit.\n"
     << "/// Returns a -1 terminated array of pressure set IDs\n"
     << "const int *" << ClassName << "::\n"
     << "getRegUnitPressureSets(MCRegUnit RegUnit) const {\n"
     << "  assert(static_cast<unsigned>(RegUnit) < " << Bank.numNativeRegUnits()
     << " && \"invalid register unit\");\n";
  OS << "  static const " << minimalType(Seqs.size() - 1) << " RUSetStartTable[] = {\n    ";
  for (unsigned U = 0; U < Bank.numNativeRegUnits(); ++U)
    OS << Seqs.lookup(PSets[Units[U].RCUnitSetsIdx]) << ",";
  OS << "};\n"
     << "  return &RCSetsTable[RUSetStartTable[static_cast<unsigned>(RegUnit)]];\n"
     << "}\n\n";
}

void emitCategory(OStream &OS, const RegInfoContext &C, std::string_view Category,
                  std::string_view Test) {
  for (const RegCategory &Cat : C.Bank.regCategories())
    if (Cat.Def->getName() == Category) {
      for (unsigned RC : Cat.Classes)
        OS << "      " << C.Bank.regClasses()[RC].qualified("RegClass") << "." << Test
           << " ||\n";
      break;
    }
  OS << "      false;\n";
  OS << "}\n\n";
}

} // namespace

void emitTargetDesc(OStream &OS, const RegInfoContext &C) {
  RegisterBank &Bank = C.Bank;
  const auto &Classes = Bank.regClasses();
  const auto &Regs = Bank.registers();
  const HwModes &Modes = Bank.hwModes();
  const std::string &T = C.TargetName;
  emitSourceFileHeader("Target Register and Register Classes Information", OS);
  OS << "namespace llvm {\n\n";
  OS << "extern const MCRegisterClass " << T << "MCRegisterClasses[];\n";

  std::vector<bool> AllocatableRegs(Regs.size());
  for (const RegClass &RC : Classes)
    if (RC.Allocatable)
      for (unsigned R : RC.Orders[0])
        AllocatableRegs[R] = true;

  tables::SequenceTable<ValueType> VTSeqs(ValueType{1, "MVT::Other", 0});
  for (unsigned M = 0; M < Modes.size(); ++M)
    for (const RegClass &RC : Classes)
      VTSeqs.add(typesInMode(RC, M));
  VTSeqs.layout();
  OS << "\nstatic const MVT::SimpleValueType VTLists[] = {\n";
  VTSeqs.emit(OS, [](OStream &O, const ValueType &V) { O << V.Name; });
  OS << "};\n";

  const auto &Indices = Bank.subRegIndices();
  OS << "\nstatic const char *SubRegIndexNameTable[] = { \"";
  for (const SubRegIndex &I : Indices)
    OS << I.Name << "\", \"";
  OS << "\" };\n\n";

  OS << "static const TargetRegisterInfo::SubRegCoveredBits SubRegIdxRangeTable[] = {\n";
  for (unsigned M = 0; M < Modes.size(); ++M) {
    OS << "  { 65535, 65535 },\n";
    for (const SubRegIndex &I : Indices)
      OS << "  { " << I.Range[M].Offset << ", " << I.Range[M].Size << " },\t// " << I.Name
         << "\n";
  }
  OS << "};\n\n";

  OS << "\nstatic const LaneBitmask SubRegIndexLaneMaskTable[] = {\n  LaneBitmask::getAll(),\n";
  for (const SubRegIndex &I : Indices) {
    OS << "  ";
    printLaneMask(OS, I.LaneMask);
    OS << ", // " << I.Name << '\n';
  }
  OS << " };\n\n";
  OS << "\n";

  if (!Classes.empty()) {
    OS << "\nstatic const TargetRegisterInfo::RegClassInfo RegClassInfos[] = {\n";
    for (unsigned M = 0; M < Modes.size(); ++M) {
      OS << "  // Mode = " << M << " (" << Modes.name(M, true) << ")\n";
      for (const RegClass &RC : Classes) {
        const RegSizeInfo &RI = RC.RSI.get(M);
        OS << "  { " << RI.RegSize << ", " << RI.SpillSize << ", " << RI.SpillAlignment
           << ", /*VTLists+*/" << VTSeqs.lookup(typesInMode(RC, M)) << " },    // " << RC.Name
           << '\n';
      }
    }
    OS << "};\n";

    // After each sub-class mask, for each index, the mask of the classes
    // whose members' sub-registers at that index are all in the class.
    tables::SequenceTable<unsigned> SuperRegIdxSeqs(0u);
    std::vector<std::vector<unsigned>> SuperIdxLists(Classes.size());
    for (const RegClass &RC : Classes) {
      OS << "static const uint32_t " << RC.Name << "SubClassMask[] = {\n  ";
      printBitsAsHex(OS, RC.SubClasses, 32);
      for (const auto &[Idx, Supers] : RC.SuperRegClasses) {
        if (Supers.empty())
          continue;
        std::vector<bool> Mask(Classes.size());
        for (unsigned S : Supers)
          Mask[S] = true;
        SuperIdxLists[RC.EnumValue].push_back(Indices[Idx].EnumValue);
        OS << "\n  ";
        printBitsAsHex(OS, Mask, 32);
        OS << "// " << Indices[Idx].Name;
      }
      SuperRegIdxSeqs.add(SuperIdxLists[RC.EnumValue]);
      OS << "\n};\n\n";
    }
    SuperRegIdxSeqs.layout();
    OS << "static const uint16_t SuperRegIdxSeqs[] = {\n";
    SuperRegIdxSeqs.emit(OS, [](OStream &O, unsigned V) { O << V; });
    OS << "};\n\n";

    for (const RegClass &RC : Classes) {
      if (RC.SuperClasses.empty())
        continue;
      OS << "static unsigned const " << RC.Name << "Superclasses[] = {\n";
      for (unsigned S : RC.SuperClasses)
        OS << "  " << Classes[S].qualified("RegClassID") << ",\n";
      OS << "};\n\n";
    }

    for (const RegClass &RC : Classes) {
      if (RC.AltOrderSelect.empty())
        continue;
      OS << "\nstatic inline unsigned " << RC.Name
         << "AltOrderSelect(const MachineFunction &MF, bool Rev) {" << RC.AltOrderSelect
         << "}\n\n"
         << "static ArrayRef<MCPhysReg> " << RC.Name
         << "GetRawAllocationOrder(const MachineFunction &MF, bool Rev) {\n";
      for (size_t O = 1; O < RC.Orders.size(); ++O) {
        const std::vector<unsigned> &Elems = RC.Orders[O];
        if (Elems.empty())
          continue;
        OS << "  static const MCPhysReg AltOrder" << O << "[] = {";
        for (size_t E = 0; E < Elems.size(); ++E)
          OS << (E ? ", " : " ") << qualifiedReg(C, Elems[E]);
        OS << " };\n";
      }
      OS << "  const MCRegisterClass &MCR = " << T << "MCRegisterClasses["
         << RC.qualified("RegClassID") << "];\n"
         << "  const ArrayRef<MCPhysReg> Order[] = {\n"
         << "    ArrayRef(MCR.begin(), MCR.getNumRegs()";
      for (size_t O = 1; O < RC.Orders.size(); ++O)
        if (RC.Orders[O].empty())
          OS << "),\n    ArrayRef<MCPhysReg>(";
        else
          OS << "),\n    ArrayRef(AltOrder" << O;
      OS << ")\n  };\n  const unsigned Select = " << RC.Name
         << "AltOrderSelect(MF, Rev);\n  assert(Select < " << RC.Orders.size()
         << ");\n  return Order[Select];\n}\n";
    }

    const std::string &NS = Classes.front().Namespace;
    OS << "\nnamespace " << NS << " {   // Register class instances\n";
    for (const RegClass &RC : Classes) {
      OS << "  extern const TargetRegisterClass " << RC.Name << "RegClass = {\n    " << '&'
         << T << "MCRegisterClasses[" << RC.Name << "RegClassID],\n    " << RC.Name
         << "SubClassMask,\n    SuperRegIdxSeqs + "
         << SuperRegIdxSeqs.lookup(SuperIdxLists[RC.EnumValue]) << ",\n    ";
      printLaneMask(OS, RC.LaneMask);
      char Flags[8];
      std::snprintf(Flags, sizeof(Flags), "0x%02x", RC.TSFlags);
      OS << ",\n    " << RC.AllocationPriority << ",\n    "
         << (RC.GlobalPriority ? "true" : "false") << ",\n    " << Flags
         << ", /* TSFlags */\n    " << (RC.HasDisjunctSubRegs ? "true" : "false")
         << ", /* HasDisjunctSubRegs */\n    " << (RC.CoveredBySubRegs ? "true" : "false")
         << ", /* CoveredBySubRegs */\n    ";
      if (RC.SuperClasses.empty())
        OS << "nullptr, ";
      else
        OS << RC.Name << "Superclasses,  ";
      OS << RC.SuperClasses.size() << ",\n    ";
      if (RC.AltOrderSelect.empty())
        OS << "nullptr\n";
      else
        OS << RC.Name << "GetRawAllocationOrder\n";
      OS << "  };\n\n";
    }
    OS << "} // end namespace " << NS << "\n";
  }

  OS << "\nnamespace {\n";
  OS << "  const TargetRegisterClass *const RegisterClasses[] = {\n";
  for (const RegClass &RC : Classes)
    OS << "    &" << RC.qualified("RegClass") << ",\n";
  OS << "  };\n";
  OS << "} // end anonymous namespace\n";

  size_t NumCosts = 1;
  for (const Register &R : Regs)
    NumCosts = std::max(NumCosts, R.CostPerUse.size());
  std::vector<uint64_t> Costs(NumCosts, 0);
  for (const Register &R : Regs) {
    for (int64_t V : R.CostPerUse)
      Costs.push_back(uint64_t(uint32_t(V)));
    Costs.resize(Costs.size() + (NumCosts - R.CostPerUse.size()), 0);
  }
  OS << "\nstatic const uint8_t CostPerUseTable[] = { \n";
  for (size_t I = 0; I < NumCosts; ++I)
    for (size_t J = I; J < Costs.size(); J += NumCosts)
      OS << Costs[J] << ", ";
  OS << "};\n\n";
  OS << "\nstatic const bool InAllocatableClassTable[] = { \n";
  OS << "false, ";
  for (size_t R = 0; R < Regs.size(); ++R)
    OS << (AllocatableRegs[R] ? "true" : "false") << ", ";
  OS << "};\n\n";
  OS << "\nstatic const TargetRegisterInfoDesc " << T
     << "RegInfoDesc = { // Extra Descriptors\n";
  OS << "CostPerUseTable, " << NumCosts << ", InAllocatableClassTable};\n\n";

  std::string ClassName = T + "GenRegisterInfo";
  if (!Indices.empty()) {
    emitComposeTables(OS, C, ClassName);
    emitSubClassTables(OS, C, ClassName);
  }
  emitPressure(OS, C, ClassName);

  // Registers to their base class, for classes with a BaseClassOrder.
  std::vector<const RegClass *> Bases;
  for (const RegClass &RC : Classes)
    if (RC.BaseClassOrder)
      Bases.push_back(&RC);
  if (!Bases.empty()) {
    std::stable_sort(Bases.begin(), Bases.end(), [](const RegClass *A, const RegClass *B) {
      return std::make_pair(*A->BaseClassOrder, A->EnumValue) <
             std::make_pair(*B->BaseClassOrder, B->EnumValue);
    });
    OS << "\n// Register to base register class mapping\n\n";
    OS << "\n";
    OS << "const TargetRegisterClass *" << ClassName
       << "::getPhysRegBaseClass(MCRegister Reg) const {\n";
    OS << "  static const uint16_t InvalidRegClassID = UINT16_MAX;\n\n";
    OS << "  static const uint16_t Mapping[" << Regs.size() + 1 << "] = {\n";
    OS << "    InvalidRegClassID,  // NoRegister\n";
    for (unsigned R = 0; R < Regs.size(); ++R) {
      const RegClass *Base = nullptr;
      for (const RegClass *RC : Bases)
        if (RC->contains(R)) {
          Base = RC;
          break;
        }
      OS << "    " << (Base ? Base->qualified("RegClassID") : std::string("InvalidRegClassID"))
         << ",  // " << Regs[R].Name << "\n";
    }
    OS << "  };\n\n"
          "  assert(Reg < ArrayRef(Mapping).size());\n"
          "  unsigned RCID = Mapping[Reg.id()];\n"
          "  if (RCID == InvalidRegClassID)\n"
          "    return nullptr;\n"
          "  return RegisterClasses[RCID];\n"
          "}\n";
  }

  OS << "extern const MCRegisterDesc " << T << "RegDesc[];\n";
  OS << "extern const int16_t " << T << "RegDiffLists[];\n";
  OS << "extern const LaneBitmask " << T << "LaneMaskLists[];\n";
  OS << "extern const char " << T << "RegStrings[];\n";
  OS << "extern const char " << T << "RegClassStrings[];\n";
  OS << "extern const MCPhysReg " << T << "RegUnitRoots[][2];\n";
  OS << "extern const uint16_t " << T << "SubRegIdxLists[];\n";
  OS << "extern const uint16_t " << T << "RegEncodingTable[];\n";
  emitDwarfTables(OS, C, true);

  OS << ClassName << "::\n"
     << ClassName << "(unsigned RA, unsigned DwarfFlavour, unsigned EHFlavour,\n"
     << "      unsigned PC, unsigned HwMode)\n"
     << "  : TargetRegisterInfo(&" << T << "RegInfoDesc"
     << ", RegisterClasses, RegisterClasses+" << Classes.size() << ",\n"
     << "             SubRegIndexNameTable, SubRegIdxRangeTable, SubRegIndexLaneMaskTable,\n"
     << "             ";
  printLaneMask(OS, Bank.coveringLanes());
  OS << ", RegClassInfos, VTLists, HwMode) {\n"
     << "  InitMCRegisterInfo(" << T << "RegDesc, " << Regs.size() + 1 << ", RA, PC,\n"
     << "                     " << T << "MCRegisterClasses, " << Classes.size() << ",\n"
     << "                     " << T << "RegUnitRoots,\n"
     << "                     " << Bank.numNativeRegUnits() << ",\n"
     << "                     " << T << "RegDiffLists,\n"
     << "                     " << T << "LaneMaskLists,\n"
     << "                     " << T << "RegStrings,\n"
     << "                     " << T << "RegClassStrings,\n"
     << "                     " << T << "SubRegIdxLists,\n"
     << "                     " << Indices.size() + 1 << ",\n"
     << "                     " << T << "RegEncodingTable);\n\n";
  emitDwarfMapping(OS, C, true);
  OS << "}\n\n";

  // Callee-saved register lists and the masks of the registers they keep.
  const auto &CSRSets = Bank.records().getAllDerivedDefinitionsIfDefined("CalleeSavedRegs");
  std::vector<const Record *> Constants;
  for (const Register &R : Regs)
    if (R.Constant)
      Constants.push_back(R.Def);
  // The bank's set expander caches what it expands: one backend at a time
  // (several may run at once on one keeper in a batch).
  SharedStateLock SetsLock(Bank.records());
  for (const Record *CSR : CSRSets) {
    const std::vector<const Record *> *Saved = Bank.sets().expand(CSR);
    OS << "static const MCPhysReg " << CSR->getName() << "_SaveList[] = { ";
    for (const Record *R : *Saved) {
      int Idx = Bank.regIndex(R);
      if (Idx < 0)
        Bank.notARegister(R);
      OS << qualifiedReg(C, unsigned(Idx)) << ", ";
    }
    OS << "0 };\n";
    std::vector<bool> Covered = Bank.coveredRegisters(*Saved);
    if (const auto *Other = dyn_cast<DagInit>(CSR->getValueInit("OtherPreserved"))) {
      SetTheory::RecSet OtherSet;
      Bank.sets().evaluate(Other, OtherSet, CSR->getLocs());
      std::vector<bool> More = Bank.coveredRegisters(OtherSet.vector());
      for (size_t I = 0; I < Covered.size(); ++I)
        Covered[I] = Covered[I] || More[I];
    }
    std::vector<bool> Const = Bank.coveredRegisters(Constants);
    for (size_t I = 0; I < Covered.size(); ++I)
      Covered[I] = Covered[I] || Const[I];
    OS << "static const uint32_t " << CSR->getName() << "_RegMask[] = { ";
    printBitsAsHex(OS, Covered, 32);
    OS << "};\n";
  }
  OS << "\n\n";

  OS << "ArrayRef<const uint32_t *> " << ClassName << "::getRegMasks() const {\n";
  if (!CSRSets.empty()) {
    OS << "  static const uint32_t *const Masks[] = {\n";
    for (const Record *CSR : CSRSets)
      OS << "    " << CSR->getName() << "_RegMask,\n";
    OS << "  };\n";
    OS << "  return ArrayRef(Masks);\n";
  } else {
    OS << "  return {};\n";
  }
  OS << "}\n\n";

  OS << "bool " << ClassName << "::\n"
     << "isGeneralPurposeRegister(const MachineFunction &MF, MCRegister PhysReg) const {\n"
     << "  return\n";
  emitCategory(OS, C, "GeneralPurposeRegisters", "contains(PhysReg)");
  OS << "bool " << ClassName << "::\n"
     << "isGeneralPurposeRegisterClass(const TargetRegisterClass *RC) const {\n"
     << "  return\n";
  emitCategory(OS, C, "GeneralPurposeRegisters", "hasSubClassEq(RC)");
  OS << "bool " << ClassName << "::\n"
     << "isFixedRegister(const MachineFunction &MF, MCRegister PhysReg) const {\n"
     << "  return\n";
  emitCategory(OS, C, "FixedRegisters", "contains(PhysReg)");
  OS << "bool " << ClassName << "::\n"
     << "isArgumentRegister(const MachineFunction &MF, MCRegister PhysReg) const {\n"
     << "  return\n";
  emitCategory(OS, C, "ArgumentRegisters", "contains(PhysReg)");

  OS << "bool " << ClassName << "::\n"
     << "isConstantPhysReg(MCRegister PhysReg) const {\n"
     << "  return\n";
  for (unsigned R = 0; R < Regs.size(); ++R)
    if (Regs[R].Constant)
      OS << "      PhysReg == " << qualifiedReg(C, R) << " ||\n";
  OS << "      false;\n";
  OS << "}\n\n";

  OS << "ArrayRef<const char *> " << ClassName << "::getRegMaskNames() const {\n";
  if (!CSRSets.empty()) {
    OS << "  static const char *Names[] = {\n";
    for (const Record *CSR : CSRSets)
      OS << "    \"" << CSR->getName() << "\",\n";
    OS << "  };\n";
    OS << "  return ArrayRef(Names);\n";
  } else {
    OS << "  return {};\n";
  }
  OS << "}\n\n";

  OS << "const " << T << "FrameLowering *\n"
     << T << "GenRegisterInfo::getFrameLowering(const MachineFunction &MF) {\n"
     << "  return static_cast<const " << T << "FrameLowering *>(\n"
     << "      MF.getSubtarget().getFrameLowering());\n"
     << "}\n\n";
  OS << "} // end namespace llvm\n\n";
}

} // namespace tblgen::codegen
