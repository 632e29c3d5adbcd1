//===- CodeEmitter.h - -gen-emitter's two writers ---------------*- C++ -*-===//
//
// -gen-emitter writes one of two functions: the fixed-length one
// (CodeEmitter.cpp) or, when some instruction's Inst is a dag, the
// variable-length one (CodeEmitterVarLen.cpp).
//
//===----------------------------------------------------------------------===//
#pragma once

namespace tblgen {

class OStream;
class Record;
namespace codegen {
class EncodingModel;
class InstructionSet;
} // namespace codegen

/// Writes getBinaryCodeForInstr for a target whose encodings are dags
/// ((ascend ...), (descend ...), (operand ...), (slice ...)).
void emitVarLenCodeEmitter(OStream &OS, const codegen::InstructionSet &Set, const Record *Target,
                           const codegen::EncodingModel &Model);

} // namespace tblgen
