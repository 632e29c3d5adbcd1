//===- RegisterInfo.h - -gen-register-info, shared parts --------*- C++ -*-===//
//
// The register info backend writes five files from the register model:
// the main one (which includes the others under GET_REGINFO_* guards),
// Enums, MCDesc, Header and TargetDesc. RegisterInfo.cpp writes the first
// four, RegisterInfoTarget.cpp the target description.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "tblgen/Output.h"
#include "tblgen/CodeGen/Registers.h"

#include <string>
#include <vector>

namespace tblgen::codegen {

/// What the parts of the backend share.
struct RegInfoContext {
  RegisterBank &Bank;
  std::string TargetName;
  std::string Namespace; ///< of the first register
};

/// The qualified enumerator of register Reg ("XCore::R0").
std::string qualifiedReg(const RegInfoContext &C, unsigned Reg);

/// The smallest unsigned type holding Range ("uint8_t", ...).
const char *minimalType(uint64_t Range);

/// Writes bits as hex words of Width bits, least significant first
/// ("0x0000000f, ").
void printBitsAsHex(OStream &OS, const std::vector<bool> &Bits, unsigned Width);

/// Prints "LaneBitmask(0x...)" with 16 upper-case digits.
void printLaneMask(OStream &OS, uint64_t Mask);

/// The DWARF tables (definitions, or declarations for the constructor).
void emitDwarfTables(OStream &OS, const RegInfoContext &C, bool Declarations);
/// The calls that install the DWARF tables.
void emitDwarfMapping(OStream &OS, const RegInfoContext &C, bool InConstructor);

void emitTargetDesc(OStream &OS, const RegInfoContext &C);

/// composeSubRegIndicesImpl and the lane mask compositions (and their
/// reverses).
void emitComposeTables(OStream &OS, const RegInfoContext &C, const std::string &ClassName);
/// getSubClassWithSubReg and getSubRegisterClass.
void emitSubClassTables(OStream &OS, const RegInfoContext &C, const std::string &ClassName);

/// The bank as --register-info-debug prints it (to stderr, after the
/// files are written).
std::string describeRegisterBank(const RegisterBank &Bank);

} // namespace tblgen::codegen
