// RUN: rm -rf %t && mkdir -p %t/a %t/b
// RUN: %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/a/Gen.h.inc -d %t/a.d
// RUN: %reftblgen -gen-register-info -I %llvminc -I %S %s -o %t/b/Gen.h.inc -d %t/b.d
// RUN: diff -r %t/b %t/a
// RUN: ls %t/a | FileCheck %s --check-prefix=FILES
// RUN: FileCheck %s --check-prefix=DEP < %t/a.d
// RUN: FileCheck %s --check-prefix=MAIN < %t/a/Gen.h.inc
// RUN: %tblgen -gen-register-info -I %llvminc -I %S %s | FileCheck %s --check-prefix=STDOUT
// RUN: %tblgen -gen-register-info -I %llvminc -I %S %s -o %t/a/noext
// RUN: ls %t/a | FileCheck %s --check-prefix=NOEXT
// DIFF: -gen-register-info -I /usr/include/llvm-22
//
// -gen-register-info writes four files beside -o, named after it without
// its last extension; the depfile names only -o; to stdout, the main text
// comes first and the others follow in name order.
//
// FILES: Gen.h.inc
// FILES-NEXT: Gen.hEnums.inc
// FILES-NEXT: Gen.hHeader.inc
// FILES-NEXT: Gen.hMCDesc.inc
// FILES-NEXT: Gen.hTargetDesc.inc
// DEP: {{^}}{{.*}}Gen.h.inc: {{.*}}Target.td
// MAIN: #include "Gen.hEnums.inc"
// MAIN: #include "Gen.hMCDesc.inc"
// MAIN: #include "Gen.hHeader.inc"
// MAIN: #include "Gen.hTargetDesc.inc"
// STDOUT: #include "-Enums.inc"
// STDOUT: Target Register Enum Values
// STDOUT: Register Information Header Fragment
// STDOUT: MC Register Information
// STDOUT: Target Register and Register Classes Information
// NOEXT: noextEnums.inc

include "Inputs/MyTarget.td"
let Namespace = "My" in
foreach I = 0-3 in def R#I : Register<"r"#I>;
def GPR : RegisterClass<"My", [i32], 32, (sequence "R%u", 0, 3)>;
