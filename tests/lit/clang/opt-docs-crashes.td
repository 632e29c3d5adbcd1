// RUN: not %clang-tblgen -gen-opt-docs -DVALUES %s 2>&1 | FileCheck %s --check-prefix=VALUES
// RUN: not %clang-tblgen -gen-opt-docs -DPREFIX %s 2>&1 | FileCheck %s --check-prefix=PREFIX
// RUN: not %clang-tblgen -gen-opt-docs -DDEEP %s 2>&1 | FileCheck %s --check-prefix=DEEP
//
// Inputs that crash clang-tblgen 22 (see docs/known-differences.md): an
// empty Values list, an alias with arguments whose target has no prefix,
// groups nested more than nine deep. tblgen reports them.

class Kind;
def KIND_FLAG : Kind;
def KIND_JOINED : Kind;
def KIND_SEPARATE : Kind;
def KIND_COMMAJOINED : Kind;
def KIND_MULTIARG : Kind;
def KIND_JOINED_AND_SEPARATE : Kind;
def KIND_REMAINING_ARGS : Kind;
def KIND_INPUT : Kind;
class Flag;
def Hidden : Flag;
class Vis;
def Main : Vis;
def Other : Vis;
class HelpVariant<list<Vis> v, string t> { list<Vis> Visibilities = v; string Text = t; }

class OptionGroup<string name> {
  string Name = name;
  string HelpText = ?;
  OptionGroup Group = ?;
  list<Flag> Flags = [];
  list<Vis> Visibility = [];
}
class Option<list<string> p, string n, Kind k> {
  list<string> Prefixes = p;
  string Name = n;
  Kind Kind = k;
  int NumArgs = 0;
  string HelpText = ?;
  list<HelpVariant> HelpTextsForVariants = [];
  string MetaVarName = ?;
  string Values = ?;
  list<Flag> Flags = [];
  list<Vis> Visibility = [Main];
  OptionGroup Group = ?;
  Option Alias = ?;
  list<string> AliasArgs = [];
}

def GlobalDocumentation {
  code Intro = [{x}];
  string Program = "T";
  list<string> VisibilityMask = ["Main"];
  list<string> IgnoreFlags = [];
}

#ifdef VALUES
def e : Option<["-"], "e", KIND_JOINED> { let Values = ",,"; }
// VALUES: opt-docs-crashes.td:[[@LINE-1]]:5: error: option 'e' lists no Values
#endif

#ifdef PREFIX
def t : Option<[], "t", KIND_JOINED>;
def a : Option<["-"], "a", KIND_FLAG> { let Alias = t; let AliasArgs = ["x"]; }
// PREFIX: opt-docs-crashes.td:[[@LINE-1]]:5: error: the alias of option 'a' has no prefix
#endif

#ifdef DEEP
def G0 : OptionGroup<"g0">;
def G1 : OptionGroup<"g1"> { let Group = G0; }
def G2 : OptionGroup<"g2"> { let Group = G1; }
def G3 : OptionGroup<"g3"> { let Group = G2; }
def G4 : OptionGroup<"g4"> { let Group = G3; }
def G5 : OptionGroup<"g5"> { let Group = G4; }
def G6 : OptionGroup<"g6"> { let Group = G5; }
def G7 : OptionGroup<"g7"> { let Group = G6; }
def G8 : OptionGroup<"g8"> { let Group = G7; }
def G9 : OptionGroup<"g9"> { let Group = G8; }
// DEEP: opt-docs-crashes.td:[[@LINE-1]]:5: error: groups nested too deeply
def o : Option<["-"], "o", KIND_FLAG> { let Group = G9; }
#endif
