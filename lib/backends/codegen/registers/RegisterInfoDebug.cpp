//===- RegisterInfoDebug.cpp - --register-info-debug ----------------------===//
//
// With --register-info-debug, -gen-register-info also prints the register
// bank it computed to stderr once its files are written: each register
// class (sizes per hardware mode, lane mask, members, sub- and
// super-classes), each sub-register index (lane mask, coverage, bit range
// per mode) and each register (costs, sub-registers, units), in
// llvm-tblgen's layout.
//
//===----------------------------------------------------------------------===//

#include "RegisterInfo.h"

#include "tblgen/Backend.h"

#include <cinttypes>
#include <cstdio>
#include <string>

namespace tblgen::codegen {

namespace {

void appendMask(std::string &Out, uint64_t Mask) {
  char Buf[24];
  std::snprintf(Buf, sizeof Buf, "%016" PRIX64, Mask);
  Out += Buf;
}

/// " Mode:value" for every mode, between braces.
template <typename Fn> void appendPerMode(std::string &Out, const HwModes &Modes, Fn ValueOf) {
  Out += "{";
  for (unsigned M = 0; M != Modes.size(); ++M) {
    Out += ' ';
    Out += Modes.name(M, true);
    Out += ':';
    Out += std::to_string(ValueOf(M));
  }
  Out += " }\n";
}

void appendFlag(std::string &Out, const char *Label, bool Value) {
  Out += '\t';
  Out += Label;
  Out += Value ? ": 1\n" : ": 0\n";
}

} // namespace

std::string describeRegisterBank(const RegisterBank &Bank) {
  const HwModes &Modes = Bank.hwModes();
  const auto &Classes = Bank.regClasses();
  const auto &Regs = Bank.registers();
  std::string Out;
  for (const RegClass &RC : Classes) {
    Out += "RegisterClass " + RC.Name + ":\n\tSpillSize: ";
    appendPerMode(Out, Modes, [&](unsigned M) { return RC.RSI.get(M).SpillSize; });
    Out += "\tSpillAlignment: ";
    appendPerMode(Out, Modes, [&](unsigned M) { return RC.RSI.get(M).SpillAlignment; });
    Out += "\tNumRegs: " + std::to_string(RC.Members.size()) + "\n\tLaneMask: ";
    appendMask(Out, RC.LaneMask);
    Out += '\n';
    appendFlag(Out, "HasDisjunctSubRegs", RC.HasDisjunctSubRegs);
    appendFlag(Out, "CoveredBySubRegs", RC.CoveredBySubRegs);
    appendFlag(Out, "Allocatable", RC.Allocatable);
    Out += "\tAllocationPriority: " + std::to_string(RC.AllocationPriority) + "\n\tBaseClassOrder: ";
    Out += RC.BaseClassOrder ? std::to_string(*RC.BaseClassOrder) : std::string("None");
    Out += "\n\tRegs:";
    for (unsigned R : RC.Members)
      (Out += ' ') += Regs[R].Name;
    Out += "\n\tSubClasses:";
    for (size_t C = 0; C < RC.SubClasses.size() && C < Classes.size(); ++C)
      if (RC.SubClasses[C])
        (Out += ' ') += Classes[C].Name;
    Out += "\n\tSuperClasses:";
    for (unsigned C : RC.SuperClasses)
      (Out += ' ') += Classes[C].Name;
    Out += '\n';
  }
  for (const SubRegIndex &Idx : Bank.subRegIndices()) {
    Out += "SubRegIndex " + Idx.Name + ":\n\tLaneMask: ";
    appendMask(Out, Idx.LaneMask);
    Out += '\n';
    appendFlag(Out, "AllSuperRegsCovered", Idx.AllSuperRegsCovered);
    auto RangeIn = [&](unsigned M) {
      return M < Idx.Range.size() ? Idx.Range[M] : (Idx.Range.empty() ? SubRegRange{} : Idx.Range[0]);
    };
    Out += "\tOffset: ";
    appendPerMode(Out, Modes, [&](unsigned M) { return unsigned(RangeIn(M).Offset); });
    Out += "\tSize: ";
    appendPerMode(Out, Modes, [&](unsigned M) { return unsigned(RangeIn(M).Size); });
  }
  const auto &Indices = Bank.subRegIndices();
  for (const Register &R : Regs) {
    Out += "Register ";
    Out += R.Name;
    Out += ":\n\tCostPerUse: ";
    for (int64_t C : R.CostPerUse)
      Out += std::to_string(C) + " ";
    Out += '\n';
    appendFlag(Out, "CoveredBySubregs", R.CoveredBySubRegs);
    appendFlag(Out, "HasDisjunctSubRegs", R.HasDisjunctSubRegs);
    for (auto [I, S] : R.SubRegs) {
      Out += "\tSubReg " + Indices[I].Name + " = ";
      Out += Regs[S].Name;
      Out += '\n';
    }
    for (unsigned U : R.NativeUnits)
      Out += "\tRegUnit " + std::to_string(U) + "\n";
  }
  return Out;
}

} // namespace tblgen::codegen

TBLGEN_REGISTER_BACKEND_OPTION(RegisterInfoDebug, "register-info-debug",
                               "Dump register information to help debugging",
                               "gen-register-info", "", true);
