// RUN: %tblgen -I %S --gen-intrinsic-impl %s | FileCheck %s
// DIFF: --gen-intrinsic-impl
//
// Every section of -gen-intrinsic-impl, on a few intrinsics of two targets.

include "Inputs/intrinsic-classes.td"

def int_zeta : DefaultAttrsIntrinsic<[llvm_i32_ty], [llvm_i32_ty, llvm_i32_ty],
    [IntrNoMem, IntrSpeculatable, Commutative, ImmArg<ArgIndex<1>>,
     Range<ArgIndex<1>, -1, 2>]>, ClangBuiltin<"__builtin_zeta">;
def int_alpha : Intrinsic<[llvm_any_ty], [llvm_ptr_ty],
    [IntrReadMem, IntrArgMemOnly, NoCapture<ArgIndex<0>>, ReadOnly<ArgIndex<0>>],
    "", [SDNPHasChain, SDNPMemOperand]>, ClangBuiltin<"__builtin_alpha">;
// Not a mangling suffix, so it may share the overloaded llvm.alpha's prefix.
def int_alpha_fixed : Intrinsic<[llvm_i32_ty], []>;
// Signatures that do not fit the 16-bit fixed encoding.
def int_struct_ret : Intrinsic<[llvm_i32_ty, llvm_i64_ty, llvm_i32_ty], [llvm_token_ty]>;
def int_nine_args : Intrinsic<[], [llvm_i32_ty, llvm_i32_ty, llvm_i32_ty, llvm_i32_ty,
    llvm_i32_ty, llvm_i32_ty, llvm_i32_ty, llvm_i32_ty, llvm_i32_ty]>;
def int_eight_args : Intrinsic<[llvm_i32_ty], [llvm_i32_ty, llvm_i32_ty, llvm_i32_ty,
    llvm_i32_ty, llvm_i32_ty, llvm_i32_ty, llvm_i32_ty, llvm_i32_ty]>;
def int_top_nibble : Intrinsic<[llvm_i32_ty], [llvm_i32_ty, llvm_i32_ty, llvm_ptr_ty]>;
def int_named : Intrinsic<[], [], [IntrNoMem], "llvm.named.explicitly">;

let TargetPrefix = "tgt" in {
def int_tgt_load : DefaultAttrsIntrinsic<[llvm_i32_ty], [llvm_ptr_ty],
    [IntrReadMem, IntrArgMemOnly, NoCapture<ArgIndex<0>>, Align<ArgIndex<0>, 16>,
     Dereferenceable<RetIndex, 8>]>,
    ClangBuiltin<"__builtin_tgt_load">, MSBuiltin<"__tgt_load">;
def int_tgt_store : DefaultAttrsIntrinsic<[], [llvm_ptr_ty, llvm_i32_ty],
    [IntrWriteMem, IntrArgMemOnly, WriteOnly<ArgIndex<0>>, NoAlias<ArgIndex<0>>]>,
    ClangBuiltin<"__builtin_tgt_store">, MSBuiltin<"__tgt_store">;
def int_tgt_mode : Intrinsic<[], [llvm_i32_ty, llvm_i32_ty],
    [ImmArg<ArgIndex<0>>,
     ArgInfo<ArgIndex<0>, [ArgName<"mode">, ImmArgPrinter<"printMode">]>,
     ArgInfo<ArgIndex<1>, [ArgName<"n">]>]>, ClangBuiltin<"__builtin_tgt_mode">;
def int_tgt_special : Intrinsic<[], [],
    [IntrRead<[TargetMem0]>, IntrWrite<[TargetMem1]>, IntrNoReturn, IntrCold,
     IntrConvergent, IntrNoDuplicate, IntrNoMerge, IntrStrictFP,
     IntrNoCreateUndefOrPoison]>;
def int_tgt_throws : Intrinsic<[], [], [Throws]>;
def int_tgt_side : Intrinsic<[], [], [IntrNoMem, IntrHasSideEffects]>;
def int_tgt_inacc : Intrinsic<[], [], [IntrInaccessibleMemOnly, IntrWriteMem]>;
def int_tgt_inacc_arg : Intrinsic<[], [], [IntrInaccessibleMemOrArgMemOnly]>;
def int_tgt_ret : Intrinsic<[llvm_ptr_ty], [llvm_ptr_ty, llvm_ptr_ty],
    [NonNull<RetIndex>, NoUndef<RetIndex>, Returned<ArgIndex<0>>, ReadNone<ArgIndex<1>>,
     NoCapture<ArgIndex<1>>]>;
def int_tgt_same_args : Intrinsic<[llvm_ptr_ty], [llvm_ptr_ty, llvm_ptr_ty],
    [NoCapture<ArgIndex<1>>, NonNull<RetIndex>, NoUndef<RetIndex>]>;
}

let TargetPrefix = "abc" in {
def int_abc_x : Intrinsic<[], []>, MSBuiltin<"_abc_x">;
def int_abc_only : Intrinsic<[], []>, ClangBuiltin<"__abc_only">;
}

// CHECK:      #ifdef GET_INTRINSIC_IITINFO
// CHECK-NEXT:   IIT_Done = 0,
// CHECK:        IIT_STRUCT = 21,
// CHECK-NEXT: #endif

// CHECK:      static constexpr IntrinsicTargetInfo TargetInfos[] = {
// CHECK-NEXT:   {"", 0, 8},
// CHECK-NEXT:   {"abc", 8, 2},
// CHECK-NEXT:   {"tgt", 10, 10},
// CHECK-NEXT: };

// CHECK:      static constexpr char IntrinsicNameTableStorage[] =
// CHECK-NEXT:   "\0"
// CHECK-NEXT:   "not_intrinsic\0"
// CHECK-NEXT:   "llvm.alpha\0"
// CHECK:      static constexpr unsigned IntrinsicNameOffsetTable[] = {
// CHECK-NEXT:   1, // not_intrinsic
// CHECK-NEXT:   15, // llvm.alpha

// CHECK:      static constexpr uint8_t OTable[] = {
// CHECK-NEXT:   0
// CHECK-NEXT:    | (1<<1)

// CHECK:      static constexpr uint16_t IIT_Table[] = {
// CHECK:      static constexpr unsigned char IIT_LongEncodingTable[] = {
// CHECK:        255

// CHECK:      static AttributeSet getIntrinsicArgAttributeSet(LLVMContext &C, unsigned ID,
// CHECK:        Attribute::get(C, Attribute::Range, ConstantRange(APInt(BitWidth, -1, /*isSigned=*/true, /*implicitTrunc=*/true), APInt(BitWidth, 2, /*isSigned=*/true, /*implicitTrunc=*/true))),
// CHECK:        Attribute::get(C, Attribute::Alignment, 16),
// CHECK:      static AttributeSet getIntrinsicFnAttributeSet(LLVMContext &C, unsigned ID) {
// CHECK:        // ArgMem: NoModRef, InaccessibleMem: NoModRef, ErrnoMem: NoModRef, Other: NoModRef, TargetMem0: Ref, TargetMem1: Mod
// CHECK-NEXT:   Attribute::getWithMemoryEffects(C, MemoryEffects::createFromIntValue(2304)),
// CHECK:      static constexpr uint8_t IntrinsicsToAttributesMap[] = {
// CHECK:      static constexpr ArgNoAttrIDPair ArgAttrIdTable[] = {
// CHECK:      static constexpr ArgAttributesInfo ArgAttributesInfoTable[] = {

// CHECK:      void Intrinsic::printImmArg(
// CHECK:        case tgt_mode:
// CHECK-NEXT:     switch (ArgIdx) {
// CHECK-NEXT:     case 0:
// CHECK-NEXT:       OS << "mode=";
// CHECK-NEXT:       tgt::printMode(OS, ImmArgVal);
// CHECK-NEXT:       return;
// CHECK-NEXT:     case 1:
// CHECK-NEXT:       OS << "n=";
// CHECK-NEXT:       return;

// CHECK:      #ifdef GET_LLVM_INTRINSIC_FOR_CLANG_BUILTIN
// CHECK:        static constexpr BuiltinEntry abcNames[] = {
// CHECK-NEXT:     {abc_only, 0}, // __abc_only
// CHECK:          {"tgt", tgtNames, "__builtin_tgt_"},
// CHECK:        if (Suffix.consume_front("__builtin_")) {
// CHECK:      #ifdef GET_LLVM_INTRINSIC_FOR_MS_BUILTIN
// CHECK:          {"abc", abcNames, "_abc_x"},
// CHECK-NEXT:     {"tgt", tgtNames, "__tgt_"},
