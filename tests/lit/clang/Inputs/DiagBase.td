// A small stand-in for clang's Diagnostic.td, written for these tests: the
// classes and fields clang-tblgen's diagnostics backends read.

class SeverityLevel<string name> { string Name = name; }
def SevIgnored : SeverityLevel<"Ignored">;
def SevRemark  : SeverityLevel<"Remark">;
def SevWarning : SeverityLevel<"Warning">;
def SevError   : SeverityLevel<"Error">;
def SevFatal   : SeverityLevel<"Fatal">;

// The Class of a diagnostic: the tables print these names.
class DiagKind;
def CLASS_NOTE      : DiagKind;
def CLASS_REMARK    : DiagKind;
def CLASS_WARNING   : DiagKind;
def CLASS_EXTENSION : DiagKind;
def CLASS_ERROR     : DiagKind;

class SfinaeAnswer;
def SFINAE_SubstitutionFailure : SfinaeAnswer;
def SFINAE_Suppress            : SfinaeAnswer;
def SFINAE_Report              : SfinaeAnswer;

class TextSubstitution<string text> {
  string Substitution = text;
  // So that substitutions may sit inside the diagnostics' let blocks.
  string Component = "";
  string CategoryName = "";
  bit Deferrable = false;
}

class DiagGroup<string name, list<DiagGroup> subs = [], code doc = [{}]> {
  string GroupName = name;
  list<DiagGroup> SubGroups = subs;
  string CategoryName = "";
  code Documentation = doc;
}
class InGroup<DiagGroup group> { DiagGroup Group = group; }
class InCategory<string name> { string CategoryName = name; }

class Diagnostic<string text, DiagKind kind, SeverityLevel level> {
  string Component = ?;
  string Summary = text;
  DiagKind Class = kind;
#ifndef NO_DEFAULT_SEVERITY
  SeverityLevel DefaultSeverity = level;
#endif
  SfinaeAnswer SFINAE = SFINAE_Suppress;
  bit WarningNoWerror = false;
  bit ShowInSystemHeader = false;
  bit ShowInSystemMacro = true;
  bit Deferrable = false;
  DiagGroup Group;
  string CategoryName = "";
}

class Error<string text> : Diagnostic<text, CLASS_ERROR, SevError> {
  let SFINAE = SFINAE_SubstitutionFailure;
  let ShowInSystemHeader = true;
}
class Warning<string text>   : Diagnostic<text, CLASS_WARNING, SevWarning>;
class Remark<string text>    : Diagnostic<text, CLASS_REMARK, SevIgnored>;
class Extension<string text> : Diagnostic<text, CLASS_EXTENSION, SevIgnored>;
class ExtWarn<string text>   : Diagnostic<text, CLASS_EXTENSION, SevWarning>;
class Note<string text>      : Diagnostic<text, CLASS_NOTE, SevFatal>;

class Off        { SeverityLevel DefaultSeverity = SevIgnored; }
class AsError    { SeverityLevel DefaultSeverity = SevError; }
class AsRemark   { SeverityLevel DefaultSeverity = SevRemark; }
class NoWerror   { bit WarningNoWerror = true; }
class Deferred   { bit Deferrable = true; }
class HideInMacro { bit ShowInSystemMacro = false; }
class ReportSfinae { SfinaeAnswer SFINAE = SFINAE_Report; }

class CompatWarningId<string name, int std, string diag, string pre> {
  string Component = ?;
  string Name = name;
  string Diag = diag;
  string DiagPre = pre;
  int Std = std;
  string CategoryName = ?;
}

def GlobalDocumentation {
  code Intro = [{Diagnostics of the test compiler
================================
}];
}
