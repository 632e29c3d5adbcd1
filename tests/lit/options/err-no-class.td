// RUN: not %tblgen --gen-opt-parser-defs %s 2>&1 | FileCheck %s --check-prefix=DEFS
// RUN: not %tblgen --gen-opt-rst %s 2>&1 | FileCheck %s --check-prefix=RST
// DIFF: --gen-opt-parser-defs
// DIFF: --gen-opt-rst
//
// The input must include llvm/Option/OptParser.td (or define its classes).

class Option;
def help : Option;

// DEFS: error: The class 'OptionGroup' is not defined
// RST: error: The class 'OptionGroup' is not defined
