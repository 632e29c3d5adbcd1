//===- Enum.h - MLIR enums as TableGen describes them -----------*- C++ -*-===//
//
// An EnumInfo def (mlir/IR/EnumAttr.td): a C++ enum class with its cases,
// the names of its conversion functions (to and from strings, from the
// underlying integer), and, for an EnumAttrInfo, the attribute wrapping it.
// Bit enums (BitEnumBase) have single-bit cases, groups of bits and
// possibly a case for no bit. Fields are read when asked for, so that a
// missing one is reported where mlir-tblgen reports it.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace tblgen {
class Record;
class RecordKeeper;
} // namespace tblgen

namespace tblgen::mlir {

/// One case (EnumCase def) of an enum.
class EnumCase {
public:
  explicit EnumCase(const Record *Def) : Def(Def) {}
  const Record *def() const { return Def; }
  std::string symbol() const; ///< the C++ enumerator as written
  /// The enumerator as an identifier: "_" before a leading digit.
  std::string identifier() const;
  std::string str() const;    ///< its spelling in the IR
  int64_t value() const;      ///< negative: none given
  /// A bit enum's group of bits (BitEnumCaseGroup / BitEnumAttrCaseGroup).
  bool isBitGroup() const;
  /// A bit enum's single bit (BitEnumCaseBit / BitEnumAttrCaseBit).
  bool isSingleBit() const;

private:
  const Record *Def;
};

/// One EnumInfo def.
class EnumInfo {
public:
  explicit EnumInfo(const Record *Def) : Def(Def) {}
  const Record *def() const { return Def; }

  bool isEnumAttr() const; ///< an EnumAttrInfo
  bool isBitEnum() const;  ///< a BitEnumBase

  std::string className() const;
  std::string summary() const;
  std::string description() const;
  std::string cppNamespace() const;
  /// cppNamespace::className.
  std::string qualifiedName() const;
  std::string underlyingType() const; ///< "" when none is given
  int64_t bitwidth() const;
  std::string underlyingToSymbolFn() const;
  std::string stringToSymbolFn() const;
  std::string symbolToStringFn() const;
  std::string symbolToStringRetType() const;
  std::string maxEnumValFn() const;
  std::vector<EnumCase> cases() const;
  /// The bits a bit enum may have set.
  int64_t validBits() const;
  /// The separator of a bit enum's cases in its string form.
  std::string separator() const;
  bool printBitEnumPrimaryGroups() const;
  bool printBitEnumQuoted() const;

  /// An EnumAttrInfo that asks for its own attribute class.
  bool genSpecializedAttr() const;
  const Record *baseAttrClass() const;
  std::string specializedAttrClassName() const;
  /// constBuilderCall of an EnumAttrInfo.
  std::string constBuilderCall() const;

private:
  const Record *Def;
};

/// Every EnumInfo def in record name order; none when the class is missing.
std::vector<EnumInfo> allEnums(const RecordKeeper &Records);

/// Whether S can be printed as a bare keyword: [A-Za-z_][A-Za-z0-9_$.]*.
bool isKeyword(std::string_view S);

} // namespace tblgen::mlir
