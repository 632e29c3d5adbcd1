//===- DAGISelEmit.cpp - -gen-dag-isel ------------------------------------===//
//
// The DAG instruction selector: the patterns of the pattern database (with
// their commutative variants) sorted as llvm-tblgen sorts them (vector and
// FP patterns last, then decreasing complexity, cheaper and smaller
// results, pattern ID), one matcher sequence each, optimized, written as
// the MatcherTable byte array of SelectCode, followed by the functions the
// table calls by number: CheckPatternPredicate, CheckNodePredicate (one
// case per distinct code, most used first), CheckComplexPattern and
// RunSDNodeXForm. Options: -omit-comments, -instrument-coverage (the
// pattern table and logging ComplexPattern calls).
//
// Output layout and bytes are llvm-tblgen 22's.
//
//===----------------------------------------------------------------------===//
#include "DAGISelMatcher.h"

#include "target/InstrFlagInference.h"

#include "tblgen/Backend.h"
#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/Output.h"
#include "tblgen/Record.h"
#include "tblgen/SourceMgr.h"
#include "tblgen/Target/Registers.h"

#include <algorithm>
#include <functional>
#include <map>
#include <optional>

namespace tblgen {
namespace dagisel {
namespace {

constexpr std::string_view OmitCommentsOption = "omit-comments";
constexpr std::string_view CoverageOption = "instrument-coverage";
constexpr unsigned IndexWidth = 7, FullIndexWidth = IndexWidth + 4, HistogramWidth = 40;

using K = MatcherKind;

std::string spaces(unsigned N) { return std::string(N, ' '); }

std::string index(unsigned Idx) {
  std::string S = std::to_string(Idx);
  return "/*" + spaces(S.size() < IndexWidth ? IndexWidth - unsigned(S.size()) : 0) + S + "*/";
}

bool hasDefInList(const Record *R, std::string_view Field, std::string_view Name) {
  for (const Record *P : R->getValueAsListOfDefs(Field))
    if (P->getName() == Name)
      return true;
  return false;
}

std::string qualifiedName(const Record *R) {
  std::string NS = R->getValue("Namespace") ? R->getValueAsString("Namespace") : "";
  return NS.empty() ? std::string(R->getName()) : NS + "::" + std::string(R->getName());
}

void beginFunction(std::string &OS, std::string_view Ret, std::string_view Decl, bool Override);
void endFunction(std::string &OS);

/// Writes the matcher table and the functions it calls.
class TableWriter {
public:
  TableWriter(const DAGISelTarget &T, const MatcherNode &Root, bool OmitComments, bool Coverage)
      : T(T), VT(T.types()), Comments(!OmitComments), Coverage(Coverage) {
    collectUsage(Root);
  }

  unsigned sizeList(MatcherNode *N);
  unsigned emitList(const MatcherNode *N, unsigned Indent, unsigned Idx, std::string &OS);
  void emitHistogram(std::string &OS) const;
  void emitFunctions(std::string &OS);
  /// getPatternForIndex / getIncludePathForIndex (-instrument-coverage).
  void emitPatternTable(std::string &OS);

private:
  const DAGISelTarget &T;
  const target::MVTTable &VT;
  bool Comments, Coverage;
  /// -instrument-coverage: "src -> dst" texts by first use, their files.
  std::vector<std::string> CoveredPatterns, CoveredFiles;

  /// "OPC_Coverage, COVERAGE_IDX_VAL(n)," for a completed pattern.
  unsigned coverage(const PatternToMatch &P, unsigned Indent, std::string &OS);
  unsigned Counts[NumMatcherKinds] = {};
  std::vector<std::string> PatternPredicates;
  std::vector<const Record *> ComplexPatterns;
  /// Node predicates by code (first seen first), each with its PatFrags
  /// sorted by name; NodePredicates: one representative per code, most
  /// used first.
  std::vector<std::pair<std::string, std::vector<const Record *>>> ByCode;
  std::map<const Record *, std::string> CodeOf;
  std::vector<const Record *> NodePredicates;
  std::vector<const Record *> XForms;
  std::map<const Record *, unsigned> XFormIndex;

  void collectUsage(const MatcherNode &Root);
  unsigned emit(const MatcherNode &N, unsigned Indent, unsigned Idx, std::string &OS);
  unsigned size(MatcherNode &N);

  unsigned vbr(uint64_t V, std::string &OS) const {
    if (V <= 127) {
      OS += std::to_string(V) + ",";
      return 1;
    }
    uint64_t In = V;
    unsigned Bytes = 0;
    while (V >= 128) {
      OS += std::to_string(V & 127) + "|128,";
      V >>= 7;
      ++Bytes;
    }
    OS += std::to_string(V);
    if (Comments)
      OS += "/*" + std::to_string(In) + "*/";
    OS += ",";
    return Bytes + 1;
  }
  static unsigned vbrSize(uint64_t V) {
    unsigned Bytes = 1;
    while (V >= 128) {
      V >>= 7;
      ++Bytes;
    }
    return Bytes;
  }
  unsigned signedVbr(int64_t V, std::string &OS) const {
    std::vector<unsigned> Bytes;
    int64_t X = V;
    while (true) {
      unsigned B = unsigned(X & 0x7f);
      X >>= 7;
      bool Done = (X == 0 && !(B & 0x40)) || (X == -1 && (B & 0x40));
      Bytes.push_back(B);
      if (Done)
        break;
    }
    for (size_t I = 0; I + 1 < Bytes.size(); ++I)
      OS += std::to_string(Bytes[I]) + "|128,";
    OS += std::to_string(Bytes.back());
    if ((Bytes.size() > 1 || V < 0) && Comments)
      OS += "/*" + std::to_string(V) + "*/";
    OS += ",";
    return unsigned(Bytes.size());
  }
  unsigned mvt(unsigned V, std::string &OS) const {
    if (V <= 127) {
      OS += VT.enumName(V) + ",";
      return 1;
    }
    if (Comments)
      OS += "/*" + VT.enumName(V) + "*/";
    return vbr(V, OS);
  }
  unsigned predicateNumber(const Record *Frag) const {
    const std::string &Code = CodeOf.at(Frag);
    for (const auto &[C, Frags] : ByCode)
      if (C == Code)
        return unsigned(std::find(NodePredicates.begin(), NodePredicates.end(), Frags[0]) -
                        NodePredicates.begin());
    return 0;
  }
  unsigned xformNumber(const Record *X) {
    auto [It, New] = XFormIndex.emplace(X, unsigned(XForms.size()));
    if (New)
      XForms.push_back(X);
    return It->second;
  }
  unsigned registerEnum(const Record *Reg) const {
    int I = T.Bank.regIndex(Reg);
    return I >= 0 ? T.Bank.registers()[size_t(I)].EnumValue : 0;
  }
};

void TableWriter::collectUsage(const MatcherNode &Root) {
  std::vector<std::pair<const Record *, unsigned>> CPUse, PredUse;
  std::vector<std::pair<std::string, unsigned>> PatPredUse;
  auto Bump = [](auto &List, const auto &Key) {
    for (auto &E : List)
      if (E.first == Key) {
        ++E.second;
        return;
      }
    List.emplace_back(Key, 1);
  };
  std::function<void(const MatcherNode *)> Walk = [&](const MatcherNode *N) {
    for (; N; N = N->Next.get()) {
      if (N->Kind == K::Scope)
        for (const MatcherPtr &C : N->Children)
          Walk(C.get());
      else if (N->Kind == K::SwitchOpcode || N->Kind == K::SwitchType)
        for (const SwitchCase &C : N->Cases)
          Walk(C.Body.get());
      else if (N->Kind == K::CheckComplexPat)
        Bump(CPUse, N->Rec);
      else if (N->Kind == K::CheckPatternPredicate)
        Bump(PatPredUse, N->Text);
      else if (N->Kind == K::CheckPredicate)
        Bump(PredUse, N->Rec);
    }
  };
  Walk(&Root);
  auto ByUse = [](const auto &A, const auto &B) { return A.second > B.second; };
  std::stable_sort(CPUse.begin(), CPUse.end(), ByUse);
  for (auto &E : CPUse)
    ComplexPatterns.push_back(E.first);
  std::stable_sort(PatPredUse.begin(), PatPredUse.end(), ByUse);
  for (auto &E : PatPredUse)
    PatternPredicates.push_back(E.first);

  // Predicates with the same code share a case, named by the first name.
  for (auto &[Frag, Uses] : PredUse) {
    bool Ok = true;
    std::string Code = nodePredicateCode(T, Frag, Ok);
    CodeOf[Frag] = Code;
    auto It = std::find_if(ByCode.begin(), ByCode.end(), [&](const auto &E) { return E.first == Code; });
    if (It == ByCode.end())
      ByCode.emplace_back(Code, std::vector<const Record *>{Frag});
    else
      It->second.push_back(Frag);
  }
  std::vector<std::pair<const Record *, unsigned>> Sum;
  for (auto &[Code, Frags] : ByCode) {
    std::stable_sort(Frags.begin(), Frags.end(),
                     [](const Record *A, const Record *B) { return A->getName() < B->getName(); });
    unsigned Uses = 0;
    for (const Record *F : Frags)
      for (auto &E : PredUse)
        if (E.first == F)
          Uses += E.second;
    Sum.emplace_back(Frags[0], Uses);
  }
  std::stable_sort(Sum.begin(), Sum.end(), ByUse);
  for (auto &E : Sum)
    NodePredicates.push_back(E.first);
}

unsigned TableWriter::sizeList(MatcherNode *N) {
  unsigned Size = 0;
  for (; N; N = N->Next.get())
    Size += size(*N);
  return Size;
}

unsigned TableWriter::size(MatcherNode &N) {
  ++Counts[unsigned(N.Kind)];
  if (N.Kind == K::Scope) {
    unsigned Size = 1;
    for (MatcherPtr &C : N.Children) {
      unsigned ChildSize = sizeList(C.get());
      C->Size = ChildSize;
      Size += vbrSize(ChildSize) + ChildSize;
    }
    return Size + 1;
  }
  if (N.Kind == K::SwitchOpcode || N.Kind == K::SwitchType) {
    unsigned Size = 1;
    for (SwitchCase &C : N.Cases) {
      Size += N.Kind == K::SwitchOpcode ? 2 : vbrSize(C.VT);
      unsigned ChildSize = sizeList(C.Body.get());
      C.Body->Size = ChildSize;
      Size += vbrSize(ChildSize) + ChildSize;
    }
    return Size + 1;
  }
  bool Saved = Comments;
  Comments = false;
  std::string Scratch;
  unsigned Size = emit(N, 0, 0, Scratch);
  Comments = Saved;
  return Size;
}

unsigned TableWriter::emitList(const MatcherNode *N, unsigned Indent, unsigned Idx, std::string &OS) {
  unsigned Size = 0;
  for (; N; N = N->Next.get()) {
    if (Comments)
      OS += index(Idx);
    unsigned S = emit(*N, Indent, Idx, OS);
    Size += S;
    Idx += S;
  }
  return Size;
}

unsigned TableWriter::emit(const MatcherNode &N, unsigned Indent, unsigned Idx, std::string &OS) {
  OS += spaces(Indent);
  switch (N.Kind) {
  case K::Scope: {
    unsigned Start = Idx;
    OS += "OPC_Scope";
    if (Comments)
      OS += " /*" + std::to_string(N.Children.size()) + " children */";
    OS += ", ";
    ++Idx;
    for (size_t I = 0; I < N.Children.size(); ++I) {
      if (I != 0) {
        if (Comments)
          OS += index(Idx) + spaces(Indent) + "/*Scope*/ ";
        else
          OS += spaces(Indent);
      }
      const MatcherNode &C = *N.Children[I];
      Idx += vbr(C.Size, OS);
      if (Comments)
        OS += " // ->" + std::to_string(Idx + C.Size);
      OS += "\n";
      Idx += emitList(&C, Indent + 1, Idx, OS);
    }
    if (Comments)
      OS += index(Idx);
    OS += spaces(Indent) + "0,";
    if (Comments)
      OS += " // End of Scope";
    OS += "\n";
    return Idx - Start + 1;
  }
  case K::RecordNode:
  case K::RecordChild:
    OS += N.Kind == K::RecordNode ? "OPC_RecordNode," : "OPC_RecordChild" + std::to_string(N.Num) + ",";
    if (Comments)
      OS += " // #" + std::to_string(N.Result) + " = " + N.Text;
    OS += "\n";
    return 1;
  case K::RecordMemRef:
    OS += "OPC_RecordMemRef,\n";
    return 1;
  case K::CaptureGlueInput:
    OS += "OPC_CaptureGlueInput,\n";
    return 1;
  case K::MoveChild:
  case K::MoveSibling:
    OS += N.Kind == K::MoveChild ? "OPC_MoveChild" : "OPC_MoveSibling";
    if (N.Num >= 8)
      OS += ", ";
    OS += std::to_string(N.Num) + ",\n";
    return N.Num >= 8 ? 2 : 1;
  case K::MoveParent:
    OS += "OPC_MoveParent,\n";
    return 1;
  case K::CheckSame:
    OS += "OPC_CheckSame, " + std::to_string(N.Num) + ",\n";
    return 2;
  case K::CheckChildSame:
    OS += "OPC_CheckChild" + std::to_string(N.Num) + "Same, " + std::to_string(N.Result) + ",\n";
    return 2;
  case K::CheckPatternPredicate: {
    unsigned No = unsigned(std::find(PatternPredicates.begin(), PatternPredicates.end(), N.Text) -
                           PatternPredicates.begin());
    if (No > 255)
      OS += "OPC_CheckPatternPredicateTwoByte, TARGET_VAL(" + std::to_string(No) + "),";
    else if (No < 8)
      OS += "OPC_CheckPatternPredicate" + std::to_string(No) + ",";
    else
      OS += "OPC_CheckPatternPredicate, " + std::to_string(No) + ",";
    if (Comments)
      OS += " // " + N.Text;
    OS += "\n";
    return 2 + (No > 255) - (No < 8);
  }
  case K::CheckPredicate: {
    unsigned No = predicateNumber(N.Rec);
    if (No < 8)
      OS += "OPC_CheckPredicate" + std::to_string(No) + ",";
    else
      OS += "OPC_CheckPredicate, " + std::to_string(No) + ",";
    if (Comments)
      OS += " // Predicate_" + std::string(N.Rec->getName());
    OS += "\n";
    return No < 8 ? 1 : 2;
  }
  case K::CheckOpcode:
    OS += "OPC_CheckOpcode, TARGET_VAL(" + DAGISelTarget::enumName(N.Rec) + "),\n";
    return 3;
  case K::SwitchOpcode:
  case K::SwitchType: {
    bool Op = N.Kind == K::SwitchOpcode;
    unsigned Start = Idx;
    OS += Op ? "OPC_SwitchOpcode " : "OPC_SwitchType ";
    if (Comments)
      OS += "/*" + std::to_string(N.Cases.size()) + " cases */";
    OS += ", ";
    ++Idx;
    for (size_t I = 0; I < N.Cases.size(); ++I) {
      const SwitchCase &C = N.Cases[I];
      if (I != 0) {
        if (Comments)
          OS += index(Idx);
        OS += spaces(Indent);
        if (Comments)
          OS += Op ? "/*SwitchOpcode*/ " : "/*SwitchType*/ ";
      }
      unsigned ChildSize = C.Body->Size;
      Idx += vbr(ChildSize, OS) + (Op ? 2 : vbrSize(C.VT));
      OS += " ";
      if (Op)
        OS += "TARGET_VAL(" + DAGISelTarget::enumName(C.Opcode) + "),";
      else
        mvt(C.VT, OS);
      if (Comments)
        OS += " // ->" + std::to_string(Idx + ChildSize);
      OS += "\n";
      Idx += emitList(C.Body.get(), Indent + 1, Idx, OS);
    }
    if (Comments)
      OS += index(Idx);
    OS += spaces(Indent) + "0,";
    if (Comments)
      OS += Op ? " // EndSwitchOpcode" : " // EndSwitchType";
    OS += "\n";
    return Idx - Start + 1;
  }
  case K::CheckType: {
    const std::string &Name = VT.at(N.VT).Name;
    if (N.Num == 0) {
      if (Name == "i32" || Name == "i64") {
        OS += "OPC_CheckTypeI" + Name.substr(1) + ",\n";
        return 1;
      }
      OS += "OPC_CheckType, ";
      unsigned B = mvt(N.VT, OS);
      OS += "\n";
      return B + 1;
    }
    OS += "OPC_CheckTypeRes, " + std::to_string(N.Num) + ", ";
    unsigned B = mvt(N.VT, OS);
    OS += "\n";
    return B + 2;
  }
  case K::CheckChildType: {
    const std::string &Name = VT.at(N.VT).Name;
    if (Name == "i32" || Name == "i64") {
      OS += "OPC_CheckChild" + std::to_string(N.Num) + "TypeI" + Name.substr(1) + ",\n";
      return 1;
    }
    OS += "OPC_CheckChild" + std::to_string(N.Num) + "Type, ";
    unsigned B = mvt(N.VT, OS);
    OS += "\n";
    return B + 1;
  }
  case K::CheckInteger:
  case K::CheckChildInteger: {
    OS += N.Kind == K::CheckInteger ? "OPC_CheckInteger, "
                                    : "OPC_CheckChild" + std::to_string(N.Num) + "Integer, ";
    unsigned B = 1 + signedVbr(N.Value, OS);
    OS += "\n";
    return B;
  }
  case K::CheckCondCode:
    OS += "OPC_CheckCondCode, ISD::" + N.Text + ",\n";
    return 2;
  case K::CheckChild2CondCode:
    OS += "OPC_CheckChild2CondCode, ISD::" + N.Text + ",\n";
    return 2;
  case K::CheckValueType: {
    OS += "OPC_CheckValueType, ";
    unsigned B = mvt(N.VT, OS);
    OS += "\n";
    return B + 1;
  }
  case K::CheckComplexPat: {
    unsigned No = unsigned(std::find(ComplexPatterns.begin(), ComplexPatterns.end(), N.Rec) -
                           ComplexPatterns.begin());
    if (No < 8)
      OS += "OPC_CheckComplexPat" + std::to_string(No) + ", /*#*/" + std::to_string(N.Num) + ",";
    else
      OS += "OPC_CheckComplexPat, /*CP*/" + std::to_string(No) + ", /*#*/" + std::to_string(N.Num) + ",";
    if (Comments) {
      OS += " // " + N.Rec->getValueAsString("SelectFunc") + ":$" + N.Text;
      int64_t Ops = N.Rec->getValueAsInt("NumOperands");
      for (int64_t I = 0; I < Ops; ++I)
        OS += " #" + std::to_string(N.Result + I);
      if (hasDefInList(N.Rec, "Properties", "SDNPHasChain"))
        OS += " + chain result";
    }
    OS += "\n";
    return No < 8 ? 2 : 3;
  }
  case K::CheckAndImm:
  case K::CheckOrImm: {
    OS += N.Kind == K::CheckAndImm ? "OPC_CheckAndImm, " : "OPC_CheckOrImm, ";
    unsigned B = 1 + vbr(uint64_t(N.Value), OS);
    OS += "\n";
    return B;
  }
  case K::CheckFoldableChainNode:
    OS += "OPC_CheckFoldableChainNode,\n";
    return 1;
  case K::CheckImmAllOnesV:
    OS += "OPC_CheckImmAllOnesV,\n";
    return 1;
  case K::CheckImmAllZerosV:
    OS += "OPC_CheckImmAllZerosV,\n";
    return 1;
  case K::EmitInteger: {
    const std::string &Name = VT.at(N.VT).Name;
    unsigned TypeBytes = 0;
    if (Name == "i8" || Name == "i16" || Name == "i32" || Name == "i64") {
      OS += "OPC_EmitIntegerI" + Name.substr(1) + ", ";
    } else {
      OS += "OPC_EmitInteger, ";
      TypeBytes = mvt(N.VT, OS);
      OS += " ";
    }
    unsigned ValBytes = 1;
    if (!N.Text.empty() && N.Value <= 63)
      OS += N.Text + ",";
    else
      ValBytes = signedVbr(N.Value, OS);
    if (Comments)
      OS += " // #" + std::to_string(N.Result) + " = " + (N.Text.empty() ? std::to_string(N.Value) : N.Text);
    OS += "\n";
    return 1 + TypeBytes + ValBytes;
  }
  case K::EmitRegister: {
    const std::string &Name = VT.at(N.VT).Name;
    unsigned OpBytes;
    if (N.Rec && registerEnum(N.Rec) > 255) {
      OS += "OPC_EmitRegister2, ";
      OpBytes = mvt(N.VT, OS);
      OS += " TARGET_VAL(" + qualifiedName(N.Rec) + "),\n";
      return OpBytes + 3;
    }
    if (Name == "i32" || Name == "i64") {
      OpBytes = 1;
      OS += "OPC_EmitRegisterI" + Name.substr(1) + ", ";
    } else {
      OS += "OPC_EmitRegister, ";
      OpBytes = mvt(N.VT, OS) + 1;
      OS += " ";
    }
    if (N.Rec)
      OS += qualifiedName(N.Rec);
    else
      OS += Comments ? "0 /*zero_reg*/" : "0 ";
    OS += ",";
    if (Comments)
      OS += " // #" + std::to_string(N.Result);
    OS += "\n";
    return OpBytes + 1;
  }
  case K::EmitConvertToTarget:
    OS += "OPC_EmitConvertToTarget";
    if (N.Num >= 8)
      OS += ", ";
    OS += std::to_string(N.Num) + ",";
    if (Comments)
      OS += " // #" + std::to_string(N.Result);
    OS += "\n";
    return 1 + (N.Num >= 8);
  case K::EmitMergeInputChains:
    if (N.List.size() == 1 && N.List[0] < 3) {
      OS += "OPC_EmitMergeInputChains1_" + std::to_string(N.List[0]) + ",\n";
      return 1;
    }
    OS += "OPC_EmitMergeInputChains, " + std::to_string(N.List.size()) + ",";
    for (unsigned V : N.List)
      OS += " " + std::to_string(V) + ",";
    OS += "\n";
    return 2 + unsigned(N.List.size());
  case K::EmitCopyToReg: {
    unsigned Enum = registerEnum(N.Rec);
    if (Enum > 255) {
      OS += "OPC_EmitCopyToRegTwoByte, " + std::to_string(N.Num) + ", TARGET_VAL(" + qualifiedName(N.Rec) + "),\n";
      return 4;
    }
    if (N.Num < 8) {
      OS += "OPC_EmitCopyToReg" + std::to_string(N.Num) + ", " + qualifiedName(N.Rec) + ",\n";
      return 2;
    }
    OS += "OPC_EmitCopyToReg, " + std::to_string(N.Num) + ", " + qualifiedName(N.Rec) + ",\n";
    return 3;
  }
  case K::EmitNodeXForm:
    OS += "OPC_EmitNodeXForm, " + std::to_string(xformNumber(N.Rec)) + ", " + std::to_string(N.Num) + ",";
    if (Comments)
      OS += " // " + std::string(N.Rec->getName()) + " #" + std::to_string(N.Result);
    OS += "\n";
    return 3;
  case K::EmitNode:
  case K::MorphNodeTo: {
    bool Emit = N.Kind == K::EmitNode;
    unsigned Covered = !Emit && Coverage ? coverage(*N.Pattern, Indent, OS) : 0;
    unsigned Deactivation = 0;
    if (N.Rec->getValue("supportsDeactivationSymbol") && N.Rec->getValueAsBit("supportsDeactivationSymbol")) {
      OS += "OPC_CaptureDeactivationSymbol,\n" + spaces(FullIndexWidth + Indent);
      Deactivation = 1;
    }
    OS += Emit ? "OPC_EmitNode" : "OPC_MorphNodeTo";
    size_t NumVTs = N.VTs.size();
    bool CompressVTs = NumVTs < 3, CompressInfo = false;
    bool Plain = !N.HasInGlue && !N.HasOutGlue && !N.HasMemRefs && N.NumFixedArityOperands == -1;
    if (CompressVTs) {
      OS += std::to_string(NumVTs);
      if (NumVTs > 0 && !N.HasChain && Plain) {
        CompressInfo = true;
        OS += "None";
      } else if (N.HasChain && Plain) {
        CompressInfo = true;
        OS += "Chain";
      } else if (NumVTs > 0 && !Emit && !N.HasChain && N.HasInGlue && !N.HasOutGlue &&
                 !N.HasMemRefs && N.NumFixedArityOperands == -1) {
        CompressInfo = true;
        OS += "GlueInput";
      } else if (NumVTs > 0 && !Emit && !N.HasChain && !N.HasInGlue && N.HasOutGlue &&
                 !N.HasMemRefs && N.NumFixedArityOperands == -1) {
        CompressInfo = true;
        OS += "GlueOutput";
      }
    }
    const target::Instruction *I = T.Instrs.find(N.Rec);
    OS += ", TARGET_VAL(" + std::string(I ? I->Namespace : "") + "::" + std::string(N.Rec->getName()) + ")";
    if (!CompressInfo) {
      OS += ", 0";
      if (N.HasChain)
        OS += "|OPFL_Chain";
      if (N.HasInGlue)
        OS += "|OPFL_GlueInput";
      if (N.HasOutGlue)
        OS += "|OPFL_GlueOutput";
      if (N.HasMemRefs)
        OS += "|OPFL_MemRefs";
      if (N.NumFixedArityOperands != -1)
        OS += "|OPFL_Variadic" + std::to_string(N.NumFixedArityOperands);
    }
    OS += ",\n" + spaces(FullIndexWidth + Indent + 4);
    if (!CompressVTs) {
      OS += std::to_string(NumVTs);
      if (Comments)
        OS += "/*#VTs*/";
      OS += ",";
    }
    unsigned TypeBytes = 0;
    for (unsigned V : N.VTs) {
      OS += " ";
      TypeBytes += mvt(V, OS);
    }
    OS += " " + std::to_string(N.List.size());
    if (Comments)
      OS += "/*#Ops*/";
    OS += ",";
    unsigned OpBytes = 0;
    for (unsigned O : N.List) {
      OS += " ";
      OpBytes += vbr(O, OS);
    }
    if (Comments) {
      if (Emit && NumVTs) {
        OS += " // Results =";
        for (unsigned R = 0; R < NumVTs; ++R)
          OS += " #" + std::to_string(N.Result + R);
      }
      OS += "\n";
      if (!Emit) {
        OS += spaces(FullIndexWidth + Indent) + "// Src: " + patternText(*N.Pattern->SrcTree, VT) +
              " - Complexity = " + std::to_string(T.DB.complexity(*N.Pattern)) + "\n";
        OS += spaces(FullIndexWidth + Indent) + "// Dst: " + patternText(*N.Pattern->DstTree, VT) + "\n";
      }
    } else {
      OS += "\n";
    }
    return 4 + Deactivation + !CompressVTs + !CompressInfo + TypeBytes + OpBytes + Covered;
  }
  case K::CompleteMatch: {
    unsigned Covered = Coverage ? coverage(*N.Pattern, Indent, OS) : 0;
    OS += "OPC_CompleteMatch, " + std::to_string(N.List.size()) + ",";
    unsigned B = 0;
    for (unsigned R : N.List) {
      OS += " ";
      B += vbr(R, OS);
    }
    OS += "\n";
    if (Comments) {
      OS += spaces(FullIndexWidth + Indent) + " // Src: " + patternText(*N.Pattern->SrcTree, VT) +
            " - Complexity = " + std::to_string(T.DB.complexity(*N.Pattern)) + "\n";
      OS += spaces(FullIndexWidth + Indent) + " // Dst: " + patternText(*N.Pattern->DstTree, VT);
    }
    OS += "\n";
    return 2 + B + Covered;
  }
  }
  return 0;
}

unsigned TableWriter::coverage(const PatternToMatch &P, unsigned Indent, std::string &OS) {
  std::string Text = patternText(*P.SrcTree, VT) + " -> " + patternText(*P.DstTree, VT);
  auto It = std::find(CoveredPatterns.begin(), CoveredPatterns.end(), Text);
  size_t Index = size_t(It - CoveredPatterns.begin());
  if (It == CoveredPatterns.end()) {
    CoveredPatterns.push_back(Text);
    // Where the pattern's record was instantiated (else defined).
    std::string File;
    const auto &Locs = P.Src->getLocs();
    SrcLoc L = Locs.size() > 1 ? Locs[1] : Locs.empty() ? SrcLoc() : Locs[0];
    const SourceMgr *SM = T.Records.getSourceMgr();
    int Buf = SM && L.isValid() ? SM->findBuffer(L) : -1;
    if (Buf >= 0)
      File = SM->buffer(unsigned(Buf)).Name + ":" + std::to_string(SM->lineCol(L).Line);
    CoveredFiles.push_back(File);
  }
  OS += "OPC_Coverage, COVERAGE_IDX_VAL(" + std::to_string(Index) + "),\n" + spaces(FullIndexWidth + Indent);
  return 3;
}

void TableWriter::emitPatternTable(std::string &OS) {
  beginFunction(OS, "StringRef", "getPatternForIndex(unsigned Index)", true);
  OS += "{\nstatic const char *PATTERN_MATCH_TABLE[] = {\n";
  for (const std::string &P : CoveredPatterns)
    OS += "\"" + P + "\",\n";
  OS += "\n};\nreturn StringRef(PATTERN_MATCH_TABLE[Index]);\n}\n";
  endFunction(OS);
  beginFunction(OS, "StringRef", "getIncludePathForIndex(unsigned Index)", true);
  OS += "{\nstatic const char *INCLUDE_PATH_TABLE[] = {\n";
  for (const std::string &F : CoveredFiles)
    OS += "\"" + F + "\",\n";
  OS += "\n};\nreturn StringRef(INCLUDE_PATH_TABLE[Index]);\n}\n";
  endFunction(OS);
}

void TableWriter::emitHistogram(std::string &OS) const {
  if (!Comments)
    return;
  OS += "  // Opcode Histogram:\n";
  for (unsigned I = 0; I < NumMatcherKinds; ++I) {
    std::string Name = "OPC_" + std::string(matcherKindName(MatcherKind(I)));
    Name.resize(std::max<size_t>(Name.size(), HistogramWidth), ' ');
    OS += "  // #" + Name + " = " + std::to_string(Counts[I]) + "\n";
  }
  OS += "\n";
}

void beginFunction(std::string &OS, std::string_view Ret, std::string_view Decl, bool Override) {
  OS += "#ifdef GET_DAGISEL_DECL\n";
  OS += std::string(Ret) + " " + std::string(Decl);
  if (Override)
    OS += " override";
  OS += ";\n#endif\n#if defined(GET_DAGISEL_BODY) || DAGISEL_INLINE\n";
  OS += std::string(Ret) + " DAGISEL_CLASS_COLONCOLON " + std::string(Decl) + "\n";
  if (Override)
    OS += "#if DAGISEL_INLINE\n  override\n#endif\n";
}

void endFunction(std::string &OS) { OS += "#endif // GET_DAGISEL_BODY\n\n"; }

void TableWriter::emitFunctions(std::string &OS) {
  if (!PatternPredicates.empty()) {
    beginFunction(OS, "bool", "CheckPatternPredicate(unsigned PredNo) const", true);
    OS += "{\n  switch (PredNo) {\n  default: llvm_unreachable(\"Invalid predicate in table?\");\n";
    for (size_t I = 0; I < PatternPredicates.size(); ++I)
      OS += "  case " + std::to_string(I) + ": return " + PatternPredicates[I] + ";\n";
    OS += "  }\n}\n";
    endFunction(OS);
  }
  if (!NodePredicates.empty()) {
    beginFunction(OS, "bool", "CheckNodePredicate(SDValue Op, unsigned PredNo) const", true);
    OS += "{\n  switch (PredNo) {\n  default: llvm_unreachable(\"Invalid predicate in table?\");\n";
    for (size_t I = 0; I < NodePredicates.size(); ++I) {
      const std::string &Code = CodeOf.at(NodePredicates[I]);
      OS += "  case " + std::to_string(I) + ": {\n";
      for (const auto &[C, Frags] : ByCode)
        if (C == Code)
          for (const Record *F : Frags)
            OS += "    // Predicate_" + std::string(F->getName()) + "\n";
      OS += Code + "\n  }\n";
    }
    OS += "  }\n}\n";
    endFunction(OS);
  }
  if (!ComplexPatterns.empty()) {
    beginFunction(OS, "bool",
                  "CheckComplexPattern(SDNode *Root, SDNode *Parent,\n"
                  "      SDValue N, unsigned PatternNo,\n"
                  "      SmallVectorImpl<std::pair<SDValue, SDNode *>> &Result)",
                  true);
    OS += "{\n  unsigned NextRes = Result.size();\n  switch (PatternNo) {\n"
          "  default: llvm_unreachable(\"Invalid pattern # in table?\");\n";
    for (size_t I = 0; I < ComplexPatterns.size(); ++I) {
      const Record *CP = ComplexPatterns[I];
      int64_t NumOps = CP->getValueAsInt("NumOperands");
      if (hasDefInList(CP, "Properties", "SDNPHasChain"))
        ++NumOps;
      OS += "  case " + std::to_string(I) + ":\n";
      if (Coverage)
        OS += "  {\n";
      OS += "    Result.resize(NextRes+" + std::to_string(NumOps) + ");\n";
      if (Coverage)
        OS += "    bool Succeeded = " + CP->getValueAsString("SelectFunc") + "(";
      else
        OS += "  return " + CP->getValueAsString("SelectFunc") + "(";
      auto Wants = [&](std::string_view Field) {
        return CP->getValue(Field) && CP->getValueAsBit(Field);
      };
      if (Wants("WantsRoot"))
        OS += "Root, ";
      if (Wants("WantsParent"))
        OS += "Parent, ";
      OS += "N";
      for (int64_t O = 0; O < NumOps; ++O)
        OS += ", Result[NextRes+" + std::to_string(O) + "].first";
      OS += ");\n";
      if (Coverage)
        OS += "    if (Succeeded)\n       dbgs() << \"\\nCOMPLEX_PATTERN: " +
              CP->getValueAsString("SelectFunc") + "\\n\" ;\n    return Succeeded;\n    }\n";
    }
    OS += "  }\n}\n";
    endFunction(OS);
  }
  if (!XForms.empty()) {
    beginFunction(OS, "SDValue", "RunSDNodeXForm(SDValue V, unsigned XFormNo)", true);
    OS += "{\n  switch (XFormNo) {\n  default: llvm_unreachable(\"Invalid xform # in table?\");\n";
    for (size_t I = 0; I < XForms.size(); ++I) {
      const Record *X = XForms[I];
      OS += "  case " + std::to_string(I) + ": {  ";
      if (Comments)
        OS += "// " + std::string(X->getName());
      OS += "\n";
      std::string Class = X->getValueAsDef("Opcode")->getValueAsString("SDClass");
      if (Class == "SDNode")
        OS += "    SDNode *N = V.getNode();\n";
      else
        OS += "    " + Class + " *N = cast<" + Class + ">(V.getNode());\n";
      OS += X->getValueAsString("XFormFunction") + "\n  }\n";
    }
    OS += "  }\n}\n";
    endFunction(OS);
  }
}

//===----------------------------------------------------------------------===//
// The backend
//===----------------------------------------------------------------------===//

unsigned resultCost(const DAGISelTarget &T, const PatNode &N) {
  if (N.isLeaf())
    return 0;
  unsigned Cost = 0;
  if (N.Op->isSubClassOf("Instruction"))
    Cost += 1 + (T.flag(N.Op, target::InstrFlag::usesCustomInserter) ? 10 : 0);
  for (const auto &K : N.Kids)
    Cost += resultCost(T, *K);
  return Cost;
}

unsigned resultSize(const PatNode &N) {
  if (N.isLeaf())
    return 0;
  unsigned Size = 0;
  if (N.Op->isSubClassOf("Instruction"))
    Size += unsigned(N.Op->getValueAsInt("CodeSize"));
  for (const auto &K : N.Kids)
    Size += resultSize(*K);
  return Size;
}

void emitDAGISel(const RecordKeeper &Records, OStream &Out, const BackendContext &Ctx) {
  bool OmitComments = Ctx.flag(OmitCommentsOption);
  bool Coverage = Ctx.flag(CoverageOption);
  const std::vector<const Record *> &Targets = Records.getAllDerivedDefinitions("Target");
  if (Targets.empty())
    PrintFatalError("No 'Target' subclasses defined!");
  if (Targets.size() != 1)
    PrintFatalError("Multiple subclasses of Target defined!");
  target::PatternDatabase DB;
  if (!DB.build(Records))
    return;
  std::vector<uint64_t> Flags =
      target::inferInstrFlags(Records, target::getInstructionSet(Records), DB);
  DB.addVariants();
  DAGISelTarget T(Records, DB, std::move(Flags));

  std::string OS;
  emitSourceFileHeader("DAG Instruction Selector for the " + std::string(Targets[0]->getName()) +
                           " target",
                       Out);
  OS += "// *** NOTE: This file is #included into the middle of the target\n"
        "// *** instruction selector class.  These functions are really methods.\n\n"
        "// If GET_DAGISEL_DECL is #defined with any value, only function\n"
        "// declarations will be included when this file is included.\n"
        "// If GET_DAGISEL_BODY is #defined, its value should be the name of\n"
        "// the instruction selector class. Function bodies will be emitted\n"
        "// and each function's name will be qualified with the name of the\n"
        "// class.\n"
        "//\n"
        "// When neither of the GET_DAGISEL* macros is defined, the functions\n"
        "// are emitted inline.\n\n";

  // Vector patterns last, then FP ones; within, bigger patterns first.
  std::vector<const PatternToMatch *> Sorted;
  for (const PatternToMatch &P : DB.patterns())
    Sorted.push_back(&P);
  const target::MVTTable &VT = DB.types();
  auto Kinds = [&](const PatternToMatch &P, bool &Vec, bool &FP) {
    Vec = FP = false;
    if (P.SrcTree->Types.empty())
      return;
    for (unsigned V : P.SrcTree->Types[0].VTs) {
      Vec |= VT.at(V).IsVector;
      FP |= VT.at(V).IsFP;
    }
  };
  // The sort keys of each pattern, computed once (result cost and size
  // only when a comparison reaches them).
  struct SortKey {
    bool Vec = false, FP = false;
    int Complexity = 0;
    std::optional<unsigned> Cost, Size;
  };
  std::vector<SortKey> Keys(Sorted.size());
  const PatternToMatch *First = DB.patterns().data();
  for (const PatternToMatch *P : Sorted) {
    SortKey &K = Keys[size_t(P - First)];
    Kinds(*P, K.Vec, K.FP);
    K.Complexity = DB.complexity(*P);
  }
  auto CostOf = [&](const PatternToMatch *P) {
    SortKey &K = Keys[size_t(P - First)];
    if (!K.Cost)
      K.Cost = resultCost(T, *P->DstTree);
    return *K.Cost;
  };
  auto SizeOf = [&](const PatternToMatch *P) {
    SortKey &K = Keys[size_t(P - First)];
    if (!K.Size)
      K.Size = resultSize(*P->DstTree);
    return *K.Size;
  };
  std::stable_sort(Sorted.begin(), Sorted.end(), [&](const PatternToMatch *L, const PatternToMatch *R) {
    const SortKey &LK = Keys[size_t(L - First)], &RK = Keys[size_t(R - First)];
    if (LK.Vec != RK.Vec)
      return RK.Vec;
    if (LK.FP != RK.FP)
      return RK.FP;
    if (LK.Complexity != RK.Complexity)
      return LK.Complexity > RK.Complexity;
    unsigned LCost = CostOf(L), RCost = CostOf(R);
    if (LCost != RCost)
      return LCost < RCost;
    unsigned LS = SizeOf(L), RS = SizeOf(R);
    if (LS != RS)
      return LS < RS;
    return L->ID < R->ID;
  });

  auto Root = std::make_unique<MatcherNode>(MatcherKind::Scope);
  for (const PatternToMatch *P : Sorted)
    for (unsigned Variant = 0;; ++Variant) {
      bool Ok = true;
      MatcherPtr M = generateMatcher(T, *P, Variant, Ok);
      if (!M)
        break;
      Root->Children.push_back(std::move(M));
    }
  MatcherPtr Matcher = std::move(Root);
  optimizeMatcher(T, Matcher);

  OS += "#if defined(GET_DAGISEL_DECL) && defined(GET_DAGISEL_BODY)\n"
        "#error GET_DAGISEL_DECL and GET_DAGISEL_BODY cannot be both defined, undef both for "
        "inline definitions\n#endif\n\n"
        "#ifdef GET_DAGISEL_BODY\n"
        "#define LOCAL_DAGISEL_STRINGIZE(X) LOCAL_DAGISEL_STRINGIZE_(X)\n"
        "#define LOCAL_DAGISEL_STRINGIZE_(X) #X\n"
        "static_assert(sizeof(LOCAL_DAGISEL_STRINGIZE(GET_DAGISEL_BODY)) > 1,\n"
        "   \"GET_DAGISEL_BODY is empty: it should be defined with the class name\");\n"
        "#undef LOCAL_DAGISEL_STRINGIZE_\n#undef LOCAL_DAGISEL_STRINGIZE\n#endif\n\n"
        "#if !defined(GET_DAGISEL_DECL) && !defined(GET_DAGISEL_BODY)\n"
        "#define DAGISEL_INLINE 1\n#else\n#define DAGISEL_INLINE 0\n#endif\n\n"
        "#if !DAGISEL_INLINE\n#define DAGISEL_CLASS_COLONCOLON GET_DAGISEL_BODY ::\n#else\n"
        "#define DAGISEL_CLASS_COLONCOLON\n#endif\n\n";
  beginFunction(OS, "void", "SelectCode(SDNode *N)", false);
  TableWriter W(T, *Matcher, OmitComments, Coverage);
  W.sizeList(Matcher.get());
  OS += "{\n"
        "  // Some target values are emitted as 2 bytes, TARGET_VAL handles\n"
        "  // this. Coverage indexes are emitted as 4 bytes,\n"
        "  // COVERAGE_IDX_VAL handles this.\n"
        "  #define TARGET_VAL(X) X & 255, unsigned(X) >> 8\n"
        "  #define COVERAGE_IDX_VAL(X) X & 255, (unsigned(X) >> 8) & 255, (unsigned(X) >> 16) & 255, "
        "(unsigned(X) >> 24) & 255\n"
        "  static const uint8_t MatcherTable[] = {\n";
  unsigned Total = W.emitList(Matcher.get(), 1, 0, OS);
  OS += "    0\n  }; // Total Array size is " + std::to_string(Total + 1) + " bytes\n\n";
  W.emitHistogram(OS);
  OS += "  #undef COVERAGE_IDX_VAL\n  #undef TARGET_VAL\n"
        "  SelectCodeCommon(N, MatcherTable, sizeof(MatcherTable));\n}\n";
  endFunction(OS);
  W.emitFunctions(OS);
  if (Coverage)
    W.emitPatternTable(OS);
  OS += "\n#ifdef DAGISEL_INLINE\n#undef DAGISEL_INLINE\n#endif\n"
        "#ifdef DAGISEL_CLASS_COLONCOLON\n#undef DAGISEL_CLASS_COLONCOLON\n#endif\n"
        "#ifdef GET_DAGISEL_DECL\n#undef GET_DAGISEL_DECL\n#endif\n"
        "#ifdef GET_DAGISEL_BODY\n#undef GET_DAGISEL_BODY\n#endif\n";
  Out << OS;
}

} // namespace
} // namespace dagisel

TBLGEN_REGISTER_BACKEND(DAGISel, "gen-dag-isel", "Generate a DAG instruction selector",
                        dagisel::emitDAGISel);
TBLGEN_REGISTER_BACKEND_OPTION(DAGISelOmitComments, dagisel::OmitCommentsOption,
                               "Do not generate comments", "gen-dag-isel", "", true);
TBLGEN_REGISTER_BACKEND_OPTION(DAGISelCoverage, dagisel::CoverageOption,
                               "Generates tables to help identify patterns matched", "gen-dag-isel",
                               "", true);

} // namespace tblgen
