// RUN: %tblgen -I /usr/include/llvm-22 -I /usr/share/doc/llvm-22-examples/examples --gen-opt-parser-defs %s | FileCheck %s
// RUN: %tblgen -I /usr/include/llvm-22 -I /usr/share/doc/llvm-22-examples/examples --gen-opt-rst %s | FileCheck %s --check-prefix=RST
// DIFF: -I /usr/include/llvm-22 -I /usr/share/doc/llvm-22-examples/examples --gen-opt-parser-defs
// DIFF: -I /usr/include/llvm-22 -I /usr/share/doc/llvm-22-examples/examples --gen-opt-rst
//
// LLVM's OptSubcommand example: options of the top-level tool and of two
// subcommands.

include "OptSubcommand/Opts.td"

// CHECK:      static constexpr unsigned OptionSubCommandIDsTable[] = {
// CHECK-NEXT:   0 /* subcommands */,
// CHECK-NEXT:   1 /* subcommands */, 1 /* 'sc_foo' */,
// CHECK-NEXT:   2 /* subcommands */, 1 /* 'sc_foo' */, 0 /* 'sc_bar' */
// CHECK-NEXT: };
// CHECK:      OPTION(1, 31 /* -lowercase */, lowercase, Flag,
// CHECK-NEXT:        "Print in lowercase", {{.*}}, nullptr, nullptr, 1)
// CHECK:      OPTION(1, 42 /* -uppercase */, uppercase, Flag,
// CHECK-NEXT:        "Print in uppercase", {{.*}}, nullptr, nullptr, 3)
// CHECK:      OptionSubCommands[] = {
// CHECK-NEXT:   { "bar", "HelpText for SubCommand bar.", "OptSubcommand bar <options>" },
// CHECK-NEXT:   { "foo", "HelpText for SubCommand foo.", "" },
// CHECK-NEXT: };

// RST:      OPTIONS
// RST-NEXT: -------
// RST:      .. option:: -version
// RST-EMPTY:
// RST-NEXT:  Toplevel Display the version number.
