// The spellings of -I and -D that llvm-tblgen accepts.
//
// RUN: %tblgen -I %S/Inputs %s | FileCheck --check-prefix=NOEXTRA %s
// RUN: %tblgen -I%S/Inputs %s | FileCheck --check-prefix=NOEXTRA %s
// RUN: %tblgen -I=%S/Inputs %s | FileCheck --check-prefix=NOEXTRA %s
// RUN: %tblgen --I=%S/Inputs %s | FileCheck --check-prefix=NOEXTRA %s
// RUN: %tblgen -I %S/does-not-exist -I %S/Inputs %s | FileCheck --check-prefix=NOEXTRA %s
// RUN: %tblgen -I %S/Inputs -DEXTRA %s | FileCheck --check-prefix=EXTRA %s
// RUN: %tblgen -I %S/Inputs -D EXTRA %s | FileCheck --check-prefix=EXTRA %s
// RUN: %tblgen -I %S/Inputs -D=EXTRA %s | FileCheck --check-prefix=EXTRA %s
// RUN: %tblgen -I %S/Inputs -DOTHER -DEXTRA %s | FileCheck --check-prefix=EXTRA %s
//
// DIFF: -I %S/Inputs
// DIFF: -I %S/Inputs -DEXTRA

include "incl-b.td"

#ifdef EXTRA
def Extra : InclA;
#endif
def Plain : InclB;

// NOEXTRA-NOT: def Extra
// NOEXTRA:     def Plain
// NOEXTRA-NOT: def Extra
// EXTRA: def Extra
// EXTRA: def Plain
