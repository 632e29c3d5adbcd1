//===- Record.h - Types, values, records and the record keeper --*- C++ -*-===//
//
// The data model that the front end builds and backends read:
//
//   RecTy        the type of a value (bit, bits<n>, int, string, list<T>,
//                dag, or a record type naming one or more classes)
//   Init         an immutable, uniqued value or unevaluated expression
//   RecordVal    one field of a record: name, type, value
//   Record       a class or a concrete record (def)
//   RecordKeeper owns everything above for one run
//
// Types and values are allocated in the keeper's arena and uniqued, so two
// equal values are the same pointer.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "tblgen/Arena.h"
#include "tblgen/Casting.h"
#include "tblgen/SmallVec.h"
#include "tblgen/SourceMgr.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace tblgen {

class Init;
class Record;
class RecordKeeper;
class RecordVal;
class Resolver;
class StringInit;
class ListRecTy;
class OStream;
struct TypePool;
struct InitPool;
class AllocationModel;
class Profile;

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

/// The type of a value. Types are uniqued: compare them by pointer, or ask
/// their kind with isa<BitsRecTy>(Ty), dyn_cast<RecordRecTy>(Ty)... Prints
/// with OS << *Ty as TableGen spells it. "code" is not a type of its own:
/// it is string, whose values remember they were written as code (see
/// StringInit::hasCodeFormat).
class RecTy {
public:
  enum Kind : uint8_t { BitKind, BitsKind, IntKind, StringKind, ListKind, DagKind, RecordKind };

  Kind getKind() const { return K; }
  RecordKeeper &getRecordKeeper() const { return RK; }
  /// The type as TableGen spells it: "bits<4>", "list<int>", "{A, B}".
  std::string getAsString() const;
  /// getAsString, computed when the type is made and kept in the keeper's
  /// arena (so that reading it never writes: backends may print from
  /// several threads).
  std::string_view getAsStringRef() const { return Spelling; }
  /// Computes the spelling (internal: the type pools call it once).
  void initSpelling() const;
  /// Can a value of this type be assigned to a field of type RHS?
  bool typeIsConvertibleTo(const RecTy *RHS) const;
  /// Is this type the same as, or a subtype of, RHS?
  bool typeIsA(const RecTy *RHS) const;
  /// list<this>, cached.
  const ListRecTy *getListTy() const;

protected:
  RecTy(Kind K, RecordKeeper &RK) : K(K), RK(RK) {}
  Kind K;
  RecordKeeper &RK;
  mutable const ListRecTy *ListTy = nullptr;
  mutable std::string_view Spelling;
};

/// bit
class BitRecTy : public RecTy {
public:
  static bool classof(const RecTy *T) { return T->getKind() == BitKind; }
  static const BitRecTy *get(RecordKeeper &RK);
  explicit BitRecTy(RecordKeeper &RK) : RecTy(BitKind, RK) {}
};

/// bits<N>; getNumBits() is N.
class BitsRecTy : public RecTy {
public:
  static bool classof(const RecTy *T) { return T->getKind() == BitsKind; }
  static const BitsRecTy *get(RecordKeeper &RK, unsigned Size);
  unsigned getNumBits() const { return Size; }
  BitsRecTy(RecordKeeper &RK, unsigned Size) : RecTy(BitsKind, RK), Size(Size) {}

private:
  unsigned Size;
};

/// int (64-bit signed)
class IntRecTy : public RecTy {
public:
  static bool classof(const RecTy *T) { return T->getKind() == IntKind; }
  static const IntRecTy *get(RecordKeeper &RK);
  explicit IntRecTy(RecordKeeper &RK) : RecTy(IntKind, RK) {}
};

/// string, and code
class StringRecTy : public RecTy {
public:
  static bool classof(const RecTy *T) { return T->getKind() == StringKind; }
  static const StringRecTy *get(RecordKeeper &RK);
  explicit StringRecTy(RecordKeeper &RK) : RecTy(StringKind, RK) {}
};

/// list<T>; getElementType() is T.
class ListRecTy : public RecTy {
public:
  static bool classof(const RecTy *T) { return T->getKind() == ListKind; }
  static const ListRecTy *get(const RecTy *Elt) { return Elt->getListTy(); }
  const RecTy *getElementType() const { return Elt; }
  ListRecTy(const RecTy *Elt) : RecTy(ListKind, Elt->getRecordKeeper()), Elt(Elt) {}

private:
  const RecTy *Elt;
};

/// dag
class DagRecTy : public RecTy {
public:
  static bool classof(const RecTy *T) { return T->getKind() == DagKind; }
  static const DagRecTy *get(RecordKeeper &RK);
  explicit DagRecTy(RecordKeeper &RK) : RecTy(DagKind, RK) {}
};

/// The type of a record: the set of classes it derives from, kept sorted by
/// name and without classes implied by others.
class RecordRecTy : public RecTy {
public:
  static bool classof(const RecTy *T) { return T->getKind() == RecordKind; }
  static const RecordRecTy *get(RecordKeeper &RK, std::span<const Record *const> Classes);
  static const RecordRecTy *get(const Record *Class);
  std::span<const Record *const> getClasses() const { return {Classes, NumClasses}; }
  /// Does a value of this type derive from Class?
  bool isSubClassOf(const Record *Class) const;
  RecordRecTy(RecordKeeper &RK, const Record *const *C, unsigned N)
      : RecTy(RecordKind, RK), Classes(C), NumClasses(N) {}

private:
  const Record *const *Classes;
  unsigned NumClasses;
};

/// The most specific type both T1 and T2 convert to, or null.
const RecTy *resolveTypes(const RecTy *T1, const RecTy *T2);

//===----------------------------------------------------------------------===//
// Values
//===----------------------------------------------------------------------===//

/// A value: an immutable, uniqued Init of one of the kinds below. A
/// backend usually meets the concrete kinds, reading a field with
/// Record::getValueInit and testing it with isa/dyn_cast:
///
///   UnsetInit   '?'                     (not a TypedInit: it has no type)
///   BitInit     0 / 1                   getValue() -> bool
///   BitsInit    {b(N-1), ..., b0}       getNumBits(), getBit(I) (bit I, the
///                                       lowest is 0), convertInitializerToInt()
///   IntInit     42                      getValue() -> int64_t
///   StringInit  "text" or [{code}]      getValue() -> string_view,
///                                       hasCodeFormat()
///   ListInit    [a, b]                  getValues(), size(), getElement(I),
///                                       getElementAsRecord(I), range-for
///   DefInit     a record                getDef() -> const Record *
///   DagInit     (op a:$x, b)            getOperator(), getNumArgs(), getArg(I),
///                                       getArgNameStr(I), getNameStr()
///
/// The other kinds (VarInit, FieldInit, the !operators...) are unevaluated
/// expressions; they only remain in classes and in fields a record left
/// unresolved. Every value prints with OS << *I (or getAsString()) as
/// --print-records prints it.
class Init {
public:
  enum Kind : uint8_t {
#define INIT_KIND(Name) Name##Kind,
#include "tblgen/InitKinds.def"
  };
  Kind getKind() const { return K; }
  RecordKeeper &getRecordKeeper() const;

  /// Contains no unset parts ('?').
  virtual bool isComplete() const { return true; }
  /// Is a fully evaluated constant (no variables or operators).
  virtual bool isConcrete() const { return false; }
  /// The value as --print-records prints it.
  virtual std::string getAsString() const = 0;
  /// Like getAsString, but strings print without quotes.
  virtual std::string getAsUnquotedString() const { return getAsString(); }
  void print(OStream &OS) const;

  /// Implicit conversion to Ty (assignment rules); null when impossible.
  virtual const Init *convertInitializerTo(const RecTy *Ty) const = 0;
  /// Like convertInitializerTo, but an unresolved typed value of a
  /// convertible type is wrapped in !cast.
  virtual const Init *getCastTo(const RecTy *Ty) const;
  /// The bits Bits of this value, as a BitsInit; null when not possible.
  virtual const Init *convertInitializerBitRange(std::span<const unsigned> Bits) const {
    return nullptr;
  }
  /// Type of field FieldName when this is a record value; null otherwise.
  virtual const RecTy *getFieldType(const StringInit *FieldName) const { return nullptr; }
  /// Substitutes variables through R and folds.
  virtual const Init *resolveReferences(Resolver &R) const { return this; }
  /// Bit number Bit of this value.
  virtual const Init *getBit(unsigned Bit) const = 0;

  /// isConcrete() holds and always will: a bit, int, string, record or '?',
  /// or bits, a list or a dag made of such values only (a field reference
  /// of a record can be concrete now and not later: it is not stable).
  /// Set when the value is made, so testing it is one load.
  bool isStablyConcrete() const { return StablyConcrete; }
  /// True when no resolver can change this value (it holds no variable,
  /// no anonymous name and no operator that folds differently once final),
  /// so resolveReferences is the identity and can be skipped.
  bool isClosed() const { return Deps == 0; }
  /// What resolving this value can depend on: one bit per variable name it
  /// mentions (depBit; several names may share a bit) and OpaqueDep when
  /// it holds something resolved whatever the resolver binds (an anonymous
  /// name, !cast, !exists, !foldl...). 0 when closed; all ones when not
  /// known (a value that is not interned).
  uint64_t getDeps() const { return Deps; }
  /// The dependency bit of variable name Name.
  static uint64_t depBit(const Init *Name) {
    // Bits 0-62 (the 64th is OpaqueDep): the top six bits of a
    // multiplicative hash, 63 folded onto 62 (a compare, not a division).
    uint64_t Bit = (uint64_t(reinterpret_cast<uintptr_t>(Name)) * 0x9E3779B97F4A7C15ull) >> 58;
    return uint64_t(1) << std::min<uint64_t>(Bit, 62);
  }
  static constexpr uint64_t OpaqueDep = uint64_t(1) << 63;
  /// resolveReferences, skipping the call for a value that mentions none of
  /// the names R can bind (a closed value in particular): such a value
  /// resolves to itself and creates nothing on the way.
  const Init *resolve(Resolver &R) const;
  /// Low 32 bits of the uniquing hash (set when the value is interned; it
  /// sits in the header's padding, so it costs no space).
  uint32_t getInternHash() const { return InternHash; }

  virtual ~Init() = default;

private:
  // Values are immutable once made: only the pools that make them set
  // these, once.
  friend struct InitPool;
  friend class Record;
  friend class RecordKeeper;
  void setClosed(bool C) { Deps = C ? 0 : ~uint64_t(0); }
  void setDeps(uint64_t D) { Deps = D; }
  void setInternHash(uint32_t H) { InternHash = H; }

protected:
  explicit Init(Kind K)
      : K(K), StablyConcrete(K == UnsetKind || K == BitKind || K == IntKind || K == StringKind ||
                             K == DefKind) {}
  /// For the aggregates (bits, lists, dags), when they are interned.
  static bool allStablyConcrete(std::span<const Init *const> Elts) {
    for (const Init *E : Elts)
      if (!E->StablyConcrete)
        return false;
    return true;
  }
  Kind K;
  uint8_t Opc = 0; // operator of op inits; format of strings
  bool StablyConcrete;
  uint32_t InternHash = 0;
  uint64_t Deps = ~uint64_t(0);
};

class UnsetInit final : public Init {
public:
  static bool classof(const Init *I) { return I->getKind() == UnsetKind; }
  static const UnsetInit *get(RecordKeeper &RK);
  explicit UnsetInit(RecordKeeper &RK) : Init(UnsetKind), RK(RK) {}
  RecordKeeper &getRecordKeeper() const { return RK; }

  bool isComplete() const override { return false; }
  bool isConcrete() const override { return true; }
  std::string getAsString() const override { return "?"; }
  const Init *convertInitializerTo(const RecTy *Ty) const override { return this; }
  const Init *getCastTo(const RecTy *Ty) const override { return this; }
  const Init *getBit(unsigned Bit) const override { return this; }

private:
  RecordKeeper &RK;
};

/// A template argument in a class reference: positional or named.
class ArgumentInit final : public Init {
public:
  static bool classof(const Init *I) { return I->getKind() == ArgumentKind; }
  static const ArgumentInit *get(const Init *Value, unsigned Index);
  static const ArgumentInit *get(const Init *Value, const Init *Name);
  bool isPositional() const { return !Name; }
  bool isNamed() const { return Name != nullptr; }
  const Init *getValue() const { return Value; }
  unsigned getIndex() const { return Index; }
  const Init *getName() const { return Name; }
  const ArgumentInit *cloneWithValue(const Init *V) const;

  bool isComplete() const override { return Value->isComplete(); }
  bool isConcrete() const override { return Value->isConcrete(); }
  std::string getAsString() const override;
  const Init *convertInitializerTo(const RecTy *) const override { return nullptr; }
  const Init *getBit(unsigned) const override { return nullptr; }
  const Init *resolveReferences(Resolver &R) const override;

  ArgumentInit(const Init *V, unsigned Idx, const Init *N)
      : Init(ArgumentKind), Value(V), Index(Idx), Name(N) {}

private:
  const Init *Value;
  unsigned Index;
  const Init *Name;
};

/// A value with a type: everything but '?' and arguments.
class TypedInit : public Init {
public:
  static bool classof(const Init *I) { return I->getKind() >= BitKind; }
  const RecTy *getType() const { return Ty; }
  RecordKeeper &getRecordKeeper() const { return Ty->getRecordKeeper(); }

  const Init *convertInitializerTo(const RecTy *Ty) const override;
  const Init *convertInitializerBitRange(std::span<const unsigned> Bits) const override;
  const RecTy *getFieldType(const StringInit *FieldName) const override;
  const Init *getBit(unsigned Bit) const override;

protected:
  TypedInit(Kind K, const RecTy *T) : Init(K), Ty(T) {}
  const RecTy *Ty;
};

class BitInit final : public TypedInit {
public:
  static bool classof(const Init *I) { return I->getKind() == BitKind; }
  static const BitInit *get(RecordKeeper &RK, bool V);
  bool getValue() const { return Value; }

  bool isConcrete() const override { return true; }
  std::string getAsString() const override { return Value ? "1" : "0"; }
  const Init *convertInitializerTo(const RecTy *Ty) const override;
  const Init *getBit(unsigned) const override { return this; }

  BitInit(RecordKeeper &RK, bool V);

private:
  bool Value;
};

class BitsInit final : public TypedInit {
public:
  static bool classof(const Init *I) { return I->getKind() == BitsKind; }
  static const BitsInit *get(RecordKeeper &RK, std::span<const Init *const> Bits);
  unsigned getNumBits() const { return NumBits; }
  std::span<const Init *const> getBits() const { return {Bits, NumBits}; }
  const Init *getBit(unsigned Bit) const override { return Bits[Bit]; }
  /// The integer value when every bit is 0 or 1.
  std::optional<int64_t> convertInitializerToInt() const;
  bool allInComplete() const;

  bool isComplete() const override;
  bool isConcrete() const override;
  std::string getAsString() const override;
  const Init *convertInitializerTo(const RecTy *Ty) const override;
  const Init *convertInitializerBitRange(std::span<const unsigned> Bits) const override;
  const Init *resolveReferences(Resolver &R) const override;

  BitsInit(const RecTy *T, const Init *const *B, unsigned N)
      : TypedInit(BitsKind, T), Bits(B), NumBits(N) {}

private:
  const Init *const *Bits;
  unsigned NumBits;
};

class IntInit final : public TypedInit {
public:
  static bool classof(const Init *I) { return I->getKind() == IntKind; }
  static const IntInit *get(RecordKeeper &RK, int64_t V);
  int64_t getValue() const { return Value; }

  bool isConcrete() const override { return true; }
  std::string getAsString() const override { return std::to_string(Value); }
  const Init *convertInitializerTo(const RecTy *Ty) const override;
  const Init *convertInitializerBitRange(std::span<const unsigned> Bits) const override;
  const Init *getBit(unsigned Bit) const override;

  IntInit(RecordKeeper &RK, int64_t V);

private:
  int64_t Value;
};

/// The name of an anonymous record ("anonymous_N") until it is resolved.
class AnonymousNameInit final : public TypedInit {
public:
  static bool classof(const Init *I) { return I->getKind() == AnonymousNameKind; }
  static const AnonymousNameInit *get(RecordKeeper &RK, unsigned N);
  unsigned getValue() const { return Value; }
  const StringInit *getNameInit() const;

  std::string getAsString() const override;
  const Init *resolveReferences(Resolver &R) const override;

  AnonymousNameInit(RecordKeeper &RK, unsigned V);

private:
  unsigned Value;
};

class StringInit final : public TypedInit {
public:
  enum Format : uint8_t { SF_String, SF_Code };
  static bool classof(const Init *I) { return I->getKind() == StringKind; }
  static const StringInit *get(RecordKeeper &RK, std::string_view S, Format F = SF_String);
  /// The string S if it was interned already, else null (creates nothing).
  static const StringInit *lookup(RecordKeeper &RK, std::string_view S, Format F = SF_String);
  static Format determineFormat(Format F1, Format F2) {
    return F1 == SF_Code || F2 == SF_Code ? SF_Code : SF_String;
  }
  std::string_view getValue() const { return {chars(), Size}; }
  Format getFormat() const { return Format(Opc); }
  bool hasCodeFormat() const { return Opc == SF_Code; }

  bool isConcrete() const override { return true; }
  std::string getAsString() const override;
  std::string getAsUnquotedString() const override { return std::string(getValue()); }
  const Init *convertInitializerTo(const RecTy *Ty) const override;
  const Init *getBit(unsigned) const override { return nullptr; }

  /// The characters (and a terminating NUL) follow the length in the same
  /// allocation, starting inside the object's tail padding: a string costs
  /// CharsOffset + size + 1 bytes, rounded up to 8.
  static constexpr size_t CharsOffset = sizeof(TypedInit) + sizeof(uint32_t);
  /// Bytes to allocate for a string of N characters.
  static size_t allocationSize(size_t N);
  /// Makes the value in Mem (allocationSize(V.size()) bytes).
  static StringInit *create(void *Mem, RecordKeeper &RK, std::string_view V, Format F);

private:
  StringInit(RecordKeeper &RK, uint32_t N, Format F);
  const char *chars() const { return reinterpret_cast<const char *>(this) + CharsOffset; }
  uint32_t Size;
};

class ListInit final : public TypedInit {
public:
  static bool classof(const Init *I) { return I->getKind() == ListKind; }
  static const ListInit *get(std::span<const Init *const> Elts, const RecTy *EltTy);
  std::span<const Init *const> getValues() const { return {Elts, N}; }
  const Init *getElement(unsigned I) const { return Elts[I]; }
  size_t size() const { return N; }
  bool empty() const { return N == 0; }
  const RecTy *getElementType() const { return cast<ListRecTy>(getType())->getElementType(); }
  /// The record element I refers to; a fatal error when it is not a def.
  const Record *getElementAsRecord(unsigned I) const;
  /// for (const Init *Elt : *List)
  const Init *const *begin() const { return Elts; }
  const Init *const *end() const { return Elts + N; }

  bool isComplete() const override;
  bool isConcrete() const override;
  std::string getAsString() const override;
  const Init *convertInitializerTo(const RecTy *Ty) const override;
  const Init *resolveReferences(Resolver &R) const override;
  const Init *getBit(unsigned) const override { return nullptr; }

  ListInit(const RecTy *T, const Init *const *E, size_t N) : TypedInit(ListKind, T), Elts(E), N(N) {}

private:
  const Init *const *Elts;
  size_t N;
};

/// A reference to a record.
class DefInit final : public TypedInit {
public:
  static bool classof(const Init *I) { return I->getKind() == DefKind; }
  static const DefInit *get(const Record *R);
  const Record *getDef() const { return Def; }

  bool isConcrete() const override { return true; }
  std::string getAsString() const override;
  const Init *convertInitializerTo(const RecTy *Ty) const override;
  const RecTy *getFieldType(const StringInit *FieldName) const override;
  const Init *getBit(unsigned) const override { return nullptr; }

  DefInit(const Record *D, const RecTy *T) : TypedInit(DefKind, T), Def(D) {}

private:
  const Record *Def;
};

/// An anonymous instantiation of a class: Class<args>.
class VarDefInit final : public TypedInit {
public:
  static bool classof(const Init *I) { return I->getKind() == VarDefKind; }
  static const VarDefInit *get(SrcLoc Loc, const Record *Class,
                               std::span<const ArgumentInit *const> Args);
  const Record *getClass() const { return Class; }
  std::span<const ArgumentInit *const> args() const { return {Args, NumArgs}; }
  SrcLoc getLoc() const { return Loc; }
  /// Instantiates the record if every argument is concrete.
  const Init *Fold() const;

  std::string getAsString() const override;
  const Init *resolveReferences(Resolver &R) const override;
  const Init *getBit(unsigned) const override { return nullptr; }

  VarDefInit(SrcLoc L, const Record *C, const ArgumentInit *const *A, unsigned N);

private:
  const DefInit *instantiate() const;
  static const VarDefInit *makeHashed(uint64_t H, SrcLoc Loc, const Record *Class,
                                      std::span<const ArgumentInit *const> Args);
  SrcLoc Loc;
  const Record *Class;
  const ArgumentInit *const *Args;
  unsigned NumArgs;
  mutable const DefInit *Def = nullptr;
};

class DagInit final : public TypedInit {
public:
  static bool classof(const Init *I) { return I->getKind() == DagKind; }
  static const DagInit *get(const Init *Op, const StringInit *OpName,
                            std::span<const Init *const> Args,
                            std::span<const StringInit *const> ArgNames);
  const Init *getOperator() const { return Op; }
  const Record *getOperatorAsDef(SrcLoc Loc) const;
  const StringInit *getName() const { return OpName; }
  std::string_view getNameStr() const;
  unsigned getNumArgs() const { return N; }
  const Init *getArg(unsigned I) const { return Args[I]; }
  const StringInit *getArgName(unsigned I) const { return Names[I]; }
  std::string_view getArgNameStr(unsigned I) const;
  std::span<const Init *const> getArgs() const { return {Args, N}; }
  std::span<const StringInit *const> getArgNames() const { return {Names, N}; }
  std::optional<unsigned> getArgNo(std::string_view Name) const;

  bool isConcrete() const override;
  std::string getAsString() const override;
  const Init *convertInitializerTo(const RecTy *Ty) const override;
  const Init *resolveReferences(Resolver &R) const override;
  const Init *getBit(unsigned) const override { return nullptr; }

  DagInit(RecordKeeper &RK, const Init *Op, const StringInit *OpName, const Init *const *A,
          const StringInit *const *Nm, unsigned N);

private:
  const Init *Op;
  const StringInit *OpName;
  const Init *const *Args;
  const StringInit *const *Names;
  unsigned N;
};

/// A reference to a variable (field, template argument, loop variable).
class VarInit final : public TypedInit {
public:
  static bool classof(const Init *I) { return I->getKind() == VarKind; }
  static const VarInit *get(std::string_view Name, const RecTy *T);
  static const VarInit *get(const Init *Name, const RecTy *T);
  const Init *getNameInit() const { return Name; }
  std::string_view getName() const;
  std::string getNameInitAsString() const { return Name->getAsUnquotedString(); }

  std::string getAsString() const override { return std::string(getName()); }
  const Init *resolveReferences(Resolver &R) const override;
  const Init *getBit(unsigned Bit) const override;

  VarInit(const Init *N, const RecTy *T) : TypedInit(VarKind, T), Name(N) {}

private:
  const Init *Name;
};

/// Bit Bit of an unresolved value.
class VarBitInit final : public TypedInit {
public:
  static bool classof(const Init *I) { return I->getKind() == VarBitKind; }
  static const VarBitInit *get(const TypedInit *T, unsigned B);
  const Init *getBitVar() const { return TI; }
  unsigned getBitNum() const { return Bit; }

  std::string getAsString() const override;
  const Init *resolveReferences(Resolver &R) const override;
  const Init *getBit(unsigned B) const override { return this; }

  VarBitInit(const TypedInit *T, unsigned B);

private:
  const TypedInit *TI;
  unsigned Bit;
};

/// Rec.Field
class FieldInit final : public TypedInit {
public:
  static bool classof(const Init *I) { return I->getKind() == FieldKind; }
  static const FieldInit *get(const Init *Rec, const StringInit *FieldName);
  const Init *getRecord() const { return Rec; }
  const StringInit *getFieldName() const { return FieldName; }
  const Init *Fold(const Record *CurRec) const;

  bool isConcrete() const override;
  std::string getAsString() const override;
  const Init *resolveReferences(Resolver &R) const override;
  const Init *getBit(unsigned Bit) const override;

  FieldInit(const Init *R, const StringInit *F, const RecTy *T)
      : TypedInit(FieldKind, T), Rec(R), FieldName(F) {}

private:
  const Init *Rec;
  const StringInit *FieldName;
};

/// Base of operator expressions.
class OpInit : public TypedInit {
public:
  static bool classof(const Init *I) { return I->getKind() >= UnOpKind; }
  const Init *getBit(unsigned Bit) const override;

protected:
  OpInit(Kind K, const RecTy *T, uint8_t Op) : TypedInit(K, T) { Opc = Op; }
};

class UnOpInit final : public OpInit {
public:
  enum UnaryOp : uint8_t {
#define UNOP(E, S) E,
#include "tblgen/BangOps.def"
  };
  static bool classof(const Init *I) { return I->getKind() == UnOpKind; }
  static const UnOpInit *get(UnaryOp Op, const Init *LHS, const RecTy *T);
  UnaryOp getOpcode() const { return UnaryOp(Opc); }
  const Init *getOperand() const { return LHS; }
  /// Evaluates the operator if its operand allows; CurRec is the record
  /// being built (for !cast lookups of names), IsFinal reports errors.
  const Init *Fold(const Record *CurRec, bool IsFinal = false) const;
  /// get(Op, LHS, T)->Fold(CurRec, IsFinal), without interning the
  /// unevaluated expression when it folds to something else (unless the
  /// record keeper keeps llvm-tblgen's allocation statistics).
  static const Init *getFolded(UnaryOp Op, const Init *LHS, const RecTy *T, const Record *CurRec,
                               bool IsFinal = false);

  std::string getAsString() const override;
  /// Prints what getAsString returns, straight into OS.
  void printTo(OStream &OS) const;
  const Init *resolveReferences(Resolver &R) const override;

  UnOpInit(UnaryOp Op, const Init *L, const RecTy *T) : OpInit(UnOpKind, T, Op), LHS(L) {}

private:
  const Init *LHS;
};

class BinOpInit final : public OpInit {
public:
  enum BinaryOp : uint8_t {
#define BINOP(E, S) E,
#include "tblgen/BangOps.def"
  };
  static bool classof(const Init *I) { return I->getKind() == BinOpKind; }
  static const BinOpInit *get(BinaryOp Op, const Init *LHS, const Init *RHS, const RecTy *T);
  /// lhs # rhs as the paste operator builds it (strings or lists).
  static const Init *getStrConcat(const Init *LHS, const Init *RHS);
  static const Init *getListConcat(const TypedInit *LHS, const Init *RHS);
  BinaryOp getOpcode() const { return BinaryOp(Opc); }
  const Init *getLHS() const { return LHS; }
  const Init *getRHS() const { return RHS; }
  const Init *Fold(const Record *CurRec) const;
  /// get(...)->Fold(CurRec) without interning what folds away (see
  /// UnOpInit::getFolded).
  static const Init *getFolded(BinaryOp Op, const Init *LHS, const Init *RHS, const RecTy *T,
                               const Record *CurRec);

  std::string getAsString() const override;
  /// Prints what getAsString returns, straight into OS.
  void printTo(OStream &OS) const;
  const Init *resolveReferences(Resolver &R) const override;

  BinOpInit(BinaryOp Op, const Init *L, const Init *R, const RecTy *T)
      : OpInit(BinOpKind, T, Op), LHS(L), RHS(R) {}

private:
  /// resolveReferences without the memo (resolveThroughMemo).
  const Init *resolveOperands(Resolver &R) const;
  std::optional<bool> CompareInit(unsigned Opc, const Init *LHS, const Init *RHS) const;
  const Init *LHS, *RHS;
};

class TernOpInit final : public OpInit {
public:
  enum TernaryOp : uint8_t {
#define TERNOP(E, S) E,
#include "tblgen/BangOps.def"
  };
  static bool classof(const Init *I) { return I->getKind() == TernOpKind; }
  static const TernOpInit *get(TernaryOp Op, const Init *LHS, const Init *MHS, const Init *RHS,
                               const RecTy *T);
  TernaryOp getOpcode() const { return TernaryOp(Opc); }
  const Init *getLHS() const { return LHS; }
  const Init *getMHS() const { return MHS; }
  const Init *getRHS() const { return RHS; }
  const Init *Fold(const Record *CurRec) const;
  /// get(...)->Fold(CurRec) without interning what folds away (see
  /// UnOpInit::getFolded).
  static const Init *getFolded(TernaryOp Op, const Init *LHS, const Init *MHS, const Init *RHS,
                               const RecTy *T, const Record *CurRec);

  bool isComplete() const override { return LHS->isComplete() && MHS->isComplete() && RHS->isComplete(); }
  std::string getAsString() const override;
  /// Prints what getAsString returns, straight into OS.
  void printTo(OStream &OS) const;
  const Init *resolveReferences(Resolver &R) const override;

  TernOpInit(TernaryOp Op, const Init *L, const Init *M, const Init *R, const RecTy *T)
      : OpInit(TernOpKind, T, Op), LHS(L), MHS(M), RHS(R) {}

private:
  /// resolveReferences without the memo (resolveThroughMemo).
  const Init *resolveOperands(Resolver &R) const;
  const Init *LHS, *MHS, *RHS;
};

/// !cond(c1 : v1, c2 : v2, ...)
class CondOpInit final : public OpInit {
public:
  static bool classof(const Init *I) { return I->getKind() == CondKind; }
  static const CondOpInit *get(std::span<const Init *const> Conds,
                               std::span<const Init *const> Vals, const RecTy *T);
  std::span<const Init *const> getConds() const { return {Conds, N}; }
  std::span<const Init *const> getVals() const { return {Vals, N}; }
  const Init *Fold(const Record *CurRec) const;

  bool isComplete() const override;
  bool isConcrete() const override;
  std::string getAsString() const override;
  /// Prints what getAsString returns, straight into OS.
  void printTo(OStream &OS) const;
  const Init *resolveReferences(Resolver &R) const override;

  CondOpInit(const Init *const *C, const Init *const *V, unsigned N, const RecTy *T)
      : OpInit(CondKind, T, 0), Conds(C), Vals(V), N(N) {}

private:
  const Init *const *Conds;
  const Init *const *Vals;
  unsigned N;
};

/// !foldl(start, list, acc, var, expr)
class FoldOpInit final : public OpInit {
public:
  const Init *getStart() const { return Start; }
  const Init *getList() const { return List; }
  const Init *getA() const { return A; }
  const Init *getB() const { return B; }
  const Init *getExpr() const { return Expr; }
  static bool classof(const Init *I) { return I->getKind() == FoldKind; }
  static const FoldOpInit *get(const Init *Start, const Init *List, const Init *A, const Init *B,
                               const Init *Expr, const RecTy *T);
  const Init *Fold(const Record *CurRec) const;

  bool isComplete() const override { return false; }
  std::string getAsString() const override;
  /// Prints what getAsString returns, straight into OS.
  void printTo(OStream &OS) const;
  const Init *resolveReferences(Resolver &R) const override;

  FoldOpInit(const Init *S, const Init *L, const Init *A, const Init *B, const Init *E, const RecTy *T)
      : OpInit(FoldKind, T, 0), Start(S), List(L), A(A), B(B), Expr(E) {}

private:
  const Init *Start, *List, *A, *B, *Expr;
};

/// !isa<Type>(expr)
class IsAOpInit final : public OpInit {
public:
  const RecTy *getCheckType() const { return CheckType; }
  const Init *getExpr() const { return Expr; }
  static bool classof(const Init *I) { return I->getKind() == IsAKind; }
  static const IsAOpInit *get(const RecTy *CheckType, const Init *Expr);
  const Init *Fold() const;

  bool isComplete() const override { return false; }
  std::string getAsString() const override;
  const Init *resolveReferences(Resolver &R) const override;

  IsAOpInit(const RecTy *CT, const Init *E, const RecTy *BitTy)
      : OpInit(IsAKind, BitTy, 0), CheckType(CT), Expr(E) {}

private:
  const RecTy *CheckType;
  const Init *Expr;
};

/// !exists<Type>(name)
class ExistsOpInit final : public OpInit {
public:
  const RecTy *getCheckType() const { return CheckType; }
  const Init *getExpr() const { return Expr; }
  static bool classof(const Init *I) { return I->getKind() == ExistsKind; }
  static const ExistsOpInit *get(const RecTy *CheckType, const Init *Expr);
  const Init *Fold(const Record *CurRec, bool IsFinal = false) const;

  bool isComplete() const override { return false; }
  std::string getAsString() const override;
  const Init *resolveReferences(Resolver &R) const override;

  ExistsOpInit(const RecTy *CT, const Init *E, const RecTy *BitTy)
      : OpInit(ExistsKind, BitTy, 0), CheckType(CT), Expr(E) {}

private:
  const RecTy *CheckType;
  const Init *Expr;
};

/// !instances<Type>(regex)
class InstancesOpInit final : public OpInit {
public:
  const RecTy *getInstanceType() const { return Type; }
  const Init *getRegex() const { return Regex; }
  static bool classof(const Init *I) { return I->getKind() == InstancesKind; }
  static const InstancesOpInit *get(const RecTy *Type, const Init *Regex);
  const Init *Fold(const Record *CurRec, bool IsFinal = false) const;

  bool isComplete() const override { return false; }
  std::string getAsString() const override;
  const Init *resolveReferences(Resolver &R) const override;

  InstancesOpInit(const RecTy *T, const Init *Re)
      : OpInit(InstancesKind, T->getListTy(), 0), Type(T), Regex(Re) {}

private:
  const RecTy *Type;
  const Init *Regex;
};

//===----------------------------------------------------------------------===//
// Resolvers
//===----------------------------------------------------------------------===//

class ResolveMemo;
class ReferenceWatch;

/// Looks up values for variable names during resolveReferences.
class Resolver {
public:
  explicit Resolver(const Record *CurRec) : CurRec(CurRec) {}
  virtual ~Resolver() = default;
  const Record *getCurrentRecord() const { return CurRec; }
  /// The value for VarName, or null to leave the reference alone.
  virtual const Init *resolve(const Init *VarName) = 0;
  /// Keep '?' bits of a BitsInit rather than replacing them.
  virtual bool keepUnsetBits() const { return false; }
  /// Would resolve(VarName) give its answer without resolving or creating
  /// anything, so that skipping the lookup could not be seen? False unless
  /// the resolver knows.
  virtual bool answersDirectly(const Init *VarName) const { return false; }
  /// This is the last resolution: unresolvable !casts are errors.
  bool isFinal() const { return IsFinal; }
  void setFinal(bool F) { IsFinal = F; }
  /// The dependency bits (Init::getDeps) of the names this resolver may
  /// bind, OpaqueDep always among them; all ones for a resolver that looks
  /// at every variable (the default).
  uint64_t keyMask() const { return KeyMask; }
  /// Operator values already resolved with this resolver and what they
  /// resolved to, or null: a resolver whose answers cannot change keeps one
  /// once it has resolved many operators (lib/record/Resolvers.h).
  ResolveMemo *memo() const { return Memo; }
  /// Counts an operator resolved without a memo; calls startMemo once the
  /// count reaches MemoAfter.
  void countOperator() {
    if (++Operators == MemoAfter)
      startMemo();
  }
  /// This resolver as a ReferenceWatch, or null.
  virtual ReferenceWatch *asWatch() { return nullptr; }

protected:
  static constexpr uint32_t MemoAfter = 64;
  /// Starts a memo if the resolver's answers cannot change (the default:
  /// they might, no memo).
  virtual void startMemo() {}
  ResolveMemo *Memo = nullptr;
  uint32_t Operators = 0;

  /// For a resolver that answers only for known names: starts the mask
  /// with no name, addKey adds one.
  void clearKeys() { KeyMask = Init::OpaqueDep; }
  void addKey(const Init *Name) { KeyMask |= Init::depBit(Name); }
  void setKeyMask(uint64_t M) { KeyMask = M; }

private:
  const Record *CurRec;
  uint64_t KeyMask = ~uint64_t(0);
  bool IsFinal = false;
};

inline const Init *Init::resolve(Resolver &R) const {
  return (Deps & R.keyMask()) ? resolveReferences(R) : this;
}

// The concrete resolvers (MapResolver, RecordResolver, ...) are internal
// to the front end: lib/record/Resolvers.h.

//===----------------------------------------------------------------------===//
// Records
//===----------------------------------------------------------------------===//

/// One field (or template argument) of a record: its name, type, value
/// (null only while a class is being built; '?' when unset) and the
/// location where it was declared or last set by a 'let'. Prints with
/// OS << RV as a line of --print-records prints it.
class RecordVal {
public:
  enum FieldKind : uint8_t { FK_Normal, FK_NonconcreteOK, FK_TemplateArg };

  /// A new field starts out unset ('?').
  RecordVal(const Init *Name, const RecTy *Type, FieldKind K, SrcLoc Loc = {});
  /// A field's name, type, kind and location, shared by every field that
  /// has all four (see RecordKeeper::internFieldDesc). Records hold
  /// millions of fields on big inputs, copied for every def and anonymous
  /// instantiation, while the distinct locations are those of the
  /// declarations and 'let's. A field names its descriptor and its value,
  /// both in the keeper's arena, by 32 bits each (Arena::compress): 8 bytes.
  struct Desc {
    const Init *Name;
    const RecTy *Type;
    FieldKind Kind;
    SrcLoc Loc;
  };

  RecordKeeper &getRecordKeeper() const { return desc().Type->getRecordKeeper(); }
  /// The name as a value (a StringInit).
  const Init *getNameInit() const { return desc().Name; }
  /// The name; template arguments are named "Class:arg".
  std::string_view getName() const;
  std::string getNameInitAsString() const { return desc().Name->getAsUnquotedString(); }
  /// Where the field was declared, or last set with 'let' (for diagnostics:
  /// PrintError(RecVal, ...) points here).
  SrcLoc getLoc() const { return desc().Loc; }
  bool isNonconcreteOK() const { return desc().Kind == FK_NonconcreteOK; }
  bool isTemplateArg() const { return desc().Kind == FK_TemplateArg; }
  const RecTy *getType() const { return desc().Type; }
  /// "code" for string fields holding code, else the type's spelling.
  std::string_view getPrintType() const;
  const Init *getValue() const { return static_cast<const Init *>(Arena::expand(ValueName)); }

  /// "[field ]type name[ = value][;\n]"
  void print(OStream &OS, bool PrintSem = true) const;

private:
  // The front end's (lib/record, lib/parse): backends see fields read-only.
  friend class Record;
  friend class Parser;
  friend class Instantiator;
  friend class RecordEdit;
  friend class RecordKeeper;
  /// Sets the value, converting it to the field's type. Returns true on a
  /// type error, leaving the value as it was (llvm-tblgen leaves it null,
  /// which later uses of the field crash on).
  bool setValue(const Init *V);
  /// Sets the value and moves the field's location to NewLoc (a 'let').
  bool setValue(const Init *V, SrcLoc NewLoc);
  void addReferenceLoc(SrcRange R) { (void)R; }
  const Desc &desc() const { return *static_cast<const Desc *>(Arena::at(DescName)); }
  void storeValue(const Init *V) { ValueName = Arena::compress(V); }

  uint32_t DescName;
  /// The value (interned in the keeper's arena) by its 32-bit name.
  uint32_t ValueName;
};
static_assert(sizeof(RecordVal) == 8 && alignof(Init) >= 8);

/// A class, or a concrete record (a "def"). Backends read records from
/// the RecordKeeper and their fields with the getValueAs* helpers; a field
/// that is missing or of the wrong kind is a fatal error at the record's
/// location, so a backend need not check first. Prints with OS << R as
/// --print-records prints it.
class Record {
public:
  struct AssertionInfo {
    SrcLoc Loc;
    const Init *Condition;
    const Init *Message;
  };
  struct DumpInfo {
    SrcLoc Loc;
    const Init *Message;
  };
  enum RecordKind : uint8_t { RK_Def, RK_AnonymousDef, RK_Class, RK_MultiClass };

  Record(const Init *N, std::vector<SrcLoc> Locs, RecordKeeper &RK, RecordKind Kind = RK_Def);
  Record(std::string_view N, std::vector<SrcLoc> Locs, RecordKeeper &RK, RecordKind Kind = RK_Def);
  /// A copy with a fresh ID (for instantiation).
  Record(const Record &O);

  RecordKeeper &getRecords() const { return RK; }
  /// A number unique to the record, increasing in the order records were
  /// created (definition order); LessRecordByID orders by it.
  unsigned getID() const { return ID; }
  /// The name ("anonymous_N" for an anonymous def).
  std::string_view getName() const {
    if (auto *S = dyn_cast<StringInit>(Name)) [[likely]]
      return S->getValue();
    return getNameSlow();
  }
  /// The name as a value: a StringInit once the record is complete.
  const Init *getNameInit() const { return Name; }
  /// The name as a std::string, without quotes.
  std::string getNameInitAsString() const { return Name->getAsUnquotedString(); }

  /// Where the record was defined: the def (or class) itself, then the
  /// defm/foreach lines it was instantiated from. Diagnostics at a record
  /// (PrintError(Rec, ...)) print at the first and note the others.
  std::span<const SrcLoc> getLoc() const { return Locs; }
  const std::vector<SrcLoc> &getLocs() const { return Locs; }
  std::span<const SrcLoc> getForwardDeclarationLocs() const { return extras().ForwardDeclLocs; }

  /// The type of a def: a record type of its direct superclasses.
  const RecordRecTy *getType() const;
  /// The DefInit referring to this record (cached).
  const DefInit *getDefInit() const;
  /// Has getDefInit been asked for yet?
  bool hasDefInit() const { return CorrespondingDefInit != nullptr; }

  bool isClass() const { return Kind == RK_Class; }
  bool isMultiClass() const { return Kind == RK_MultiClass; }
  /// A def without a name ("def : Foo;" or a defm's unnamed records).
  bool isAnonymous() const { return Kind == RK_AnonymousDef; }

  /// A class's template arguments, in order, as names ("Class:arg"; the
  /// argument is also a field of that name, getValue(Name)).
  std::span<const Init *const> getTemplateArgs() const { return extras().TemplateArgs; }
  bool isTemplateArg(const Init *Name) const;
  /// Has the class (or multiclass) body referred to template argument Name?
  bool isTemplateArgUsed(const Init *Name) const;

  /// Every field, in declaration order (for a class, the template
  /// arguments too: their names hold a ':').
  std::span<const RecordVal> getValues() const { return Values; }
  /// Room reserved for fields (for --mem-stats).
  size_t fieldCapacity() const { return Values.capacity(); }
  /// The field of that name, or null when the record has none.
  const RecordVal *getValue(const Init *Name) const;
  const RecordVal *getValue(std::string_view Name) const;

  std::span<const AssertionInfo> getAssertions() const { return extras().Assertions; }
  std::span<const DumpInfo> getDumps() const { return extras().Dumps; }

  /// All superclasses in post-order (each class after its own
  /// superclasses, in the order their fields were copied in), with the
  /// source range of each reference.
  std::span<const std::pair<const Record *, SrcRange>> getSuperClasses() const { return SuperClasses; }
  bool hasDirectSuperClass(const Record *SuperClass) const;
  /// Appends the direct superclasses, the last one declared first.
  void getDirectSuperClasses(std::vector<const Record *> &Classes) const;
  /// The direct superclasses in declaration order ("def X : A, B" gives A
  /// then B), each with the range of its reference.
  std::vector<std::pair<const Record *, SrcRange>> getDirectSuperClasses() const {
    std::vector<std::pair<const Record *, SrcRange>> Direct;
    for (size_t End = SuperClasses.size(); End > 0;) {
      Direct.push_back(SuperClasses[End - 1]);
      End -= 1 + SuperClasses[End - 1].first->getSuperClasses().size();
    }
    return {Direct.rbegin(), Direct.rend()};
  }
  /// Does this record derive (directly or not) from class R / the class
  /// named Name?
  bool isSubClassOf(const Record *R) const;
  bool isSubClassOf(std::string_view Name) const;


  // Field access helpers for backends. Each reports a fatal error (at the
  // record's location) when the field is missing or its value is not of the
  // kind asked for; the messages are llvm-tblgen's.

  /// The value of a field, whatever its kind ('?' when unset).
  const Init *getValueInit(std::string_view FieldName) const;
  /// Is the field's value '?'? (A missing field is an error.)
  bool isValueUnset(std::string_view FieldName) const;
  /// A string (or code) field.
  std::string getValueAsString(std::string_view FieldName) const;
  /// A string field; nullopt when the field is missing or unset.
  std::optional<std::string> getValueAsOptionalString(std::string_view FieldName) const;
  /// A bits<N> field (bit I of the result is getBit(I), 0 the lowest).
  const BitsInit *getValueAsBitsInit(std::string_view FieldName) const;
  /// A list field, of any element type.
  const ListInit *getValueAsListInit(std::string_view FieldName) const;
  /// A list of records.
  std::vector<const Record *> getValueAsListOfDefs(std::string_view FieldName) const;
  /// A list<int>.
  std::vector<int64_t> getValueAsListOfInts(std::string_view FieldName) const;
  /// A list<string>.
  std::vector<std::string> getValueAsListOfStrings(std::string_view FieldName) const;
  /// A field holding a record.
  const Record *getValueAsDef(std::string_view FieldName) const;
  /// A field holding a record or '?' (null then).
  const Record *getValueAsOptionalDef(std::string_view FieldName) const;
  /// A bit field.
  bool getValueAsBit(std::string_view FieldName) const;
  /// A bit field or '?' (Unset is set, false returned).
  bool getValueAsBitOrUnset(std::string_view FieldName, bool &Unset) const;
  /// An int field.
  int64_t getValueAsInt(std::string_view FieldName) const;
  /// A dag field.
  const DagInit *getValueAsDag(std::string_view FieldName) const;

  void print(OStream &OS) const;
  void dump() const;

private:
  std::string_view getNameSlow() const;
  // The front end's API (lib/record, lib/parse): building and resolving a
  // record. Backends see records read-only.
  friend class Parser;
  friend class Instantiator;
  friend class RecordKeeper;
  friend class VarDefInit;
  friend class RecordEdit;
  void setName(const Init *N);
  void appendLoc(SrcLoc L) { Locs.push_back(L); }
  /// A class defined after a forward declaration moves to its definition.
  void updateClassLoc(SrcLoc L) {
    mutExtras().ForwardDeclLocs.push_back(Locs.front());
    Locs.assign(1, L);
  }
  void appendForwardDeclarationLoc(SrcLoc L) { mutExtras().ForwardDeclLocs.push_back(L); }
  void appendReferenceLoc(SrcRange) {}
  void addTemplateArg(const Init *Name) { mutExtras().TemplateArgs.push_back(Name); }
  /// Notes a reference to template argument Name from the body.
  void markTemplateArgUsed(const Init *Name);
  std::vector<RecordVal> &getValuesMutable() { return Values; }
  RecordVal *getValue(const Init *Name);
  RecordVal *getValue(std::string_view Name);
  void addValue(const RecordVal &RV) { Values.push_back(RV); }
  /// Appends Fields in order (names not checked against the fields there).
  void appendValues(std::span<const RecordVal> Fields) {
    Values.insert(Values.end(), Fields.begin(), Fields.end());
  }
  /// Room for N fields in all (avoids growth slack when copying a class).
  void reserveValues(size_t N) { Values.reserve(N); }
  void removeValue(const Init *Name);
  void removeValue(std::string_view Name);
  void addAssertion(SrcLoc Loc, const Init *Cond, const Init *Msg) {
    mutExtras().Assertions.push_back({Loc, Cond, Msg});
  }
  void addDump(SrcLoc Loc, const Init *Msg) { mutExtras().Dumps.push_back({Loc, Msg}); }
  void appendAssertions(const Record *Rec);
  void appendDumps(const Record *Rec);
  /// Evaluates the assertions and dumps; false when an assertion failed.
  bool checkRecordAssertions();
  void emitRecordDumps();
  /// Warns about template arguments the class body never used.
  void checkUnusedTemplateArgs();
  void addSuperClass(const Record *R, SrcRange Range) { SuperClasses.push_back({R, Range}); }
  /// Resolves every field (and the name) through R, skipping SkipVal.
  /// Returns false after reporting a type error.
  bool resolveReferences(Resolver &R, const RecordVal *SkipVal = nullptr);
  /// Resolves references to the record's own fields (and the name to NewName).
  bool resolveReferences(const Init *NewName = nullptr);

  void checkName();
  const Init *Name;
  std::vector<SrcLoc> Locs;
  std::vector<RecordVal> Values;
  std::vector<std::pair<const Record *, SrcRange>> SuperClasses;
  /// What most defs do not have, allocated on first use (saves ~90 bytes
  /// per record).
  struct Extras {
    std::vector<SrcLoc> ForwardDeclLocs;
    std::vector<const Init *> TemplateArgs;
    /// The template arguments the body referred to (for the unused
    /// template argument warning).
    std::vector<const Init *> UsedTemplateArgs;
    std::vector<AssertionInfo> Assertions;
    std::vector<DumpInfo> Dumps;
  };
  std::unique_ptr<Extras> X;
  static const Extras NoExtras;
  const Extras &extras() const { return X ? *X : NoExtras; }
  Extras &mutExtras() {
    if (!X)
      X = std::make_unique<Extras>();
    return *X;
  }
  RecordKeeper &RK;
  mutable const DefInit *CorrespondingDefInit = nullptr;
  unsigned ID;
  RecordKind Kind;
};

/// Bounds on what one input may make the evaluator build, so that
/// pathological input ends with a located error instead of a stack overflow,
/// an out-of-memory kill or a hang (docs/limits.md). The driver sets them
/// from its --max-* options; 0 means "no limit" for the size limits.
struct ResourceLimits {
  /// Nesting of anonymous class instantiations (Class<args> in a value
  /// whose class again instantiates itself, directly or not).
  unsigned MaxInstantiationDepth = 10000;
  /// Nesting of !foreach, !foldl and !filter being evaluated inside one
  /// another (through class instantiations too).
  unsigned MaxEvalDepth = 10000;
  /// Elements of one list built by !range, !listsplat, !listconcat, ...
  uint64_t MaxListSize = uint64_t(1) << 24;
  /// Width of a bits<N> type.
  uint64_t MaxBitsWidth = uint64_t(1) << 20;
  /// Bytes of one string built by !strconcat, !interleave, #, ...
  uint64_t MaxStringSize = uint64_t(1) << 28;
  /// Bytes of values (the keeper's arena) in all.
  uint64_t MaxMemory = uint64_t(4) << 30;
};

/// Owns all classes, records, global variables, types and values of a run;
/// a backend receives it read-only. Prints with OS << RK as --print-records
/// prints it.
class RecordKeeper {
public:
  RecordKeeper();
  ~RecordKeeper();
  RecordKeeper(const RecordKeeper &) = delete;
  RecordKeeper &operator=(const RecordKeeper &) = delete;

  using RecordMap = std::map<std::string, std::unique_ptr<Record>, std::less<>>;
  using GlobalMap = std::map<std::string, const Init *, std::less<>>;

  const std::string &getInputFilename() const { return InputFilename; }
  void setInputFilename(std::string F) { InputFilename = std::move(F); }

  /// Classes and defs: maps from name to record, iterated in the byte
  /// order of the names ("R10" before "R2"), as llvm-tblgen's. Iterate as
  ///   for (const auto &[Name, Rec] : Records.getDefs()) ... Rec.get() ...
  const RecordMap &getClasses() const { return Classes; }
  const RecordMap &getDefs() const;
  /// The number of defs.
  size_t numDefs() const;
  /// The defs in the order getDefs() iterates them (by name), without
  /// building getDefs()'s map when nothing built it yet: a backend that
  /// only walks all defs in order saves the map's time and memory.
  std::vector<const Record *> getDefsInNameOrder() const;
  /// Calls F(const Record *) once for every def, in no particular order:
  /// for a caller that orders what it collects itself, without building
  /// getDefs()'s map.
  template <typename Fn> void forEachDef(Fn &&F) const;
  /// The global variables of top-level defvar statements, by name.
  const GlobalMap &getGlobals() const { return ExtraGlobals; }
  /// A class / a def by name, or null.
  const Record *getClass(std::string_view Name) const;
  const Record *getDef(std::string_view Name) const;
  Record *getClass(std::string_view Name);
  Record *getDef(std::string_view Name);
  /// The same by an interned name: its stored hash is the index's, and a
  /// record named by that very value matches without comparing characters.
  const Record *getClass(const StringInit *Name) const;
  Record *getClass(const StringInit *Name);
  /// A global defvar or a def, by name (as the parser looks them up).
  const Init *getGlobal(std::string_view Name) const;
  const Init *getGlobal(const StringInit *Name) const;

  /// Where a def name that getDef(Name, Where) did not find would go: lets
  /// addDef store the def without searching again (and without reading the
  /// slot, by then often out of the cache), if the index has not changed.
  struct NameSlot {
    size_t Slot = 0;
    uint64_t Hash = 0;
    uint64_t Version = 0;
    size_t Capacity = 0; // 0: no slot
  };
  const Record *getDef(std::string_view Name, NameSlot &Where) const;
  const Record *getDef(const StringInit *Name, NameSlot &Where) const;

  void addClass(std::unique_ptr<Record> R);
  void addDef(std::unique_ptr<Record> R);
  /// addDef for a def whose name getDef(Name, Where) did not find.
  void addDef(std::unique_ptr<Record> R, const NameSlot &Where);
  void addExtraGlobal(std::string_view Name, const Init *I);
  /// Re-keys a def after its name changed.
  void renameDef(Record *R, std::string_view OldName);

  /// A fresh name for an anonymous record: anonymous_N.
  const Init *getNewAnonymousName();

  /// Every def deriving from ClassName, ordered by name as LessRecord
  /// orders (runs of digits compare as numbers: "R2" before "R10"), as
  /// llvm-tblgen 22 orders them. A fatal error ("The class 'X' is not
  /// defined") when there is no such class. Cached: the reference stays
  /// valid for the keeper's lifetime, and asking again is cheap.
  const std::vector<const Record *> &getAllDerivedDefinitions(std::string_view ClassName) const;
  /// Every def deriving from all of ClassNames, in the same order (not
  /// cached).
  std::vector<const Record *> getAllDerivedDefinitions(std::span<const std::string_view> ClassNames) const;
  /// Like getAllDerivedDefinitions, but an empty list when the class is missing.
  std::vector<const Record *> getAllDerivedDefinitionsIfDefined(std::string_view ClassName) const;
  /// The defs deriving from Class whose names Keep(Context, Name) accepts, in
  /// getAllDerivedDefinitions' order (!instances). The members of a class are
  /// remembered in definition order and extended by the defs added since the
  /// last call, so that repeated queries while defs are still being added do
  /// not scan every def each time.
  std::vector<const Record *> getDerivedDefinitionsNamed(const Record *Class,
                                                         bool (*Keep)(const void *, std::string_view),
                                                         const void *Context) const;

  void print(OStream &OS) const;
  void dump() const;
  /// Prints the uniquing and allocation statistics that
  /// --print-detailed-records ends with, in llvm-tblgen's format and with
  /// its numbers (sizes are those of llvm-tblgen's own objects); all pools
  /// are 0 unless the allocation model was attached (enableAllocationModel).
  void dumpAllocationStats(OStream &OS) const;

  /// The source manager that the input was read through (set by the
  /// driver); backends use it to turn locations into file:line.
  const SourceMgr *getSourceMgr() const { return SrcMgr; }
  void setSourceMgr(const SourceMgr *SM) { SrcMgr = SM; }

  /// The resource limits of this run (see ResourceLimits).
  const ResourceLimits &getLimits() const { return Limits; }
  void setLimits(const ResourceLimits &L);
  /// The statement being parsed, kept up to date by the parser: limit
  /// errors that arise where no record is at hand are reported there.
  SrcLoc getStatementLoc() const { return StatementLoc; }
  void setStatementLoc(SrcLoc L) { StatementLoc = L; }
  /// Reports that limit Name (the driver option that raises it) was
  /// exceeded: a fatal error at Loc, or at the current statement when Loc
  /// is invalid.
  [[noreturn]] void limitExceeded(SrcLoc Loc, std::string_view What, std::string_view Option,
                                  uint64_t Limit) const;
  /// Nesting counters for the depth limits (internal to the evaluator).
  unsigned &instantiationDepth() { return InstantiationDepth; }
  unsigned &evalDepth() { return EvalDepth; }

  /// Number of distinct values interned so far (for --stats).
  size_t numInternedValues() const;
  /// The interned values counted by kind (indexed by Init::Kind; --stats).
  std::vector<size_t> internedValuesByKind() const;
  /// The name of an Init kind ("BinOp").
  static std::string_view initKindName(Init::Kind K);
  /// Bytes allocated in the keeper's arena so far (for --stats).
  size_t arenaBytes() const { return TheArena.bytesAllocated(); }

  // Internal pools (the front end's).
  Arena &getArena() { return TheArena; }
  TypePool &types() { return *Types; }
  InitPool &inits() { return *Inits; }
  /// Attaches the allocation model: an observer of the front end that
  /// replays llvm-tblgen's allocations so that --print-detailed-records can
  /// print its statistics (dumpAllocationStats). Off by default; attach it
  /// before parsing (the driver does for a backend registered with
  /// BT_NeedsAllocationModel). With it, the front end also creates every
  /// value llvm-tblgen creates (the unevaluated form of each operator, the
  /// name of a field looked up and not found); without it, an operator
  /// whose operands are known is evaluated without its unevaluated form
  /// being interned and lookups have no side effect: the same records, less
  /// time and memory.
  void enableAllocationModel();
  bool hasAllocationModel() const { return AllocModel != nullptr; }
  /// Stops replaying lookups into the model (call when the front end is
  /// done): from here on a const lookup never creates a value, also with
  /// the model attached, so backends may run concurrently.
  ///
  /// From here on too, the keeper is shared: the caches filled on first
  /// use (the name-ordered defs, the defs of a class, list types, the
  /// value of a record, extensions) and the interning of new values are
  /// serialized by the keeper's lock (see SharedStateLock), so backends may
  /// run on several threads over one keeper.
  void endFrontEnd();
  /// The lock that SharedStateLock takes: null until endFrontEnd (the
  /// front end runs on one thread and pays nothing for it).
  std::recursive_mutex *sharedStateMutex() const { return Shared ? &SharedMutex : nullptr; }
  /// Whether a lookup that misses must intern the name it looked for (as
  /// llvm-tblgen does), for the model's statistics.
  bool replaysLookups() const { return AllocModel && ReplayLookups; }
  /// The four simple types (BitRecTy::get and friends, inline).
  struct SimpleTypes {
    const BitRecTy *Bit = nullptr;
    const IntRecTy *Int = nullptr;
    const StringRecTy *String = nullptr;
    const DagRecTy *Dag = nullptr;
  };
  const SimpleTypes &simpleTypes() const { return Simple; }
  /// The shared name/type/kind/location descriptor of a field
  /// (RecordVal's), in the arena, by its name (Arena::compress).
  uint32_t internFieldDesc(const Init *Name, const RecTy *Type, RecordVal::FieldKind K,
                           SrcLoc Loc);
  /// How many distinct field descriptors the records use (--mem-stats).
  size_t numFieldDescs() const { return FieldDescs.size(); }
  /// The descriptor like the one named From but at location Loc.
  uint32_t moveFieldDesc(uint32_t From, SrcLoc Loc);
  unsigned nextRecordID() { return LastRecordID++; }
  /// Time a backend phase (--time-phases); no-op unless timing is on.
  void startTimer(std::string_view Name);
  void stopTimer();
  void startBackendTimer(std::string_view Name);
  void stopBackendTimer();
  /// Installed by the driver for --time-phases.
  struct TimerHooks {
    virtual ~TimerHooks() = default;
    virtual void start(std::string_view Name) = 0;
    virtual void stop() = 0;
  };
  void setTimerHooks(TimerHooks *H) { Timers = H; }
  /// Where a field named N was last found among a record's fields, for
  /// Record::getValue(std::string_view): records of one class share their
  /// field order, so the last position is usually right. Keyed by the
  /// address of N's text (backends pass literals and static tables), so no
  /// hashing of the text; only a hint, checked before it is used.
  std::atomic<uint32_t> &fieldHint(std::string_view N) const {
    uintptr_t A = reinterpret_cast<uintptr_t>(N.data());
    return FieldHints[((A >> 3) ^ (A >> 11) ^ N.size()) % FieldHints.size()];
  }
  /// The same for Record::getValue(const Init *), keyed by the name value's
  /// address (the resolvers look fields up by interned name).
  std::atomic<uint32_t> &fieldHint(const Init *N) const {
    uintptr_t A = reinterpret_cast<uintptr_t>(N);
    return NameFieldHints[((A >> 4) ^ (A >> 14)) % NameFieldHints.size()];
  }

  /// Data that backends derive from the records and share, built once per
  /// keeper on first use (the target model, for instance): one object per
  /// type T, which must derive from Extension.
  ///   const TargetModel &TM = Records.getOrCreateExtension<TargetModel>(Records);
  /// Construction may throw (a fatal error); nothing is kept then, so the
  /// next call tries again.
  struct Extension {
    virtual ~Extension() = default;
  };
  /// Built under the keeper's lock: backends on several threads that ask
  /// at once get the one object, built once (a builder may itself ask for
  /// other extensions: the lock is recursive).
  template <typename T, typename... Args> T &getOrCreateExtension(Args &&...A) const {
    std::lock_guard<std::recursive_mutex> Lock(SharedMutex);
    const void *Key = &ExtensionKey<T>::Id;
    for (const auto &[K, E] : Extensions)
      if (K == Key)
        return static_cast<T &>(*E);
    auto Made = std::make_unique<T>(std::forward<Args>(A)...);
    T &Ref = *Made;
    Extensions.emplace_back(Key, std::move(Made));
    return Ref;
  }

private:
  template <typename T> struct ExtensionKey {
    static constexpr char Id = 0;
  };
  /// Few entries (one per kind of shared model): a vector searched in order.
  mutable std::vector<std::pair<const void *, std::unique_ptr<Extension>>> Extensions;
  std::string InputFilename;
  RecordMap Classes;
  /// Defs in name order, built on demand: the front end adds tens of
  /// thousands of defs and looks names up far more often than it iterates,
  /// so new defs wait in PendingDefs and lookups go through hash indexes
  /// (keyed by the records' own name strings, which live in the arena).
  mutable RecordMap Defs;
  mutable std::vector<std::unique_ptr<Record>> PendingDefs;
  /// Records by name: open addressing over (name hash, record) pairs, names
  /// compared through the records themselves (16 bytes a slot, no nodes).
  class NameIndex {
  public:
    Record *find(std::string_view Name, NameSlot *Where = nullptr) const;
    Record *find(const StringInit *Name, NameSlot *Where = nullptr) const;
    /// False (and no change) if a record of that name is there already.
    /// Where: from a find of Name that found nothing.
    bool insert(std::string_view Name, Record *R, const NameSlot &Where);
    bool insert(std::string_view Name, Record *R);
    /// Removes R, inserted under Name; false if it is not there.
    bool erase(std::string_view Name, const Record *R);

  private:
    struct Slot {
      uint64_t Hash;
      Record *R; // null: empty
    };
    /// A name's hash is the low 32 bits of its string's interning hash
    /// (as StringInit::getInternHash keeps it).
    static uint64_t hashOf(std::string_view S);
    static uint64_t hashOf(const StringInit *S);
    /// The probe both finds share: the record whose slot has hash H and
    /// that Matches, or null (Where: the empty slot reached).
    template <typename MatchFn> Record *probe(uint64_t H, NameSlot *Where, MatchFn Matches) const;
    void grow();
    std::vector<Slot> Slots;
    size_t Count = 0;
    uint64_t Version = 0; // changes with every insertion, removal, growth
  };
  NameIndex DefIndex, ClassIndex;
  void materializeDefs() const;
  GlobalMap ExtraGlobals;
  Arena TheArena;
  std::unique_ptr<TypePool> Types;
  std::unique_ptr<InitPool> Inits;
  SimpleTypes Simple;
  std::unique_ptr<AllocationModel> AllocModel;
  bool ReplayLookups = true;
  struct DescKeyHash {
    size_t operator()(const RecordVal::Desc &K) const {
      return std::hash<const void *>()(K.Name) * 31 + std::hash<const void *>()(K.Type) * 7 +
             K.Kind + size_t(K.Loc.Raw) * 0x9E3779B97F4A7C15ull;
    }
  };
  struct DescKeyEq {
    bool operator()(const RecordVal::Desc &A, const RecordVal::Desc &B) const {
      return A.Name == B.Name && A.Type == B.Type && A.Kind == B.Kind && A.Loc == B.Loc;
    }
  };
  std::unordered_map<RecordVal::Desc, uint32_t, DescKeyHash, DescKeyEq> FieldDescs;
  /// Recent moveFieldDesc answers, direct-mapped by (name, location): a
  /// 'let' sets the same field at the same place in many records.
  struct MovedDesc {
    uint32_t From = 0, Loc = 0, ToPlusOne = 0;
  };
  std::array<MovedDesc, 256> MovedDescs{};
  unsigned AnonCounter = 0;
  unsigned LastRecordID = 0;
  TimerHooks *Timers = nullptr;
  const SourceMgr *SrcMgr = nullptr;
  ResourceLimits Limits;
  SrcLoc StatementLoc;
  unsigned InstantiationDepth = 0, EvalDepth = 0;
  mutable std::map<std::string, std::vector<const Record *>, std::less<>> ClassRecordsMap;
  /// The defs of every class (each bucket in no particular order), made by
  /// one pass over the defs at the first derived-definitions query after the
  /// front end: backends ask for a dozen or more classes, and one scan of
  /// all defs per query misses the cache on every def. A new def drops it.
  /// The defs of every class, in definition order: bucket B is
  /// Members[Start[B], Start[B + 1]) (counted first, then filled: no
  /// growth slack on inputs with 10^5 defs).
  struct DerivedIndex {
    std::vector<uint32_t> BucketOfID; // class record ID -> 1 + bucket; 0: none
    std::vector<uint32_t> Start;
    std::vector<const Record *> Members;
    /// 1 + the bucket of the class with record ID ID; 0: none.
    uint32_t slotOf(unsigned ID) const { return ID < BucketOfID.size() ? BucketOfID[ID] : 0; }
    /// The defs of Class; nullopt when it is not a class of this keeper's.
    std::optional<std::span<const Record *const>> of(const Record *Class) const;
  };
  mutable std::unique_ptr<DerivedIndex> Derived;
  const DerivedIndex &derivedIndex() const;
  /// getDerivedDefinitionsNamed's members of a class, in definition order,
  /// with their names; PendingSeen counts the PendingDefs scanned, valid
  /// while Materialized is what it was (materializeDefs empties PendingDefs).
  struct MemberScan {
    std::vector<std::pair<std::string_view, const Record *>> Members;
    size_t PendingSeen = 0;
    uint64_t Materialized = 0;
  };
  mutable std::vector<std::pair<const Record *, MemberScan>> MemberScans;
  mutable uint64_t MaterializeCount = 0;
  /// See endFrontEnd and SharedStateLock.
  mutable std::recursive_mutex SharedMutex;
  bool Shared = false;
  /// See fieldHint (relaxed atomics: backends on several threads may share them).
  mutable std::array<std::atomic<uint32_t>, 512> FieldHints{};
  mutable std::array<std::atomic<uint32_t>, 1024> NameFieldHints{};
};

/// Held while code touches what backends sharing one keeper on several
/// threads may all reach: interning a value or type, filling a cache on
/// first use. Until the front end is done (RecordKeeper::endFrontEnd) it
/// does nothing; after, it holds the keeper's recursive lock.
class SharedStateLock {
public:
  explicit SharedStateLock(const RecordKeeper &RK) : M(RK.sharedStateMutex()) {
    if (M)
      M->lock();
  }
  ~SharedStateLock() {
    if (M)
      M->unlock();
  }
  SharedStateLock(const SharedStateLock &) = delete;
  SharedStateLock &operator=(const SharedStateLock &) = delete;

private:
  std::recursive_mutex *M;
};

template <typename Fn> void RecordKeeper::forEachDef(Fn &&F) const {
  SharedStateLock Lock(*this);
  for (const auto &Entry : Defs)
    F(static_cast<const Record *>(Entry.second.get()));
  for (const auto &R : PendingDefs)
    F(static_cast<const Record *>(R.get()));
}

/// Sorts records by name, with runs of digits compared as numbers
/// ("R2" < "R10"), as LLVM's LessRecord does.
struct LessRecord {
  bool operator()(const Record *A, const Record *B) const;
};
/// Sorts Records into LessRecord's order, as
/// RecordKeeper::getAllDerivedDefinitions orders its lists. Faster than
/// sorting with LessRecord: each name is computed once (an anonymous
/// record's is formatted on every getName()) and turned into a key whose
/// byte order is the numeric order, so a comparison is one memcmp. The
/// order has no ties between distinct names; records with the same name
/// (the same record listed twice) may come in either order.
void sortByNumericName(std::vector<const Record *> &Records);
/// Sorts records by ID: the order they were defined.
struct LessRecordByID {
  bool operator()(const Record *A, const Record *B) const { return A->getID() < B->getID(); }
};

/// Printing, as --print-records prints: a value, a type, a record (its
/// header line and fields), the whole keeper, and a field (indented, with
/// its ';' and newline).
OStream &operator<<(OStream &OS, const Init &I);
OStream &operator<<(OStream &OS, const RecTy &T);
OStream &operator<<(OStream &OS, const Record &R);
OStream &operator<<(OStream &OS, const RecordKeeper &RK);
OStream &operator<<(OStream &OS, const RecordVal &RV);

inline const BitRecTy *BitRecTy::get(RecordKeeper &RK) { return RK.simpleTypes().Bit; }
inline const IntRecTy *IntRecTy::get(RecordKeeper &RK) { return RK.simpleTypes().Int; }
inline const StringRecTy *StringRecTy::get(RecordKeeper &RK) { return RK.simpleTypes().String; }
inline const DagRecTy *DagRecTy::get(RecordKeeper &RK) { return RK.simpleTypes().Dag; }

} // namespace tblgen
