//===- IntrinsicEmitter.h - Parts of -gen-intrinsic-impl --------*- C++ -*-===//
//
// The sections of the -gen-intrinsic-impl output that live in their own
// files.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "IntrinsicModel.h"

namespace tblgen::intrinsics {

/// The GET_INTRINSIC_ATTRIBUTES section: argument and function attribute
/// sets, the intrinsic to attribute map and Intrinsic::getAttributes.
void emitAttributes(const CodeGenIntrinsicTable &Ints, OStream &OS);

} // namespace tblgen::intrinsics
