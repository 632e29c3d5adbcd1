// The classes the clang attribute backends read, reduced to what the
// attr-*.td tests use: AST nodes as subjects, arguments, spellings, subject
// lists and match rules, targets, documentation and the attribute classes.

class AttrSubject;
class DeclNode<DeclNode base, string diag = "", bit abstract = 0> : AttrSubject {
  DeclNode Base = base;
  string DiagSpelling = diag;
  bit Abstract = abstract;
}
class StmtNode<StmtNode base, bit abstract = 0> : AttrSubject {
  StmtNode Base = base;
  bit Abstract = abstract;
}
def Decl : DeclNode<?, "", 1>;
def Named : DeclNode<Decl, "named declarations", 1>;
def Value : DeclNode<Named, "value declarations", 1>;
def Function : DeclNode<Value, "functions">;
def Var : DeclNode<Value, "variables">;
def ParmVar : DeclNode<Var, "parameters">;
def Field : DeclNode<Value, "non-static data members">;
def Record : DeclNode<Named, "structs, unions, and classes">;
def Stmt : StmtNode<?, 1>;
def ForStmt : StmtNode<Stmt>;
def WhileStmt : StmtNode<Stmt>;

class SubsetSubject<AttrSubject base, code check, string diag> : AttrSubject {
  AttrSubject Base = base;
  code CheckCode = check;
  string DiagSpelling = diag;
}
def GlobalVar : SubsetSubject<Var, [{S->hasGlobalStorage()}], "global variables">;
def Struct : SubsetSubject<Record, [{!S->isUnion()}], "structs">;

class DocumentationCategory<string name> {
  string Name = name;
  code Content = [{}];
}
def DocCatFunction : DocumentationCategory<"Function Attributes"> {
  let Content = [{
Attributes of functions.
  }];
}
def DocCatVariable : DocumentationCategory<"Variable Attributes">;
def DocCatUndocumented : DocumentationCategory<"Undocumented">;
def DocCatInternalOnly : DocumentationCategory<"InternalOnly">;
class DocDeprecated<string replacement = ""> {
  string Replacement = replacement;
}
class Documentation {
  DocumentationCategory Category;
  code Content;
  string Heading = "";
  DocDeprecated Deprecated;
  string Label = "";
}
def InternalOnly : Documentation {
  let Category = DocCatInternalOnly;
}
def Undocumented : Documentation {
  let Category = DocCatUndocumented;
  let Content = "Not yet written.";
}
def GlobalDocumentation {
  code Intro = [{Attributes of the test language
===============================
}];
}

class Argument<string name, bit optional, bit fake = 0> {
  string Name = name;
  bit Optional = optional;
  bit Fake = fake;
}
class BoolArgument<string name, bit opt = 0, bit fake = 0> : Argument<name, opt, fake>;
class IdentifierArgument<string name, bit opt = 0> : Argument<name, opt>;
class IntArgument<string name, bit opt = 0> : Argument<name, opt>;
class StringArgument<string name, bit opt = 0> : Argument<name, opt>;
class ExprArgument<string name, bit opt = 0> : Argument<name, opt>;
class DeclArgument<DeclNode kind, string name, bit opt = 0, bit fake = 0>
    : Argument<name, opt, fake> {
  DeclNode Kind = kind;
}
class TypeArgument<string name, bit opt = 0> : Argument<name, opt>;
class UnsignedArgument<string name, bit opt = 0> : Argument<name, opt>;
class VariadicUnsignedArgument<string name> : Argument<name, 1>;
class VariadicExprArgument<string name> : Argument<name, 1>;
class VariadicStringArgument<string name> : Argument<name, 1>;
class VariadicIdentifierArgument<string name> : Argument<name, 1>;
class VariadicParamIdxArgument<string name> : Argument<name, 1>;
class VariadicParamOrParamIdxArgument<string name> : Argument<name, 1>;
class ParamIdxArgument<string name, bit opt = 0> : Argument<name, opt>;
class VersionArgument<string name, bit opt = 0> : Argument<name, opt>;
class AlignedArgument<string name, bit opt = 0> : Argument<name, opt>;
class DefaultIntArgument<string name, int default> : IntArgument<name, 1> {
  int Default = default;
}
class EnumArgument<string name, string type, bit is_string, list<string> values,
                   list<string> enums, bit opt = 0, bit fake = 0,
                   bit isExternalType = 0, bit isCovered = 1>
    : Argument<name, opt, fake> {
  string Type = type;
  bit IsString = is_string;
  list<string> Values = values;
  list<string> Enums = enums;
  bit IsExternalType = isExternalType;
  bit IsCovered = isCovered;
}
class VariadicEnumArgument<string name, string type, bit is_string,
                           list<string> values, list<string> enums>
    : Argument<name, 1> {
  string Type = type;
  bit IsString = is_string;
  list<string> Values = values;
  list<string> Enums = enums;
  bit IsExternalType = 0;
  bit IsCovered = 1;
}

class Spelling<string name, string variety, int version = 1> {
  string Name = name;
  string Variety = variety;
  int Version = version;
}
class GNU<string name> : Spelling<name, "GNU">;
class Declspec<string name> : Spelling<name, "Declspec">;
class CXX11<string namespace, string name, int version = 1>
    : Spelling<name, "CXX11", version> {
  string Namespace = namespace;
}
class C23<string namespace, string name, int version = 1>
    : Spelling<name, "C23", version> {
  string Namespace = namespace;
}
class Keyword<string name, bit hasOwnParseRules> : Spelling<name, "Keyword"> {
  bit HasOwnParseRules = hasOwnParseRules;
}
class RegularKeyword<string name> : Keyword<name, 0>;
class CustomKeyword<string name> : Keyword<name, 1>;
class Pragma<string namespace, string name> : Spelling<name, "Pragma"> {
  string Namespace = namespace;
}
class GCC<string name, bit allowInC = 1> : Spelling<name, "GCC"> {
  bit AllowInC = allowInC;
}
class Clang<string name, bit allowInC = 1, int version = 1>
    : Spelling<name, "Clang", version> {
  bit AllowInC = allowInC;
}
class ClangGCC<string name, bit allowInC = 1, int version = 1>
    : Spelling<name, "ClangGCC", version> {
  bit AllowInC = allowInC;
}
class HLSLAnnotation<string name> : Spelling<name, "HLSLAnnotation">;

class Accessor<string name, list<Spelling> spellings> {
  string Name = name;
  list<Spelling> Spellings = spellings;
}
class SubjectDiag<bit warn> {
  bit Warn = warn;
}
def WarnDiag : SubjectDiag<1>;
def ErrorDiag : SubjectDiag<0>;
class SubjectList<list<AttrSubject> subjects, SubjectDiag diag = WarnDiag,
                  string customDiag = ""> {
  list<AttrSubject> Subjects = subjects;
  SubjectDiag Diag = diag;
  string CustomDiag = customDiag;
}
class LangOpt<string name, code customCode = [{}]> {
  string Name = name;
  code CustomCode = customCode;
}
def CPlusPlus : LangOpt<"CPlusPlus">;
def COnly : LangOpt<"", "!LangOpts.CPlusPlus">;

class TargetSpec {
  list<string> Arches = [];
  list<string> OSes;
  list<string> ObjectFormats;
  code CustomCode = [{}];
}
class TargetArch<list<string> arches> : TargetSpec {
  let Arches = arches;
}
def TargetX86 : TargetArch<["x86", "x86_64"]>;
def TargetARM : TargetArch<["arm", "thumb"]>;
def TargetELF : TargetSpec {
  let ObjectFormats = ["ELF"];
}
def TargetItanium : TargetSpec {
  let CustomCode = [{ Target.getCXXABI().isItaniumFamily() }];
}
class TargetSpecificSpelling<TargetSpec target, list<Spelling> spellings> {
  TargetSpec Target = target;
  list<Spelling> Spellings = spellings;
}

class AttrSubjectMatcherSubRule<string name, list<AttrSubject> subjects,
                                bit negated = 0> {
  string Name = name;
  list<AttrSubject> Subjects = subjects;
  bit Negated = negated;
  list<LangOpt> LangOpts = [];
}
class AttrSubjectMatcherRule<string name, list<AttrSubject> subjects,
                             list<AttrSubjectMatcherSubRule> subrules = []> {
  string Name = name;
  list<AttrSubject> Subjects = subjects;
  list<AttrSubjectMatcherSubRule> Constraints = subrules;
  list<LangOpt> LangOpts = [];
}
def MatchFunction : AttrSubjectMatcherRule<"function", [Function]>;
def MatchVar : AttrSubjectMatcherRule<"variable", [Var], [
  AttrSubjectMatcherSubRule<"is_global", [GlobalVar]>,
  AttrSubjectMatcherSubRule<"is_parameter", [ParmVar]>
]>;
def MatchRecord : AttrSubjectMatcherRule<"record", [Record], [
  AttrSubjectMatcherSubRule<"is_union", [Struct], 1>
]> {
  let LangOpts = [CPlusPlus];
}
def MatchType : AttrSubjectMatcherRule<"hasType", []>;
class AttrSubjectMatcherAggregateRule<AttrSubject subject> {
  AttrSubject Subject = subject;
}
def MatchNamed : AttrSubjectMatcherAggregateRule<Named>;

class LateAttrParseKind<int val> {
  int Kind = val;
}
def LateAttrParseNever : LateAttrParseKind<0>;
def LateAttrParseStandard : LateAttrParseKind<1>;
def LateAttrParseExperimentalExt : LateAttrParseKind<2>;

class Attr {
  list<Spelling> Spellings;
  SubjectList Subjects;
  list<Argument> Args = [];
  list<Accessor> Accessors = [];
  list<TargetSpecificSpelling> TargetSpecificSpellings = [];
  LateAttrParseKind LateParsed = LateAttrParseNever;
  bit Clone = 1;
  bit TemplateDependent = 0;
  bit ASTNode = 1;
  bit SemaHandler = 1;
  bit SimpleHandler = 0;
  bit Ignored = 0;
  bit HasCustomParsing = 0;
  bit HasCustomSerialization = 0;
  bit ParseArgumentsAsUnevaluated = 0;
  bit MeaningfulToClassTemplateDefinition = 0;
  bit PragmaAttributeSupport;
  bit AcceptsExprPack = 0;
  bit StrictEnumParameters = 0;
  bit IsTypeDependent = 0;
  list<LangOpt> LangOpts = [];
  code AdditionalMembers = [{}];
  list<Documentation> Documentation;
}
class MutualExclusions<list<Attr> Ex> {
  list<Attr> Exclusions = Ex;
}
class TypeAttr : Attr;
class StmtAttr : Attr;
class InheritableAttr : Attr {
  bit InheritEvenIfAlreadyPresent = 0;
}
class DeclOrTypeAttr : InheritableAttr;
class DeclOrStmtAttr : InheritableAttr;
class HLSLAnnotationAttr : InheritableAttr;
class HLSLSemanticBaseAttr : HLSLAnnotationAttr;
class TargetSpecificAttr<TargetSpec target> {
  TargetSpec Target = target;
  string ParseKind;
}
class InheritableParamAttr : InheritableAttr;
class InheritableParamOrStmtAttr : InheritableParamAttr;
class ParameterABIAttr : InheritableParamAttr {
  let Subjects = SubjectList<[ParmVar]>;
}
class IgnoredAttr : Attr {
  let Ignored = 1;
  let ASTNode = 0;
  let SemaHandler = 0;
  let Documentation = [InternalOnly];
}
