//===- SDNodeInfo.cpp - -gen-sd-node-info ----------------------------------===//
//
// Describes the target's own SelectionDAG nodes: the SDNode records whose
// Opcode lives in the target's namespace ("<Target>ISD" unless
// --sdnode-namespace says otherwise). Output layout (byte-exact with
// llvm-tblgen 22):
//
//   GET_SDNODE_ENUM   enum GenNodeType, one enumerator per distinct opcode
//                     name, in name order, and GENERATED_OPCODE_END
//   GET_SDNODE_DESC   the "<NS>::<Name>" string table; the value types
//                     that depend on the hardware mode; the type
//                     constraints, each node's list stored reversed in one
//                     array where a list that ends another shares its
//                     storage; one SDNodeDesc per opcode; the SDNodeInfo
//
// Several records may share an opcode name. They become one node when their
// shapes agree (result/operand counts, StrictFP, TSFlags and the properties
// that constrain a node); otherwise all of them are dropped with a warning
// each. If they agree but their constraints differ, the node is described
// without constraints.
//
// llvm-tblgen reads every SDNode (target-independent ones included) before
// writing anything; the checks it makes on them are made here in the same
// order, so a bad node or type profile fails on the same first error. Not
// reproduced: the errors its pattern model reports later for pattern
// fragments, instructions and patterns.
//
//===----------------------------------------------------------------------===//
#include "backends/common/SequenceTables.h"
#include "codegen/TargetInfo.h"

#include "tblgen/Backend.h"
#include "tblgen/Casting.h"
#include "tblgen/Error.h"
#include "tblgen/Record.h"
#include "tblgen/CodeGen/Registers.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

namespace tblgen {
namespace {

constexpr std::string_view NamespaceOption = "sdnode-namespace";
constexpr std::string_view WarnOption = "warn-on-skipped-nodes";

enum class ConstraintKind : uint8_t {
#define SD_TYPE_CONSTRAINT(Class, OtherField, HasVT) Class,
#include "backends/codegen/isel/SDNodeInfo.def"
};

struct ConstraintKindInfo {
  std::string_view Class;
  std::string_view OtherField;
  bool HasVT;
};

constexpr ConstraintKindInfo ConstraintKinds[] = {
#define SD_TYPE_CONSTRAINT(Class, OtherField, HasVT) {#Class, OtherField, HasVT},
#include "backends/codegen/isel/SDNodeInfo.def"
};

enum PropertyBit : unsigned {
#define SD_NODE_PROPERTY(Name) Name,
#include "backends/codegen/isel/SDNodeInfo.def"
};

constexpr std::string_view PropertyNames[] = {
#define SD_NODE_PROPERTY(Name) #Name,
#include "backends/codegen/isel/SDNodeInfo.def"
};

/// A machine value type: its MVT enum value (what orders types) and name.
struct MVTRef {
  unsigned Value = 0;
  std::string Name;
  auto operator<=>(const MVTRef &O) const { return Value <=> O.Value; }
  bool operator==(const MVTRef &O) const { return Value == O.Value; }
};

/// A value type per hardware mode, sorted by mode; a type that does not
/// depend on the mode is the single entry of mode 0. Empty for constraints
/// without a type.
using VTByMode = std::vector<std::pair<unsigned, MVTRef>>;

bool isSimple(const VTByMode &VT) { return VT.size() == 1 && VT[0].first == 0; }

/// One SDTypeConstraint. Ordered by constrained operand, kind, related
/// operand, then type (the order the packed constraint array is laid out
/// in).
struct Constraint {
  // Operand numbers are 32-bit unsigned (a negative one wraps).
  uint32_t OperandNo = 0;
  ConstraintKind Kind = ConstraintKind::SDTCisVT;
  uint32_t OtherOperandNo = 0;
  VTByMode VT;

  auto key() const { return std::tie(OperandNo, Kind, OtherOperandNo, VT); }
  bool operator<(const Constraint &O) const { return key() < O.key(); }
  bool operator==(const Constraint &O) const { return key() == O.key(); }
};

/// What an SDNode record says about its node.
struct NodeDesc {
  const Record *Def = nullptr;
  int64_t NumResults = 0;
  int64_t NumOperands = 0;
  unsigned Properties = 0; ///< bit N set for PropertyBit N
  bool IsStrictFP = false;
  int64_t TSFlags = 0;
  std::vector<Constraint> Constraints;
};

/// The properties that constrain what a node looks like (the others, such
/// as commutativity, may differ between records sharing an opcode).
constexpr unsigned ShapeProperties = 1u << SDNPHasChain | 1u << SDNPOutGlue | 1u << SDNPInGlue |
                                     1u << SDNPOptInGlue | 1u << SDNPMemOperand |
                                     1u << SDNPVariadic;

bool sameShape(const NodeDesc &A, const NodeDesc &B) {
  return A.NumResults == B.NumResults && A.NumOperands == B.NumOperands &&
         A.IsStrictFP == B.IsStrictFP && A.TSFlags == B.TSFlags &&
         (A.Properties & ShapeProperties) == (B.Properties & ShapeProperties);
}

/// Reads SDNode and constraint records, with llvm-tblgen's checks.
class NodeReader {
public:
  explicit NodeReader(const RecordKeeper &Records) : Records(Records), Modes(Records) {}

  NodeDesc read(const Record *Node);

private:
  Constraint readConstraint(const Record *C);
  VTByMode readVT(const Record *VT);
  MVTRef mvt(const Record *VT);

  const RecordKeeper &Records;
  codegen::HwModes Modes;
  /// LLVMName -> MVT enum value: the position in the ValueTypes defset.
  std::map<std::string, unsigned, std::less<>> MVTValues;
};

NodeDesc NodeReader::read(const Record *Node) {
  NodeDesc D;
  D.Def = Node;
  const Record *Profile = Node->getValueAsDef("TypeProfile");
  D.NumResults = Profile->getValueAsInt("NumResults");
  D.NumOperands = Profile->getValueAsInt("NumOperands");
  for (const Record *Prop : Node->getValueAsListOfDefs("Properties")) {
    unsigned Bit = 0;
    while (Bit < std::size(PropertyNames) && PropertyNames[Bit] != Prop->getName())
      ++Bit;
    if (Bit == std::size(PropertyNames))
      PrintFatalError(Node, "Unknown SD Node property '" + std::string(Prop->getName()) +
                                "' on node '" + std::string(Node->getName()) + "'!");
    D.Properties |= 1u << Bit;
  }
  D.IsStrictFP = Node->getValueAsBit("IsStrictFP");
  // TSFlags is a bits<32>: every bit must be known.
  std::optional<int64_t> Flags = Node->getValueAsBitsInit("TSFlags")->convertInitializerToInt();
  if (!Flags)
    PrintFatalError(Node, "Invalid TSFlags");
  D.TSFlags = *Flags;
  for (const Record *C : Profile->getValueAsListOfDefs("Constraints"))
    D.Constraints.push_back(readConstraint(C));
  return D;
}

Constraint NodeReader::readConstraint(const Record *C) {
  Constraint Out;
  Out.OperandNo = uint32_t(C->getValueAsInt("OperandNum"));
  // The first class in enum order that the record derives from decides.
  size_t K = 0;
  while (K < std::size(ConstraintKinds) && !C->isSubClassOf(ConstraintKinds[K].Class))
    ++K;
  if (K == std::size(ConstraintKinds))
    PrintFatalError(C, "Unrecognized SDTypeConstraint '" + std::string(C->getName()) + "'!\n");
  Out.Kind = ConstraintKind(K);
  const ConstraintKindInfo &Info = ConstraintKinds[K];
  if (!Info.OtherField.empty())
    Out.OtherOperandNo = uint32_t(C->getValueAsInt(Info.OtherField));
  if (!Info.HasVT)
    return Out;

  const Record *VTDef = C->getValueAsDef("VT");
  Out.VT = readVT(VTDef);
  // The types a mode may pick must make sense for the constraint.
  std::vector<const Record *> Picks;
  if (VTDef->isSubClassOf("HwModeSelect"))
    for (auto &[Mode, Obj] : Modes.select(VTDef))
      Picks.push_back(Obj);
  else
    Picks.push_back(VTDef);
  for (const Record *T : Picks) {
    if (Out.Kind == ConstraintKind::SDTCisVT) {
      if (T->getValueAsString("LLVMName") == "isVoid")
        PrintFatalError(C, "Cannot use 'Void' as type to SDTCisVT");
      continue;
    }
    if (T->getValueAsBit("isVector"))
      PrintFatalError(C, "Cannot use vector type as SDTCVecEltisVT");
    if (!T->getValueAsBit("isInteger") && !T->getValueAsBit("isFP"))
      PrintFatalError(C, "Must use integer or floating point type as SDTCVecEltisVT");
  }
  return Out;
}

VTByMode NodeReader::readVT(const Record *VT) {
  VTByMode Out;
  auto Insert = [&](unsigned Mode, const Record *T) {
    auto It = Out.begin();
    while (It != Out.end() && It->first < Mode)
      ++It;
    if (It != Out.end() && It->first == Mode)
      PrintFatalError(VT, "duplicate ValueType entry for HwMode " +
                              std::string(Modes.name(Mode, true)) + ": " +
                              std::string(T->getName()));
    Out.insert(It, {Mode, mvt(T)});
  };
  if (VT->isSubClassOf("HwModeSelect"))
    for (auto &[Mode, Obj] : Modes.select(VT))
      Insert(Mode, Obj);
  else
    Insert(0, VT);
  return Out;
}

MVTRef NodeReader::mvt(const Record *VT) {
  if (MVTValues.empty())
    if (const auto *L = dyn_cast_or_null<ListInit>(Records.getGlobal("ValueTypes")))
      for (size_t I = 0; I < L->size(); ++I)
        if (const Record *D = L->getElementAsRecord(unsigned(I)))
          MVTValues.try_emplace(D->getValueAsString("LLVMName"), unsigned(I + 1));
  std::string Name = VT->getValueAsString("LLVMName");
  auto It = MVTValues.find(Name);
  return {It == MVTValues.end() ? 0u : It->second, "MVT::" + Name};
}

/// Writes the node descriptions for one run.
class SDNodeInfoWriter {
public:
  SDNodeInfoWriter(const RecordKeeper &Records, OStream &OS, const BackendContext &Ctx)
      : Records(Records), OS(OS), Ctx(Ctx) {}

  void run();

private:
  void collect();
  void writeEnum();
  void writeDescs();
  void writeConstraint(OStream &Out, const Constraint &C);

  const RecordKeeper &Records;
  OStream &OS;
  const BackendContext &Ctx;
  std::string TargetName;
  std::string Namespace;
  /// Opcode name (after "<Namespace>::") -> the records defining it.
  std::map<std::string, std::vector<NodeDesc>> Nodes;
  /// The hardware-mode-dependent types of the stored constraints, each
  /// once, ordered as types compare, with their offsets in the mode table.
  std::map<VTByMode, unsigned> ModeVTs;
};

void SDNodeInfoWriter::run() {
  // llvm-tblgen builds its target model first: an incomplete description
  // fails there.
  searchable::TargetInfo Target(Records);
  TargetName = std::string(codegen::getTargetDef(Records)->getName());
  const std::string *NS = Ctx.option(NamespaceOption);
  Namespace = NS ? *NS : TargetName + "ISD";
  collect();

  emitSourceFileHeader("Target SDNode descriptions", OS, Records);
  writeEnum();
  writeDescs();
}

void SDNodeInfoWriter::collect() {
  bool Warn = Ctx.flag(WarnOption, true);
  // Every node is read (and checked) before any is filtered.
  NodeReader Reader(Records);
  std::vector<NodeDesc> All;
  for (const Record *Node : Records.getAllDerivedDefinitions("SDNode"))
    All.push_back(Reader.read(Node));

  for (NodeDesc &D : All) {
    std::string Opcode = D.Def->getValueAsString("Opcode");
    size_t Sep = Opcode.find("::");
    if (Sep == std::string::npos || Sep == 0 || Sep + 2 == Opcode.size()) {
      if (Warn)
        PrintWarning(D.Def, "skipped node: invalid enum name");
      continue;
    }
    if (std::string_view(Opcode).substr(0, Sep) != Namespace)
      continue;
    Nodes[Opcode.substr(Sep + 2)].push_back(std::move(D));
  }

  for (auto It = Nodes.begin(); It != Nodes.end();) {
    const std::vector<NodeDesc> &Group = It->second;
    bool Agree = true;
    for (const NodeDesc &D : Group)
      Agree = Agree && sameShape(D, Group.front());
    if (Agree) {
      ++It;
      continue;
    }
    if (Warn)
      for (const NodeDesc &D : Group)
        PrintWarning(D.Def, "skipped node: incompatible description");
    It = Nodes.erase(It);
  }
}

void SDNodeInfoWriter::writeEnum() {
  OS << "#ifdef GET_SDNODE_ENUM\n#undef GET_SDNODE_ENUM\n\n";
  OS << "namespace llvm::" << Namespace << " {\n\n";
  if (Nodes.empty()) {
    OS << "static constexpr unsigned GENERATED_OPCODE_END = ISD::BUILTIN_OP_END;\n\n";
  } else {
    OS << "enum GenNodeType : unsigned {\n";
    bool First = true;
    for (const auto &[Name, Group] : Nodes) {
      OS << "  " << Name << (First ? " = ISD::BUILTIN_OP_END,\n" : ",\n");
      First = false;
    }
    OS << "};\n\n";
    OS << "static constexpr unsigned GENERATED_OPCODE_END = " << Nodes.rbegin()->first
       << " + 1;\n\n";
  }
  OS << "} // namespace llvm::" << Namespace << "\n\n";
  OS << "#endif // GET_SDNODE_ENUM\n\n";
}

/// "{Kind, OperandNo, OtherOperandNo, NumHwModes, VT}": VT is the MVT, or
/// for a type that depends on the mode, its offset in the mode table.
void SDNodeInfoWriter::writeConstraint(OStream &Out, const Constraint &C) {
  Out << '{' << ConstraintKinds[unsigned(C.Kind)].Class << ", " << C.OperandNo << ", "
      << C.OtherOperandNo << ", ";
  if (C.VT.empty()) {
    Out << "0, MVT::INVALID_SIMPLE_VALUE_TYPE}";
    return;
  }
  if (isSimple(C.VT)) {
    Out << "0, " << C.VT[0].second.Name << '}';
    return;
  }
  unsigned Offset = ModeVTs.at(C.VT);
  Out << C.VT.size() << ", " << Offset << '}';
}

void SDNodeInfoWriter::writeDescs() {
  OS << "#ifdef GET_SDNODE_DESC\n#undef GET_SDNODE_DESC\n\n";
  OS << "namespace llvm {\n\n";

  tables::StringOffsetTable Names;
  std::vector<std::string> FullNames;
  for (const auto &[Name, Group] : Nodes)
    FullNames.push_back(Namespace + "::" + Name);
  std::vector<unsigned> NameOffsets;
  for (const std::string &N : FullNames)
    NameOffsets.push_back(Names.add(N));
  Names.emitStringTableDef(OS, TargetName + "SDNodeNames");
  OS << '\n';

  // A node's constraints are stored reversed: lists that begin alike (more
  // common than lists that end alike) then share storage. Records sharing
  // an opcode but not their constraints get none.
  using Seq = std::vector<Constraint>;
  tables::SequenceTable<Constraint> Table(std::nullopt);
  std::vector<const Seq *> NodeConstraints;
  std::vector<Seq> Reversed(Nodes.size());
  size_t Index = 0;
  for (const auto &[Name, Group] : Nodes) {
    const Seq &First = Group.front().Constraints;
    bool Same = true;
    for (const NodeDesc &D : Group)
      Same = Same && D.Constraints == First;
    if (Same && !First.empty()) {
      Reversed[Index].assign(First.rbegin(), First.rend());
      Table.add(Reversed[Index]);
    }
    ++Index;
  }
  Table.layout();

  for (const Seq &S : Reversed)
    for (const Constraint &C : S)
      if (!C.VT.empty() && !isSimple(C.VT))
        ModeVTs.try_emplace(C.VT, 0);
  unsigned ModeEntries = 0;
  for (auto &[VT, At] : ModeVTs) {
    At = ModeEntries;
    ModeEntries += unsigned(VT.size());
  }

  OS << "static const VTByHwModePair " << TargetName << "VTByHwModeTable[] = {\n";
  for (const auto &[VT, At] : ModeVTs) {
    OS << "  /* " << At << " */ ";
    for (const auto &[Mode, T] : VT)
      OS << '{' << Mode << ", " << T.Name << "}, ";
    OS << '\n';
  }
  if (ModeVTs.empty())
    OS << "  /* dummy */ {0, MVT::INVALID_SIMPLE_VALUE_TYPE}\n";
  OS << "};\n\n";

  OS << "static const SDTypeConstraint " << TargetName << "SDTypeConstraints[] = {\n";
  Table.emit(OS, [this](OStream &Out, const Constraint &C) { writeConstraint(Out, C); });
  OS << "};\n\n";

  OS << "static const SDNodeDesc " << TargetName << "SDNodeDescs[] = {\n";
  Index = 0;
  for (const auto &[Name, Group] : Nodes) {
    const NodeDesc &D = Group.front();
    OS << "    {" << D.NumResults << ", " << D.NumOperands << ", 0";
    // The shape properties, in the order SDNodeDesc users expect.
    for (PropertyBit P : {SDNPHasChain, SDNPOutGlue, SDNPInGlue, SDNPOptInGlue, SDNPVariadic,
                          SDNPMemOperand})
      if (D.Properties & (1u << P))
        OS << "|1<<" << PropertyNames[P];
    OS << ", 0";
    if (D.IsStrictFP)
      OS << "|1<<SDNFIsStrictFP";
    const Seq &Rev = Reversed[Index];
    unsigned Offset = Rev.empty() ? 0 : Table.lookup(Rev);
    OS << ", " << D.TSFlags << ", " << NameOffsets[Index] << ", " << Offset << ", "
       << Rev.size() << "}, // " << Name << '\n';
    ++Index;
  }
  OS << "};\n\n";

  OS << "static const SDNodeInfo " << TargetName << "GenSDNodeInfo(\n"
     << "    /*NumOpcodes=*/" << Nodes.size() << ", " << TargetName << "SDNodeDescs, "
     << TargetName << "SDNodeNames,\n"
     << "    " << TargetName << "VTByHwModeTable, " << TargetName << "SDTypeConstraints);\n\n";
  OS << "} // namespace llvm\n\n";
  OS << "#endif // GET_SDNODE_DESC\n\n";
}

void emitSDNodeInfo(const RecordKeeper &Records, OStream &OS, const BackendContext &Ctx) {
  SDNodeInfoWriter(Records, OS, Ctx).run();
}

} // namespace

TBLGEN_REGISTER_BACKEND(SDNodeInfo, "gen-sd-node-info", "Generate target SDNode descriptions",
                        emitSDNodeInfo);
TBLGEN_REGISTER_BACKEND_OPTION(SDNodeNamespace, NamespaceOption,
                               "Specify target SDNode namespace (default=<Target>ISD)",
                               "gen-sd-node-info", "string");
TBLGEN_REGISTER_BACKEND_OPTION(WarnOnSkippedNodes, WarnOption,
                               "Explain why a node was skipped (default=true)",
                               "gen-sd-node-info", "", true);

} // namespace tblgen
