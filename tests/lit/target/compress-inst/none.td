// RUN: %tblgen -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs %s | FileCheck %s
// DIFF: -gen-compress-inst-emitter -I /usr/include/llvm-22 -I %S/Inputs
//
// No CompressPat: three functions that return false.

include "compress.td"

// CHECK:      #ifdef GEN_COMPRESS_INSTR
// CHECK:      static bool compressInst(MCInst &OutInst,
// CHECK-NEXT:                          const MCInst &MI,
// CHECK-NEXT:                          const MCSubtargetInfo &STI) {
// CHECK-NEXT:   return false;
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: #endif //GEN_COMPRESS_INSTR
// CHECK:      static bool uncompressInst(
// CHECK:        return false;
// CHECK:      static bool isCompressibleInst(const MachineInstr &MI,
// CHECK-NEXT:                                const TSubtarget &STI) {
// CHECK-NEXT:   return false;
