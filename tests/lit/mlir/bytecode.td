// -gen-bytecode: readers and writers per C++ type, entries sharing a type
// told apart by printerPredicate, list members read through a helper
// lambda, reserved entries skipped; the dialect picked by
// -bytecode-dialect, required when there are several.
// RUN: %mlir-tblgen -gen-bytecode -bytecode-dialect=D %s | FileCheck %s
// RUN: not %mlir-tblgen -gen-bytecode %s 2>&1 | FileCheck %s --check-prefix=MANY
// DIFF: -gen-bytecode -bytecode-dialect=D
// DIFF: -gen-bytecode -bytecode-dialect=E
// DIFF: -gen-bytecode

class Bytecode<string parse = "", string build = "", string print = "", string get = "",
               string t = ""> {
  string cParser = parse;
  string cBuilder = build;
  string cPrinter = print;
  string cGetter = get;
  string cType = t;
  string printerPredicate = "";
}
class CompositeBytecode<string t = ""> : Bytecode<"", "", "", "", t>;
class AttributeKind : Bytecode<"succeeded($_reader.readAttribute($_var))", "",
                               "$_writer.writeAttribute($_getter)", "", "Attribute">;
def Attribute : AttributeKind;
def VarInt : Bytecode<"succeeded($_reader.readVarInt($_var))", "",
                      "$_writer.writeVarInt($_getter)", "", "uint64_t">;
class Array<Bytecode t> { Bytecode elemT = t; string cBuilder = "$_args"; }
class DialectAttrOrType<dag d> : Bytecode<"", "get<$_resultType>(context, $_args)"> {
  dag members = d;
}
class DialectAttributes<string d> { string dialect = d; list<DialectAttrOrType> elems = []; }
class DialectTypes<string d> { string dialect = d; list<DialectAttrOrType> elems = []; }
def attr;
def none;
def ReservedOrDead : DialectAttrOrType<(none)>;

def Pair : CompositeBytecode<"NamedThing"> {
  dag members = (attr Attribute:$name, VarInt:$count);
  let cBuilder = "NamedThing($_args)";
}
def ListAttr : DialectAttrOrType<(attr Array<Attribute>:$value)>;
def PairsAttr : DialectAttrOrType<(attr Array<Pair>:$pairs, VarInt:$_hidden)>;
def SmallInt : DialectAttrOrType<(attr VarInt:$value)> {
  let cType = "IntAttr";
  let printerPredicate = "$_val.isSmall()";
}
def BigInt : DialectAttrOrType<(attr VarInt:$value, VarInt:$high_bits)> {
  let cType = "IntAttr";
  let printerPredicate = "!$_val.isSmall()";
}
def UnitAttr : DialectAttrOrType<(attr)>;
def D_Attrs : DialectAttributes<"D"> {
  let elems = [ListAttr, ReservedOrDead, PairsAttr, SmallInt, BigInt, UnitAttr];
}
def E_Types : DialectTypes<"E">;

// CHECK: static ::mlir::Attribute readBigInt(MLIRContext* context, DialectBytecodeReader &reader) {
// CHECK-NEXT:   uint64_t value, high_bits;
// CHECK: static void write(IntAttr attribute, DialectBytecodeWriter &writer) {
// CHECK-NEXT:   if (attribute.isSmall()) {
// CHECK-NEXT:     writer.writeVarInt(/* SmallInt */ 3);
// CHECK: auto readPairs = [&]() -> FailureOr<NamedThing> {
// CHECK: return get<PairsAttr>(context, pairs);
// CHECK: writer.writeList(attribute.getPairs(), [&](NamedThing attribute) {
// CHECK: return get<UnitAttr>(context);
// CHECK: static Attribute readAttribute(MLIRContext* context, DialectBytecodeReader &reader) {
// CHECK-NOT: case 1:
// CHECK: static Type readType(MLIRContext* context, DialectBytecodeReader &reader) {
// CHECK-NEXT:   return reader.emitError() << "unknown attribute", Type();
// MANY: error: Single dialect per invocation required (either only one in input file or specified via dialect option)
