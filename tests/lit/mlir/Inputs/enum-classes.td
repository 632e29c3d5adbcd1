// Enums as mlir-tblgen reads them: cases, integer and bit enums, and the
// enum attribute (its base attribute's predicate tests it).
include "Inputs/constraint-classes.td"

class EnumCase<string sym, int intVal, string strVal> {
  string symbol = sym;
  int value = intVal;
  string str = strVal;
}
class IntEnumCase<string sym, int val, string str = sym> : EnumCase<sym, val, str>;
class BitEnumCaseBit<string sym, int pos, string str = sym> : EnumCase<sym, !shl(1, pos), str>;
class BitEnumCaseGroup<string sym, list<EnumCase> cases, string str = sym>
    : EnumCase<sym, !foldl(0, cases, acc, c, !or(acc, c.value)), str>;

class EnumInfo<string name, string summ, list<EnumCase> cases, int width> {
  string className = name;
  string summary = summ;
  string description = "";
  string cppNamespace = "";
  int bitwidth = width;
  list<EnumCase> enumerants = cases;
  string underlyingType = "uint" # width # "_t";
  string underlyingToSymbolFnName = "symbolize" # name;
  string stringToSymbolFnName = "symbolize" # name;
  string symbolToStringFnName = "stringify" # name;
  string symbolToStringFnRetType = "::llvm::StringRef";
  string maxEnumValFnName = "getMaxEnumValFor" # name;
}
class IntEnum<string name, string summ, list<EnumCase> cases>
    : EnumInfo<name, summ, cases, 32>;
class BitEnumBase<string name, string summ, list<EnumCase> cases>
    : EnumInfo<name, summ, cases, 32> {
  int validBits = !foldl(0, cases, acc, c, !or(acc, c.value));
  string separator = "|";
  bit printBitEnumPrimaryGroups = 0;
  bit printBitEnumQuoted = 0;
  let symbolToStringFnRetType = "std::string";
}

class Attr<Pred p> : AttrConstraint<p> {
  string constBuilderCall = "";
}
class I32Type { int bitwidth = 32; }
def I32 : I32Type;
def I32Attr : Attr<CPred<"::llvm::isa<::mlir::IntegerAttr>($_self)">> {
  I32Type valueType = I32;
}
class EnumAttrInfo<string name, list<EnumCase> cases, Attr base = I32Attr>
    : EnumInfo<name, "attr " # name, cases, 32>, Attr<base.predicate> {
  bit genSpecializedAttr = 1;
  Attr baseAttrClass = base;
  string specializedAttrClassName = name # "Attr";
  let constBuilderCall = "build()";
}
