// -gen-enum-decls / -gen-enum-defs: integer enums (cases without a value,
// cases that are no keywords, a leading digit), bit enums printed quoted
// or as keywords between separators, with groups printed first or not,
// an enum attribute class, and enums in the global namespace.
// RUN: %mlir-tblgen -gen-enum-decls -I %S %s | FileCheck %s --check-prefix=DECL
// RUN: %mlir-tblgen -gen-enum-defs -I %S %s | FileCheck %s --check-prefix=DEF
// DIFF: -gen-enum-decls
// DIFF: -gen-enum-defs
// DIFF: -gen-python-enum-bindings
// DIFF: -gen-enum-doc
// RUN: %mlir-tblgen -gen-enum-doc -I %S %s | FileCheck %s --check-prefix=DOC
// RUN: %mlir-tblgen -gen-python-enum-bindings -I %S %s | FileCheck %s --check-prefix=PY
include "Inputs/enum-classes.td"

def Color : IntEnum<"Color", "a color", [
    IntEnumCase<"Red", 0, "red">, IntEnumCase<"Dark_Blue", 5, "dark blue">,
    IntEnumCase<"3d", 7>]> {
  let cppNamespace = "::paint";
}
def Free : EnumInfo<"Free", "no values", [IntEnumCase<"A", -1>, IntEnumCase<"B", -1>], 8> {
  let underlyingType = "";
}
def AllQuoted : IntEnum<"AllQuoted", "strings only", [IntEnumCase<"X", 1, "x y">,
                                                      IntEnumCase<"type", 2>]> {
  let cppNamespace = "a::b";
}

def BitA : BitEnumCaseBit<"a", 0>;
def BitB : BitEnumCaseBit<"b", 1>;
def BitC : BitEnumCaseBit<"c", 3>;
def Flags : BitEnumBase<"Flags", "flags", [
    EnumCase<"none", 0, "none">, BitA, BitB, BitC, BitEnumCaseGroup<"ab", [BitA, BitB]>]> {
  let cppNamespace = "::f";
  let printBitEnumPrimaryGroups = 1;
  let separator = ", ";
}
def Quoted : BitEnumBase<"Quoted", "quoted flags", [BitA, BitB,
    BitEnumCaseGroup<"all", [BitA, BitB]>]> {
  let cppNamespace = "::f";
  let printBitEnumQuoted = 1;
}
def ColorAttr : EnumAttrInfo<"Shade", [IntEnumCase<"Light", 1, "light">]>;
def NoBuilder : EnumAttrInfo<"NoBuilder", [IntEnumCase<"Only", 1, "only">]> {
  let genSpecializedAttr = 0;
  let constBuilderCall = "";
}

// Record name order: AllQuoted, Color, ColorAttr, Flags, Free, NoBuilder, Quoted.
// DECL: enum class AllQuoted : uint32_t {
// DECL: return p << '"' << valueStr << '"';
// DECL: enum class Color : uint32_t {
// DECL-NEXT: Red = 0,
// DECL-NEXT: Dark_Blue = 5,
// DECL-NEXT: _3d = 7,
// DECL: expected one of [red, \"dark blue\"dark blue, \"3d\"3d] for a color
// DECL: enum class Shade : uint32_t {
// DECL: class ShadeAttr : public ::mlir::IntegerAttr {
// DECL: enum class Flags : uint32_t {
// DECL: inline constexpr Flags &operator|=(Flags &a, Flags b) {
// DECL: parseOptionalComma
// DECL: enum class Free {
// DECL-NEXT: A,
// DECL-NEXT: B,
// DECL: struct DenseMapInfo<::Free> {
// DECL-NEXT: using StorageInfo = ::llvm::DenseMapInfo<std::underlying_type_t<::Free>>;
// DECL: enum class NoBuilder : uint32_t {
// DECL-NOT: FieldParser
// DECL: enum class Quoted : uint32_t {
// DECL: case ::f::Quoted::all:
// DECL-NEXT: return p << valueStr;

// DEF: bool ShadeAttr::classof(::mlir::Attribute attr) {
// DEF-NEXT: return ::llvm::isa<::mlir::IntegerAttr>(attr);
// DEF: ::mlir::IntegerType intType = ::mlir::IntegerType::get(context, 32);
// DEF: // Print bit enum groups before individual bits
// DEF: return ::llvm::join(strs, ", ");
// DEF: str.split(symbols, ",");

// PY: class AllQuoted(IntEnum):
// PY: type_ = 2
// PY: @register_attribute_builder("ColorAttr")
// PY-NEXT: def _colorattr(x, context):
// PY-NEXT: return _ods_ir.IntegerAttr.get(_ods_ir.IntegerType.get_signless(32, context=context), int(x))
// PY: class Flags(IntFlag):
// PY: return ", ".join(map(str, self))

// DOC: ### Color
// DOC-EMPTY:
// DOC-NEXT: _A color_
// DOC: | Dark_Blue | `5` | dark blue |
// DOC: ### Free
// DOC: | A | `-1` | A |
