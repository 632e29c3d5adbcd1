//===- AsmMatcherModel.cpp - -gen-asm-matcher: building the model ---------===//
//
// Reads the AsmParser, its variants, the assembler predicates, the operand
// classes and every matchable instruction into a MatcherInfo (see
// AsmMatcher.h), in the orders llvm-tblgen's matcher uses:
//
//  * an asm string is flattened for the variant and cut into tokens by the
//    variant's tokenizing, separator and break characters; the first token
//    is the mnemonic;
//  * a token that names a register (after the variant's register prefix)
//    and stands alone is a singleton register operand; "$x" or "${x}"
//    refers to operand x; anything else is a literal token class;
//  * register classes come from the distinct member sets of the register
//    classes and singleton registers, plus intersections where a register
//    would not otherwise have one smallest set;
//  * classes are stably sorted by MatchClass::lessThan, matchables by
//    mnemonic (case-insensitively), operand count, operand classes,
//    position order and then the number of required features.
//
//===----------------------------------------------------------------------===//

#include "backends/codegen/mc/AsmMatcher.h"
#include "backends/codegen/schedule/FeatureBits.h"
#include "backends/codegen/mc/InstAlias.h"

#include "codegen/FieldSlot.h"
#include "codegen/Instructions.h"

#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"
#include "tblgen/CodeGen/Registers.h"

#include <algorithm>
#include <cctype>
#include <set>

namespace tblgen::asmmatcher {

using codegen::Instruction;
using codegen::InstrOperand;

//===----------------------------------------------------------------------===//
// Classes
//===----------------------------------------------------------------------===//

const MatchClass *MatchClass::root() const {
  const MatchClass *R = this;
  while (!R->Supers.empty())
    R = R->Supers.front();
  return R;
}

int MatchClass::depth() const {
  int D = 0;
  for (const MatchClass *R = this; !R->Supers.empty(); R = R->Supers.front())
    ++D;
  return D;
}

bool MatchClass::relatedTo(const MatchClass &O) const {
  if (isToken() || O.isToken())
    return isToken() && O.isToken();
  if (isRegister() || O.isRegister()) {
    if (!isRegister() || !O.isRegister())
      return false;
    // Related when the member sets intersect (both are sorted).
    auto A = RegIDs.begin(), B = O.RegIDs.begin();
    while (A != RegIDs.end() && B != O.RegIDs.end()) {
      if (*A == *B)
        return true;
      if (*A < *B)
        ++A;
      else
        ++B;
    }
    return false;
  }
  return root() == O.root();
}

bool MatchClass::lessThan(const MatchClass &O) const {
  if (this == &O)
    return false;
  // Groups first: tokens, registers, classes by hardware mode, user classes.
  auto Group = [](const MatchClass &C) {
    return C.isToken() ? 0 : C.isRegister() ? 1 : C.isRegClassByHwMode() ? 2 : 3;
  };
  if (Group(*this) != Group(O))
    return Group(*this) < Group(O);
  if (isRegClassByHwMode())
    return Kind < O.Kind;
  if (isRegister()) {
    // A set sorts before all its strict supersets.
    if (RegIDs.size() != O.RegIDs.size())
      return RegIDs.size() < O.RegIDs.size();
  } else if (relatedTo(O)) {
    // Deeper in the same tree first.
    int D = depth(), OD = O.depth();
    if (D != OD)
      return D > OD;
  } else {
    return root()->ValueName < O.root()->ValueName;
  }
  return ValueName < O.ValueName;
}

std::string enumNameForToken(std::string_view S) {
  std::string R;
  for (char C : S) {
    switch (C) {
    case '*': R += "_STAR_"; break;
    case '%': R += "_PCT_"; break;
    case ':': R += "_COLON_"; break;
    case '!': R += "_EXCLAIM_"; break;
    case '.': R += "_DOT_"; break;
    case '<': R += "_LT_"; break;
    case '>': R += "_GT_"; break;
    case '-': R += "_MINUS_"; break;
    case '#': R += "_HASH_"; break;
    default:
      if (std::isalnum(static_cast<unsigned char>(C)))
        R += C;
      else
        R += "_" + std::to_string(unsigned(static_cast<unsigned char>(C))) + "_";
    }
  }
  return R;
}

//===----------------------------------------------------------------------===//
// Matchables
//===----------------------------------------------------------------------===//

int Matchable::findOperandNamed(const std::string &N, int After) const {
  for (size_t K = size_t(After + 1); K < Operands.size(); ++K)
    if (Operands[K].SrcOpName == N)
      return int(K);
  return -1;
}

int Matchable::findOperand(const std::string &N, int SubOpIdx) const {
  for (size_t K = 0; K != Operands.size(); ++K)
    if (Operands[K].SrcOpName == N && Operands[K].SubOpIdx == SubOpIdx)
      return int(K);
  return -1;
}

int Matchable::findOperandOriginallyNamed(const std::string &N) const {
  for (size_t K = 0; K != Operands.size(); ++K)
    if (Operands[K].OrigSrcOpName == N)
      return int(K);
  return -1;
}

namespace {

/// Cuts a flattened asm string into tokens by the variant's character sets.
void tokenize(Matchable &M, const Variant &V) {
  const std::string &S = M.AsmString;
  // Each character's role, looked up instead of searched for in the three
  // character sets (a break wins over a tokenizing character, which wins
  // over a separator).
  enum : unsigned char { Plain, Break, Tokenizing, Separator };
  unsigned char Role[256] = {};
  for (char C : V.Separators)
    Role[static_cast<unsigned char>(C)] = Separator;
  for (char C : V.Tokenizing)
    Role[static_cast<unsigned char>(C)] = Tokenizing;
  for (char C : V.Breaks)
    Role[static_cast<unsigned char>(C)] = Break;
  M.Operands.reserve(M.Operands.size() + 8);
  size_t Prev = 0;
  bool InTok = false, Isolated = true;
  auto Add = [&](size_t From, size_t Len, bool Iso) {
    AsmOperand &Op = M.Operands.emplace_back();
    Op.Token.assign(S, From, Len);
    Op.Isolated = Iso;
  };
  for (size_t I = 0; I < S.size(); ++I) {
    char C = S[I];
    unsigned char R = Role[static_cast<unsigned char>(C)];
    if (R == Break) {
      if (InTok) {
        Add(Prev, I - Prev, false);
        Prev = I;
        Isolated = false;
      }
      InTok = true;
      continue;
    }
    if (R == Tokenizing) {
      if (InTok) {
        Add(Prev, I - Prev, Isolated);
        InTok = false;
        Isolated = false;
      }
      Add(I, 1, Isolated);
      Prev = I + 1;
      Isolated = true;
      continue;
    }
    if (R == Separator) {
      if (InTok) {
        Add(Prev, I - Prev, Isolated);
        InTok = false;
      }
      Prev = I + 1;
      Isolated = true;
      continue;
    }
    if (C == '\\') {
      if (InTok) {
        Add(Prev, I - Prev, false);
        InTok = false;
        Isolated = false;
      }
      ++I;
      // llvm-tblgen 22 never returns from such a string
      // (docs/known-differences.md).
      if (I == S.size())
        PrintFatalError(M.Def, "asm string '" + S + "' ends with an unescaped '\\'");
      Add(I, 1, Isolated);
      Prev = I + 1;
      Isolated = false;
      continue;
    }
    if (C == '$') {
      if (InTok) {
        Add(Prev, I - Prev, Isolated);
        InTok = false;
        Isolated = false;
      }
      if (I + 1 == S.size() || S[I + 1] != '{') {
        Prev = I;
        continue;
      }
      size_t End = S.find('}', I);
      // llvm-tblgen 22 never returns from such a string
      // (docs/known-differences.md).
      if (End == std::string::npos)
        PrintFatalError(M.Def, "asm string '" + S + "' has a '${' without a closing '}'");
      Add(I, End + 1 - I, Isolated);
      Prev = End + 1;
      I = End;
      Isolated = false;
      continue;
    }
    InTok = true;
  }
  if (InTok && Prev != S.size())
    Add(Prev, S.size() - Prev, Isolated);
}

/// std::tolower in the "C" locale (the only one tblgen runs in), inline.
inline unsigned char asciiLower(unsigned char C) {
  return C >= 'A' && C <= 'Z' ? static_cast<unsigned char>(C - 'A' + 'a') : C;
}

std::string lower(std::string_view S) {
  std::string R(S);
  for (char &C : R)
    C = char(asciiLower(static_cast<unsigned char>(C)));
  return R;
}

int compareInsensitive(std::string_view A, std::string_view B) {
  for (size_t K = 0; K != std::min(A.size(), B.size()); ++K) {
    unsigned char X = asciiLower(static_cast<unsigned char>(A[K]));
    unsigned char Y = asciiLower(static_cast<unsigned char>(B[K]));
    if (X != Y)
      return X < Y ? -1 : 1;
  }
  if (A.size() == B.size())
    return 0;
  return A.size() < B.size() ? -1 : 1;
}

class ModelBuilder {
public:
  ModelBuilder(MatcherInfo &Info)
      : Info(Info), Records(Info.Records), Set(codegen::getInstructionSet(Records)),
        Bank(codegen::getRegisterBank(Records)) {}
  void run();

private:
  void readTarget();
  void readFeatures();
  void checkUnsupported();
  void collectMatchables();
  void initialize(Matchable &M, const Variant &V);
  void validate(const Matchable &M, const Variant &V, bool &Keep);
  void buildRegisterClasses();
  void buildByHwModeClasses();
  void buildUserClasses();
  MatchClass *tokenClass(const std::string &Tok);
  MatchClass *operandClass(const Record *Rec);
  /// The class of a RegClassByHwMode def, or null.
  MatchClass *byHwModeClass(const Record *Rec) const;
  void resolveOperands(Matchable &M);
  void resolveAliasOperands(Matchable &M);
  void buildResults(Matchable &M);
  void buildAliasResults(Matchable &M);
  std::unique_ptr<Matchable> twoOperandForm(const Matchable &M, const std::string &Constraint);
  void sortAll();
  void buildOperandMatches();
  MatchClass *newClass() {
    Info.Storage.push_back(std::make_unique<MatchClass>());
    Created.push_back(Info.Storage.back().get());
    return Created.back();
  }

  MatcherInfo &Info;
  const RecordKeeper &Records;
  const codegen::InstructionSet &Set;
  codegen::RegisterBank &Bank;
  /// Fields initialize reads of every matchable (codegen/FieldSlot.h).
  codegen::FieldSlot PredicatesSlot{"Predicates"}, DeprecatedMaskSlot{"DeprecatedFeatureMask"},
      DeprecationPredSlot{"ComplexDeprecationPredicate"};
  /// Classes in creation order (llvm-tblgen keeps them newest first).
  std::vector<MatchClass *> Created;
  std::map<std::string, MatchClass *> Tokens;
  /// Singleton registers, by record.
  std::set<const Record *> Singletons;
  /// Register AsmName -> def (the first register in enum order wins).
  std::map<std::string, const Record *, std::less<>> RegByAsmName;
};

void ModelBuilder::readTarget() {
  Info.TargetDef = codegen::getTargetDef(Records);
  Info.TargetName = std::string(Info.TargetDef->getName());
  std::vector<const Record *> Parsers = Info.TargetDef->getValueAsListOfDefs("AssemblyParsers");
  if (Info.ParserNum >= Parsers.size())
    PrintFatalError("Target does not have an AsmParser #" + std::to_string(Info.ParserNum) + "!");
  Info.Parser = Parsers[Info.ParserNum];
  Info.ClassName = Info.Parser->getValueAsString("AsmParserClassName");
  for (const Record *V : Info.TargetDef->getValueAsListOfDefs("AssemblyParserVariants")) {
    Variant Var;
    Var.Def = V;
    Var.Number = int(V->getValueAsInt("Variant"));
    Var.Name = V->getValueAsString("Name");
    Var.CommentDelimiter = V->getValueAsString("CommentDelimiter");
    Var.RegisterPrefix = V->getValueAsString("RegisterPrefix");
    Var.Tokenizing = V->getValueAsString("TokenizingCharacters");
    Var.Separators = V->getValueAsString("SeparatorCharacters");
    Var.Breaks = V->getValueAsString("BreakCharacters");
    Info.Variants.push_back(std::move(Var));
  }
  Info.NumInstructions = unsigned(Set.instructions().size());
  for (unsigned Idx : Set.enumOrder()) {
    std::string_view NS = Set[Idx].Namespace;
    if (NS != "TargetOpcode") {
      Info.InstNamespace = std::string(NS);
      break;
    }
  }
  const auto &Regs = Bank.registers();
  if (!Regs.empty())
    Info.RegNamespace = Regs.front().Def->getValueAsString("Namespace");
  for (const codegen::Register &R : Regs)
    RegByAsmName.emplace(R.Def->getValueAsString("AsmName"), R.Def);
}

void ModelBuilder::readFeatures() {
  // Bits follow name order (the order of the Predicate defs); the enum and
  // the availability test list them by definition order.
  codegen::AsmFeatureBits Bits(Records);
  for (const auto &[Id, Entry] : Bits.ById)
    Info.Features.push_back(Entry);
  Info.FeatureBit = std::move(Bits.BitOf);
}

void ModelBuilder::checkUnsupported() {
  const Record *P = Info.Parser;
  Info.NearMisses = P->getValueAsBit("ReportMultipleNearMisses");
  Info.HasMnemonicFirst = P->getValueAsBit("HasMnemonicFirst");
  // A target without parser variants has no matchables: the tables are
  // written empty.
}

void ModelBuilder::initialize(Matchable &M, const Variant &V) {
  M.Variant = V.Number;
  M.AsmString = codegen::flattenAsmVariants(M.AsmString, unsigned(V.Number));
  tokenize(M, V);
  if (M.Operands.empty())
    PrintFatalError(M.Def, "Instruction '" + std::string(M.Def->getName()) + "' has no tokens");
  if (Info.HasMnemonicFirst) {
    M.Mnemonic = M.Operands[0].Token;
    if (M.Mnemonic[0] == '$')
      PrintFatalError(M.Def, "Invalid instruction mnemonic '" + M.Mnemonic + "'!");
    M.Operands.erase(M.Operands.begin());
  } else if (M.Operands[0].Token[0] != '$') {
    M.Mnemonic = M.Operands[0].Token;
  }
  // (Tokenizing reserved room for eight more; matchables are many.)
  M.Operands.shrink_to_fit();
  for (const Record *Pred : PredicatesSlot.getListOfDefs(M.Def))
    if (Info.FeatureBit.count(Pred))
      M.Features.push_back(Pred);
  for (AsmOperand &Op : M.Operands) {
    if (!Op.Isolated)
      continue;
    std::string Name;
    if (V.RegisterPrefix.empty()) {
      Name = lower(Op.Token);
    } else {
      if (Op.Token.compare(0, V.RegisterPrefix.size(), V.RegisterPrefix) != 0)
        continue;
      Name = Op.Token.substr(V.RegisterPrefix.size());
    }
    if (auto It = RegByAsmName.find(Name); It != RegByAsmName.end()) {
      Op.SingletonReg = It->second;
      Singletons.insert(It->second);
    }
  }
  const Init *V2 = DeprecatedMaskSlot.find(M.Def);
  if (!V2)
    V2 = DeprecationPredSlot.find(M.Def);
  if (V2) {
    if (const auto *S = dyn_cast<StringInit>(V2))
      M.HasDeprecation = !S->getValue().empty();
    else
      M.HasDeprecation = !V2->getAsUnquotedString().empty();
  }
}

void ModelBuilder::validate(const Matchable &M, const Variant &V, bool &Keep) {
  Keep = true;
  if (M.AsmString.empty())
    PrintFatalError(M.Def, "instruction with empty asm string");
  if (M.AsmString.find('\n') != std::string::npos)
    PrintFatalError(M.Def, "multiline instruction is not valid for the asmparser, "
                           "mark it isCodeGenOnly");
  if (!V.CommentDelimiter.empty() && M.AsmString.find(V.CommentDelimiter) != std::string::npos)
    PrintFatalError(M.Def, "asmstring for instruction has comment character in it, "
                           "mark it isCodeGenOnly");
  // The operand names seen (few: searched linearly), and whether the
  // instruction has no custom converter (read on the first operand).
  std::vector<std::string_view> Names;
  int NoConverter = -1;
  for (const AsmOperand &Op : M.Operands) {
    if (Op.Token[0] == '$' && Op.Token.find(':') != std::string::npos)
      PrintFatalError(M.Def, "matchable with operand modifier '" + Op.Token +
                                 "' not supported by asm matcher.  Mark isCodeGenOnly!");
    // An instruction naming an operand twice needs a custom converter to
    // honour the implied constraint; without one it is left out.
    if (M.IsAlias)
      continue;
    if (NoConverter < 0)
      NoConverter = M.Def->getValueAsString("AsmMatchConverter").empty();
    if (!NoConverter || Op.Token[0] != '$')
      continue;
    if (std::find(Names.begin(), Names.end(), Op.Token) != Names.end()) {
      Keep = false;
      return;
    }
    Names.push_back(Op.Token);
  }
}

void ModelBuilder::collectMatchables() {
  for (const Variant &V : Info.Variants) {
    for (unsigned Idx : Set.enumOrder()) {
      const Instruction &I = Set[Idx];
      if (I.Def->getName().substr(0, Info.MatchPrefix.size()) != Info.MatchPrefix)
        continue;
      if (I.is(codegen::InstrFlag::isCodeGenOnly))
        continue;
      std::string VName = I.Def->getValueAsString("AsmVariantName");
      if (!VName.empty() && VName != V.Name)
        continue;
      auto M = std::make_unique<Matchable>();
      M->Def = I.Def;
      M->ResultInst = I.Def;
      M->Inst = &I;
      M->ResultSize = I.Def->getValueAsInt("Size");
      M->AsmString = std::string(I.AsmString);
      initialize(*M, V);
      bool Keep;
      validate(*M, V, Keep);
      if (Keep)
        Info.Matchables.push_back(std::move(M));
    }
    for (const Record *Def : Records.getAllDerivedDefinitionsIfDefined("InstAlias")) {
      auto A = std::make_shared<const codegen::InstAlias>(codegen::readInstAlias(Set, Bank, Def));
      if (A->Target->Def->getName().substr(0, Info.MatchPrefix.size()) != Info.MatchPrefix)
        continue;
      std::string VName = Def->getValueAsString("AsmVariantName");
      if (!VName.empty() && VName != V.Name)
        continue;
      auto M = std::make_unique<Matchable>();
      M->Def = Def;
      M->ResultInst = A->Target->Def;
      M->Inst = A->Target;
      M->IsAlias = true;
      M->Alias = A;
      M->UseInstConverter = Def->getValueAsBit("UseInstAsmMatchConverter");
      M->ResultSize = A->Target->Def->getValueAsInt("Size");
      M->AsmString = A->AsmString;
      initialize(*M, V);
      bool Keep;
      validate(*M, V, Keep);
      Info.Matchables.push_back(std::move(M));
    }
  }
}

void ModelBuilder::buildRegisterClasses() {
  using RegSet = std::vector<unsigned>; // record IDs, ascending
  const auto &Regs = Bank.registers();
  std::map<unsigned, const Record *> RegById;
  for (const codegen::Register &R : Regs)
    RegById.emplace(R.Def->getID(), R.Def);
  auto SetOf = [&](const std::vector<unsigned> &Members) {
    RegSet S;
    for (unsigned Reg : Members)
      S.push_back(Regs[Reg].Def->getID());
    std::sort(S.begin(), S.end());
    S.erase(std::unique(S.begin(), S.end()), S.end());
    return S;
  };
  std::set<RegSet> Sets;
  for (const codegen::RegClass &RC : Bank.regClasses())
    Sets.insert(SetOf(RC.Orders[0]));
  for (const Record *R : Singletons)
    Sets.insert(RegSet{R->getID()});

  // Each register classifies to the intersection of the sets holding it.
  std::map<unsigned, RegSet> SetOfReg; // by register ID
  for (const codegen::Register &R : Regs) {
    unsigned Id = R.Def->getID();
    RegSet Common;
    bool Any = false;
    for (const RegSet &S : Sets) {
      if (!std::binary_search(S.begin(), S.end(), Id))
        continue;
      if (!Any) {
        Common = S;
        Any = true;
        continue;
      }
      RegSet Tmp;
      std::set_intersection(Common.begin(), Common.end(), S.begin(), S.end(),
                            std::back_inserter(Tmp));
      Common = std::move(Tmp);
    }
    if (Any && !Common.empty()) {
      Sets.insert(Common);
      SetOfReg.emplace(Id, Common);
    }
  }

  std::map<RegSet, MatchClass *> ClassOfSet;
  unsigned Index = 0;
  for (const RegSet &S : Sets) {
    MatchClass *C = newClass();
    C->Kind = MatchClass::RegClass0 + Index;
    C->ClassName = "Reg" + std::to_string(Index);
    C->Name = "MCK_Reg" + std::to_string(Index);
    C->RenderMethod = "addRegOperands";
    C->RegIDs = S;
    ClassOfSet.emplace(S, C);
    ++Index;
  }
  for (const RegSet &S : Sets)
    for (const RegSet &T : Sets)
      if (S != T && std::includes(T.begin(), T.end(), S.begin(), S.end()))
        ClassOfSet[S]->Supers.push_back(ClassOfSet[T]);

  for (const codegen::RegClass &RC : Bank.regClasses()) {
    if (!RC.Def)
      continue;
    MatchClass *C = ClassOfSet[SetOf(RC.Orders[0])];
    if (C->ValueName.empty()) {
      C->ClassName = RC.Name;
      C->Name = "MCK_" + RC.Name;
      C->ValueName = RC.Name;
    } else {
      C->ValueName += "," + RC.Name;
    }
    if (const auto *S = dyn_cast<StringInit>(RC.Def->getValueInit("DiagnosticType")))
      C->DiagnosticType = S->getValue();
    if (const auto *S = dyn_cast<StringInit>(RC.Def->getValueInit("DiagnosticString")))
      C->DiagnosticString = S->getValue();
    if (!C->DiagnosticString.empty() && C->DiagnosticType.empty())
      C->DiagnosticType = RC.Name;
    Info.RegClassClasses.emplace(RC.Def, C);
  }

  for (const codegen::Register &R : Regs)
    if (auto It = SetOfReg.find(R.Def->getID()); It != SetOfReg.end())
      Info.RegisterClassOf[R.EnumValue] = ClassOfSet[It->second];

  for (const Record *R : Singletons) {
    MatchClass *C = ClassOfSet[RegSet{R->getID()}];
    if (C->ValueName.empty()) {
      C->ClassName = std::string(R->getName());
      C->Name = "MCK_" + std::string(R->getName());
      C->ValueName = std::string(R->getName());
    } else {
      C->ValueName += "," + std::string(R->getName());
    }
  }
}

void ModelBuilder::buildByHwModeClasses() {
  unsigned Index = 0;
  for (const Record *R : Records.getAllDerivedDefinitionsIfDefined("RegClassByHwMode")) {
    MatchClass *C = newClass();
    C->Kind = MatchClass::RegByHwMode0 + Index++;
    C->ClassName = "RegByHwMode_" + std::string(R->getName());
    C->Name = "MCK_" + C->ClassName;
    C->ValueName = std::string(R->getName());
    C->RenderMethod = "addRegOperands";
    Info.ByHwModeClasses.emplace_back(R, C);
  }
}

void ModelBuilder::buildUserClasses() {
  const std::vector<const Record *> &Defs = Records.getAllDerivedDefinitions("AsmOperandClass");
  for (const Record *R : Defs)
    Info.UserClasses[R] = newClass();
  unsigned Index = 0;
  for (const Record *R : Defs) {
    MatchClass *C = Info.UserClasses[R];
    C->Kind = MatchClass::UserClass0 + Index++;
    for (const Init *I : R->getValueAsListInit("SuperClasses")->getValues()) {
      const auto *DI = dyn_cast<DefInit>(I);
      auto It = DI ? Info.UserClasses.find(DI->getDef()) : Info.UserClasses.end();
      if (It == Info.UserClasses.end())
        PrintError(R, "Invalid super class reference!");
      else
        C->Supers.push_back(It->second);
    }
    C->ClassName = R->getValueAsString("Name");
    C->Name = "MCK_" + C->ClassName;
    C->ValueName = std::string(R->getName());
    auto StringOr = [&](std::string_view Field, std::string Default) {
      if (const auto *S = dyn_cast<StringInit>(R->getValueInit(Field)))
        return std::string(S->getValue());
      return Default;
    };
    C->PredicateMethod = StringOr("PredicateMethod", "is" + C->ClassName);
    C->RenderMethod = StringOr("RenderMethod", "add" + C->ClassName + "Operands");
    C->ParserMethod = StringOr("ParserMethod", "");
    C->DiagnosticType = StringOr("DiagnosticType", "");
    C->DiagnosticString = StringOr("DiagnosticString", "");
    if (!C->DiagnosticString.empty() && C->DiagnosticType.empty())
      C->DiagnosticType = C->ClassName;
    if (const auto *B = dyn_cast<BitInit>(R->getValueInit("IsOptional")))
      C->IsOptional = B->getValue();
    C->DefaultMethod = StringOr("DefaultMethod", "default" + C->ClassName + "Operands");
  }
}

MatchClass *ModelBuilder::tokenClass(const std::string &Tok) {
  MatchClass *&C = Tokens[Tok];
  if (!C) {
    C = newClass();
    C->Kind = MatchClass::Token;
    C->ClassName = "Token";
    C->Name = "MCK_" + enumNameForToken(Tok);
    C->ValueName = Tok;
    C->PredicateMethod = C->RenderMethod = "<invalid>";
  }
  return C;
}

MatchClass *ModelBuilder::byHwModeClass(const Record *Rec) const {
  for (const auto &[Def, C] : Info.ByHwModeClasses)
    if (Def == Rec)
      return C;
  return nullptr;
}

MatchClass *ModelBuilder::operandClass(const Record *Rec) {
  auto RegClassOf = [&](const Record *RC) {
    auto It = Info.RegClassClasses.find(RC);
    if (It == Info.RegClassClasses.end())
      PrintFatalError(Rec, "register class has no class info!");
    return It->second;
  };
  if (Rec->isSubClassOf("RegisterOperand")) {
    const RecordVal *PMC = Rec->getValue("ParserMatchClass");
    if (!PMC || !PMC->getValue())
      PrintFatalError(Rec, "Record `" + std::string(Rec->getName()) +
                               "' does not have a ParserMatchClass!\n");
    if (const auto *DI = dyn_cast<DefInit>(PMC->getValue()))
      if (auto It = Info.UserClasses.find(DI->getDef()); It != Info.UserClasses.end())
        return It->second;
    const Record *RC = Rec->getValueAsDef("RegClass");
    if (RC->isSubClassOf("RegisterClass"))
      return RegClassOf(RC);
    if (MatchClass *C = byHwModeClass(RC))
      return C;
    // A RegisterClassLike def of neither kind.
    PrintFatalError(Rec, "register class has no class info!");
  }
  if (Rec->isSubClassOf("RegisterClass"))
    return RegClassOf(Rec);
  // An Operand is matched by its ParserMatchClass, even when it is also a
  // class chosen by HwMode.
  if (Rec->isSubClassOf("Operand")) {
    const Record *MC = Rec->getValueAsDef("ParserMatchClass");
    if (auto It = Info.UserClasses.find(MC); It != Info.UserClasses.end())
      return It->second;
    PrintFatalError(Rec, "operand has no match class!");
  }
  if (MatchClass *C = byHwModeClass(Rec))
    return C;
  if (Rec->isSubClassOf("RegisterClassLike"))
    PrintFatalError(Rec, "register class has no class info!");
  PrintFatalError(Rec, "Operand `" + std::string(Rec->getName()) +
                           "' does not derive from class Operand!\n");
}

/// The operand (index) of I covering MachineInstr operand MI, and the
/// sub-operand within it.
std::pair<unsigned, unsigned> subOperandOf(const codegen::InstructionSet &Set,
                                           const Instruction &I, unsigned MI) {
  auto Ops = Set.operands(I);
  for (unsigned K = 0; K != Ops.size(); ++K)
    if (MI >= Ops[K].MIOperandNo && MI < Ops[K].MIOperandNo + Ops[K].miNumOperands())
      return {K, MI - Ops[K].MIOperandNo};
  PrintFatalError(I.Def, "operand constraint ties to MachineInstr operand " + std::to_string(MI) +
                            ", which no operand covers");
}

/// The error for an operand tied to MachineInstr operand Tied when the
/// result operands built so far do not reach it (a complex operand before
/// it renders several MachineInstr operands as one): llvm-tblgen 22 reads
/// past its result list there (docs/known-differences.md).
[[noreturn]] void tiedPastResults(const Matchable &M, const InstrOperand &OI, int Tied) {
  PrintFatalError(M.Def, "operand '" + std::string(OI.Name) + "' is tied to MachineInstr operand " +
                             std::to_string(Tied) +
                             ", which a complex operand before it renders as part of one "
                             "result operand; the asm matcher cannot build this tie");
}

/// The flat operand Op is tied to, or -1 (only for single MI operands).
int tiedTo(const codegen::InstructionSet &Set, const InstrOperand &Op) {
  if (Op.miNumOperands() != 1)
    return -1;
  const codegen::MIOperand &MI = Set.miOperands(Op)[0];
  return MI.Constraint.K == codegen::OperandConstraint::Tied ? int(MI.Constraint.TiedTo) : -1;
}

void ModelBuilder::resolveAliasOperands(Matchable &M) {
  const codegen::InstAlias &A = *M.Alias;
  for (AsmOperand &Op : M.Operands) {
    if (Op.SingletonReg) {
      Op.Class = Info.RegisterClassOf[unsigned(Bank.regIndex(Op.SingletonReg)) + 1];
      continue;
    }
    const std::string &Tok = Op.Token;
    if (Tok[0] != '$' || (Tok.size() > 1 && std::isdigit(static_cast<unsigned char>(Tok[1])))) {
      Op.Class = tokenClass(Tok);
      continue;
    }
    std::string Name = Tok[1] == '{' ? Tok.substr(2, Tok.size() - 3) : Tok.substr(1);
    // The first argument of that name gives the class (the alias's own
    // operand class, which may differ from the instruction's).
    size_t K = 0;
    while (K != A.Args.size() &&
           !(A.Args[K].K == codegen::AliasArg::Named && A.Args[K].Name == Name))
      ++K;
    if (K == A.Args.size())
      PrintFatalError(M.Def, "error: unable to find operand: '" + Name + "'");
    Op.SubOpIdx = A.ArgOperand[K].second;
    Op.Class = operandClass(A.Args[K].Rec);
    Op.SrcOpName = Op.OrigSrcOpName = Name;
  }
}

void ModelBuilder::resolveOperands(Matchable &M) {
  if (M.IsAlias)
    return resolveAliasOperands(M);
  const Instruction &I = *M.Inst;
  auto Ops = Set.operands(I);
  for (size_t K = 0; K < M.Operands.size(); ++K) {
    AsmOperand *Op = &M.Operands[K];
    if (Op->SingletonReg) {
      Op->Class = Info.RegisterClassOf[unsigned(Bank.regIndex(Op->SingletonReg)) + 1];
      continue;
    }
    const std::string &Tok = Op->Token;
    if (Tok[0] != '$' || (Tok.size() > 1 && std::isdigit(static_cast<unsigned char>(Tok[1])))) {
      Op->Class = tokenClass(Tok);
      continue;
    }
    std::string Name = Tok[1] == '{' ? Tok.substr(2, Tok.size() - 3) : Tok.substr(1);
    int Idx = Set.operandNamed(I, Name);
    if (Idx < 0)
      PrintFatalError(M.Def, "error: unable to find operand: '" + Name + "'");
    const InstrOperand &OI = Ops[size_t(Idx)];
    // A complex operand still using the default "Imm" match class is
    // matched as one parsed operand per sub-operand.
    if (Op->SubOpIdx == -1 && OI.miNumOperands() > 1) {
      const Record *MC = OI.Rec->getValueAsDef("ParserMatchClass");
      if (MC && MC->getValueAsString("Name") == "Imm") {
        std::string SavedTok = Op->Token;
        for (unsigned SI = 1; SI != OI.miNumOperands(); ++SI) {
          AsmOperand Sub;
          Sub.Token = SavedTok;
          Sub.SubOpIdx = int(SI);
          M.Operands.insert(M.Operands.begin() + std::ptrdiff_t(K + SI), std::move(Sub));
        }
        Op = &M.Operands[K];
        Op->SubOpIdx = 0;
      }
    }
    const Record *ClassRec = OI.Rec;
    if (Op->SubOpIdx != -1) {
      const auto *Arg = OI.miOperandInfo() && unsigned(Op->SubOpIdx) < OI.miOperandInfo()->getNumArgs()
                            ? dyn_cast<DefInit>(OI.miOperandInfo()->getArg(unsigned(Op->SubOpIdx)))
                            : nullptr;
      // llvm-tblgen 22 crashes on a sub-operand that is not a def
      // (docs/known-differences.md).
      if (!Arg)
        PrintFatalError(M.Def, "sub-operand " + std::to_string(Op->SubOpIdx) + " of operand '" +
                                   Name + "' is not a record: its match class is unknown");
      ClassRec = Arg->getDef();
    }
    Op->Class = operandClass(ClassRec);
    Op->OrigSrcOpName = Name;
    int Tied = tiedTo(Set, OI);
    if (Tied != -1) {
      auto [OpIdx, SubIdx] = subOperandOf(Set, I, unsigned(Tied));
      Name = std::string(Ops[OpIdx].Name);
      Op->SubOpIdx = int(SubIdx);
    }
    Op->SrcOpName = Name;
  }
}

void ModelBuilder::buildAliasResults(Matchable &M) {
  const codegen::InstAlias &A = *M.Alias;
  const Instruction &I = *M.Inst;
  auto Ops = Set.operands(I);
  // Per operand name, the last parsed operand a tie has consumed; a later
  // reference to the same name could never be matched.
  std::vector<std::pair<std::string, int>> Refs;
  auto RefOf = [&](const std::string &Name, int Initial) -> int & {
    for (auto &R : Refs)
      if (R.first == Name)
        return R.second;
    Refs.emplace_back(Name, Initial);
    return Refs.back().second;
  };
  size_t ArgNo = 0;
  for (unsigned Idx = 0; Idx != Ops.size(); ++Idx) {
    const InstrOperand &OI = Ops[Idx];
    int Tied = tiedTo(Set, OI);
    if (Tied != -1) {
      if (size_t(Tied) >= M.Results.size() || size_t(Tied) >= Ops.size())
        tiedPastResults(M, OI, Tied);
      ResultOperand R;
      R.K = ResultOperand::Tied;
      R.TiedTo = unsigned(Tied);
      const ResultOperand &Target = M.Results[size_t(Tied)];
      if (Target.K == ResultOperand::Render) {
        R.TiedSrc1 = Target.AsmOperandNum;
        const std::string &Name = M.Operands[R.TiedSrc1].SrcOpName;
        int &Last = RefOf(Name, int(R.TiedSrc1));
        int Next = M.findOperandNamed(Name, Last);
        // Without near-miss reporting the tie is checked, so a further
        // reference may follow it.
        if (!Info.NearMisses)
          Last = Next;
        R.TiedSrc2 = Next == -1 ? R.TiedSrc1 : unsigned(Next);
      }
      if (OI.Rec->getName() != Ops[size_t(Tied)].Rec->getName()) {
        // Of another class: checked like a tie, rendered as itself.
        if (Target.K != ResultOperand::Render || ArgNo >= A.Args.size())
          PrintFatalError(M.Def, "operand '" + std::string(OI.Name) +
                                     "' is tied to an operand of another class that the alias "
                                     "does not take from the asm string");
        R.TiedTo = 0xFF;
        R.TiedSrc1 = Target.AsmOperandNum;
        int Src = M.findOperand(A.Args[ArgNo].Name, A.ArgOperand[ArgNo].second);
        R.TiedSrc2 = unsigned(Src);
        M.Results.push_back(R);
      } else {
        M.Results.push_back(R);
        continue;
      }
    }
    for (; ArgNo < A.Args.size() && A.ArgOperand[ArgNo].first == Idx; ++ArgNo) {
      const codegen::AliasArg &Arg = A.Args[ArgNo];
      int SubIdx = A.ArgOperand[ArgNo].second;
      ResultOperand R;
      switch (Arg.K) {
      case codegen::AliasArg::Named: {
        int Src = M.findOperand(Arg.Name, SubIdx);
        if (Src == -1)
          PrintFatalError(M.Def, "Instruction '" + std::string(M.Def->getName()) +
                                     "' has operand '" + std::string(OI.Name) +
                                     "' that doesn't appear in asm string!");
        RefOf(Arg.Name, Src);
        R.AsmOperandNum = unsigned(Src);
        R.NumMIOperands = SubIdx == -1 ? OI.miNumOperands() : 1;
        break;
      }
      case codegen::AliasArg::Imm:
        R.K = ResultOperand::Imm;
        R.ImmVal = Arg.Value;
        break;
      case codegen::AliasArg::Reg:
        R.K = ResultOperand::Reg;
        R.Register = Arg.Rec;
        break;
      }
      M.Results.push_back(R);
    }
  }
  for (const auto &[Name, Last] : Refs)
    if (Last != -1 && M.findOperandNamed(Name, Last) != -1)
      PrintFatalError(M.Def, "Operand '" + Name + "' can never be matched");
}

void ModelBuilder::buildResults(Matchable &M) {
  if (M.IsAlias)
    return buildAliasResults(M);
  const Instruction &I = *M.Inst;
  for (const InstrOperand &OI : Set.operands(I)) {
    int Tied = tiedTo(Set, OI);
    if (Tied != -1) {
      if (size_t(Tied) >= M.Results.size())
        tiedPastResults(M, OI, Tied);
      ResultOperand R;
      R.K = ResultOperand::Tied;
      R.TiedTo = unsigned(Tied);
      int Src = M.findOperandOriginallyNamed(std::string(OI.Name));
      const ResultOperand &Target = M.Results[size_t(Tied)];
      if (Src != -1 && Target.K == ResultOperand::Render) {
        R.TiedSrc1 = Target.AsmOperandNum;
        R.TiedSrc2 = unsigned(Src);
      }
      M.Results.push_back(R);
      continue;
    }
    int Src = M.findOperandNamed(std::string(OI.Name));
    if (OI.Name.empty() || Src == -1) {
      ResultOperand R;
      R.K = ResultOperand::Imm;
      M.Results.push_back(R);
      continue;
    }
    if (M.Operands[size_t(Src)].SubOpIdx == -1) {
      ResultOperand R;
      R.AsmOperandNum = unsigned(Src);
      R.NumMIOperands = OI.miNumOperands();
      M.Results.push_back(R);
      continue;
    }
    for (unsigned K = 0; K != OI.miNumOperands(); ++K) {
      // The parsed operands from the first one of that name on, whatever
      // they are: an operand tied to a sub-operand and written before the
      // complex operand stands in for its first sub-operand, and the rest
      // shift by one, as in llvm-tblgen.
      size_t At = size_t(Src) + K;
      if (At >= M.Operands.size())
        PrintFatalError(M.Def, "operand '" + std::string(OI.Name) + "' has " +
                                   std::to_string(OI.miNumOperands()) +
                                   " sub-operands but the asm string ends before them");
      ResultOperand R;
      R.AsmOperandNum = unsigned(At);
      M.Results.push_back(R);
    }
  }
}

namespace {

/// "$a = $b" -> ("a", "b"), with llvm-tblgen's errors.
std::pair<std::string, std::string> parseTwoOperandConstraint(const Record *Def,
                                                              const std::string &S) {
  auto Trim = [&](std::string_view Name) {
    size_t B = Name.find_first_not_of(" \t"), E = Name.find_last_not_of(" \t");
    Name = B == std::string_view::npos ? std::string_view() : Name.substr(B, E - B + 1);
    if (Name.empty() || Name[0] != '$')
      PrintFatalError(Def, "expected '$' prefix on asm operand name");
    return std::string(Name.substr(1));
  };
  size_t Eq = S.find('=');
  if (Eq == std::string::npos || Eq + 1 == S.size())
    PrintFatalError(Def, "missing '=' in two-operand alias constraint");
  return {Trim(std::string_view(S).substr(0, Eq)), Trim(std::string_view(S).substr(Eq + 1))};
}

} // namespace

std::unique_ptr<Matchable> ModelBuilder::twoOperandForm(const Matchable &M,
                                                        const std::string &Constraint) {
  auto Copy = std::make_unique<Matchable>(M);
  auto [Src, Dst] = parseTwoOperandConstraint(M.Def, Constraint);
  int SrcOp = Copy->findOperandNamed(Src), DstOp = Copy->findOperandNamed(Dst);
  if (SrcOp == -1)
    PrintFatalError(M.Def, "unknown source two-operand alias operand '" + Src + "'.");
  if (DstOp == -1)
    PrintFatalError(M.Def, "unknown destination two-operand alias operand '" + Dst + "'.");
  // The source operand is read from the destination's place, then dropped.
  for (ResultOperand &R : Copy->Results)
    if (R.K == ResultOperand::Render && R.AsmOperandNum == unsigned(SrcOp)) {
      R.AsmOperandNum = unsigned(DstOp);
      break;
    }
  Copy->Operands.erase(Copy->Operands.begin() + SrcOp);
  for (ResultOperand &R : Copy->Results)
    if (R.K == ResultOperand::Render && R.AsmOperandNum > unsigned(SrcOp))
      --R.AsmOperandNum;
  return Copy;
}

void ModelBuilder::sortAll() {
  for (const Record *R : Records.getAllDerivedDefinitionsIfDefined("TokenAlias")) {
    MatchClass *From = tokenClass(R->getValueAsString("FromToken"));
    MatchClass *To = tokenClass(R->getValueAsString("ToToken"));
    if (From == To)
      PrintFatalError(R, "error: Destination value identical to source value.");
    From->Supers.push_back(To);
  }
  // llvm-tblgen keeps its classes newest first before a stable sort.
  Info.Classes.assign(Created.rbegin(), Created.rend());
  std::stable_sort(Info.Classes.begin(), Info.Classes.end(),
                   [](const MatchClass *A, const MatchClass *B) { return A->lessThan(*B); });
  for (unsigned K = 0; K != Info.Classes.size(); ++K)
    Info.Classes[K]->Index = K;

  bool PreferSmaller = Info.Parser->getValueAsBit("PreferSmallerInstructions");
  auto Before = [PreferSmaller](const std::unique_ptr<Matchable> &AP,
                                const std::unique_ptr<Matchable> &BP) {
    const Matchable &A = *AP, &B = *BP;
    if (int C = compareInsensitive(A.Mnemonic, B.Mnemonic))
      return C < 0;
    if (PreferSmaller && A.ResultSize != B.ResultSize)
      return A.ResultSize < B.ResultSize;
    if (A.Operands.size() != B.Operands.size())
      return A.Operands.size() < B.Operands.size();
    for (size_t K = 0; K != A.Operands.size(); ++K) {
      if (A.Operands[K].Class->lessThan(*B.Operands[K].Class))
        return true;
      if (B.Operands[K].Class->lessThan(*A.Operands[K].Class))
        return false;
    }
    if (A.ResultInst->isSubClassOf("Instruction") && A.ResultInst->getValueAsBit("HasPositionOrder") &&
        B.ResultInst->isSubClassOf("Instruction") && B.ResultInst->getValueAsBit("HasPositionOrder"))
      return A.ResultInst->getID() < B.ResultInst->getID();
    if (A.Features.size() != B.Features.size())
      return A.Features.size() > B.Features.size();
    return false;
  };
  std::stable_sort(Info.Matchables.begin(), Info.Matchables.end(), Before);
}

void ModelBuilder::buildOperandMatches() {
  bool All = Info.Parser->getValueAsBit("CallCustomParserForAllOperands");
  for (const auto &M : Info.Matchables) {
    // Keyed by class order, as llvm-tblgen's map compares classes.
    std::map<unsigned, std::pair<const MatchClass *, unsigned>> Masks;
    // With optional operands before it, an operand may sit at any of
    // several positions.
    unsigned NumOptional = 0;
    for (size_t K = 0; K != M->Operands.size(); ++K) {
      const MatchClass *C = M->Operands[K].Class;
      if (All || !C->ParserMethod.empty()) {
        auto &E = Masks[C->Index];
        E.first = C;
        unsigned Ones = NumOptional + 1 >= 32 ? ~0u : (1u << (NumOptional + 1)) - 1;
        E.second |= Ones << (K - NumOptional);
      }
      if (C->IsOptional)
        ++NumOptional;
    }
    for (const auto &[Idx, E] : Masks)
      Info.OperandMatches.push_back({M.get(), E.first, E.second});
  }
}

void ModelBuilder::run() {
  readTarget();
  checkUnsupported();
  readFeatures();
  collectMatchables();
  buildRegisterClasses();
  buildByHwModeClasses();
  buildUserClasses();
  std::vector<std::unique_ptr<Matchable>> TwoOperandForms;
  for (auto &M : Info.Matchables) {
    resolveOperands(*M);
    buildResults(*M);
    if (M->IsAlias)
      continue;
    std::string Constraint = M->Def->getValueAsString("TwoOperandAliasConstraint");
    if (!Constraint.empty())
      TwoOperandForms.push_back(twoOperandForm(*M, Constraint));
  }
  for (auto &M : TwoOperandForms)
    Info.Matchables.push_back(std::move(M));
  sortAll();
  buildOperandMatches();
}

} // namespace

void MatcherInfo::build() { ModelBuilder(*this).run(); }

} // namespace tblgen::asmmatcher
