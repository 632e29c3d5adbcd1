// RUN: %tblgen -I /usr/include/llvm-22 --gen-opt-rst %s | FileCheck %s
// DIFF: -I /usr/include/llvm-22 --gen-opt-rst
// DIFF: -I /usr/include/llvm-22 --gen-opt-parser-defs
//
// Many groups: the RST sections come in the bucket order of an
// llvm::StringMap keyed by group name (xxh3 hashes, growing at 3/4 load),
// so neither name nor definition order. Two groups sharing a name share a
// section.

include "llvm/Option/OptParser.td"

def g_0 : OptionGroup<"alpha">;
def g_1 : OptionGroup<"beta">;
def g_2 : OptionGroup<"gamma">;
def g_3 : OptionGroup<"delta">;
def g_4 : OptionGroup<"epsilon">;
def g_5 : OptionGroup<"zeta">;
def g_6 : OptionGroup<"eta">;
def g_7 : OptionGroup<"theta">;
def g_8 : OptionGroup<"iota">;
def g_9 : OptionGroup<"kappa">;
def g_10 : OptionGroup<"lambda">;
def g_11 : OptionGroup<"mu">;
def g_12 : OptionGroup<"nu">;
def g_13 : OptionGroup<"xi">;
def g_14 : OptionGroup<"omicron">;
def g_15 : OptionGroup<"pi">;
def g_16 : OptionGroup<"rho">;
def g_17 : OptionGroup<"sigma">;
def g_18 : OptionGroup<"tau">;
def g_19 : OptionGroup<"upsilon">;
def g_20 : OptionGroup<"phi">;
def g_21 : OptionGroup<"chi">;
def g_22 : OptionGroup<"psi">;
def g_23 : OptionGroup<"omega">;
def g_24 : OptionGroup<"Code Generation">;
def g_25 : OptionGroup<"Linker flags">;
def g_26 : OptionGroup<"options">;
def g_dup : OptionGroup<"beta">;
def opt0 : Flag<["-"], "f0">, Group<g_19>, HelpText<"Flag 0">;
def opt1 : Flag<["-"], "f1">, Group<g_8>, HelpText<"Flag 1">;
def opt2 : Flag<["-"], "f2">, Group<g_23>, HelpText<"Flag 2">;
def opt3 : Flag<["-"], "f3">, Group<g_11>, HelpText<"Flag 3">;
def opt4 : Flag<["-"], "f4">, Group<g_25>, HelpText<"Flag 4">;
def opt5 : Flag<["-"], "f5">, Group<g_22>, HelpText<"Flag 5">;
def opt6 : Flag<["-"], "f6">, Group<g_26>, HelpText<"Flag 6">;
def opt7 : Flag<["-"], "f7">, Group<g_23>, HelpText<"Flag 7">;
def opt8 : Flag<["-"], "f8">, Group<g_20>, HelpText<"Flag 8">;
def opt9 : Flag<["-"], "f9">, Group<g_16>, HelpText<"Flag 9">;
def opt10 : Flag<["-"], "f10">, Group<g_0>, HelpText<"Flag 10">;
def opt11 : Flag<["-"], "f11">, Group<g_26>, HelpText<"Flag 11">;
def opt12 : Flag<["-"], "f12">, Group<g_14>, HelpText<"Flag 12">;
def opt13 : Flag<["-"], "f13">, Group<g_24>, HelpText<"Flag 13">;
def opt14 : Flag<["-"], "f14">, Group<g_7>, HelpText<"Flag 14">;
def opt15 : Flag<["-"], "f15">, Group<g_20>, HelpText<"Flag 15">;
def opt16 : Flag<["-"], "f16">, Group<g_1>, HelpText<"Flag 16">;
def opt17 : Flag<["-"], "f17">, Group<g_5>, HelpText<"Flag 17">;
def opt18 : Flag<["-"], "f18">, Group<g_3>, HelpText<"Flag 18">;
def opt19 : Flag<["-"], "f19">, Group<g_11>, HelpText<"Flag 19">;
def opt20 : Flag<["-"], "f20">, Group<g_15>, HelpText<"Flag 20">;
def opt21 : Flag<["-"], "f21">, Group<g_7>, HelpText<"Flag 21">;
def opt22 : Flag<["-"], "f22">, Group<g_12>, HelpText<"Flag 22">;
def opt23 : Flag<["-"], "f23">, Group<g_17>, HelpText<"Flag 23">;
def opt24 : Flag<["-"], "f24">, Group<g_3>, HelpText<"Flag 24">;
def opt25 : Flag<["-"], "f25">, Group<g_18>, HelpText<"Flag 25">;
def opt26 : Flag<["-"], "f26">, Group<g_7>, HelpText<"Flag 26">;
def opt27 : Flag<["-"], "f27">, Group<g_0>, HelpText<"Flag 27">;
def opt28 : Flag<["-"], "f28">, Group<g_23>, HelpText<"Flag 28">;
def opt29 : Flag<["-"], "f29">, Group<g_6>, HelpText<"Flag 29">;
def opt30 : Flag<["-"], "f30">, Group<g_13>, HelpText<"Flag 30">;
def opt31 : Flag<["-"], "f31">, Group<g_8>, HelpText<"Flag 31">;
def opt32 : Flag<["-"], "f32">, Group<g_5>, HelpText<"Flag 32">;
def opt33 : Flag<["-"], "f33">, Group<g_24>, HelpText<"Flag 33">;
def opt34 : Flag<["-"], "f34">, Group<g_12>, HelpText<"Flag 34">;
def opt35 : Flag<["-"], "f35">, Group<g_5>, HelpText<"Flag 35">;
def opt36 : Flag<["-"], "f36">, Group<g_24>, HelpText<"Flag 36">;
def opt37 : Flag<["-"], "f37">, Group<g_25>, HelpText<"Flag 37">;
def opt38 : Flag<["-"], "f38">, Group<g_2>, HelpText<"Flag 38">;
def opt39 : Flag<["-"], "f39">, Group<g_4>, HelpText<"Flag 39">;
def dup : Flag<["-"], "dup">, Group<g_dup>;
def nogroup : Flag<["--"], "nogroup">;

// Sections, in order; the option of the second "beta" group is in the
// first one.
// CHECK:      {{^}}BETA{{$}}
// CHECK-NEXT: {{^}}----{{$}}
// CHECK-EMPTY:
// CHECK-NEXT: .. option:: -dup
// CHECK:      {{^}}ETA{{$}}
// CHECK:      {{^}}TAU{{$}}
// CHECK:      {{^}}PSI{{$}}
// CHECK:      {{^}}XI{{$}}
// CHECK:      {{^}}ZETA{{$}}
// CHECK:      {{^}}THETA{{$}}
// CHECK:      {{^}}DELTA{{$}}
// CHECK:      {{^}}PI{{$}}
// CHECK:      {{^}}PHI{{$}}
// CHECK:      {{^}}SIGMA{{$}}
// CHECK:      {{^}}ALPHA{{$}}
// CHECK:      {{^}}NU{{$}}
// CHECK:      {{^}}KAPPA{{$}}
// CHECK:      {{^}}OMICRON{{$}}
// CHECK:      {{^}}OMEGA{{$}}
// CHECK:      {{^}}OPTIONS{{$}}
// CHECK:      {{^}}CHI{{$}}
// CHECK:      {{^}}UPSILON{{$}}
// CHECK:      {{^}}RHO{{$}}
// CHECK:      {{^}}LAMBDA{{$}}
// CHECK:      {{^}}GAMMA{{$}}
// CHECK:      {{^}}IOTA{{$}}
// CHECK:      {{^}}MU{{$}}
// CHECK:      {{^}}EPSILON{{$}}
// CHECK:      {{^}}LINKER FLAGS{{$}}
// CHECK:      {{^}}CODE GENERATION{{$}}
// CHECK-NOT:  {{^}}BETA
