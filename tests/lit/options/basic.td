// RUN: %tblgen -I /usr/include/llvm-22 --gen-opt-parser-defs %s | FileCheck %s
// RUN: %tblgen -I /usr/include/llvm-22 --gen-opt-rst %s | FileCheck %s --check-prefix=RST
// DIFF: -I /usr/include/llvm-22 --gen-opt-parser-defs
// DIFF: -I /usr/include/llvm-22 --gen-opt-rst
//
// What llvm/Option/OptParser.td offers: option kinds, prefix lists, groups
// (nested, with flags and visibility the options inherit), aliases with
// arguments, flags, visibility, help texts (also per visibility), meta
// variables, values and ValuesCode, enum names, subcommands, and
// marshalling information.

include "llvm/Option/OptParser.td"

def ClangVis : OptionVisibility;
def FlangVis : OptionVisibility;
def NoXarch : OptionFlag;

def grp_main : OptionGroup<"<main group>">, HelpText<"Main options">;
def grp_sub : OptionGroup<"<sub group>">, Group<grp_main>, Flags<[HelpHidden]>, Visibility<[ClangVis]>;
def grp_plain : OptionGroup<"plain">;

def sc_one : SubCommand<"one", "First \"quoted\" subcommand.">;
def sc_two : SubCommand<"two", "Second.", "usage two">;

def help : Flag<["--", "-"], "help">, HelpText<"Display help">, Group<grp_main>;
def h : Flag<["-"], "h">, Alias<help>;
def O : Joined<["-"], "O">, MetaVarName<"<level>">, HelpText<"Optimization level">, Values<"0,1,2,3">;
def O_flag : Flag<["-"], "O">, Alias<O>, AliasArgs<["1"]>;
def W_Joined : Joined<["-"], "W">, Flags<[RenderJoined, NoXarch]>, Visibility<[ClangVis, FlangVis]>, Group<grp_sub>;
def o : JoinedOrSeparate<["-"], "o">, MetaVarName<"<file>">, HelpText<"Write output to <file>">;
def x : Separate<["-"], "x">, EnumName<"language">, ValuesCode<[{
  static constexpr const char VALUES_CODE[] = "c,c++";
}]>;
def l : CommaJoined<["-"], "l,">;
def multi : MultiArg<["--"], "multi", 3>, HelpText<"Takes three \"args\"">, HelpTextForVariants<[FlangVis], "Flang help">;
def jas : JoinedAndSeparate<["-"], "jas">;
def rest : Option<["--"], "", KIND_REMAINING_ARGS>;
def restj : Option<["--"], "restj", KIND_REMAINING_ARGS_JOINED>;
def sub1 : Flag<["-"], "sub1", [sc_one]>, HelpText<"sub one">;
def sub12 : Flag<["-"], "sub12", [sc_two, sc_one]>;
def Upper : Flag<["-"], "Upper">;
def upper : Flag<["-"], "upper">;
def slash : Flag<["/", "-"], "slash">;
def mopt : Joined<["-"], "mopt=">, MarshallingInfoString<KeyPathAndMacro<"Opts.", "MOpt">>;
def mflag : Flag<["-"], "mflag">, MarshallingInfoFlag<KeyPathAndMacro<"Opts.", "MFlag", "CLANG_">>, ShouldParseIf<"IsOk">, AlwaysEmit;
def menum : Joined<["-"], "menum=">, Values<"a,b,c">, NormalizedValuesScope<"Foo">, NormalizedValues<["A", "B", "C"]>,
  MarshallingInfoEnum<KeyPathAndMacro<"Opts.", "MEnum">, "A">;
def mint : Separate<["-"], "mint">, MarshallingInfoInt<KeyPathAndMacro<"Opts.", "MInt">, "4", "int">, ImpliedByAnyOf<["Opts.A", "Opts.B"], "7">;

// CHECK:      static constexpr char OptionStrTableStorage[] =
// CHECK-NEXT:   "\0"
// CHECK-NEXT:   "-\0"
// CHECK-NEXT:   "--\0"
// CHECK-NEXT:   "/\0"
// CHECK-NEXT:   "<main group>\0"
// CHECK:      static constexpr llvm::StringTable::Offset OptionPrefixesTable[] = {
// CHECK-NEXT:   0 /* prefixes */,
// CHECK-NEXT:   1 /* prefixes */, 1 /* '-' */,
// CHECK-NEXT:   1 /* prefixes */, 3 /* '--' */,
// CHECK-NEXT:   2 /* prefixes */, 3 /* '--' */, 1 /* '-' */,
// CHECK-NEXT:   2 /* prefixes */, 6 /* '/' */, 1 /* '-' */
// CHECK-NEXT: };
// CHECK:      static constexpr unsigned OptionSubCommandIDsTable[] = {
// CHECK-NEXT:   0 /* subcommands */,
// CHECK-NEXT:   1 /* subcommands */, 0 /* 'sc_one' */,
// CHECK-NEXT:   2 /* subcommands */, 1 /* 'sc_two' */, 0 /* 'sc_one' */
// CHECK-NEXT: };
// CHECK:      static constexpr llvm::StringTable::Offset OptionPrefixesUnion[] = {
// CHECK-NEXT:   1 /* '-' */,   3 /* '--' */,   6 /* '/' */
// CHECK:      #define VALUES_CODE language_Values
// CHECK:      OPTION(0 /* no prefixes */, 8 /* <main group> */, grp_main, Group, INVALID, INVALID, nullptr, 0, 0, 0,
// CHECK-NEXT:        "Main options", (std::array<std::pair<std::array<unsigned, 2>, const char*>, 1>{{[{][{]}} {std::array<unsigned, 2>{{[{][{]}}0, 0{{[}][}]}}, nullptr} {{[}][}]}}), nullptr, nullptr,  0)
// CHECK:      OPTION(0, 39 /* <input> */, INPUT, Input,
// CHECK-NEXT: OPTION(0, 47 /* <unknown> */, UNKNOWN, Unknown,
// CHECK-NEXT: OPTION(5, 57 /* --help */, help, Flag, grp_main, INVALID, nullptr, 0, DefaultVis, 0,
// CHECK:      OPTION(3, 104 /* --multi */, multi, MultiArg, INVALID, INVALID, nullptr, 0, DefaultVis, 3,
// CHECK-NEXT:        "Takes three \"args\"", {{.*}}{std::array<unsigned, 2>{{[{][{]}}FlangVis{{[}][}]}}, "Flang help"}
// CHECK-NEXT: OPTION(1, 112 /* -O */, O_flag, Flag, INVALID, O, "1\0",
// CHECK-NEXT: OPTION(1, 112 /* -O */, O, Joined,
// CHECK:      "<level>", "0,1,2,3", 0)
// CHECK:      /* -sub12 */, {{.*}}, nullptr, nullptr, 3)
// CHECK-NEXT: /* -sub1 */,
// CHECK:      "sub one", {{.*}}, nullptr, nullptr, 1)
// CHECK-NEXT: /* -Upper */
// CHECK-NEXT: /* -upper */
// CHECK-NEXT: OPTION(1, 160 /* -W */, W_Joined, Joined, grp_sub, INVALID, nullptr, RenderJoined | NoXarch | HelpHidden, ClangVis | FlangVis | ClangVis,
// CHECK-NEXT: OPTION(1, 163 /* -x */, language, Separate, {{.*}}, nullptr, language_Values, 0)
// CHECK-NEXT: OPTION(3, 3 /* -- */, rest, RemainingArgs,
// CHECK-NEXT: #endif // OPTION
// CHECK-NEXT: #ifdef OPTION_WITH_MARSHALLING
// CHECK-NEXT: OPTION_WITH_MARSHALLING(1, 97 /* -mopt= */, {{.*}}, 0, true, 0, Opts.MOpt, std::string(), false, std::string(), normalizeString, denormalizeString, mergeForwardValue, extractForwardValue, -1)
// CHECK:      CLANG_OPTION_WITH_MARSHALLING(1, 84 /* -mflag */, {{.*}}, 0, IsOk, 1, Opts.MFlag, false, false, false,
// CHECK:      OPTION_WITH_MARSHALLING(1, 76 /* -menum= */, {{.*}}, Opts.MEnum, Foo::A, false, Foo::A, normalizeSimpleEnum, denormalizeSimpleEnum, mergeForwardValue, extractForwardValue, 0)
// CHECK:      Opts.MInt, 4, false || Opts.A || Opts.B, 7, normalizeStringIntegral<int>,
// CHECK:      static const SimpleEnumValue menumValueTable[] = {
// CHECK-NEXT: {"a",static_cast<unsigned>(Foo::A)},{"b",static_cast<unsigned>(Foo::B)},{"c",static_cast<unsigned>(Foo::C)},};
// CHECK-NEXT: static const SimpleEnumValueTable SimpleEnumValueTables[] = {{[{][{]}}menumValueTable, std::size(menumValueTable)},
// CHECK:      static constexpr llvm::opt::OptTable::SubCommand OptionSubCommands[] = {
// CHECK-NEXT:   { "one", "First "quoted" subcommand.", "" },
// CHECK-NEXT:   { "two", "Second.", "usage two" },
// CHECK-NEXT: };

// Groups come in llvm::StringMap order.
// RST:      <MAIN GROUP>
// RST-NEXT: ------------
// RST:      .. option:: --help
// RST-EMPTY:
// RST-NEXT:  Display help.
// RST:      PLAIN
// RST:      <SUB GROUP>
// RST:      .. option:: -W
// RST:      OPTIONS
// RST:      .. option:: -menum==<value>
// RST-EMPTY:
// RST-NEXT:   <value> must be 'a', 'b' or 'c'.
// RST:      .. option:: --multi
// RST-EMPTY:
// RST-NEXT:  Takes three \"args\".
// RST:      .. option:: -O=<level>
// RST-EMPTY:
// RST-NEXT:  Optimization level. <level> must be '0', '1', '2' or '3'.
// RST:      .. option:: --
