// -gen-enum-{to,from}-llvmir-conversions: switches between the LLVM
// dialect's enums and LLVM's, class enums first, then C-style ones;
// unsupported LLVM cases are unreachable when converting from LLVM.
// RUN: %mlir-tblgen -gen-enum-to-llvmir-conversions -I %S %s | FileCheck %s --check-prefix=TO
// RUN: %mlir-tblgen -gen-enum-from-llvmir-conversions -I %S %s | FileCheck %s --check-prefix=FROM
// DIFF: -gen-enum-to-llvmir-conversions
// DIFF: -gen-enum-from-llvmir-conversions
include "Inputs/enum-classes.td"

class LLVM_EnumAttrCase<string cppSym, string irSym, string llvmSym, int val>
    : IntEnumCase<cppSym, val, irSym> {
  string llvmEnumerant = llvmSym;
}
class LLVM_EnumAttr<string name, string llvmName, list<LLVM_EnumAttrCase> cases,
                    list<LLVM_EnumAttrCase> unsupportedCases = []>
    : EnumAttrInfo<name, cases> {
  list<LLVM_EnumAttrCase> unsupported = unsupportedCases;
  string llvmClassName = llvmName;
  let cppNamespace = "::m";
}
class LLVM_CEnumAttr<string name, string llvmNS, list<LLVM_EnumAttrCase> cases>
    : EnumAttrInfo<name, cases> {
  string llvmClassName = llvmNS;
  let cppNamespace = "::m::c";
}

def Bad : LLVM_EnumAttrCase<"Bad", "bad", "BAD", 9>;
def Kind : LLVM_EnumAttr<"Kind", "::llvm::Kind",
    [LLVM_EnumAttrCase<"A", "a", "KA", 0>, LLVM_EnumAttrCase<"B", "b", "KB", 1>], [Bad]>;
def Conv : LLVM_CEnumAttr<"Conv", "::llvm::CC", [LLVM_EnumAttrCase<"X", "x", "CX", 0>]>;

// TO: {{\[\[}}maybe_unused]] static ::llvm::Kind convertKindToLLVM(::m::Kind value) {
// TO: case ::m::Kind::B:
// TO-NEXT: return ::llvm::Kind::KB;
// TO: llvm_unreachable("unknown Kind type");
// TO: {{\[\[}}maybe_unused]] static int64_t convertConvToLLVM(::m::c::Conv value) {
// TO: return static_cast<int64_t>(::llvm::CC::CX);

// FROM: {{\[\[}}maybe_unused]] inline ::m::Kind convertKindFromLLVM(::llvm::Kind value) {
// FROM: case ::llvm::Kind::BAD:
// FROM-NEXT: llvm_unreachable("unsupported case ::llvm::Kind::BAD");
// FROM: llvm_unreachable("unknown ::llvm::Kind type");}
// FROM: {{\[\[}}maybe_unused]] inline ::m::c::Conv convertConvFromLLVM(int64_t value) {
// FROM: case static_cast<int64_t>(::llvm::CC::CX):
