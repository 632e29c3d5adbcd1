//===- RegisterInfo.cpp - -gen-register-info ------------------------------===//
//
// Register enums, the MC register description and the header fragment of
// the target register info class, printed from the shared register model
// in the format (and table layouts) of llvm-tblgen's -gen-register-info.
//
//===----------------------------------------------------------------------===//

#include "backends/codegen/registers/RegisterInfo.h"
#include "backends/common/SequenceTables.h"

#include "tblgen/Backend.h"
#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>
#include <cstdio>
#include <map>

namespace tblgen::codegen {

std::string qualifiedReg(const RegInfoContext &C, unsigned Reg) {
  const Register &R = C.Bank.registers()[Reg];
  std::string NS = R.Fields->getValueAsString("Namespace");
  return NS.empty() ? std::string(R.Name) : NS + "::" + std::string(R.Name);
}

const char *minimalType(uint64_t Range) {
  if (Range <= 0xFF)
    return "uint8_t";
  if (Range <= 0xFFFF)
    return "uint16_t";
  if (Range <= 0xFFFFFFFFu)
    return "uint32_t";
  return "uint64_t";
}

void printBitsAsHex(OStream &OS, const std::vector<bool> &Bits, unsigned Width) {
  unsigned Digits = (Width + 3) / 4;
  for (size_t I = 0; I < Bits.size(); I += Width) {
    uint32_t V = 0;
    for (unsigned J = 0; J < Width && I + J < Bits.size(); ++J)
      if (Bits[I + J])
        V |= uint32_t(1) << J;
    char Buf[32];
    std::snprintf(Buf, sizeof(Buf), "0x%0*x, ", int(Digits), unsigned(V));
    OS << Buf;
  }
}

void printLaneMask(OStream &OS, uint64_t Mask) {
  char Buf[40];
  std::snprintf(Buf, sizeof(Buf), "LaneBitmask(0x%016llX)", (unsigned long long)Mask);
  OS << Buf;
}

//===----------------------------------------------------------------------===//
// DWARF numbers
//===----------------------------------------------------------------------===//

namespace {

/// The DWARF numbers of each register (in enum order), padded with -1 to
/// the longest list.
std::vector<std::vector<int64_t>> dwarfNumbers(const RegInfoContext &C, size_t &MaxLen) {
  const auto &Regs = C.Bank.registers();
  std::vector<std::vector<int64_t>> Nums;
  MaxLen = 0;
  for (const Register &R : Regs) {
    // (A tuple register has the Register class's default numbers.)
    Nums.push_back(R.Def->getValueAsListOfInts("DwarfNumbers"));
    MaxLen = std::max(MaxLen, Nums.back().size());
  }
  for (auto &N : Nums)
    N.resize(MaxLen, -1);
  return Nums;
}

const char *flavour(unsigned J) { return J == 0 ? "DwarfFlavour" : "EHFlavour"; }

} // namespace

void emitDwarfTables(OStream &OS, const RegInfoContext &C, bool Declarations) {
  size_t MaxLen;
  std::vector<std::vector<int64_t>> Nums = dwarfNumbers(C, MaxLen);
  if (!MaxLen)
    return;
  // The tables list the registers by name (llvm-tblgen's register order,
  // where tuple registers fall among the others), the later of two with
  // the same DWARF number winning it.
  std::vector<unsigned> ByName(Nums.size());
  for (unsigned R = 0; R < ByName.size(); ++R)
    ByName[R] = R;
  const auto &Regs = C.Bank.registers();
  std::stable_sort(ByName.begin(), ByName.end(),
                   [&](unsigned A, unsigned B) { return lessRegisterName(Regs[A].Def, Regs[B].Def); });
  const std::string &NS = C.Namespace;
  OS << "// " << NS << " Dwarf<->LLVM register mappings.\n";
  for (unsigned J = 0; J < 2; ++J)
    for (size_t I = 0; I < MaxLen; ++I) {
      OS << "extern const MCRegisterInfo::DwarfLLVMRegPair " << NS << flavour(J) << I
         << "Dwarf2L[]";
      if (!Declarations) {
        OS << " = {\n";
        // By DWARF number; a later register wins a shared number.
        std::map<uint64_t, unsigned> ByNumber;
        for (unsigned R : ByName) {
          int N = int(Nums[R][I]);
          if (N < 0)
            continue;
          ByNumber[uint64_t(N)] = R;
        }
        for (auto [N, R] : ByNumber)
          OS << "  { " << N << "U, " << qualifiedReg(C, R) << " },\n";
        OS << "};\n";
      } else {
        OS << ";\n";
      }
      OS << "extern const unsigned " << NS << flavour(J) << I << "Dwarf2LSize";
      if (!Declarations)
        OS << " = std::size(" << NS << flavour(J) << I << "Dwarf2L);\n\n";
      else
        OS << ";\n\n";
    }

  // A DwarfAlias takes the numbers of the register it names.
  for (unsigned R = 0; R < Nums.size(); ++R) {
    const Register &Reg = C.Bank.registers()[R];
    const RecordVal *V = Reg.Def->getValue("DwarfAlias");
    if (!V || !V->getValue())
      continue;
    const auto *DI = dyn_cast<DefInit>(V->getValue());
    if (!DI)
      continue;
    int A = C.Bank.regIndex(DI->getDef());
    if (A >= 0)
      Nums[R] = Nums[unsigned(A)];
  }

  for (unsigned J = 0; J < 2; ++J)
    for (size_t I = 0; I < MaxLen; ++I) {
      OS << "extern const MCRegisterInfo::DwarfLLVMRegPair " << NS << flavour(J) << I
         << "L2Dwarf[]";
      if (!Declarations) {
        OS << " = {\n";
        for (unsigned R : ByName) {
          int N = int(Nums[R][I]);
          if (N == -1)
            continue;
          OS << "  { " << qualifiedReg(C, R) << ", " << N << "U },\n";
        }
        OS << "};\n";
      } else {
        OS << ";\n";
      }
      OS << "extern const unsigned " << NS << flavour(J) << I << "L2DwarfSize";
      if (!Declarations)
        OS << " = std::size(" << NS << flavour(J) << I << "L2Dwarf);\n\n";
      else
        OS << ";\n\n";
    }
}

void emitDwarfMapping(OStream &OS, const RegInfoContext &C, bool InConstructor) {
  size_t MaxLen;
  (void)dwarfNumbers(C, MaxLen);
  if (!MaxLen)
    return;
  const char *Calls[2] = {"mapDwarfRegsToLLVMRegs", "mapLLVMRegsToDwarfRegs"};
  const char *Tables[2] = {"Dwarf2L", "L2Dwarf"};
  for (unsigned K = 0; K < 2; ++K)
    for (unsigned J = 0; J < 2; ++J) {
      OS << "  switch (" << flavour(J) << ") {\n"
         << "  default:\n"
         << "    llvm_unreachable(\"Unknown DWARF flavour\");\n";
      for (size_t I = 0; I < MaxLen; ++I) {
        OS << "  case " << I << ":\n    ";
        if (!InConstructor)
          OS << "RI->";
        std::string T = C.Namespace + flavour(J) + std::to_string(I) + Tables[K];
        OS << Calls[K] << "(" << T << ", " << T << "Size, " << (J == 0 ? "false" : "true")
           << ");\n    break;\n";
      }
      OS << "  }\n";
    }
}

namespace {

//===----------------------------------------------------------------------===//
// Enums
//===----------------------------------------------------------------------===//

void emitEnums(OStream &OS, const RegInfoContext &C) {
  RegisterBank &Bank = C.Bank;
  const auto &Regs = Bank.registers();
  emitSourceFileHeader("Target Register Enum Values", OS);
  OS << "namespace llvm {\n\n";
  OS << "class MCRegisterClass;\n"
     << "extern const MCRegisterClass " << C.TargetName << "MCRegisterClasses[];\n\n";
  // The namespace lines are left out when the registers have none.
  const bool HasNS = !C.Namespace.empty();
  auto Open = [&]() {
    if (HasNS)
      OS << "namespace " << C.Namespace << " {\n";
  };
  auto Close = [&](const char *After) {
    if (HasNS)
      OS << "} // end namespace " << C.Namespace << "\n" << After;
  };
  Open();
  OS << "enum : unsigned {\n  NoRegister,\n";
  for (const Register &R : Regs)
    OS << "  " << R.Name << " = " << R.EnumValue << ",\n";
  OS << "  NUM_TARGET_REGS // " << Regs.size() + 1 << "\n";
  OS << "};\n";
  Close("");

  const auto &Classes = Bank.regClasses();
  if (!Classes.empty()) {
    OS << "\n// Register classes\n\n";
    Open();
    OS << "enum {\n";
    for (const RegClass &RC : Classes)
      OS << "  " << RC.Name << "RegClassID = " << RC.EnumValue << ",\n";
    OS << "\n};\n";
    Close("\n");
  }

  const auto &AltNames = Bank.records().getAllDerivedDefinitionsIfDefined("RegAltNameIndex");
  if (AltNames.size() > 1) {
    OS << "\n// Register alternate name indices\n\n";
    Open();
    OS << "enum {\n";
    for (size_t I = 0; I < AltNames.size(); ++I)
      OS << "  " << AltNames[I]->getName() << ",\t// " << I << "\n";
    OS << "  NUM_TARGET_REG_ALT_NAMES = " << AltNames.size() << "\n";
    OS << "};\n";
    Close("\n");
  }

  const auto &Indices = Bank.subRegIndices();
  if (!Indices.empty()) {
    OS << "\n// Subregister indices\n\n";
    const std::string &NS = Indices.front().Namespace;
    if (!NS.empty())
      OS << "namespace " << NS << " {\n";
    OS << "enum : uint16_t {\n  NoSubRegister,\n";
    for (const SubRegIndex &I : Indices)
      OS << "  " << I.Name << ",\t// " << I.EnumValue << "\n";
    OS << "  NUM_TARGET_SUBREGS\n};\n";
    if (!NS.empty())
      OS << "} // end namespace " << NS << "\n\n";
  }

  OS << "// Register pressure sets enum.\n";
  Open();
  OS << "enum RegisterPressureSets {\n";
  for (unsigned I = 0; I < Bank.pressureSets().size(); ++I)
    OS << "  " << Bank.pressureSetAt(I).Name << " = " << I << ",\n";
  OS << "};\n";
  Close("");
  OS << "\n} // end namespace llvm\n\n";
}

//===----------------------------------------------------------------------===//
// MC description
//===----------------------------------------------------------------------===//

void emitMCDesc(OStream &OS, const RegInfoContext &C) {
  RegisterBank &Bank = C.Bank;
  const auto &Regs = Bank.registers();
  const auto &Units = Bank.regUnits();
  emitSourceFileHeader("MC Register Information", OS);

  // Sub- and super-register lists and unit lists share one array of
  // differences; each register's first unit goes in its descriptor.
  tables::SequenceTable<int16_t> Diffs(int16_t(0));
  tables::SequenceTable<uint64_t> LaneMasks(std::nullopt);
  tables::SequenceTable<uint16_t> SubRegIdx(std::nullopt);
  tables::SuffixStringTable Names;
  // Each register's lists: sub- and super-registers as differences from
  // the register itself onwards, units as differences from the first,
  // the indices of the sub-registers and the units' lane masks. Only the
  // tables keep them; the descriptors need just their ids in the tables.
  struct RegLists {
    std::vector<int16_t> Subs, Supers, Units;
    std::vector<uint16_t> SubIdx;
    std::vector<uint64_t> Masks;
  };
  auto Encode = [&](unsigned From, const std::vector<unsigned> &List) {
    std::vector<int16_t> D;
    D.reserve(List.size());
    unsigned Prev = From;
    for (unsigned X : List) {
      unsigned Cur = Regs[X].EnumValue;
      D.push_back(int16_t(uint16_t(Cur - Prev)));
      Prev = Cur;
    }
    return D;
  };
  // The index of each sub-register of the register at hand, by register.
  std::vector<int> IndexOfSub(Regs.size(), -1);
  auto ListsOf = [&](unsigned I) {
    const Register &R = Regs[I];
    RegLists L;
    std::vector<unsigned> Subs = Bank.subRegsPreOrder(I);
    L.Subs = Encode(R.EnumValue, Subs);
    R.fillIndexTable(IndexOfSub);
    for (unsigned S : Subs)
      L.SubIdx.push_back(uint16_t(IndexOfSub[S] + 1));
    R.clearIndexTable(IndexOfSub);
    L.Supers = Encode(R.EnumValue, R.SuperRegs);
    for (size_t K = 1; K < R.NativeUnits.size(); ++K)
      L.Units.push_back(int16_t(R.NativeUnits[K] - R.NativeUnits[K - 1]));
    L.Masks = R.UnitLaneMasks;
    return L;
  };
  struct ListIds {
    unsigned Subs, SubIdx, Supers, Units, Masks;
  };
  std::vector<ListIds> Ids(Regs.size());
  // Sized up front (an upper bound: a sub-register reached through two
  // indices is listed once): on register tuples the lists run to millions
  // of entries.
  size_t NumSubs = 0, NumSupers = 0, NumUnits = 0;
  for (const Register &R : Regs) {
    NumSubs += R.SubRegs.size();
    NumSupers += R.SuperRegs.size();
    NumUnits += R.NativeUnits.size();
  }
  Diffs.reserve(3 * Regs.size(), NumSubs + NumSupers + NumUnits);
  SubRegIdx.reserve(Regs.size(), NumSubs);
  LaneMasks.reserve(Regs.size(), NumUnits);
  for (unsigned I = 0; I < Regs.size(); ++I) {
    Names.add(std::string(Regs[I].Name));
    RegLists L = ListsOf(I);
    Ids[I].Subs = Diffs.add(L.Subs);
    Ids[I].SubIdx = SubRegIdx.add(L.SubIdx);
    Ids[I].Supers = Diffs.add(L.Supers);
    Ids[I].Units = Diffs.add(L.Units);
    Ids[I].Masks = LaneMasks.add(L.Masks);
  }
  Diffs.layout();
  LaneMasks.layout();
  SubRegIdx.layout();

  OS << "namespace llvm {\n\n";
  OS << "extern const int16_t " << C.TargetName << "RegDiffLists[] = {\n";
  Diffs.emit(OS, [](OStream &O, int16_t V) { O << int(V); });
  OS << "};\n\n";
  OS << "extern const LaneBitmask " << C.TargetName << "LaneMaskLists[] = {\n";
  LaneMasks.emit(OS, [](OStream &O, uint64_t M) { printLaneMask(O, M); });
  OS << "};\n\n";
  OS << "extern const uint16_t " << C.TargetName << "SubRegIdxLists[] = {\n";
  SubRegIdx.emit(OS, [](OStream &O, uint16_t V) { O << unsigned(V); });
  OS << "};\n\n";

  Names.layout();
  Names.emitDef(OS, "extern const char " + C.TargetName + "RegStrings[]");

  OS << "extern const MCRegisterDesc " << C.TargetName << "RegDesc[] = { // Descriptors\n";
  OS << "  { " << Names.get("") << ", 0, 0, 0, 0, 0, 0, 0 },\n";
  for (unsigned I = 0; I < Regs.size(); ++I) {
    const Register &R = Regs[I];
    const ListIds &L = Ids[I];
    unsigned FirstUnit = R.NativeUnits.empty() ? ~0u : R.NativeUnits[0];
    uint64_t Offset = Diffs.offsetOf(L.Units);
    OS << "  { " << Names.get(std::string(R.Name)) << ", " << Diffs.offsetOf(L.Subs) << ", "
       << Diffs.offsetOf(L.Supers) << ", " << SubRegIdx.offsetOf(L.SubIdx) << ", "
       << ((Offset << 12) | FirstUnit) << ", " << LaneMasks.offsetOf(L.Masks) << ", "
       << (R.Constant ? 1 : 0) << ", " << (R.Artificial ? 1 : 0) << " },\n";
  }
  OS << "};\n\n";

  OS << "extern const MCPhysReg " << C.TargetName << "RegUnitRoots[][2] = {\n";
  for (unsigned U = 0; U < Bank.numNativeRegUnits(); ++U) {
    OS << "  { ";
    for (unsigned K = 0; K < 2; ++K)
      if (Units[U].Roots[K] >= 0)
        OS << (K ? ", " : "") << qualifiedReg(C, unsigned(Units[U].Roots[K]));
    OS << " },\n";
  }
  OS << "};\n\n";

  const auto &Classes = Bank.regClasses();
  tables::SuffixStringTable ClassNames;
  OS << "namespace {     // Register classes...\n";
  for (const RegClass &RC : Classes) {
    ClassNames.add(RC.Name);
    const std::vector<unsigned> &Order = RC.Orders[0];
    if (Order.empty())
      continue;
    OS << "  // " << RC.Name << " Register Class...\n"
       << "  const MCPhysReg " << RC.Name << "[] = {\n    ";
    for (unsigned R : Order)
      OS << qualifiedReg(C, R) << ", ";
    OS << "\n  };\n\n";
    OS << "  // " << RC.Name << " Bit set.\n"
       << "  const uint8_t " << RC.Name << "Bits[] = {\n    ";
    std::vector<bool> Bits;
    for (unsigned R : Order) {
      unsigned V = Regs[R].EnumValue;
      if (V >= Bits.size())
        Bits.resize((V / 8 + 1) * 8);
      Bits[V] = true;
    }
    printBitsAsHex(OS, Bits, 8);
    OS << "\n  };\n\n";
  }
  OS << "} // end anonymous namespace\n\n";

  ClassNames.layout();
  ClassNames.emitDef(OS, "extern const char " + C.TargetName + "RegClassStrings[]");

  OS << "extern const MCRegisterClass " << C.TargetName << "MCRegisterClasses[] = {\n";
  for (const RegClass &RC : Classes) {
    bool Empty = RC.Orders[0].empty();
    std::string Arr = Empty ? "nullptr" : RC.Name;
    std::string BitsName = Empty ? "nullptr" : RC.Name + "Bits";
    std::string BitsSize = Empty ? "0" : "sizeof(" + BitsName + ")";
    uint64_t RegSize = RC.RSI.isSimple() ? RC.RSI.get(0).RegSize : 0;
    OS << "  { " << Arr << ", " << BitsName << ", " << ClassNames.get(RC.Name) << ", "
       << RC.Orders[0].size() << ", " << BitsSize << ", " << RC.qualified("RegClassID")
       << ", " << RegSize << ", " << RC.CopyCost << ", "
       << (RC.Allocatable ? "true" : "false") << ", "
       << (RC.BaseClassOrder ? "true" : "false") << " },\n";
  }
  OS << "};\n\n";

  emitDwarfTables(OS, C, false);

  OS << "extern const uint16_t " << C.TargetName << "RegEncodingTable[] = {\n";
  OS << "  0,\n";
  for (const Register &R : Regs) {
    const BitsInit *BI = R.Fields->getValueAsBitsInit("HWEncoding");
    uint64_t V = 0;
    for (unsigned B = 0; B < BI->getNumBits(); ++B)
      if (const auto *Bit = dyn_cast<BitInit>(BI->getBit(B)); Bit && Bit->getValue())
        V |= uint64_t(1) << B;
    OS << "  " << V << ",\n";
  }
  OS << "};\n";

  OS << "static inline void Init" << C.TargetName
     << "MCRegisterInfo(MCRegisterInfo *RI, unsigned RA, "
     << "unsigned DwarfFlavour = 0, unsigned EHFlavour = 0, unsigned PC = 0) {\n"
     << "  RI->InitMCRegisterInfo(" << C.TargetName << "RegDesc, " << Regs.size() + 1
     << ", RA, PC, " << C.TargetName << "MCRegisterClasses, " << Classes.size() << ", "
     << C.TargetName << "RegUnitRoots, " << Bank.numNativeRegUnits() << ", " << C.TargetName
     << "RegDiffLists, " << C.TargetName << "LaneMaskLists, " << C.TargetName << "RegStrings, "
     << C.TargetName << "RegClassStrings, " << C.TargetName << "SubRegIdxLists, "
     << Bank.subRegIndices().size() + 1 << ",\n"
     << C.TargetName << "RegEncodingTable);\n\n";
  emitDwarfMapping(OS, C, false);
  OS << "}\n\n";
  OS << "} // end namespace llvm\n\n";
}

//===----------------------------------------------------------------------===//
// Header fragment
//===----------------------------------------------------------------------===//

void emitHeader(OStream &OS, const RegInfoContext &C) {
  RegisterBank &Bank = C.Bank;
  emitSourceFileHeader("Register Information Header Fragment", OS);
  const std::string &T = C.TargetName;
  std::string ClassName = T + "GenRegisterInfo";
  OS << "#include \"llvm/CodeGen/TargetRegisterInfo.h\"\n\n";
  OS << "namespace llvm {\n\n";
  OS << "class " << T << "FrameLowering;\n\n";
  OS << "struct " << ClassName << " : public TargetRegisterInfo {\n"
     << "  explicit " << ClassName << "(unsigned RA, unsigned D = 0, unsigned E = 0,\n"
     << "      unsigned PC = 0, unsigned HwMode = 0);\n";
  if (!Bank.subRegIndices().empty())
    OS << "  unsigned composeSubRegIndicesImpl(unsigned, unsigned) const override;\n"
       << "  unsigned reverseComposeSubRegIndicesImpl(unsigned, unsigned) const override;\n"
       << "  LaneBitmask composeSubRegIndexLaneMaskImpl(unsigned, LaneBitmask) const override;\n"
       << "  LaneBitmask reverseComposeSubRegIndexLaneMaskImpl(unsigned, LaneBitmask) const "
          "override;\n"
       << "  const TargetRegisterClass *getSubClassWithSubReg(const TargetRegisterClass *, "
          "unsigned) const override;\n"
       << "  const TargetRegisterClass *getSubRegisterClass(const TargetRegisterClass *, "
          "unsigned) const override;\n";
  OS << "  const RegClassWeight &getRegClassWeight("
     << "const TargetRegisterClass *RC) const override;\n"
     << "  unsigned getRegUnitWeight(MCRegUnit RegUnit) const override;\n"
     << "  unsigned getNumRegPressureSets() const override;\n"
     << "  const char *getRegPressureSetName(unsigned Idx) const override;\n"
     << "  unsigned getRegPressureSetLimit(const MachineFunction &MF, unsigned "
        "Idx) const override;\n"
     << "  const int *getRegClassPressureSets("
     << "const TargetRegisterClass *RC) const override;\n"
     << "  const int *getRegUnitPressureSets("
     << "MCRegUnit RegUnit) const override;\n"
     << "  ArrayRef<const char *> getRegMaskNames() const override;\n"
     << "  ArrayRef<const uint32_t *> getRegMasks() const override;\n"
     << "  bool isGeneralPurposeRegister(const MachineFunction &, "
     << "MCRegister) const override;\n"
     << "  bool isGeneralPurposeRegisterClass(const TargetRegisterClass *RC)"
     << " const override;\n"
     << "  bool isFixedRegister(const MachineFunction &, "
     << "MCRegister) const override;\n"
     << "  bool isArgumentRegister(const MachineFunction &, "
     << "MCRegister) const override;\n"
     << "  bool isConstantPhysReg(MCRegister PhysReg) const override final;\n"
     << "  /// Devirtualized TargetFrameLowering.\n"
     << "  static const " << T << "FrameLowering *getFrameLowering(\n"
     << "      const MachineFunction &MF);\n";
  const auto &Classes = Bank.regClasses();
  if (std::any_of(Classes.begin(), Classes.end(),
                  [](const RegClass &RC) { return RC.BaseClassOrder.has_value(); }))
    OS << "  const TargetRegisterClass *getPhysRegBaseClass(MCRegister Reg) const override;\n";
  OS << "};\n\n";
  if (!Classes.empty()) {
    const std::string &NS = Classes.front().Namespace;
    OS << "namespace " << NS << " { // Register classes\n";
    for (const RegClass &RC : Classes)
      OS << "  extern const TargetRegisterClass " << RC.Name << "RegClass;\n";
    OS << "} // end namespace " << NS << "\n";
  }
  OS << "\n} // end namespace llvm\n\n";
}

void emitIncludeGuard(OStream &OS, const std::string &Prefix, std::string_view File,
                      std::string_view Guard) {
  OS << "#ifdef " << Guard << "\n#undef " << Guard << "\n";
  OS << "#include \"" << Prefix << File << "\"\n";
  OS << "#endif\n\n";
}

void runRegisterInfo(const RecordKeeper &Records, OutputFiles &Out) {
  const Record *TargetDef = getTargetDef(Records);
  RegisterBank &Bank = getRegisterBank(Records);
  Bank.computeDerivedInfo();
  if (Bank.registers().empty())
    PrintFatalError("tblgen: the target defines no registers");
  RegInfoContext C{Bank, std::string(TargetDef->getName()),
                   Bank.registers().front().Def->getValueAsString("Namespace")};
  OStream &Main = Out.main();
  emitIncludeGuard(Main, Out.prefix(), "Enums.inc", "GET_REGINFO_ENUM");
  emitEnums(Out.extra("Enums.inc"), C);
  emitIncludeGuard(Main, Out.prefix(), "MCDesc.inc", "GET_REGINFO_MC_DESC");
  emitMCDesc(Out.extra("MCDesc.inc"), C);
  emitIncludeGuard(Main, Out.prefix(), "Header.inc", "GET_REGINFO_HEADER");
  emitHeader(Out.extra("Header.inc"), C);
  emitIncludeGuard(Main, Out.prefix(), "TargetDesc.inc", "GET_REGINFO_TARGET_DESC");
  emitTargetDesc(Out.extra("TargetDesc.inc"), C);
  if (const BackendContext *Ctx = currentBackendContext(); Ctx && Ctx->flag("register-info-debug")) {
    std::string Dump = describeRegisterBank(Bank);
    std::fwrite(Dump.data(), 1, Dump.size(), stderr);
  }
}

} // namespace

TBLGEN_REGISTER_MULTI_FILE_BACKEND(RegisterInfo, "gen-register-info",
                                   "Generate registers and register classes info",
                                   runRegisterInfo);

} // namespace tblgen::codegen
