//===- AttrModel.cpp - Clang's attribute records, as the backends see them ===//

#include "AttrModel.h"

#include "backends/common/LLVMCompat.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <set>

namespace tblgen::clangattr {

namespace {

constexpr std::string_view VarietyNames[] = {
#define ATTR_VARIETY(Id, Name) Name,
#include "AttrVarieties.def"
};

/// The expanded variety of a Spelling record's Variety text.
Variety varietyFromText(const Record *S, std::string_view Text) {
  for (size_t I = 0; I < std::size(VarietyNames); ++I)
    if (VarietyNames[I] == Text)
      return Variety(I);
  PrintFatalError(S, "unknown spelling variety '" + std::string(Text) + "'");
}

} // namespace

std::string_view varietyName(Variety V) { return VarietyNames[size_t(V)]; }

std::vector<Spelling> spellingsOf(const Record *A) {
  std::vector<Spelling> Out;
  for (const Record *S : A->getValueAsListOfDefs("Spellings")) {
    const std::string_view Text = compat::stringField(S, "Variety");
    const std::string_view Name = compat::stringField(S, "Name");
    // The shorthands: a GNU spelling plus [[ns::name]] in C++ and, when
    // allowed, in C.
    auto expand = [&](std::string_view NS, bool GCC) {
      Out.push_back({Variety::GNU, Name, "", GCC, S});
      Out.push_back({Variety::CXX11, Name, NS, GCC, S});
      if (S->getValueAsBit("AllowInC"))
        Out.push_back({Variety::C23, Name, NS, GCC, S});
    };
    if (Text == "GCC") {
      expand("gnu", true);
    } else if (Text == "Clang") {
      expand("clang", false);
    } else if (Text == "ClangGCC") {
      Out.push_back({Variety::GNU, Name, "", false, S});
      Out.push_back({Variety::CXX11, Name, "clang", false, S});
      Out.push_back({Variety::CXX11, Name, "gnu", false, S});
      if (S->getValueAsBit("AllowInC")) {
        Out.push_back({Variety::C23, Name, "clang", false, S});
        Out.push_back({Variety::C23, Name, "gnu", false, S});
      }
    } else {
      const Variety V = varietyFromText(S, Text);
      std::string_view NS;
      if (V == Variety::CXX11 || V == Variety::C23 || V == Variety::Pragma)
        NS = compat::stringField(S, "Namespace");
      Out.push_back({V, Name, NS, false, S});
    }
  }
  return Out;
}

const std::vector<const Record *> &allAttrs(const RecordKeeper &Records) {
  return Records.getAllDerivedDefinitions("Attr");
}

std::string_view stripDunder(std::string_view Name) {
  if (Name.starts_with("__"))
    Name.remove_prefix(2);
  if (Name.ends_with("__"))
    Name.remove_suffix(2);
  return Name;
}

std::vector<ParsedAttr> parsedAttrs(const RecordKeeper &Records, std::vector<ParsedAttr> *Dupes) {
  std::vector<ParsedAttr> Out;
  std::set<std::string, std::less<>> Kinds;
  for (const Record *A : allAttrs(Records)) {
    if (!A->getValueAsBit("SemaHandler"))
      continue;
    if (A->isSubClassOf("TargetSpecificAttr") && !A->isValueUnset("ParseKind")) {
      std::string Kind = A->getValueAsString("ParseKind");
      if (!Kinds.insert(Kind).second) {
        if (Dupes)
          Dupes->push_back({std::move(Kind), A});
        continue;
      }
      Out.push_back({std::move(Kind), A});
    } else {
      Out.push_back({std::string(stripDunder(A->getName())), A});
    }
  }
  return Out;
}

const std::vector<AttrClass> &attrClasses() {
  static const std::vector<AttrClass> Classes = {
#define ATTR_CLASS(Name, Macro, Parent) {Name, Macro, Parent},
#include "AttrClasses.def"
  };
  return Classes;
}

int attrClassOf(const Record *A) {
  const auto &Classes = attrClasses();
  int Best = 0, BestDepth = -1;
  for (size_t I = 0; I < Classes.size(); ++I) {
    if (!A->isSubClassOf(Classes[I].Name))
      continue;
    int Depth = 0;
    for (int P = Classes[I].Parent; P >= 0; P = Classes[P].Parent)
      ++Depth;
    if (Depth > BestDepth) {
      Best = int(I);
      BestDepth = Depth;
    }
  }
  return Best;
}

const Record *attrTarget(const Record *A) {
  return A->isSubClassOf("TargetSpecificAttr") ? A->getValueAsDef("Target") : nullptr;
}

std::string targetCondition(const Record *T, const std::vector<std::string> *Arches,
                            bool *AnyCheck) {
  std::string Cond = "true";
  bool Any = false;
  auto anyOf = [&](const std::vector<std::string> &Values, std::string_view Getter) {
    Any = true;
    Cond += " && (";
    for (size_t I = 0; I < Values.size(); ++I)
      Cond += (I ? " || " : "") + std::string(Getter) + " == llvm::Triple::" + Values[I];
    Cond += ')';
  };
  const std::vector<std::string> Own = T->getValueAsListOfStrings("Arches");
  if (!Arches)
    Arches = &Own;
  if (!Arches->empty())
    anyOf(*Arches, "T.getArch()");
  // A list that is set is tested even when empty.
  if (!T->isValueUnset("OSes"))
    anyOf(T->getValueAsListOfStrings("OSes"), "T.getOS()");
  if (!T->isValueUnset("ObjectFormats"))
    anyOf(T->getValueAsListOfStrings("ObjectFormats"), "T.getObjectFormat()");
  const std::string Code = T->getValueAsString("CustomCode");
  if (!Code.empty()) {
    Any = true;
    Cond += " && (" + Code + ")";
  }
  if (AnyCheck)
    *AnyCheck = Any;
  return Cond;
}

namespace {
std::string_view trimUnderscores(std::string_view N) {
  while (!N.empty() && N.front() == '_')
    N.remove_prefix(1);
  while (!N.empty() && N.back() == '_')
    N.remove_suffix(1);
  return N;
}
} // namespace

bool spellingNamesAgree(const std::vector<Spelling> &Spellings) {
  for (const Spelling &S : Spellings)
    if (trimUnderscores(S.Name) != trimUnderscores(Spellings.front().Name))
      return false;
  return true;
}

size_t spellingIndexIn(const std::vector<Spelling> &List, const Spelling &S) {
  for (size_t I = 0; I < List.size(); ++I)
    if (List[I].Kind == S.Kind && List[I].Namespace == S.Namespace && List[I].Name == S.Name)
      return I;
  PrintFatalError("Unknown spelling: " + std::string(S.Name));
}

std::vector<std::string> semanticSpellings(const std::vector<Spelling> &Spellings) {
  std::vector<std::string> Out;
  for (const Spelling &S : Spellings) {
    std::string E = std::string(varietyName(S.Kind)) + "_";
    if (!S.Namespace.empty())
      E += std::string(trimUnderscores(S.Namespace)) + "_";
    E += trimUnderscores(S.Name);
    Out.push_back(std::move(E));
  }
  return Out;
}

std::string spellingEnumText(const std::vector<std::string> &Semantic) {
  std::string Out = "  enum Spelling {\n";
  std::set<std::string_view> Seen;
  for (size_t I = 0; I < Semantic.size(); ++I) {
    if (!Seen.insert(Semantic[I]).second)
      continue;
    if (I)
      Out += ",\n";
    Out += "    " + Semantic[I] + " = " + std::to_string(I);
  }
  Out += ",\n  SpellingNotCalculated = 15\n\n  };\n\n";
  return Out;
}

std::string semanticSwitchText(std::string_view Var, const std::vector<std::string> &Semantic) {
  std::string Out = "  switch (" + std::string(Var) +
                    ") {\n    default: llvm_unreachable(\"Unknown spelling list index\");\n";
  for (size_t I = 0; I < Semantic.size(); ++I)
    Out += "    case " + std::to_string(I) + ": return " + Semantic[I] + ";\n";
  Out += "  }\n";
  return Out;
}

std::string syntaxName(Variety V) { return "AS_" + std::string(varietyName(V)); }

std::vector<MatchRule> matchRules(const RecordKeeper &Records) {
  std::vector<MatchRule> Out;
  for (const Record *R : Records.getAllDerivedDefinitionsIfDefined("AttrSubjectMatcherRule")) {
    MatchRule Rule;
    Rule.Def = R;
    Rule.Name = compat::stringField(R, "Name");
    Rule.Subjects = R->getValueAsListOfDefs("Subjects");
    Rule.Abstract = Rule.Subjects.empty();
    Rule.Enum = "SubjectMatchRule_" + std::string(Rule.Name) + (Rule.Abstract ? "_abstract" : "");
    Rule.Spelled = std::string(Rule.Name);
    Rule.LangOpts = R->getValueAsListOfDefs("LangOpts");
    const uint32_t Index = uint32_t(Out.size());
    Out.push_back(std::move(Rule));
    for (const Record *C : R->getValueAsListOfDefs("Constraints")) {
      MatchRule Sub;
      Sub.Def = C;
      Sub.Name = compat::stringField(C, "Name");
      Sub.Parent = int(Index);
      Sub.Negated = C->getValueAsBit("Negated");
      Sub.Subjects = C->getValueAsListOfDefs("Subjects");
      Sub.LangOpts = C->getValueAsListOfDefs("LangOpts");
      if (Sub.LangOpts.empty())
        Sub.LangOpts = Out[Index].LangOpts;
      const std::string Parent(Out[Index].Name);
      Sub.Enum = "SubjectMatchRule_" + Parent + (Sub.Negated ? "_not_" : "_") + std::string(Sub.Name);
      Sub.Spelled = Parent + (Sub.Negated ? "(unless(" : "(") + std::string(Sub.Name) +
                    (Sub.Negated ? "))" : ")");
      Out[Index].SubRules.push_back(uint32_t(Out.size()));
      Out.push_back(std::move(Sub));
    }
  }
  return Out;
}

bool isDeclSubject(const Record *Subject) {
  while (Subject) {
    if (Subject->isSubClassOf("DeclNode") || Subject->isSubClassOf("DeclBase") ||
        Subject->getName() == "DeclBase")
      return true;
    if (!Subject->isSubClassOf("SubsetSubject"))
      return false;
    Subject = Subject->getValueAsDef("Base");
  }
  return false;
}

std::vector<const Record *> subjectsOf(const Record *A) {
  if (A->isValueUnset("Subjects"))
    return {};
  return A->getValueAsDef("Subjects")->getValueAsListOfDefs("Subjects");
}

PragmaSupport::PragmaSupport(const RecordKeeper &Records) : Rules(matchRules(Records)) {
  for (uint32_t I = 0; I < Rules.size(); ++I)
    for (const Record *Subject : Rules[I].Subjects)
      if (!BySubject.emplace(Subject, Entry{{I}, false}).second)
        PrintFatalError("Attribute subject match rules should not represent same attribute "
                        "subjects.");
  const auto &Decls = Records.getAllDerivedDefinitionsIfDefined("DeclNode");
  for (const Record *Agg : Records.getAllDerivedDefinitionsIfDefined("AttrSubjectMatcherAggregateRule")) {
    const Record *Base = Agg->getValueAsDef("Subject");
    Entry E;
    E.Aggregate = true;
    for (const Record *D : Decls) {
      bool Derived = false;
      for (const Record *P = D; P && !Derived; P = P->getValueAsOptionalDef("Base"))
        Derived = P == Base;
      if (!Derived)
        continue;
      auto It = BySubject.find(D);
      if (It == BySubject.end() || It->second.Aggregate)
        continue;
      const uint32_t R = It->second.Rules.front();
      if (Rules[R].Parent < 0)
        E.Rules.push_back(R);
    }
    if (!BySubject.emplace(Base, std::move(E)).second)
      PrintFatalError("Attribute subject match rules should not represent same attribute "
                      "subjects.");
  }
}

const std::vector<uint32_t> *PragmaSupport::rulesFor(const Record *Subject, bool *IsAggregate) const {
  auto It = BySubject.find(Subject);
  if (It == BySubject.end())
    return nullptr;
  if (IsAggregate)
    *IsAggregate = It->second.Aggregate;
  return &It->second.Rules;
}

bool PragmaSupport::supports(const Record *A) const {
  bool Unset = false;
  const bool Explicit = A->getValueAsBitOrUnset("PragmaAttributeSupport", Unset);
  if (!Unset)
    return Explicit;
  if (A->getValueAsDef("LateParsed")->getValueAsInt("Kind") != 0)
    return false;
  bool Spelled = false;
  for (const Spelling &S : spellingsOf(A))
    Spelled |= S.Kind == Variety::GNU || S.Kind == Variety::CXX11;
  if (!Spelled || A->isValueUnset("Subjects"))
    return false;
  bool AnyValid = false;
  for (const Record *Subject : subjectsOf(A)) {
    if (!isDeclSubject(Subject))
      continue;
    if (!rulesFor(Subject))
      return false;
    AnyValid = true;
  }
  return AnyValid;
}

std::vector<const Record *> argsOf(const Record *A) { return A->getValueAsListOfDefs("Args"); }

} // namespace tblgen::clangattr
