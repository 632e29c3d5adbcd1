//===- DiagModel.cpp - Clang's diagnostic records, read once --------------===//

#include "DiagModel.h"

#include "DiagFields.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <algorithm>

namespace tblgen::clangdiag {

namespace {

struct KindName {
  std::string_view Class;
  DiagKind Kind;
};
constexpr KindName ClassKinds[] = {
    {"CLASS_NOTE", DiagKind::Note},       {"CLASS_REMARK", DiagKind::Remark},
    {"CLASS_WARNING", DiagKind::Warning}, {"CLASS_EXTENSION", DiagKind::Extension},
    {"CLASS_ERROR", DiagKind::Error},     {"CLASS_TRAP", DiagKind::Trap},
};

DiagKind kindOf(std::string_view Class) {
  for (const KindName &K : ClassKinds)
    if (K.Class == Class)
      return K.Kind;
  return DiagKind::Other;
}

} // namespace

std::string_view textField(const Record *R, std::string_view Field) {
  if (const auto *S = dyn_cast<StringInit>(R->getValueInit(Field)))
    return S->getValue();
  (void)R->getValueAsString(Field); // reports the field's wrong kind
  return {};
}

const Init *FieldReader::value(const Record *R) {
  std::span<const RecordVal> Fields = R->getValues();
  if (NameInit && Slot < Fields.size() && Fields[Slot].getNameInit() == NameInit)
    return Fields[Slot].getValue();
  const RecordVal *Field = R->getValue(Name);
  if (!Field)
    return R->getValueInit(Name); // reports the missing field
  NameInit = Field->getNameInit();
  Slot = size_t(Field - Fields.data());
  return Field->getValue();
}

std::string_view FieldReader::text(const Record *R) {
  if (const auto *S = dyn_cast<StringInit>(value(R)))
    return S->getValue();
  return textField(R, Name);
}

const Record *FieldReader::def(const Record *R) {
  if (const auto *D = dyn_cast<DefInit>(value(R)))
    return D->getDef();
  return R->getValueAsDef(Name);
}

bool FieldReader::bit(const Record *R) {
  if (const auto *B = dyn_cast<BitInit>(value(R)))
    return B->getValue();
  return R->getValueAsBit(Name);
}

DiagModel::DiagModel(const RecordKeeper &Records, unsigned Need) {
  readDiags(Records);
  if (!Need)
    return;
  readGroups(Records);
  if (Need & NeedGroups)
    reportRedefinitions();
  if (Need & NeedCategories)
    assignCategories();
  if (Need & NeedPedantic)
    inferPedantic();
}

bool DiagModel::inComponent(const Diag &D, std::string_view Component) {
  if (Component.empty())
    return true;
  if (!D.HasComponent)
    (void)D.R->getValueAsString("Component"); // reports the unset field
  return D.Component == Component;
}

int32_t DiagModel::findFlag(std::string_view Name) const {
  auto It = FlagByName.find(Name);
  return It == FlagByName.end() ? None : int32_t(It->second);
}

void DiagModel::readDiags(const RecordKeeper &Records) {
  const auto &All = Records.getAllDerivedDefinitions("Diagnostic");
  Diags.reserve(All.size());
  FieldReader Summary("Summary"), Component("Component");
  for (const Record *R : All) {
    Diag &D = Diags.emplace_back();
    D.R = R;
    D.Name = R->getName();
    D.Summary = Summary.text(R);
    if (const auto *C = dyn_cast<StringInit>(Component.value(R))) {
      D.Component = C->getValue();
      D.HasComponent = true;
    }
  }
}

void DiagModel::readGroups(const RecordKeeper &Records) {
  const auto &All = Records.getAllDerivedDefinitions("DiagGroup");
  std::unordered_map<const Record *, uint32_t> DefOf;
  DefOf.reserve(All.size());
  Defs.resize(All.size());
  for (size_t I = 0; I < All.size(); ++I) {
    Defs[I].R = All[I];
    Defs[I].Name = textField(All[I], "GroupName");
    Defs[I].CategoryName = textField(All[I], "CategoryName");
    DefOf.emplace(All[I], uint32_t(I));
  }
  for (uint32_t I = 0; I < Defs.size(); ++I)
    for (const Record *Sub : Defs[I].R->getValueAsListOfDefs("SubGroups")) {
      uint32_t S = DefOf.at(Sub);
      Defs[I].SubGroups.push_back(S);
      Defs[S].Parents.push_back(I);
    }

  // The flags, in byte order of their names.
  std::vector<std::string_view> Names;
  Names.reserve(Defs.size());
  for (const GroupDef &G : Defs)
    Names.push_back(G.Name);
  std::sort(Names.begin(), Names.end());
  Names.erase(std::unique(Names.begin(), Names.end()), Names.end());
  Flags.resize(Names.size());
  FlagByName.reserve(Names.size());
  for (uint32_t I = 0; I < Names.size(); ++I) {
    Flags[I].Name = Names[I];
    FlagByName.emplace(Names[I], I);
  }
  for (uint32_t I = 0; I < Defs.size(); ++I) {
    Defs[I].Flag = FlagByName.at(Defs[I].Name);
    Flags[Defs[I].Flag].Defs.push_back(I);
  }
  for (GroupDef &G : Defs)
    for (uint32_t S : G.SubGroups)
      Flags[G.Flag].SubFlags.push_back(Defs[S].Flag);
  readDiagDetails(DefOf);
}

/// The fields of the diagnostics the tables carry, and their groups (the
/// severity is read at its first use), each field for every diagnostic in
/// turn: a field missing from several is reported where clang-tblgen
/// reports it.
void DiagModel::readDiagDetails(const std::unordered_map<const Record *, uint32_t> &DefOf) {
  FieldReader Class("Class"), Group("Group");
  for (uint32_t I = 0; I < Diags.size(); ++I)
    if (const auto *G = dyn_cast<DefInit>(Group.value(Diags[I].R))) {
      Diags[I].Group = int32_t(DefOf.at(G->getDef()));
      Flags[Defs[Diags[I].Group].Flag].Diags.push_back(I);
    }
  for (Diag &D : Diags) {
    D.ClassName = Class.def(D.R)->getName();
    D.Kind = kindOf(D.ClassName);
  }
}

std::string_view DiagModel::severity(const Diag &D) const {
  if (!D.SeverityRead) {
    D.Severity = SeverityName.text(SeverityField.def(D.R));
    D.SeverityRead = true;
  }
  return D.Severity;
}

/// Groups defined more than once, explicitly or by InGroup<DiagGroup<..>>
/// in several diagnostics.
void DiagModel::reportRedefinitions() const {
  for (const Flag &F : Flags) {
    bool Single = F.Defs.size() == 1;
    if (Single && (!Defs[F.Defs[0]].R->isAnonymous() || F.Diags.size() <= 1))
      continue;
    bool Reported = false;
    auto report = [&](const Record *At, std::string_view Error, std::string_view Note) {
      SrcLoc Loc = At->getLocs().front();
      if (Reported) {
        PrintNote(Loc, Note);
        return;
      }
      PrintUncountedError(Loc, "group '" + std::string(F.Name) + "' " + std::string(Error));
      Reported = true;
    };
    // A def that some diagnostic names as its group is reported through
    // that diagnostic, if at all.
    for (uint32_t G : F.Defs) {
      bool NamedByDiag = std::any_of(F.Diags.begin(), F.Diags.end(),
                                     [&](uint32_t D) { return Diags[D].Group == int32_t(G); });
      if (!NamedByDiag)
        report(Defs[G].R, "is defined more than once", "also defined here");
    }
    for (uint32_t D : F.Diags)
      if (Defs[Diags[D].Group].R->isAnonymous())
        report(Diags[D].R, "is implicitly defined more than once", "also implicitly defined here");
  }
}

void DiagModel::assignCategories() {
  // A group's category: its own, else the first its parents have.
  std::vector<int8_t> Known(Defs.size(), 0);
  std::vector<std::string_view> OfDef(Defs.size());
  auto groupCategory = [&](auto &Self, uint32_t G) -> std::string_view {
    if (Known[G])
      return OfDef[G];
    Known[G] = 1;
    std::string_view C = Defs[G].CategoryName;
    for (size_t P = 0; C.empty() && P < Defs[G].Parents.size(); ++P)
      C = Self(Self, Defs[G].Parents[P]);
    return OfDef[G] = C;
  };

  Categories.assign(1, std::string());
  std::unordered_map<std::string_view, uint32_t> Ids;
  FieldReader OwnCategory("CategoryName");
  for (Diag &D : Diags) {
    std::string_view C;
    if (D.Group != None)
      C = groupCategory(groupCategory, uint32_t(D.Group));
    if (C.empty())
      C = OwnCategory.text(D.R);
    if (C.empty()) {
      D.Category = 0;
      continue;
    }
    auto [It, New] = Ids.try_emplace(C, uint32_t(Categories.size()));
    if (New)
      Categories.emplace_back(C);
    D.Category = It->second;
  }
}

/// The extensions that are off by default belong to -Wpedantic. A group all
/// of whose diagnostics and subgroups are such (counting subgroups that are
/// themselves covered) is covered: -Wpedantic then controls the group
/// rather than its diagnostics, and the topmost covered groups rather than
/// the groups inside them.
void DiagModel::inferPedantic() {
  // Per group: how many of its flag's members are covered, and how many
  // there are.
  std::vector<uint32_t> Covered(Defs.size(), 0), Members(Defs.size(), 0);
  for (uint32_t G = 0; G < Defs.size(); ++G) {
    const Flag &F = Flags[Defs[G].Flag];
    Members[G] = uint32_t(F.SubFlags.size() + F.Diags.size());
  }
  auto isCovered = [&](uint32_t G) { return Covered[G] != 0 && Covered[G] == Members[G]; };
  auto cover = [&](auto &Self, uint32_t G) -> void {
    ++Covered[G];
    if (isCovered(G))
      for (uint32_t P : Defs[G].Parents)
        Self(Self, P);
  };
  // Whether a group is -Wpedantic or inside it already.
  std::vector<int8_t> UnderPedantic(Defs.size(), -1);
  auto underPedantic = [&](auto &Self, uint32_t G) -> bool {
    if (UnderPedantic[G] >= 0)
      return UnderPedantic[G];
    UnderPedantic[G] = 0;
    bool Under = Defs[G].Name == "pedantic";
    for (size_t P = 0; !Under && P < Defs[G].Parents.size(); ++P)
      Under = Self(Self, Defs[G].Parents[P]);
    UnderPedantic[G] = Under;
    return Under;
  };

  std::vector<bool> Candidate(Diags.size(), false);
  for (uint32_t I = 0; I < Diags.size(); ++I) {
    const Diag &D = Diags[I];
    if (D.Kind != DiagKind::Extension || severity(D) != "Ignored")
      continue;
    Candidate[I] = true;
    if (D.Group != None && !underPedantic(underPedantic, uint32_t(D.Group)))
      cover(cover, uint32_t(D.Group));
  }
  InPedantic.assign(Diags.size(), false);
  for (uint32_t I = 0; I < Diags.size(); ++I) {
    if (!Candidate[I] || (Diags[I].Group != None && isCovered(uint32_t(Diags[I].Group))))
      continue;
    PedanticDiags.push_back(I);
    InPedantic[I] = true;
  }
  for (uint32_t G = 0; G < Defs.size(); ++G) {
    if (!isCovered(G))
      continue;
    const std::vector<uint32_t> &Parents = Defs[G].Parents;
    if (!Parents.empty() && std::all_of(Parents.begin(), Parents.end(), isCovered))
      continue;
    PedanticGroups.push_back(G);
  }
}

} // namespace tblgen::clangdiag
