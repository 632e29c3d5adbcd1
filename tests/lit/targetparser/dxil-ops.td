// RUN: %tblgen -gen-dxil-operation -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-dxil-operation -I %S/Inputs
//
// Operations by opcode; versioned lists in version order; the name tables
// share the tails of names.

include "dxil-classes.td"

def Load : DXILOp<30, loadThing> {
  let result = OverloadTy;
  let arguments = [HandleTy, Int32Ty];
  let overloads = [Overloads<V1_10, [HalfTy, ResRetInt16Ty, Int1Ty]>,
                   Overloads<V1_0, [FloatTy]>];
  let stages = [Stages<V1_3, [pixel, compute]>, Stages<V1_0, [removed]>];
  let attributes = [Attributes<V1_0, [ReadOnly]>];
  let intrinsics = [IntrinSelect<int_toy_load, [IntrinArgSelect<IntrinArgSelect_Index, 1>,
                                                IntrinArgSelect<IntrinArgSelect_I8, -4>]>];
}

def FAbs : DXILOp<6, unary> {
  let Doc = "absolute value";
  let result = OverloadTy;
  let arguments = [OverloadTy];
  let overloads = [Overloads<V1_0, [HalfTy, FloatTy]>];
  let stages = [Stages<V1_0, [all_stages]>];
  let attributes = [Attributes<V1_0, [ReadNone]>, Attributes<V1_3, [ReadNone, NoReturn]>];
  let intrinsics = [IntrinSelect<int_toy_abs>];
}

def Abs : DXILOp<7, unary> {
  let result = Int32Ty;
  let arguments = [Int32Ty, OverloadTy, OverloadTy];
  let overloads = [Overloads<V1_0, []>];
  let stages = [Stages<V1_0, [vertex]>];
  let intrinsics = [IntrinSelect<int_toy_abs>, IntrinSelect<int_toy_add>];
}

def Barrier : DXILOp<12, binary> {
  let result = VoidTy;
  let stages = [Stages<V1_0, [compute]>];
}

// CHECK:      // Generated code, do not edit.
// CHECK-EMPTY:
// CHECK-NEXT: #ifdef DXIL_VERSION
// CHECK-NEXT: DXIL_VERSION(1, 0)
// CHECK-NEXT: DXIL_VERSION(1, 3)
// CHECK-NEXT: DXIL_VERSION(1, 10)
// CHECK-NEXT: #undef DXIL_VERSION
// CHECK-NEXT: #endif
// CHECK-EMPTY:
// CHECK-NEXT: #ifdef DXIL_OPCODE
// CHECK-NEXT: DXIL_OPCODE(6, FAbs)
// CHECK-NEXT: DXIL_OPCODE(7, Abs)
// CHECK-NEXT: DXIL_OPCODE(12, Barrier)
// CHECK-NEXT: DXIL_OPCODE(30, Load)
// CHECK-NEXT: #undef DXIL_OPCODE
// CHECK-EMPTY:
// CHECK-NEXT: #endif
// CHECK-EMPTY:
// CHECK-NEXT: #ifdef DXIL_OPCLASS
// CHECK-NEXT: DXIL_OPCLASS(UnknownOpClass)
// CHECK-NEXT: DXIL_OPCLASS(binary)
// CHECK-NEXT: DXIL_OPCLASS(loadThing)
// CHECK-NEXT: DXIL_OPCLASS(unary)
// CHECK-NEXT: #undef DXIL_OPCLASS
// CHECK-NEXT: #endif
// CHECK-EMPTY:
// CHECK-NEXT: #ifdef DXIL_OP_PARAM_TYPE
// CHECK-NEXT: DXIL_OP_PARAM_TYPE(FloatTy)
// CHECK-NEXT: DXIL_OP_PARAM_TYPE(HalfTy)
// CHECK-NEXT: DXIL_OP_PARAM_TYPE(HandleTy)
// CHECK-NEXT: DXIL_OP_PARAM_TYPE(Int1Ty)
// CHECK-NEXT: DXIL_OP_PARAM_TYPE(Int32Ty)
// CHECK-NEXT: DXIL_OP_PARAM_TYPE(OverloadTy)
// CHECK-NEXT: DXIL_OP_PARAM_TYPE(ResRetInt16Ty)
// CHECK-NEXT: DXIL_OP_PARAM_TYPE(VoidTy)
// CHECK-NEXT: #undef DXIL_OP_PARAM_TYPE
// CHECK-NEXT: #endif
// CHECK-EMPTY:
// CHECK-NEXT: #ifdef DXIL_ATTRIBUTE
// CHECK-NEXT: DXIL_ATTRIBUTE(NoReturn)
// CHECK-NEXT: DXIL_ATTRIBUTE(ReadNone)
// CHECK-NEXT: DXIL_ATTRIBUTE(ReadOnly)
// CHECK-NEXT: #undef DXIL_ATTRIBUTE
// CHECK-NEXT: #endif
// CHECK-EMPTY:
// CHECK-NEXT: #ifdef DXIL_OP_ATTRIBUTES
// CHECK-NEXT: DXIL_OP_ATTRIBUTES(dxil::OpCode::FAbs, 1, 0, false, true, false)
// CHECK-NEXT: DXIL_OP_ATTRIBUTES(dxil::OpCode::FAbs, 1, 3, true, true, false)
// CHECK-NEXT: DXIL_OP_ATTRIBUTES(dxil::OpCode::Load, 1, 0, false, false, true)
// CHECK-NEXT: #undef DXIL_OP_ATTRIBUTES
// CHECK-NEXT: #endif
// CHECK-EMPTY:
// CHECK-NEXT: #ifndef DXIL_OP_FUNCTION_TYPE
// CHECK-NEXT: #define DXIL_OP_FUNCTION_TYPE(OpCode, RetType, ...)
// CHECK-NEXT: #endif
// CHECK-NEXT: DXIL_OP_FUNCTION_TYPE(dxil::OpCode::FAbs, dxil::OpParamType::OverloadTy, dxil::OpParamType::OverloadTy)
// CHECK-NEXT: DXIL_OP_FUNCTION_TYPE(dxil::OpCode::Abs, dxil::OpParamType::Int32Ty, dxil::OpParamType::Int32Ty, dxil::OpParamType::OverloadTy, dxil::OpParamType::OverloadTy)
// CHECK-NEXT: DXIL_OP_FUNCTION_TYPE(dxil::OpCode::Barrier, dxil::OpParamType::VoidTy, )
// CHECK-NEXT: DXIL_OP_FUNCTION_TYPE(dxil::OpCode::Load, dxil::OpParamType::OverloadTy, dxil::OpParamType::HandleTy, dxil::OpParamType::Int32Ty)
// CHECK-NEXT: #undef DXIL_OP_FUNCTION_TYPE
// CHECK-NEXT: #ifdef DXIL_OP_INTRINSIC_ARG_SELECT_TYPE
// CHECK-NEXT: DXIL_OP_INTRINSIC_ARG_SELECT_TYPE(I8)
// CHECK-NEXT: DXIL_OP_INTRINSIC_ARG_SELECT_TYPE(Index)
// CHECK-NEXT: #undef DXIL_OP_INTRINSIC_ARG_SELECT_TYPE
// CHECK-NEXT: #endif
// CHECK-EMPTY:
// CHECK-NEXT: #ifdef DXIL_OP_INTRINSIC
// CHECK-EMPTY:
// CHECK-NEXT: DXIL_OP_INTRINSIC(dxil::OpCode::FAbs, Intrinsic::toy_abs, )
// CHECK-NEXT: DXIL_OP_INTRINSIC(dxil::OpCode::Abs, Intrinsic::toy_abs, )
// CHECK-NEXT: DXIL_OP_INTRINSIC(dxil::OpCode::Abs, Intrinsic::toy_add, )
// CHECK-NEXT: DXIL_OP_INTRINSIC(dxil::OpCode::Load, Intrinsic::toy_load, (IntrinArgSelect{IntrinArgSelect::Type::Index,1}), (IntrinArgSelect{IntrinArgSelect::Type::I8,-4}), )
// CHECK-EMPTY:
// CHECK-NEXT: #undef DXIL_OP_INTRINSIC
// CHECK-NEXT: #endif
// CHECK-EMPTY:
// CHECK-NEXT: #ifdef DXIL_OP_OPERATION_TABLE
// CHECK-EMPTY:
// CHECK-NEXT: // Valid shader kinds
// CHECK-EMPTY:
// CHECK-NEXT: enum ShaderKind : uint8_t {
// CHECK-NEXT:   all_stages =  0x1F, // Pseudo-stage indicating op is supported in all stages
// CHECK-NEXT:   compute = 1 << 1,
// CHECK-NEXT:   pixel = 1 << 2,
// CHECK-NEXT:   removed =  0,  // Pseudo-stage indicating op not supported in any stage
// CHECK-NEXT:   vertex = 1 << 3,
// CHECK-NEXT: }; // enum ShaderKind
// CHECK-EMPTY:
// CHECK-NEXT: static const OpCodeProperty *getOpCodeProperty(dxil::OpCode Op) {
// CHECK-NEXT:   static const OpCodeProperty OpCodeProps[] = {
// CHECK-NEXT:   { dxil::OpCode::FAbs, 13, OpCodeClass::unary, 17, {{[{]}}{{[{]}}{{[{]}}1, 0}, OverloadKind::HALF | OverloadKind::FLOAT}}, {{[{]}}{{[{]}}{{[{]}}1, 0}, ShaderKind::all_stages}}, 1 },
// CHECK-NEXT:   { dxil::OpCode::Abs, 14, OpCodeClass::unary, 17, {{[{]}}{{[{]}}{{[{]}}1, 0}, OverloadKind::UNDEFINED}}, {{[{]}}{{[{]}}{{[{]}}1, 0}, ShaderKind::vertex}}, 2 },
// CHECK-NEXT:   { dxil::OpCode::Barrier, 5, OpCodeClass::binary, 10, {{[{]}}{{[{]}}{{[{]}}1, 0}, OverloadKind::UNDEFINED}}, {{[{]}}{{[{]}}{{[{]}}1, 0}, ShaderKind::compute}}, -1 },
// CHECK-NEXT:   { dxil::OpCode::Load, 0, OpCodeClass::loadThing, 0, {{[{]}}{{[{]}}{{[{]}}1, 0}, OverloadKind::FLOAT}, {{[{]}}{{[{]}}1, 10}, OverloadKind::HALF | OverloadKind::I16 | OverloadKind::I1}}, {{[{]}}{{[{]}}{{[{]}}1, 0}, ShaderKind::removed}, {{[{]}}{{[{]}}1, 3}, ShaderKind::pixel | ShaderKind::compute}}, 0 }  };
// CHECK-NEXT:   // FIXME: change search to indexing with
// CHECK-NEXT:   // Op once all DXIL operations are added.
// CHECK-NEXT:   OpCodeProperty TmpProp;
// CHECK-NEXT:   TmpProp.OpCode = Op;
// CHECK-NEXT:   const OpCodeProperty *Prop =
// CHECK-NEXT:       llvm::lower_bound(OpCodeProps, TmpProp,
// CHECK-NEXT:                         [](const OpCodeProperty &A, const OpCodeProperty &B) {
// CHECK-NEXT:                           return A.OpCode < B.OpCode;
// CHECK-NEXT:                         });
// CHECK-NEXT:   assert(Prop && "failed to find OpCodeProperty");
// CHECK-NEXT:   return Prop;
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: static const char *getOpCodeName(dxil::OpCode Op) {
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: #ifdef __GNUC__
// CHECK-NEXT: #pragma GCC diagnostic push
// CHECK-NEXT: #pragma GCC diagnostic ignored "-Woverlength-strings"
// CHECK-NEXT: #endif
// CHECK-NEXT:   static const char DXILOpCodeNameTable[] = {
// CHECK-NEXT:   /* 0 */ "Load\000"
// CHECK-NEXT:   /* 5 */ "Barrier\000"
// CHECK-NEXT:   /* 13 */ "FAbs\000"
// CHECK-NEXT: };
// CHECK-NEXT: #ifdef __GNUC__
// CHECK-NEXT: #pragma GCC diagnostic pop
// CHECK-NEXT: #endif
// CHECK-EMPTY:
// CHECK-NEXT:   auto *Prop = getOpCodeProperty(Op);
// CHECK-NEXT:   unsigned Index = Prop->OpCodeNameOffset;
// CHECK-NEXT:   return DXILOpCodeNameTable + Index;
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: static const char *getOpCodeClassName(const OpCodeProperty &Prop) {
// CHECK-EMPTY:
// CHECK-EMPTY:
// CHECK-NEXT: #ifdef __GNUC__
// CHECK-NEXT: #pragma GCC diagnostic push
// CHECK-NEXT: #pragma GCC diagnostic ignored "-Woverlength-strings"
// CHECK-NEXT: #endif
// CHECK-NEXT:   static const char DXILOpCodeClassNameTable[] = {
// CHECK-NEXT:   /* 0 */ "loadThing\000"
// CHECK-NEXT:   /* 10 */ "binary\000"
// CHECK-NEXT:   /* 17 */ "unary\000"
// CHECK-NEXT: };
// CHECK-NEXT: #ifdef __GNUC__
// CHECK-NEXT: #pragma GCC diagnostic pop
// CHECK-NEXT: #endif
// CHECK-EMPTY:
// CHECK-NEXT:   unsigned Index = Prop.OpCodeClassNameOffset;
// CHECK-NEXT:   return DXILOpCodeClassNameTable + Index;
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: #undef DXIL_OP_OPERATION_TABLE
// CHECK-NEXT: #endif
// CHECK-EMPTY:
