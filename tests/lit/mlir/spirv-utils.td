// The SPIR-V backends over a small dialect: enum availability queries
// (integer and bit enums, a default only for partly covered enums), the
// attribute names, the capability implications, op availability (the op's
// own specs merged with those of its enum attributes' cases), the
// (de)serializers and their dispatchers; then the Tosa availability and the
// errors of the serialization generator.
// RUN: %mlir-tblgen -gen-spirv-enum-avail-decls -I %S %s | FileCheck %s --check-prefix=EDECL
// RUN: %mlir-tblgen -gen-spirv-enum-avail-defs -I %S %s | FileCheck %s --check-prefix=EDEF
// RUN: %mlir-tblgen -gen-spirv-attr-utils -I %S %s | FileCheck %s --check-prefix=UTILS
// RUN: %mlir-tblgen -gen-spirv-capability-implication -I %S %s | FileCheck %s --check-prefix=CAPS
// RUN: %mlir-tblgen -gen-spirv-avail-impls -I %S %s | FileCheck %s --check-prefix=AVAIL
// RUN: %mlir-tblgen -gen-tosa-avail-impls -I %S %s | FileCheck %s --check-prefix=TOSA
// RUN: %mlir-tblgen -gen-spirv-serialization -I %S %s | FileCheck %s --check-prefix=SER
// RUN: not %mlir-tblgen -gen-spirv-serialization -I %S -DBADATTR %s 2>&1 | FileCheck %s --check-prefix=BADATTR
// RUN: not %mlir-tblgen -gen-spirv-serialization -I %S -DNOTLAST %s 2>&1 | FileCheck %s --check-prefix=NOTLAST
// RUN: not %mlir-tblgen -gen-spirv-serialization -I %S -DTWORES %s 2>&1 | FileCheck %s --check-prefix=TWORES
// RUN: rm -f %t.inc
// RUN: not %mlir-tblgen -gen-spirv-enum-avail-decls -I %S -DNOFIELD %s -o %t.inc 2>&1 | FileCheck %s --check-prefix=NOFIELD
// RUN: not test -e %t.inc
// RUN: not %mlir-tblgen -gen-spirv-enum-avail-defs -I %S -DNOFIELD %s 2>&1 | FileCheck %s --check-prefix=NOFIELD
// DIFF: -gen-spirv-enum-avail-decls
// DIFF: -gen-spirv-enum-avail-defs
// DIFF: -gen-spirv-attr-utils
// DIFF: -gen-spirv-capability-implication
// DIFF: -gen-spirv-avail-impls
// DIFF: -gen-tosa-avail-impls
// DIFF: -gen-spirv-serialization
// DIFF: -gen-spirv-serialization -DBADATTR
// DIFF: -gen-spirv-serialization -DNOTLAST
// DIFF: -gen-spirv-serialization -DTWORES
// DIFF: -gen-spirv-enum-avail-decls -DNOFIELD
// DIFF: -gen-spirv-enum-avail-defs -DNOFIELD

include "Inputs/conv-op-classes.td"

// Availability kinds.
class Availability {
  string interfaceName = ?;
  string queryFnRetType = ?;
  string queryFnName = ?;
  code mergeAction = ?;
  string initializer = ?;
  string instanceType = ?;
  code instancePreparation = "";
  string instance = ?;
}
class MinVersion<string v> : Availability {
  let queryFnRetType = "std::optional<V>";
  let queryFnName = "getMinVersion";
  let mergeAction = "{ $overall = std::max($overall, $instance); $$keep $other $1x $ }";
  let initializer = "::std::nullopt";
  let instanceType = "V";
  let instance = "V::" # v;
}
class Extension<list<string> exts> : Availability {
  let queryFnRetType = "SmallVector<ArrayRef<Ext>, 1>";
  let queryFnName = "getExtensions";
  let mergeAction = "$overall.emplace_back($instance)";
  let initializer = "{}";
  let instanceType = "ArrayRef<Ext>";
  let instancePreparation = "static const Ext exts[] = {" # !interleave(exts, ", ") # "};";
  let instance = "exts";
}
class Capability<string cap> : Availability {
  let queryFnRetType = "SmallVector<ArrayRef<Cap>, 1>";
  let queryFnName = "getCapabilities";
  let mergeAction = "$overall.emplace_back($instance)";
  let initializer = "{}";
  let instanceType = "ArrayRef<Cap>";
  let instance = cap;
}

// Enums.
class EnumCase<string sym, int v> {
  string symbol = sym;
  int value = v;
  list<Availability> availability = [];
}
class CapCase<string sym, int v, list<EnumCase> imp = []> : EnumCase<sym, v> {
  list<EnumCase> implies = imp;
}
class EnumInfo<string name, list<EnumCase> cases> {
  string className = name;
  string cppNamespace = "::mlir::spirv";
  list<EnumCase> enumerants = cases;
  string underlyingType = "uint32_t";
}
class EnumAttrInfo<string name, list<EnumCase> cases> : EnumInfo<name, cases>;
class BitEnumBase;
class BitEnumAttrInfo<string name, list<EnumCase> cases> : EnumAttrInfo<name, cases>, BitEnumBase;

def Shader : CapCase<"Shader", 1>;
def Kernel : CapCase<"Kernel", 2>;
def Float16Buffer : CapCase<"Float16Buffer", 3, [Shader, Kernel]> {
  let availability = [MinVersion<"V_1_3">];
}
def Matrix : CapCase<"Matrix", 0, [Shader]>;
def CapabilityEnum : EnumAttrInfo<"Capability", [Matrix, Shader, Kernel, Float16Buffer]>;

def ModeA : EnumCase<"ModeA", 0> {
  let availability = [MinVersion<"V_1_0">, Extension<["E1", "E2"]>, Capability<"cap1">];
}
def ModeB : EnumCase<"ModeB", 1> { let availability = [MinVersion<"V_1_5">]; }
def ModeEnum : EnumAttrInfo<"ExecutionMode", [ModeA, ModeB]>;

def FlagX : EnumCase<"X", 1> { let availability = [Capability<"capX">]; }
def FlagY : EnumCase<"Y", 2>;
def FlagsEnum : BitEnumAttrInfo<"MemoryAccess", [FlagX, FlagY]>;
def PlainEnum : EnumAttrInfo<"PlainKind", [FlagY]> { let cppNamespace = ""; }

// Attributes of ops.
class SPIRV_I32EnumAttr<EnumAttrInfo e> : Attr<CPred<"true">> {
  EnumAttrInfo enum = e;
  let storageType = "x";
  let returnType = "y";
}
class SPIRV_BitEnumAttr<EnumAttrInfo e> : SPIRV_I32EnumAttr<e>;
def SPIRV_CapabilityAttr : SPIRV_I32EnumAttr<CapabilityEnum>;
def SPIRV_ExecutionModeAttr : SPIRV_I32EnumAttr<ModeEnum>;
def SPIRV_MemoryAccessAttr : SPIRV_BitEnumAttr<FlagsEnum>;
def SPIRV_ScopeAttr : SPIRV_I32EnumAttr<ModeEnum>;
def I32Attr : Attr<CPred<"true">> { let storageType = "x"; let returnType = "y"; }
def I32ArrayAttr : Attr<CPred<"true">> { let storageType = "x"; let returnType = "y"; }
class TypeAttrBase : Attr<CPred<"true">> { let storageType = "x"; let returnType = "y"; }
def TypeAttr : TypeAttrBase;
def OtherAttr : Attr<CPred<"true">> { let storageType = "x"; let returnType = "y"; }

// Ops.
def SPIRV_Dialect : Dialect { let name = "spirv"; let cppNamespace = "::mlir::spirv"; }
def AnyType : Type<CPred<"true">>;
class SPIRV_Op<string mnemonic> : Op<SPIRV_Dialect, mnemonic> {
  bit autogenSerialization = 1;
  bit autogenAvailability = 1;
  bit hasOpcode = 1;
  string spirvOpName = "Op" # mnemonic;
  list<Availability> availability = [];
}
class SPIRV_ExtInstOp<string mnemonic, string set, int opcode> : SPIRV_Op<mnemonic> {
  string extendedInstSetName = set;
  int extendedInstOpcode = opcode;
  let hasOpcode = 0;
}

def SPIRV_PlainOp : SPIRV_Op<"Plain"> {
  let arguments = (ins AnyType:$a, AnyType:$b);
  let results = (outs AnyType:$r);
  let availability = [MinVersion<"V_1_1">, Extension<["E3"]>];
}
def SPIRV_StoreOp : SPIRV_Op<"Store"> {
  let arguments = (ins AnyType:$ptr, OptionalAttr<SPIRV_MemoryAccessAttr>:$access,
                   SPIRV_MemoryAccessAttr:$flags, SPIRV_ExecutionModeAttr:$mode, I32Attr:$align);
}
def SPIRV_MixedOp : SPIRV_Op<"Mixed"> {
  let arguments = (ins SPIRV_ScopeAttr:$scope, AnyType:$v, I32ArrayAttr:$idx, TypeAttr:$ty,
                   OptionalAttr<I32Attr>:$opt, Variadic<AnyType>:$rest);
  let results = (outs AnyType:$r);
  let autogenAvailability = 0;
}
def SPIRV_HandOp : SPIRV_Op<"Hand"> {
  let autogenSerialization = 0;
  let arguments = (ins AnyType:$a);
}
def SPIRV_GLSinOp : SPIRV_ExtInstOp<"GL.Sin", "GLSL.std.450", 13> {
  let arguments = (ins AnyType:$x);
  let results = (outs AnyType:$r);
}
def SPIRV_GLFmaOp : SPIRV_ExtInstOp<"GL.Fma", "GLSL.std.450", 50> {
  let arguments = (ins AnyType:$x, I32Attr:$imm);
  let results = (outs AnyType:$r);
}
def SPIRV_CLExpOp : SPIRV_ExtInstOp<"CL.exp", "OpenCL.std", 19> {
  let arguments = (ins Variadic<AnyType>:$x);
}

// An enum attribute that is not a SPIR-V one is encoded as a type; a nested
// optional attribute as the attribute it wraps.
class RawEnumAttr<string n> : EnumAttrInfo<n, [FlagY]>, Attr<CPred<"true">> {
  let storageType = "x";
  let returnType = "y";
}
def RawE : RawEnumAttr<"Raw">;
def SPIRV_RawOp : SPIRV_Op<"Raw"> {
  let arguments = (ins RawE:$r, OptionalAttr<OptionalAttr<I32Attr>>:$oo);
  let results = (outs AnyType:$res);
}

#ifdef NOFIELD
// An availability kind that leaves its fields unset.
def Broken : Availability { let queryFnRetType = "int"; }
// NOFIELD: spirv-utils.td:[[@LINE-1]]:5: error: Record `Broken', field `instanceType' exists but does not have a string value
def ModeC : EnumCase<"ModeC", 2> { let availability = [Broken]; }
def Mode2Enum : EnumAttrInfo<"Mode2", [ModeC]>;
#endif
#ifdef BADATTR
def SPIRV_BadOp : SPIRV_Op<"Bad"> { let arguments = (ins OtherAttr:$o); }
// BADATTR: spirv-utils.td:[[@LINE-1]]:5: error: unhandled attribute type in SPIR-V serialization generation : 'OtherAttr'
#endif
#ifdef NOTLAST
def SPIRV_NotLastOp : SPIRV_Op<"NotLast"> {
  let arguments = (ins Variadic<AnyType>:$v, I32Attr:$i);
}
// NOTLAST: spirv-utils.td:[[@LINE-3]]:5: error: SPIR-V ops can have Variadic<..> or Optional<...> arguments only if it's the last argument
#endif
#ifdef TWORES
def SPIRV_TwoOp : SPIRV_Op<"Two"> {
  let arguments = (ins I32Attr:$i);
  let results = (outs AnyType:$r1, AnyType:$r2);
}
// TWORES: spirv-utils.td:[[@LINE-4]]:5: error: SPIR-V ops can have only zero or one result
#endif

// Tosa.
def Tosa_Dialect : Dialect { let name = "tosa"; let cppNamespace = "::mlir::tosa"; }
class Tosa_Op<string mnemonic> : Op<Tosa_Dialect, mnemonic> {
  bit autogenAvailability = 1;
  list<Availability> availability = [];
}
def Tosa_AbsOp : Tosa_Op<"abs"> {
  let availability = [Extension<["bf16"]>, Capability<"pro_fp">, Extension<["int64"]>];
}
def Tosa_NoneOp : Tosa_Op<"none">;

// EDECL:      namespace mlir::spirv {
// EDECL-EMPTY:
// EDECL-NEXT: std::optional<V> getMinVersion(Capability value);
// EDECL-EMPTY:
// EDECL-NEXT: } // namespace mlir::spirv
// EDECL:      std::optional<V> getMinVersion(ExecutionMode value);
// EDECL-NEXT: std::optional<ArrayRef<Ext>> getExtensions(ExecutionMode value);
// EDECL-NEXT: std::optional<ArrayRef<Cap>> getCapabilities(ExecutionMode value);

// EDEF:      std::optional<V> getMinVersion(Capability value) {
// EDEF-NEXT:   switch (value) {
// EDEF-NEXT:   case Capability::Float16Buffer: {  return V(V::V_1_3); }
// EDEF-NEXT:   default: break;
// EDEF:      std::optional<ArrayRef<Cap>> getCapabilities(MemoryAccess value) {
// EDEF-NEXT:   assert(::llvm::popcount(static_cast<uint32_t>(value)) <= 1 && "cannot have more than one bit set");
// EDEF:      std::optional<ArrayRef<Ext>> getExtensions(ExecutionMode value) {
// EDEF-NEXT:   switch (value) {
// EDEF-NEXT:   case ExecutionMode::ModeA: { static const Ext exts[] = {E1, E2}; return ArrayRef<Ext>(exts); }
// EDEF-NEXT:   default: break;
// EDEF:      std::optional<V> getMinVersion(ExecutionMode value) {
// EDEF-NEXT:   switch (value) {
// EDEF-NEXT:   case ExecutionMode::ModeA: {  return V(V::V_1_0); }
// EDEF-NEXT:   case ExecutionMode::ModeB: {  return V(V::V_1_5); }
// EDEF-NEXT:   }

// UTILS:      template <typename EnumClass> inline constexpr StringRef attributeName();
// UTILS-NEXT: template <> inline StringRef attributeName<Capability>() {
// UTILS-NEXT:   static constexpr const char attrName[] = "capability";
// UTILS:        static constexpr const char attrName[] = "memory_access";
// UTILS:        static constexpr const char attrName[] = "execution_mode";
// UTILS:        static constexpr const char attrName[] = "plain_kind";
// UTILS:      #endif // MLIR_DIALECT_SPIRV_IR_ATTR_UTILS_H

// CAPS:      case spirv::Capability::Matrix: {static const spirv::Capability implies[1] = {spirv::Capability::Shader}; return ArrayRef<spirv::Capability>(implies, 1); }
// CAPS-NEXT: case spirv::Capability::Shader: {static const spirv::Capability implies[0] = {}; return ArrayRef<spirv::Capability>(implies, 0); }
// CAPS:      case spirv::Capability::Float16Buffer: {static const spirv::Capability implies[2] = {spirv::Capability::Shader, spirv::Capability::Kernel}; return ArrayRef<spirv::Capability>(implies, 2); }

// AVAIL:      std::optional<V> PlainOp::getMinVersion() {
// AVAIL-NEXT:   std::optional<V> tblgen_overall = ::std::nullopt;
// AVAIL-NEXT:   {
// AVAIL-NEXT: {{^    $}}
// AVAIL-NEXT:     { tblgen_overall = std::max(tblgen_overall, V::V_1_1); $keep $other<no-subst-found> $1<no-subst-found>x $ };
// AVAIL:      SmallVector<ArrayRef<Cap>, 1> StoreOp::getCapabilities() {
// AVAIL:        for (unsigned i = 0; i < std::numeric_limits<uint32_t>::digits; ++i) {
// AVAIL-NEXT:     ::mlir::spirv::MemoryAccess tblgen_attrVal = this->getFlags() & static_cast<::mlir::spirv::MemoryAccess>(1 << i);
// AVAIL-NEXT:     if (static_cast<uint32_t>(tblgen_attrVal) == 0) continue;
// AVAIL-NEXT:     auto tblgen_instance = ::mlir::spirv::getCapabilities(tblgen_attrVal);
// AVAIL-NEXT:     if (tblgen_instance) tblgen_overall.emplace_back(*tblgen_instance);
// AVAIL:          auto tblgen_attrVal = this->getMode();
// AVAIL-NOT:  MixedOp

// TOSA:      SmallVector<ArrayRef<Ext>, 1> AbsOp::getExtensions() {
// TOSA:          static const Ext exts[] = {bf16};
// TOSA-NEXT:     tblgen_overall.emplace_back(exts);
// TOSA:          static const Ext exts[] = {int64};
// TOSA-NOT:  NoneOp

// SER:      #ifdef GET_SERIALIZATION_FNS
// SER:      Serializer::processOp<::mlir::spirv::CLExpOp>(::mlir::spirv::CLExpOp op) {
// SER:        (void)encodeExtensionInstruction(op, "OpenCL.std", 19, operands);
// SER:      Serializer::processOp<::mlir::spirv::GLSinOp>(::mlir::spirv::GLSinOp op) {
// SER-NEXT:   return processOpWithoutGrammarAttr(op, "GLSL.std.450", 13);
// SER:      Serializer::processOp<::mlir::spirv::MixedOp>(::mlir::spirv::MixedOp op) {
// SER:          if (auto attr = op->getAttr("scope")) {
// SER-NEXT:       operands.push_back(prepareConstantInt(op.getLoc(), Builder(op).getI32IntegerAttr(static_cast<uint32_t>(::llvm::cast<::mlir::spirv::ExecutionModeAttr>(attr).getValue()))));
// SER:          for (auto arg : op.getODSOperands(0)) {
// SER:            for (auto attrElem : llvm::cast<ArrayAttr>(attr)) {
// SER:            uint32_t attrTypeID = 0;
// SER:      Serializer::processOp<::mlir::spirv::PlainOp>(::mlir::spirv::PlainOp op) {
// SER-NEXT:   return processOpWithoutGrammarAttr(op, "", static_cast<uint32_t>(spirv::Opcode::OpPlain));
// SER:      Serializer::processOp<::mlir::spirv::RawOp>(::mlir::spirv::RawOp op) {
// SER:        if (auto attr = op->getAttr("r")) {
// SER-NEXT:     uint32_t attrTypeID = 0;
// SER:        if (auto attr = op->getAttr("oo")) {
// SER-NEXT:     operands.push_back(static_cast<uint32_t>(llvm::cast<IntegerAttr>(attr).getValue().getZExtValue()));
// SER:      Serializer::processOp<::mlir::spirv::StoreOp>(::mlir::spirv::StoreOp op) {
// SER:        for (Value operand : op->getOperands()) {
// SER:          operands.push_back(static_cast<uint32_t>(::llvm::cast<::mlir::spirv::MemoryAccessAttr>(attr).getValue()));
// SER:      LogicalResult Serializer::dispatchToAutogenSerialization(Operation *op) {
// SER:      #ifdef GET_DESERIALIZATION_FNS
// SER:      Deserializer::processOp<::mlir::spirv::MixedOp>(ArrayRef<uint32_t> words) {
// SER:        for (; wordIndex < words.size(); ++wordIndex) {
// SER:      Deserializer::processOp<::mlir::spirv::PlainOp>(ArrayRef<uint32_t> words) {
// SER-NEXT:   return processOpWithoutGrammarAttr(words, "spirv.Plain", true, 2);
// SER:      LogicalResult spirv::Deserializer::dispatchToAutogenDeserialization(spirv::Opcode opcode, ArrayRef<uint32_t> words) {
// SER:      case spirv::Opcode::OpHand:
// SER:      LogicalResult spirv::Deserializer::dispatchToExtensionSetAutogenDeserialization(StringRef extensionSetName, uint32_t instructionID, ArrayRef<uint32_t> words) {
// SER:        if (extensionSetName == "{{GLSL.std.450|OpenCL.std}}") {
// SER:      #endif // GET_DESERIALIZATION_FNS
