// RUN: %tblgen -gen-register-bank -I %llvminc -I %S %s | FileCheck %s
// DIFF: -gen-register-bank -I /usr/include/llvm-22
//
// Sixteen banks need 8-bit fields (the smallest power of two above
// log2(16)): four per table word.

include "Inputs/MyTarget.td"
let Namespace = "My" in
foreach I = 8-15 in def R#I : Register<"r"#I>;
foreach I = 0-15 in {
  def C#I : RegisterClass<"My", [i32], 32, (add !cast<Register>("R"#I))>;
  def Bank#I : RegisterBank<"B"#I, [!cast<RegisterClass>("C"#I)]>;
}

// CHECK:        Bank9ID = 9,
// CHECK:        static const uint32_t RegClass2RegBank[4] = {
// CHECK:          (uint32_t(My::Bank10ID) << 16) | // C10RegClassID
// CHECK:        unsigned RegBankID = (RegClass2RegBank[RegClassID / 4] >> ((RegClassID % 4) * 8)) & 255;
