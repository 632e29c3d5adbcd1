// The SPIR-V enum generators: availability queries per availability class
// (StringMap order) with a default only when some case has no requirement,
// attributeName<Enum>() in snake_case, and the implied capabilities.
// RUN: %mlir-tblgen -gen-spirv-enum-avail-defs -I %S %s | FileCheck %s --check-prefix=DEFS
// RUN: %mlir-tblgen -gen-spirv-attr-utils -I %S %s | FileCheck %s --check-prefix=UTILS
// RUN: %mlir-tblgen -gen-spirv-capability-implication -I %S %s | FileCheck %s --check-prefix=CAPS
// DIFF: -gen-spirv-enum-avail-decls
// DIFF: -gen-spirv-enum-avail-defs
// DIFF: -gen-spirv-attr-utils
// DIFF: -gen-spirv-capability-implication
// DIFF: -gen-avail-interface-decls
// DIFF: -gen-avail-interface-defs
// RUN: %mlir-tblgen -gen-avail-interface-defs -I %S %s | FileCheck %s --check-prefix=IDEFS
include "Inputs/enum-classes.td"

class Availability {
  string interfaceName = "";
  string cppNamespace = "::s";
  string queryFnRetType = "";
  string queryFnName = "";
  string mergeAction = "";
  string initializer = "";
  string instanceType = "";
  string instancePreparation = "";
  string instance = "";
}
class MinVersion<string v> : Availability {
  let interfaceName = "QueryMinVersion";
  let queryFnRetType = "std::optional<::s::Version>";
  let queryFnName = "getMinVersion";
  let instanceType = "::s::Version";
  let instance = "::s::Version::" # v;
}
class Extension<string e> : Availability {
  let queryFnName = "getExtensions";
  let instanceType = "::llvm::ArrayRef<::s::Ext>";
  let instancePreparation = "static const ::s::Ext exts[] = {" # e # "};";
  let instance = "exts";
}

class Case<string sym, int val, list<Availability> avail = []> : IntEnumCase<sym, val> {
  list<Availability> availability = avail;
}
class CapCase<string sym, int val, list<CapCase> imp = []> : IntEnumCase<sym, val> {
  list<CapCase> implies = imp;
}

def KHRThingOP : EnumAttrInfo<"KHRThingOP", [
    Case<"A", 0, [MinVersion<"V1">, Extension<"X">]>, Case<"B", 1, [MinVersion<"V2">]>,
    Case<"C", 2>]> {
  let cppNamespace = "::s";
}
def CapA : CapCase<"Shader", 1>;
def CapB : CapCase<"Geometry", 2, [CapA]>;
def CapC : CapCase<"Tess", 3, [CapA, CapB]>;
def Capability : EnumAttrInfo<"Capability", [CapA, CapB, CapC]>;
def SPIRV_CapabilityAttr { EnumAttrInfo enum = Capability; }

// DEFS: std::optional<::llvm::ArrayRef<::s::Ext>> getExtensions(KHRThingOP value) {
// DEFS-NEXT: switch (value) {
// DEFS-NEXT: case KHRThingOP::A: { static const ::s::Ext exts[] = {X}; return ::llvm::ArrayRef<::s::Ext>(exts); }
// DEFS: std::optional<::s::Version> getMinVersion(KHRThingOP value) {
// DEFS: case KHRThingOP::B: {  return ::s::Version(::s::Version::V2); }
// DEFS-NEXT: default: break;

// UTILS: template <> inline StringRef attributeName<Capability>() {
// UTILS: static constexpr const char attrName[] = "khr_thing_op";

// A case whose implies list is empty is listed too.
// CAPS: default: return {};
// CAPS-NEXT: case spirv::Capability::Shader: {static const spirv::Capability implies[0] = {}; return ArrayRef<spirv::Capability>(implies, 0); }
// CAPS-NEXT: case spirv::Capability::Geometry: {static const spirv::Capability implies[1] = {spirv::Capability::Shader}; return ArrayRef<spirv::Capability>(implies, 1); }
// CAPS-NEXT: case spirv::Capability::Tess: {static const spirv::Capability implies[2] = {spirv::Capability::Shader, spirv::Capability::Geometry}; return ArrayRef<spirv::Capability>(implies, 2); }

// One interface per availability class, from its first def.
// IDEFS: std::optional<::s::Version> s::QueryMinVersion::getMinVersion() {
// IDEFS-NEXT: return getImpl()->getMinVersion(getImpl(), getOperation());
