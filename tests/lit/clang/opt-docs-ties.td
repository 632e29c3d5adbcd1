// RUN: %clang-tblgen -gen-opt-docs %s | FileCheck %s
// DIFF: -gen-opt-docs
//
// Forty options under four names: options that tie on the name keep the
// order std::sort leaves them in.
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
def o0 : Option<["-"], "b", KIND_FLAG> { let HelpText = "h0"; }
def o1 : Option<["--"], "b", KIND_FLAG> { let HelpText = "h1"; }
def o2 : Option<["---"], "c", KIND_FLAG> { let HelpText = "h2"; }
def o3 : Option<["-"], "d", KIND_FLAG> { let HelpText = "h3"; }
def o4 : Option<["--"], "a", KIND_FLAG> { let HelpText = "h4"; }
def o5 : Option<["---"], "a", KIND_FLAG> { let HelpText = "h5"; }
def o6 : Option<["-"], "d", KIND_FLAG> { let HelpText = "h6"; }
def o7 : Option<["--"], "c", KIND_FLAG> { let HelpText = "h7"; }
def o8 : Option<["---"], "b", KIND_FLAG> { let HelpText = "h8"; }
def o9 : Option<["-"], "b", KIND_FLAG> { let HelpText = "h9"; }
def o10 : Option<["--"], "d", KIND_FLAG> { let HelpText = "h10"; }
def o11 : Option<["---"], "d", KIND_FLAG> { let HelpText = "h11"; }
def o12 : Option<["-"], "d", KIND_FLAG> { let HelpText = "h12"; }
def o13 : Option<["--"], "b", KIND_FLAG> { let HelpText = "h13"; }
def o14 : Option<["---"], "b", KIND_FLAG> { let HelpText = "h14"; }
def o15 : Option<["-"], "b", KIND_FLAG> { let HelpText = "h15"; }
def o16 : Option<["--"], "d", KIND_FLAG> { let HelpText = "h16"; }
def o17 : Option<["---"], "a", KIND_FLAG> { let HelpText = "h17"; }
def o18 : Option<["-"], "a", KIND_FLAG> { let HelpText = "h18"; }
def o19 : Option<["--"], "b", KIND_FLAG> { let HelpText = "h19"; }
def o20 : Option<["---"], "a", KIND_FLAG> { let HelpText = "h20"; }
def o21 : Option<["-"], "c", KIND_FLAG> { let HelpText = "h21"; }
def o22 : Option<["--"], "a", KIND_FLAG> { let HelpText = "h22"; }
def o23 : Option<["---"], "c", KIND_FLAG> { let HelpText = "h23"; }
def o24 : Option<["-"], "d", KIND_FLAG> { let HelpText = "h24"; }
def o25 : Option<["--"], "d", KIND_FLAG> { let HelpText = "h25"; }
def o26 : Option<["---"], "d", KIND_FLAG> { let HelpText = "h26"; }
def o27 : Option<["-"], "d", KIND_FLAG> { let HelpText = "h27"; }
def o28 : Option<["--"], "d", KIND_FLAG> { let HelpText = "h28"; }
def o29 : Option<["---"], "b", KIND_FLAG> { let HelpText = "h29"; }
def o30 : Option<["-"], "c", KIND_FLAG> { let HelpText = "h30"; }
def o31 : Option<["--"], "a", KIND_FLAG> { let HelpText = "h31"; }
def o32 : Option<["---"], "a", KIND_FLAG> { let HelpText = "h32"; }
def o33 : Option<["-"], "b", KIND_FLAG> { let HelpText = "h33"; }
def o34 : Option<["--"], "d", KIND_FLAG> { let HelpText = "h34"; }
def o35 : Option<["---"], "b", KIND_FLAG> { let HelpText = "h35"; }
def o36 : Option<["-"], "c", KIND_FLAG> { let HelpText = "h36"; }
def o37 : Option<["--"], "d", KIND_FLAG> { let HelpText = "h37"; }
def o38 : Option<["---"], "c", KIND_FLAG> { let HelpText = "h38"; }
def o39 : Option<["-"], "d", KIND_FLAG> { let HelpText = "h39"; }

// CHECK:      x
// CHECK-NEXT: .. program:: t
// CHECK-NEXT: .. option:: ---a
// CHECK-EMPTY:
// CHECK-NEXT: h32
// CHECK-EMPTY:
// CHECK-NEXT: .. option:: --a
// CHECK-EMPTY:
// CHECK-NEXT: h4
// CHECK-EMPTY:
// CHECK-NEXT: .. program:: t1
// CHECK-NEXT: .. option:: ---a
// CHECK-NEXT: .. program:: t
// CHECK-EMPTY:
// CHECK-NEXT: h5
// CHECK-EMPTY:
// CHECK-NEXT: .. program:: t1
// CHECK-NEXT: .. option:: --a
// CHECK-NEXT: .. program:: t
// CHECK-EMPTY:
// CHECK-NEXT: h31
// CHECK-EMPTY:
// CHECK-NEXT: .. program:: t2
// CHECK-NEXT: .. option:: --a
