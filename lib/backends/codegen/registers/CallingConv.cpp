//===- CallingConv.cpp - -gen-callingconv ----------------------------------===//
//
// Turns each CallingConv record into a C++ function that assigns one value
// to a register or a stack slot: every CCAction of the convention becomes a
// block of code, the predicate actions (CCIfType, CCIf and its subclasses)
// wrapping the code of the action they guard. After the functions comes,
// under #else (for GET_CC_REGISTER_LISTS), the list of registers each
// convention may assign arguments to, and the ones Swift conventions use.
//
// Output layout (byte-exact with llvm-tblgen 22):
//
//   #if !defined(GET_CC_REGISTER_LISTS)
//   <a prototype per convention>
//   <a definition per convention>
//   #else
//   const MCRegister <CC>_ArgRegs[] = { ... };
//   // Registers used by Swift.
//   const MCRegister <CC>_Swift_ArgRegs[] = { ... };
//   #endif // !defined(GET_CC_REGISTER_LISTS)
//
// Conventions marked Custom are implemented by hand and get nothing.
//
//===----------------------------------------------------------------------===//
#include "backends/codegen/registers/RegisterNames.h"
#include "codegen/TargetInfo.h"
#include "tblgen/CodeGen/Registers.h"

#include "tblgen/Backend.h"
#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"

#include <array>
#include <map>
#include <ranges>
#include <set>
#include <span>
#include <string>
#include <vector>

namespace tblgen {
namespace {

/// Registers named by one convention's assignments, sorted by qualified
/// name as the register lists print them.
using RegisterSet = std::set<std::string>;

/// The MVT enumerator a ValueType record stands for. llvm-tblgen maps the
/// record to its compiled-in MVT by LLVMName, so that is the name printed.
std::string mvtName(const Record *VT) { return "MVT::" + VT->getValueAsString("LLVMName"); }

/// Whether the MVT named Name is a floating-point type or a vector of them
/// (MVT::isFloatingPoint), judged by the MVT naming scheme: a scalar name,
/// or v<N>/nxv<N> followed by one.
bool isFloatingPointMVT(std::string_view Name) {
  auto StripVector = [](std::string_view N) {
    std::string_view Prefix = N.starts_with("nxv") ? "nxv" : N.starts_with("v") ? "v" : "";
    if (Prefix.empty())
      return N;
    size_t I = Prefix.size();
    size_t Digits = I;
    while (Digits < N.size() && N[Digits] >= '0' && N[Digits] <= '9')
      ++Digits;
    return Digits == I ? N : N.substr(Digits);
  };
  static constexpr std::array<std::string_view, 7> Scalars = {"bf16", "f16", "f32", "f64",
                                                               "f80",  "f128", "ppcf128"};
  std::string_view Elt = StripVector(Name);
  for (std::string_view S : Scalars)
    if (Elt == S)
      return true;
  return false;
}

/// The CCAction classes (CallingConvActions.def).
enum class ActionKind {
#define CC_ACTION(Kind, Guard) Kind,
#include "backends/codegen/registers/CallingConvActions.def"
};

/// The kind of Action: the first class of its group (predicate actions or
/// the others) that it derives from; a fatal error when there is none.
ActionKind actionKind(const Record *Action);

/// Writes the calling-convention functions for one run.
class CallingConvWriter {
public:
  CallingConvWriter(const RecordKeeper &Records, OStream &OS) : Records(Records), OS(OS) {}

  void run();

private:
  void writeSignature(const Record *CC, std::string_view End);
  void writeConvention(const Record *CC);
  void writeAction(const Record *Action, unsigned Indent);
  /// A CCIfType or CCIf action: its test around the code of its SubAction.
  void writeGuard(ActionKind K, const Record *Action, unsigned Indent);
  void writeRegisterList(const ListInit *Regs, const std::string &ListName, unsigned Indent);
  void writeAllocateReg(std::span<const ListInit *const> Lists, unsigned Indent);
  void writeAllocateStack(const Record *Action, bool NamedOffset, unsigned Indent);
  void writeLocInfoFromFlags(std::string_view Suffix, unsigned Indent);
  void writeRegisterLists();
  std::string registerName(const Init *Reg);
  void pad(unsigned N) { OS.indent(N); }

  const RecordKeeper &Records;
  OStream &OS;
  const codegen::RegisterBank *Bank = nullptr;
  /// Def name -> register index in Bank, made at the first register named
  /// by a string (CCAssignToRegTuple).
  std::map<std::string_view, unsigned, std::less<>> ByDefName;

  /// Per convention: the number of the last RegList/ShadowRegList/Offset
  /// local written (they share one counter), the convention's name, and
  /// whether the top-level action being written is a Swift one.
  unsigned LocalCounter = 0;
  std::string Current;
  bool InSwiftAction = false;
  /// The innermost action being written (for errors about its registers).
  const Record *Acting = nullptr;

  /// Convention name -> registers its (non-Swift) actions assign; every
  /// written convention has an entry, possibly empty.
  std::map<std::string, RegisterSet> ArgRegs;
  /// The same for the actions under a CCIfSwift* predicate.
  std::map<std::string, RegisterSet> SwiftArgRegs;
};

void CallingConvWriter::run() {
  // llvm-tblgen builds its target model (and register bank) before writing
  // anything; an incomplete description fails here on the same error.
  searchable::TargetInfo Target(Records);
  Bank = &codegen::getRegisterBank(Records);

  emitSourceFileHeader("Calling Convention Implementation Fragment", OS);
  auto Generated = [](const Record *CC) { return !CC->getValueAsBit("Custom"); };
  auto Conventions =
      std::views::filter(Records.getAllDerivedDefinitions("CallingConv"), Generated);
  OS << "#if !defined(GET_CC_REGISTER_LISTS)\n\n";
  // Prototypes first, so that conventions can delegate to later ones.
  for (const Record *CC : Conventions)
    writeSignature(CC, ";\n");
  for (const Record *CC : Conventions)
    writeConvention(CC);
  writeRegisterLists();
  OS << "\n#endif // !defined(GET_CC_REGISTER_LISTS)\n\n";
}

/// "bool llvm::Name(" for an Entry convention (visible to the target's C++
/// code), "static bool Name(" otherwise; the parameters on three lines
/// aligned after the parenthesis.
void CallingConvWriter::writeSignature(const Record *CC, std::string_view End) {
  bool Entry = CC->getValueAsBit("Entry");
  std::string_view Lead = Entry ? "bool llvm::" : "static bool ";
  unsigned Column = unsigned(Lead.size() + CC->getName().size() + 1);
  OS << Lead << CC->getName() << "(unsigned ValNo, MVT ValVT,\n";
  pad(Column);
  OS << "MVT LocVT, CCValAssign::LocInfo LocInfo,\n";
  pad(Column);
  OS << "ISD::ArgFlagsTy ArgFlags, Type *OrigTy, CCState &State)" << End;
}

bool isSwiftAction(const Record *Action) {
  for (const auto &[Class, Range] : Action->getSuperClasses())
    if (Class->getNameInitAsString().starts_with("CCIfSwift"))
      return true;
  return false;
}

void CallingConvWriter::writeConvention(const Record *CC) {
  const ListInit *Actions = CC->getValueAsListInit("Actions");
  LocalCounter = 0;
  Current = std::string(CC->getName());
  ArgRegs[Current]; // an entry even when nothing is assigned

  OS << "\n\n";
  writeSignature(CC, " {\n");
  for (unsigned I = 0, E = unsigned(Actions->size()); I != E; ++I) {
    const Record *Action = Actions->getElementAsRecord(I);
    InSwiftAction = isSwiftAction(Action);
    OS << "\n";
    writeAction(Action, 2);
  }
  OS << "\n  return true; // CC didn't match.\n}\n";
}

/// The qualified name of a register given as a def or, in
/// CCAssignToRegTuple, as the def name of a (possibly synthesized) one.
std::string CallingConvWriter::registerName(const Init *Reg) {
  if (const auto *D = dyn_cast<DefInit>(Reg))
    return codegen::qualifiedName(D->getDef());
  if (const auto *S = dyn_cast<StringInit>(Reg)) {
    // Any register of the bank, the tuples' included (a tuple's def is
    // named by its members and has its first member's namespace).
    const auto &Regs = Bank->registers();
    if (ByDefName.empty())
      for (unsigned I = 0; I < Regs.size(); ++I)
        ByDefName.try_emplace(Regs[I].Name, I);
    auto It = ByDefName.find(S->getValue());
    if (It == ByDefName.end())
      PrintFatalError("register not defined: " + S->getAsString());
    return codegen::qualifiedName(Regs[It->second].Def);
  }
  // llvm-tblgen crashes on anything else (e.g. an unset element); report
  // it at the action instead.
  PrintFatalError(Acting, "register not defined: " + Reg->getAsString());
}

void CallingConvWriter::writeRegisterList(const ListInit *Regs, const std::string &ListName,
                                          unsigned Indent) {
  pad(Indent);
  OS << "static const MCPhysReg " << ListName << "[] = {\n";
  pad(Indent);
  OS << "  ";
  bool First = true;
  for (const Init *Reg : Regs->getValues()) {
    OS << (First ? "" : ", ") << registerName(Reg);
    First = false;
  }
  OS << "\n";
  pad(Indent);
  OS << "};\n";
}

/// State.AllocateReg over one register list (or a list and its shadows):
/// a single register (and its single shadow) is passed directly, longer
/// lists through numbered static arrays.
void CallingConvWriter::writeAllocateReg(std::span<const ListInit *const> Lists,
                                         unsigned Indent) {
  std::vector<std::string> Args;
  if (Lists[0]->size() == 1) {
    for (const ListInit *L : Lists)
      Args.push_back(registerName(L->getElement(0)));
  } else {
    for (size_t I = 0; I != Lists.size(); ++I)
      Args.push_back("RegList" + std::to_string(++LocalCounter));
    for (size_t I = 0; I != Lists.size(); ++I)
      writeRegisterList(Lists[I], Args[I], Indent);
  }
  pad(Indent);
  OS << "if (MCRegister Reg = State.AllocateReg(";
  for (size_t I = 0; I != Args.size(); ++I)
    OS << (I ? ", " : "") << Args[I];
  OS << ")) {\n";
  pad(Indent);
  OS << "  State.addLoc(CCValAssign::getReg(ValNo, ValVT, Reg, LocVT, LocInfo));\n";
}

/// State.AllocateStack(Size, Align): a zero size or alignment means "that
/// of the location type", computed from the data layout at run time.
void CallingConvWriter::writeAllocateStack(const Record *Action, bool NamedOffset,
                                           unsigned Indent) {
  // The fields are read as C int, as llvm-tblgen reads them.
  int32_t Size = int32_t(Action->getValueAsInt("Size"));
  int32_t Align = int32_t(Action->getValueAsInt("Align"));
  pad(Indent);
  if (NamedOffset)
    OS << "int64_t Offset" << ++LocalCounter << " = ";
  else
    OS << "  (void)";
  OS << "State.AllocateStack(";
  auto FromLayout = [&](std::string_view Query) {
    OS << "\n";
    pad(Indent);
    OS << "  State.getMachineFunction().getDataLayout()." << Query
       << "(EVT(LocVT).getTypeForEVT(State.getContext()))";
  };
  if (Size)
    OS << Size << ", ";
  else {
    FromLayout("getTypeAllocSize");
    OS << ", ";
  }
  if (Align)
    OS << "Align(" << Align << ")";
  else
    FromLayout("getABITypeAlign");
  OS << ");\n";
}

/// The LocInfo of an integer promotion: sign or zero extension when the
/// argument asks for it, any extension otherwise.
void CallingConvWriter::writeLocInfoFromFlags(std::string_view Suffix, unsigned Indent) {
  static constexpr std::array<std::pair<std::string_view, std::string_view>, 3> Cases = {{
      {"if (ArgFlags.isSExt())", "SExt"},
      {"else if (ArgFlags.isZExt())", "ZExt"},
      {"else", "AExt"},
  }};
  for (const auto &[Test, Kind] : Cases) {
    pad(Indent);
    OS << Test << "\n";
    pad(Indent);
    OS << "  LocInfo = CCValAssign::" << Kind << Suffix << ";\n";
  }
}

ActionKind actionKind(const Record *Action) {
  struct Entry {
    ActionKind K;
    std::string_view Class;
    bool Guard;
  };
  static constexpr Entry Table[] = {
#define CC_ACTION(Kind, Guard) {ActionKind::Kind, "CC" #Kind, Guard},
#include "backends/codegen/registers/CallingConvActions.def"
  };
  bool Guard = Action->isSubClassOf("CCPredicateAction");
  for (const Entry &E : Table)
    if (E.Guard == Guard && Action->isSubClassOf(E.Class))
      return E.K;
  Action->dump();
  PrintFatalError(Action, Guard ? "Unknown CCPredicateAction!" : "Unknown CCAction!");
}

void CallingConvWriter::writeGuard(ActionKind K, const Record *Action, unsigned Indent) {
  pad(Indent);
  OS << "if (";
  if (K == ActionKind::If) {
    OS << Action->getValueAsString("Predicate");
  } else {
    // One test per type, "||" ending all lines but the last.
    const ListInit *VTs = Action->getValueAsListInit("VTs");
    size_t N = VTs->size();
    for (size_t T = 0; T != N; ++T) {
      OS << "LocVT == " << mvtName(VTs->getElementAsRecord(unsigned(T)));
      if (T + 1 != N) {
        OS << " ||\n";
        pad(Indent + 4);
      }
    }
  }
  OS << ") {\n";
  writeAction(Action->getValueAsDef("SubAction"), Indent + 2);
  pad(Indent);
  OS << "}\n";
}

void CallingConvWriter::writeAction(const Record *Action, unsigned Indent) {
  Acting = Action;
  ActionKind K = actionKind(Action);

  auto Line = [&](std::string_view Text) {
    pad(Indent);
    OS << Text << "\n";
  };
  auto SetLocVT = [&](std::string_view Info) {
    const Record *VT = Action->getValueAsDef("DestTy");
    pad(Indent);
    OS << "LocVT = " << mvtName(VT) << ";\n";
    if (!Info.empty())
      Line(Info);
    return VT;
  };
  auto StackLoc = [&](unsigned Offset) {
    pad(Indent);
    OS << "State.addLoc(CCValAssign::getMem(ValNo, ValVT, Offset" << Offset
       << ", LocVT, LocInfo));\n";
    Line("return false;");
  };

  switch (K) {
  case ActionKind::IfType:
  case ActionKind::If:
    return writeGuard(K, Action, Indent);
  case ActionKind::DelegateTo:
    // The delegate's registers are not added to this convention's list
    // (llvm-tblgen's transitive merge never takes effect).
    pad(Indent);
    OS << "if (!" << Action->getValueAsDef("CC")->getName()
       << "(ValNo, ValVT, LocVT, LocInfo, ArgFlags, OrigTy, State))\n";
    return Line("  return false;");
  case ActionKind::AssignToReg:
  case ActionKind::AssignToRegTuple:
  case ActionKind::AssignToRegAndStack: {
    const ListInit *Regs = Action->getValueAsListInit("RegList");
    // (The Swift entry exists only once a register is in it.)
    RegisterSet *Assigned = nullptr;
    for (const Init *Reg : Regs->getValues()) {
      if (!Assigned)
        Assigned = &(InSwiftAction ? SwiftArgRegs : ArgRegs)[Current];
      Assigned->insert(registerName(Reg));
    }
    writeAllocateReg(std::span<const ListInit *const>(&Regs, 1), Indent);
    if (Action->isSubClassOf("CCAssignToRegAndStack"))
      writeAllocateStack(Action, /*NamedOffset=*/false, Indent);
    Line("  return false;");
    return Line("}");
  }
  case ActionKind::AssignToRegWithShadow: {
    const ListInit *Lists[] = {Action->getValueAsListInit("RegList"),
                               Action->getValueAsListInit("ShadowRegList")};
    size_t NumRegs = Lists[0]->size(), NumShadows = Lists[1]->size();
    if (NumShadows != 0 && NumShadows != NumRegs)
      PrintFatalError(Action, "Invalid length of list of shadowed registers");
    // llvm-tblgen reads past the end of the empty shadow list (and crashes)
    // when a single register has no shadow; say what is wrong instead.
    if (NumRegs == 1 && NumShadows == 0)
      PrintFatalError(Action, "a single register needs a single shadow register");
    writeAllocateReg(Lists, Indent);
    Line("  return false;");
    return Line("}");
  }
  case ActionKind::AssignToStack:
    writeAllocateStack(Action, /*NamedOffset=*/true, Indent);
    return StackLoc(LocalCounter);
  case ActionKind::AssignToStackWithShadow: {
    int32_t Size = int32_t(Action->getValueAsInt("Size"));
    int32_t Align = int32_t(Action->getValueAsInt("Align"));
    const ListInit *Shadows = Action->getValueAsListInit("ShadowRegList");
    std::string ShadowList = "ShadowRegList" + std::to_string(++LocalCounter);
    writeRegisterList(Shadows, ShadowList, Indent);
    unsigned Offset = ++LocalCounter;
    pad(Indent);
    OS << "int64_t Offset" << Offset << " = State.AllocateStack(" << Size << ", Align(" << Align
       << "), " << ShadowList << ");\n";
    return StackLoc(Offset);
  }
  case ActionKind::PromoteToType: {
    const Record *VT = SetLocVT("");
    if (isFloatingPointMVT(VT->getValueAsString("LLVMName")))
      return Line("LocInfo = CCValAssign::FPExt;");
    return writeLocInfoFromFlags("", Indent);
  }
  case ActionKind::PromoteToUpperBitsInType: {
    const Record *VT = SetLocVT("");
    if (isFloatingPointMVT(VT->getValueAsString("LLVMName")))
      PrintFatalError(Action, "CCPromoteToUpperBitsInType does not handle floating point");
    return writeLocInfoFromFlags("Upper", Indent);
  }
  case ActionKind::BitConvertToType:
    SetLocVT("LocInfo = CCValAssign::BCvt;");
    return;
  case ActionKind::TruncToType:
    SetLocVT("LocInfo = CCValAssign::Trunc;");
    return;
  case ActionKind::PassIndirect:
    SetLocVT("LocInfo = CCValAssign::Indirect;");
    return;
  case ActionKind::PassByVal: {
    int32_t Size = int32_t(Action->getValueAsInt("Size"));
    int32_t Align = int32_t(Action->getValueAsInt("Align"));
    pad(Indent);
    OS << "State.HandleByVal(ValNo, ValVT, LocVT, LocInfo, " << Size << ", Align(" << Align
       << "), ArgFlags);\n";
    return Line("return false;");
  }
  case ActionKind::Custom:
    pad(Indent);
    OS << "if (" << Action->getValueAsString("FuncName")
       << "(ValNo, ValVT, LocVT, LocInfo, ArgFlags, State))\n";
    return Line("  return false;");
  }
}

void CallingConvWriter::writeRegisterLists() {
  if (ArgRegs.empty())
    return;
  auto WriteList = [&](const std::string &Name, std::string_view Suffix,
                       const RegisterSet &Regs) {
    OS << "const MCRegister " << Name << Suffix << "[] = { ";
    if (Regs.empty())
      OS << "0";
    bool First = true;
    for (const std::string &Reg : Regs) {
      OS << (First ? "" : ", ") << Reg;
      First = false;
    }
    OS << " };\n";
  };
  OS << "\n#else\n\n";
  for (const auto &[Name, Regs] : ArgRegs)
    WriteList(Name, "_ArgRegs", Regs);
  if (SwiftArgRegs.empty())
    return;
  OS << "\n// Registers used by Swift.\n";
  for (const auto &[Name, Regs] : SwiftArgRegs)
    WriteList(Name, "_Swift_ArgRegs", Regs);
}

void emitCallingConv(const RecordKeeper &Records, OStream &OS) {
  CallingConvWriter(Records, OS).run();
}

} // namespace

TBLGEN_REGISTER_BACKEND(CallingConv, "gen-callingconv",
                        "Generate calling convention descriptions", emitCallingConv);

} // namespace tblgen
