// RUN: %clang-tblgen -gen-clang-sa-checkers %s | FileCheck %s
// RUN: not %clang-tblgen -gen-clang-sa-checkers -DNOHELP %s 2>&1 | FileCheck %s --check-prefix=NOHELP
// DIFF: -gen-clang-sa-checkers
// DIFF: -gen-clang-sa-checkers -DNOHELP
//
// Packages (in the order of a hash map of their full names), checkers in
// record order with their package chain, documentation link and hidden
// state, their dependencies and the options of both.

class CmdLineOptionTypeEnum<bits<2> val> {
  bits<2> Type = val;
}
def Integer : CmdLineOptionTypeEnum<0>;
def String : CmdLineOptionTypeEnum<1>;
def Boolean : CmdLineOptionTypeEnum<2>;
class DevelopmentStageEnum<bits<1> val> {
  bits<1> Val = val;
}
def InAlpha : DevelopmentStageEnum<0>;
def Released : DevelopmentStageEnum<1>;
class HiddenEnum<bit val> {
  bit Val = val;
}
def DontHide : HiddenEnum<0>;
def Hide : HiddenEnum<1>;
class CmdLineOption<CmdLineOptionTypeEnum type, string cmdFlag, string desc,
                    string defaultVal, DevelopmentStageEnum stage,
                    HiddenEnum isHidden = DontHide> {
  bits<2> Type = type.Type;
  string  CmdFlag = cmdFlag;
  string  Desc = desc;
  string  DefaultVal = defaultVal;
  bits<1> DevelopmentStage = stage.Val;
  bit     Hidden = isHidden.Val;
}
class PackageOptions<list<CmdLineOption> opts> {
  list<CmdLineOption> PackageOptions = opts;
}
class Package<string name> {
  string              PackageName = name;
  list<CmdLineOption> PackageOptions;
  Package             ParentPackage;
  bit                 Hidden = 0;
}
class ParentPackage<Package P> { Package ParentPackage = P; }
class HelpText<string text> { string HelpText = text; }
class DocumentationEnum<bits<1> val> {
  bits<1> Documentation = val;
}
def NotDocumented : DocumentationEnum<0>;
def HasDocumentation : DocumentationEnum<1>;
class Documentation<DocumentationEnum val> {
  bits<1> Documentation = val.Documentation;
}
class Checker<string name = ""> {
  string              CheckerName = name;
  string              HelpText;
  list<CmdLineOption> CheckerOptions;
  list<Checker>       Dependencies;
  list<Checker>       WeakDependencies;
  bits<1>             Documentation;
  Package             ParentPackage;
  bit                 Hidden = 0;
}
class CheckerOptions<list<CmdLineOption> opts> {
  list<CmdLineOption> CheckerOptions = opts;
}
class Dependencies<list<Checker> Deps = []> {
  list<Checker> Dependencies = Deps;
}
class WeakDependencies<list<Checker> Deps = []> {
  list<Checker> WeakDependencies = Deps;
}
class Hidden { bit Hidden = 1; }

def Alpha : Package<"alpha">;
def Core : Package<"core">;
def CoreAlpha : Package<"core">, ParentPackage<Alpha>;
def Debug : Package<"debug">, Hidden;
def Nullability : Package<"nullability">,
  PackageOptions<[
    CmdLineOption<Boolean, "NoDiag", "Say \"no\" \\ quietly", "false", Released>,
    CmdLineOption<Integer, "Depth", "Depth", "3", InAlpha, Hide>
  ]>;

let ParentPackage = Core in {
def Base : Checker<"Base">, HelpText<"The base">, Documentation<NotDocumented>, Hidden;
def Zeta : Checker<"ZetaChecker">, HelpText<"Last by name">,
  Dependencies<[Base]>, Documentation<HasDocumentation>;
}
let ParentPackage = CoreAlpha in
def Alive : Checker<"LiveVars">, HelpText<"Alpha">, WeakDependencies<[Zeta, Base]>,
  CheckerOptions<[CmdLineOption<String, "Path", "A path", "\"\"", Released>]>,
  Documentation<HasDocumentation>;
let ParentPackage = Debug in
def Dump : Checker<"Dump">, HelpText<"Dumps">, Documentation<NotDocumented>;
#ifdef NOHELP
let ParentPackage = Debug in
def Silent : Checker<"Silent">;
// NOHELP: sa-checkers.td:[[@LINE-1]]:5: error: Record `Silent', field `HelpText' exists but does not have a string value
#endif

// CHECK:      #ifdef GET_PACKAGES
// CHECK:      PACKAGE("alpha.core")
// CHECK:      #ifdef GET_PACKAGE_OPTIONS
// CHECK-NEXT: PACKAGE_OPTION("bool", "nullability", "NoDiag", "Say \"no\" \\ quietly", "false", "released", false)
// CHECK-NEXT: PACKAGE_OPTION("int", "nullability", "Depth", "Depth", "3", "alpha", true)
// CHECK:      #ifdef GET_CHECKERS
// CHECK-EMPTY:
// CHECK-NEXT: CHECKER("alpha.core.LiveVars", Alive, "Alpha", "https://clang.llvm.org/docs/analyzer/checkers.html#alpha-core-livevars", false)
// CHECK-NEXT: CHECKER("core.Base", Base, "The base", "", true)
// CHECK-NEXT: CHECKER("debug.Dump", Dump, "Dumps", "", true)
// CHECK-NEXT: CHECKER("core.ZetaChecker", Zeta, "Last by name", "https://clang.llvm.org/docs/analyzer/checkers.html#core-zetachecker", false)
// CHECK:      CHECKER_DEPENDENCY("core.ZetaChecker", "core.Base")
// CHECK:      CHECKER_WEAK_DEPENDENCY("alpha.core.LiveVars", "core.ZetaChecker")
// CHECK-NEXT: CHECKER_WEAK_DEPENDENCY("alpha.core.LiveVars", "core.Base")
// CHECK:      CHECKER_OPTION("string", "alpha.core.LiveVars", "Path", "A path", "\"\"", "released", false)
