// RUN: %clang-tblgen -gen-opt-docs %s | FileCheck %s
// DIFF: -gen-opt-docs
//
// Options by group (groups in declaration order, flattened groups merged
// into their parent), options by name with their aliases and no- forms,
// argument placeholders per option kind, help text for the documented
// visibility, value lists, and programs of their own for options Sphinx
// would confuse.

class OptionKind<string name> { string Name = name; }
def KIND_FLAG : OptionKind<"Flag">;
def KIND_JOINED : OptionKind<"Joined">;
def KIND_SEPARATE : OptionKind<"Separate">;
def KIND_COMMAJOINED : OptionKind<"CommaJoined">;
def KIND_MULTIARG : OptionKind<"MultiArg">;
def KIND_JOINED_AND_SEPARATE : OptionKind<"JoinedAndSeparate">;
def KIND_INPUT : OptionKind<"Input">;
class OptionFlag;
def HelpHidden : OptionFlag;
class OptionVisibility;
def DefaultVis : OptionVisibility;
def OtherVis : OptionVisibility;

class OptionGroup<string name> {
  string Name = name;
  string HelpText = ?;
  OptionGroup Group = ?;
  list<OptionFlag> Flags = [];
  list<OptionVisibility> Visibility = [];
}
class HelpTextVariant<list<OptionVisibility> visibilities, string text> {
  list<OptionVisibility> Visibilities = visibilities;
  string Text = text;
}
class Option<list<string> prefixes, string name, OptionKind kind> {
  string Name = name;
  list<string> Prefixes = prefixes;
  OptionKind Kind = kind;
  int NumArgs = 0;
  string HelpText = ?;
  list<HelpTextVariant> HelpTextsForVariants = [];
  string MetaVarName = ?;
  string Values = ?;
  list<OptionFlag> Flags = [];
  list<OptionVisibility> Visibility = [DefaultVis];
  OptionGroup Group = ?;
  Option Alias = ?;
  list<string> AliasArgs = [];
}

def GlobalDocumentation {
  code Intro = [{Test options
============
}];
  string Program = "Tool";
  list<string> VisibilityMask = ["DefaultVis"];
  list<string> IgnoreFlags = ["HelpHidden"];
}

def Warnings : OptionGroup<"<W group>"> {
  string DocName = "Warning options";
  string DocBrief = [{Options that control *warnings*.}];
}
def Codegen : OptionGroup<"<f group>"> {
  let HelpText = "Code generation [flags]";
}
def Flat : OptionGroup<"<flat>"> {
  let Group = Codegen;
  bit DocFlatten = 1;
}
def Hidden : OptionGroup<"<hidden>"> {
  let Group = Codegen;
  let Flags = [HelpHidden];
}

def W_Joined : Option<["-"], "W", KIND_JOINED> {
  let Group = Warnings;
  let HelpText = "Enable the warning <arg>";
}
def Wall : Option<["-"], "Wall", KIND_FLAG> { let Group = Warnings; }
def Wno_all : Option<["-"], "Wno-all", KIND_FLAG> { let Group = Warnings; }
def fjump : Option<["-"], "fjump", KIND_FLAG> {
  let Group = Flat;
  let HelpTextsForVariants = [HelpTextVariant<[OtherVis], "Other text">,
                              HelpTextVariant<[DefaultVis], "Jump *far*">];
}
def fno_jump : Option<["-"], "fno-jump", KIND_FLAG> { let Group = Codegen; }
def fmodel : Option<["-", "--"], "fmodel=", KIND_JOINED> {
  let Group = Codegen;
  let HelpText = "Pick a model";
  let Values = "small,medium,,large";
}
def fhidden : Option<["-"], "fhidden", KIND_FLAG> { let Group = Hidden; }
def Wa_COMMA : Option<["-"], "Wa,", KIND_COMMAJOINED> {
  let HelpText = "Pass to the assembler";
  let MetaVarName = "<arg>";
}
def Xpair : Option<["-"], "Xpair", KIND_JOINED_AND_SEPARATE>;
def multi : Option<["--"], "multi", KIND_MULTIARG> { let NumArgs = 3; }
def ObjC : Option<["-"], "ObjC", KIND_FLAG> { let HelpText = "C"; }
def ObjCXX : Option<["-"], "ObjC++", KIND_FLAG> { let HelpText = "C++"; }
def Output : Option<["-"], "o", KIND_SEPARATE> { let MetaVarName = "<file>"; }
def o_alias : Option<["-"], "out", KIND_SEPARATE> {
  let Alias = Output;
  let AliasArgs = ["x"];
}
def INPUT : Option<[], "<input>", KIND_INPUT>;
def qmark : Option<["/"], "?", KIND_FLAG>;
def other : Option<["-"], "other", KIND_FLAG> { let Visibility = [OtherVis]; }

// CHECK:      .. program:: tool
// CHECK:      .. option:: -ObjC
// CHECK:      .. program:: tool1
// CHECK-NEXT: .. option:: -ObjC++
// CHECK-NEXT: .. program:: tool
// CHECK:      .. option:: -Wa,<arg>,<arg2>...
// CHECK:      .. option:: -o <file>, -out <arg> (equivalent to -o x)
// CHECK:      Warning options
// CHECK-NEXT: ===============
// CHECK-NEXT: Options that control *warnings*.
// CHECK:      .. option:: -Wall, -Wno-all
// CHECK:      <f group>
// CHECK-NEXT: =========
// CHECK-NEXT: Code generation \[flags\]
// CHECK:      .. option:: -fjump, -fno-jump
// CHECK-EMPTY:
// CHECK-NEXT: Jump \*far\*
// CHECK:      Pick a model. <arg> must be 'small', 'medium' or 'large'.
// CHECK-NOT:  fhidden
