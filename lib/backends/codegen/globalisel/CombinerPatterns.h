//===- CombinerPatterns.h - Parsed GICombineRule patterns -------*- C++ -*-===//
//
// The patterns of a GICombineRule's match/apply lists: MIR instruction
// patterns, wip_match_opcode, builtins (GIReplaceReg, GIEraseRoot) and C++
// snippets, with their typed operands, plus the operand tables and the type
// checking that ties the match and apply halves of a rule together.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "codegen/Instructions.h"
#include "tblgen/SourceMgr.h"

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace tblgen {
class DagInit;
class Init;
class Record;
class RecordKeeper;
namespace gicombiner {

/// The type of a pattern operand: none, a ValueType, GITypeOf<"$x"> or
/// GIVariadic<min, max>.
struct PatType {
  enum Kind : uint8_t { None, VT, TypeOf, Variadic } K = None;
  const Record *Def = nullptr;
  std::string OpName;
  unsigned Min = 0, Max = 0;

  explicit operator bool() const { return K != None; }
  bool operator==(const PatType &O) const;
  std::string str() const;
  static PatType typeOf(const std::string &Op) {
    PatType T;
    T.K = TypeOf;
    T.OpName = Op;
    return T;
  }
};

struct PatOperand {
  std::string Name;
  bool HasImm = false;
  int64_t Imm = 0;
  PatType Ty;
  bool IsDef = false;
  bool named() const { return !Name.empty(); }
  bool namedImm() const { return HasImm && named(); }
  std::string describe() const;
};

struct PatFrag;

struct Pattern {
  enum Kind : uint8_t { AnyOpcode, CXX, Instr, Builtin, Frag } K;
  enum BuiltinKind : uint8_t { ReplaceReg, EraseRoot } BI = ReplaceReg;
  std::string Name;
  std::string Code; ///< CXX (trimmed)
  bool IsApply = false;
  std::vector<const Record *> Insts; ///< AnyOpcode
  const Record *Inst = nullptr;      ///< Instr / Builtin record
  const codegen::Instruction *CGI = nullptr;
  const PatFrag *PF = nullptr; ///< Frag
  /// Instr over an intrinsic: the Intrinsic record (Inst is then the
  /// G_INTRINSIC opcode for its properties), its results and its results
  /// and parameters together.
  const Record *Intrinsic = nullptr;
  unsigned IntrinsicDefs = 0, IntrinsicOperands = 0;
  std::vector<PatOperand> Ops;
  bool HasFlags = false;
  std::vector<std::string> SetFlags, UnsetFlags, CopyFlags;

  bool isInstLike() const { return K == Instr || K == Builtin || K == Frag; }
  /// The intrinsic's name in the Intrinsic enum ("int_foo" is foo).
  std::string intrinsicEnum() const;
  std::string instName() const;
  unsigned numInstDefs() const;
  unsigned numInstOperands() const;
  bool isVariadic() const;
  bool hasVariadicDefs() const;
};

/// Which pattern defines each named operand (null for live-ins).
class OperandTable {
public:
  struct Entry {
    bool Found = false;
    Pattern *Def = nullptr;
  };
  /// Adds P's operands; returns the name defined twice, or "" on success.
  std::string add(Pattern &P);
  Entry lookup(const std::string &Name) const {
    auto It = Table.find(Name);
    return It == Table.end() ? Entry() : It->second;
  }
  Pattern *def(const std::string &Name) const { return lookup(Name).Def; }

private:
  std::map<std::string, Entry> Table;
};

/// A GICombinePatFrag: parameters (outs first) and alternative pattern lists.
struct PatFrag {
  enum ParamKind : uint8_t { Root, MachineOperand, Imm };
  struct Param {
    std::string Name;
    ParamKind Kind;
  };
  struct Alternative {
    std::vector<std::unique_ptr<Pattern>> Pats;
    OperandTable Ops;
  };
  const Record *Def = nullptr;
  std::vector<Param> Params;
  unsigned NumOut = 0;
  std::vector<Alternative> Alts;

  int paramIndex(const std::string &Name) const {
    for (size_t I = 0; I < Params.size(); ++I)
      if (Params[I].Name == Name)
        return int(I);
    return -1;
  }
  unsigned numRoots() const {
    unsigned N = 0;
    for (unsigned I = 0; I < NumOut; ++I)
      N += Params[I].Kind == Root;
    return N;
  }
};

/// Parsed PatFrags by record (null when the record failed to parse).
using PatFragCache = std::map<const Record *, std::unique_ptr<PatFrag>>;

/// Reads pattern lists of one rule.
class PatternReader {
public:
  PatternReader(const RecordKeeper &RK, const codegen::InstructionSet &Insts, PatFragCache &Frags,
                std::vector<SrcLoc> Loc)
      : RK(RK), Insts(Insts), Frags(Frags), Loc(std::move(Loc)) {}
  /// Parses (Operator ...) calling Add on each pattern; false on error.
  bool readList(const DagInit &List, std::string_view Operator, const std::string &AnonPrefix,
                const std::function<bool(std::unique_ptr<Pattern>)> &Add);
  std::unique_ptr<Pattern> read(const Init *Arg, const std::string &Name, bool &Failed);
  const codegen::Instruction &instruction(const Record *Def);
  /// The PatFrags this reader used, in first-use order.
  const std::vector<const PatFrag *> &seenPatFrags() const { return SeenFrags; }

private:
  bool readOperand(Pattern &P, const Init *Op, const Init *OpName);
  bool readFlags(Pattern &P, const DagInit *D);
  bool checkSemantics(Pattern &P);
  bool readType(const Record *R, const std::string &Ctx, PatType &Out);
  const PatFrag *readPatFrag(const Record *Def);
  std::unique_ptr<PatFrag> readPatFragImpl(const Record *Def);
  bool checkPatFrag(PatFrag &PF);

  const RecordKeeper &RK;
  /// The whole target (never grows, so Instruction pointers stay valid).
  const codegen::InstructionSet &Insts;
  PatFragCache &Frags;
  std::vector<SrcLoc> Loc;
  std::vector<const PatFrag *> SeenFrags;
};

/// Writes P as -gicombiner-stop-after-parse dumps it.
void printPattern(std::string &OS, const Pattern &P, bool PrintName);
/// Writes PF as -gicombiner-stop-after-parse dumps it.
void printPatFrag(std::string &OS, const PatFrag &PF, const std::string &Indent);
/// Lists the operand table of a pattern list.
void printOperandTable(std::string &OS, const std::vector<std::unique_ptr<Pattern>> &Pats,
                       const std::string &Name, const std::string &Indent);

/// The trimmed text of a code snippet.
std::string trimCode(std::string_view S);

} // namespace gicombiner
} // namespace tblgen
