// RUN: %clang-tblgen -gen-clang-attr-parser-string-switches -I %S/Inputs %s | FileCheck %s --check-prefix=SWITCH
// RUN: %clang-tblgen -gen-clang-attr-parsed-attr-impl -I %S/Inputs %s | FileCheck %s --check-prefix=IMPL
// RUN: %clang-tblgen -gen-clang-attr-classes -I %S/Inputs %s | FileCheck %s --check-prefix=CLASS
// RUN: %clang-tblgen -gen-attr-docs -I %S/Inputs %s | FileCheck %s --check-prefix=DOCS
// DIFF: -I %S/Inputs -gen-clang-attr-classes
// DIFF: -I %S/Inputs -gen-clang-attr-impl
// DIFF: -I %S/Inputs -gen-clang-attr-text-node-dump
// DIFF: -I %S/Inputs -gen-clang-attr-node-traverse
// DIFF: -I %S/Inputs -gen-clang-attr-ast-visitor
// DIFF: -I %S/Inputs -gen-clang-attr-parsed-attr-list
// DIFF: -I %S/Inputs -gen-clang-attr-subject-match-rule-list
// DIFF: -I %S/Inputs -gen-clang-regular-keyword-attr-info
// DIFF: -I %S/Inputs -gen-clang-attr-has-attribute-impl
// DIFF: -I %S/Inputs -gen-cxx11-attribute-info
// DIFF: -I %S/Inputs -gen-attribute-spelling-list
// DIFF: -I %S/Inputs -gen-clang-attr-parser-string-switches
// DIFF: -I %S/Inputs -gen-clang-attr-subject-match-rules-parser-string-switches
// DIFF: -I %S/Inputs -gen-clang-attr-template-instantiate
// DIFF: -I %S/Inputs -gen-clang-attr-parsed-attr-kinds
// DIFF: -I %S/Inputs -gen-clang-attr-is-type-dependent
// DIFF: -I %S/Inputs -gen-clang-attr-spelling-index
// DIFF: -I %S/Inputs -gen-clang-attr-parsed-attr-impl
// DIFF: -I %S/Inputs -gen-clang-attr-pch-read
// DIFF: -I %S/Inputs -gen-clang-attr-pch-write
// DIFF: -I %S/Inputs -gen-clang-attr-doc-table
// DIFF: -I %S/Inputs -gen-attr-docs
// DIFF: -I %S/Inputs -gen-clang-test-pragma-attribute-supported-attributes
//
// The attribute backends over one set of attributes covering the spelling
// varieties (GCC, Clang and ClangGCC expanded), the argument kinds, target
// specific attributes sharing a parse kind, target specific spellings,
// subject lists with subset subjects, match rules, mutual exclusions and
// documentation shared by two attributes.
include "AttrBase.td"

def PlainDocs : Documentation {
  let Category = DocCatFunction;
  let Content = [{
The ``plain`` attribute does nothing.
  }];
}
def SharedDocs : Documentation {
  let Category = DocCatVariable;
  let Label = "shared-docs";
  let Content = [{
Two attributes, one text.
  }];
}
def OldDocs : Documentation {
  let Category = DocCatFunction;
  let Heading = "old, older";
  let Deprecated = DocDeprecated<"plain">;
  let Content = "Superseded.";
}

def Plain : InheritableAttr {
  let Spellings = [GCC<"plain">, Declspec<"plain">, CXX11<"", "plain", 201904>];
  let Subjects = SubjectList<[Function, GlobalVar], ErrorDiag>;
  let Args = [StringArgument<"Message", 1>, IntArgument<"Level", 1>];
  let Documentation = [PlainDocs];
  let SimpleHandler = 1;
}
def Old : InheritableAttr {
  let Spellings = [Clang<"old">, Clang<"older", 0>];
  let Subjects = SubjectList<[Named]>;
  let Args = [EnumArgument<"Mode", "ModeKind", 1, ["fast", "slow", "quick"],
                           ["Fast", "Slow", "Fast"]>,
              VariadicExprArgument<"Args">];
  let Accessors = [Accessor<"isOlder", [Clang<"older", 0>]>];
  let Documentation = [OldDocs];
  let TemplateDependent = 1;
}
def __Tagged__ : InheritableParamAttr {
  let Spellings = [ClangGCC<"tagged">, Keyword<"__tagged", 1>];
  let Args = [IdentifierArgument<"Tag">, VariadicStringArgument<"Names">,
              BoolArgument<"Implicit", 0, 1>];
  let Subjects = SubjectList<[ParmVar, Var], WarnDiag, "parameters or variables">;
  let Documentation = [SharedDocs];
  let LateParsed = LateAttrParseStandard;
}
def Untagged : InheritableAttr {
  let Spellings = [Clang<"untagged">];
  let Args = [TypeArgument<"Ty", 1>, ParamIdxArgument<"Idx", 1>, VersionArgument<"Since">,
              DeclArgument<Function, "Fn">, DefaultIntArgument<"Count", 3>];
  let Subjects = SubjectList<[Var]>;
  let Documentation = [SharedDocs];
  let LangOpts = [CPlusPlus, COnly];
  let TemplateDependent = 1;
}
def X86Thing : InheritableAttr, TargetSpecificAttr<TargetX86> {
  let Spellings = [GCC<"thing">];
  let ParseKind = "Thing";
  let Args = [UnsignedArgument<"N">];
  let Documentation = [Undocumented];
  let Subjects = SubjectList<[Function]>;
}
def ARMThing : InheritableAttr, TargetSpecificAttr<TargetARM> {
  let Spellings = [GCC<"thing">];
  let ParseKind = "Thing";
  let Args = [StringArgument<"S">];
  let Documentation = [Undocumented];
  let Subjects = SubjectList<[Function]>;
}
def ElfOnly : Attr, TargetSpecificAttr<TargetELF> {
  let Spellings = [GNU<"elf_only">, Pragma<"clang", "elf_only">];
  let Args = [AlignedArgument<"Align", 1>];
  let Documentation = [Undocumented];
  let Subjects = SubjectList<[Record, Field]>;
}
def Unique : InheritableAttr {
  let Spellings = [CXX11<"", "unique", 201803>, CXX11<"msvc", "unique", 201803>];
  let TargetSpecificSpellings = [
    TargetSpecificSpelling<TargetItanium, [CXX11<"", "unique", 201803>]>];
  let Subjects = SubjectList<[Field], ErrorDiag>;
  let Documentation = [Undocumented];
}
def Loopy : StmtAttr {
  let Spellings = [Pragma<"clang", "loopy">, Pragma<"", "unloopy">];
  let Args = [VariadicEnumArgument<"States", "StateKind", 0, ["on", "off"], ["On", "Off"]>,
              VariadicUnsignedArgument<"Counts">, VariadicParamIdxArgument<"Params">];
  let Subjects = SubjectList<[ForStmt, WhileStmt], ErrorDiag, "loops">;
  let Documentation = [Undocumented];
  let HasCustomParsing = 1;
}
def Packed : InheritableAttr {
  let Spellings = [Clang<"packed_args">];
  let Args = [StringArgument<"Name">, VariadicExprArgument<"Rest">];
  let AcceptsExprPack = 1;
  let Documentation = [Undocumented];
  let Subjects = SubjectList<[Function, Var]>;
}
def Fast : DeclOrStmtAttr {
  let Spellings = [Clang<"fast">];
  let Documentation = [Undocumented];
  let IsTypeDependent = 1;
}
def Slow : DeclOrStmtAttr {
  let Spellings = [Clang<"slow">];
  let Documentation = [Undocumented];
  let ParseArgumentsAsUnevaluated = 1;
  let Args = [ExprArgument<"E">];
}
def : MutualExclusions<[Fast, Slow]>;
def Kw : TypeAttr {
  let Spellings = [RegularKeyword<"__kw_in">, RegularKeyword<"__kw_out">];
  let Args = [VariadicStringArgument<"States">];
  let Documentation = [Undocumented];
  let HasCustomSerialization = 1;
}
def Annot : HLSLAnnotationAttr {
  let Spellings = [HLSLAnnotation<"annot">];
  let Args = [VariadicIdentifierArgument<"Names">, VariadicParamOrParamIdxArgument<"P">];
  let Documentation = [Undocumented];
  let StrictEnumParameters = 1;
}
def Pick : InheritableAttr {
  let Spellings = [GNU<"pick">];
  let Args = [EnumArgument<"Choice", "ChoiceKind", 0, ["a", "b"], ["A", "B"], 0, 0, 0, 0>,
              VariadicParamOrParamIdxArgument<"Params">];
  let Documentation = [Undocumented];
  let StrictEnumParameters = 1;
  let PragmaAttributeSupport = 1;
  let LateParsed = LateAttrParseExperimentalExt;
}
def ABIParam : ParameterABIAttr {
  let Spellings = [Clang<"abi_param">];
  let Documentation = [Undocumented];
  let Clone = 0;
}
def Skipped : IgnoredAttr {
  let Spellings = [Declspec<"skipped">, GNU<"skipped">];
}
def SemaIgnored : IgnoredAttr {
  let Spellings = [GNU<"sema_ignored">];
  let SemaHandler = 1;
}
def NoSema : Attr {
  let Spellings = [GNU<"no_sema">];
  let SemaHandler = 0;
  let Documentation = [InternalOnly];
}
def Hidden : InheritableAttr {
  let Spellings = [];
  let Documentation = [InternalOnly];
  let MeaningfulToClassTemplateDefinition = 1;
}

// A spelling name used by two attributes is tested per syntax and target.
// SWITCH:      #if defined(CLANG_ATTR_STRING_LITERAL_ARG_LIST)
// SWITCH:      .Case("thing", (Syntax==AttributeCommonInfo::AS_GNU && !ScopeName && true && (T.getArch() == llvm::Triple::arm || T.getArch() == llvm::Triple::thumb)) ? 1 :
// SWITCH:      #if defined(CLANG_ATTR_LATE_PARSED_LIST)
// SWITCH-NEXT: .Case("tagged", 1)
// SWITCH-NEXT: #endif

// The kind shared by X86Thing and ARMThing exists on both targets.
// IMPL:      struct ParsedAttrInfoThing final : public ParsedAttrInfo {
// IMPL:      bool existsInTarget(const TargetInfo &Target) const override {
// IMPL-NEXT:   const llvm::Triple &T = Target.getTriple(); (void)T;
// IMPL-NEXT:   return true && (T.getArch() == llvm::Triple::arm || T.getArch() == llvm::Triple::thumb || T.getArch() == llvm::Triple::x86 || T.getArch() == llvm::Triple::x86_64);

// CLASS:      class CLANG_ABI OldAttr : public InheritableAttr {
// CLASS:        bool isOlder() const { return getAttributeSpellingListIndex() == 3 ||
// CLASS-NEXT:     getAttributeSpellingListIndex() == 4; }

// DOCS:      .. _shared-docs:
// DOCS-EMPTY:
// DOCS-NEXT: untagged, tagged
