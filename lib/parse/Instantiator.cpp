//===- Instantiator.cpp - From classes and bodies to records --------------===//
//
// A note on order: --print-detailed-records ends with counts of the values
// created (lib/record/AllocationModel.h), which match llvm-tblgen's only if
// values are created in the same sequence. So the steps below that create
// values (qualified names, resolutions, anonymous names, DefInits) happen
// in a fixed order, and the comments say where that order is load-bearing.
//
//===----------------------------------------------------------------------===//
#include "parse/Instantiator.h"

#include <cstring>

#include <algorithm>
#include <atomic>


namespace tblgen {

namespace {
/// std::visit over a set of lambdas.
template <class... Fs> struct Cases : Fs... {
  using Fs::operator()...;
};
template <class... Fs> Cases(Fs...) -> Cases<Fs...>;
} // namespace

//===----------------------------------------------------------------------===//
// Names
//===----------------------------------------------------------------------===//

/// What joins an owner's name and a parameter's: no identifier contains it.
static std::string_view scopeSeparator(const Record &Owner) {
  return Owner.isMultiClass() ? "::" : ":";
}

const Init *Instantiator::scopedName(const Record &Owner, const Init *Name) {
  // Template parameters live among the owner's fields; the owner's name and
  // the separator keep them apart from ordinary fields and from the
  // parameters of other classes.
  const Init *Separator = StringInit::get(Records, scopeSeparator(Owner));
  const Init *Full = BinOpInit::getStrConcat(Owner.getNameInit(), Separator);
  Full = BinOpInit::getStrConcat(Full, Name);
  // The owner's name is a string, so this folds to one; folding against the
  // owner is what llvm-tblgen does (it matters for the values created).
  if (auto *Concat = dyn_cast<BinOpInit>(Full))
    Full = Concat->Fold(&Owner);
  return Full;
}

const Init *Instantiator::existingScopedName(const Record &Owner, const StringInit *Name) {
  // Most names looked up inside a body are not its parameters (fields,
  // globals, outer defvars): scopedName would intern "Owner:" and
  // "Owner:Name" for each. NAME is bound by instantiation, never declared,
  // so it needs scopedName; the allocation model counts every value made.
  const auto *OwnerName = dyn_cast<StringInit>(Owner.getNameInit());
  std::string_view Sep = scopeSeparator(Owner);
  char Buf[256];
  if (Records.hasAllocationModel() || !OwnerName || OwnerName->hasCodeFormat() ||
      Name->hasCodeFormat() || Name->getValue() == "NAME" ||
      OwnerName->getValue().size() + Sep.size() + Name->getValue().size() > sizeof(Buf))
    return scopedName(Owner, Name);
  std::string_view O = OwnerName->getValue(), N = Name->getValue();
  std::memcpy(Buf, O.data(), O.size());
  std::memcpy(Buf + O.size(), Sep.data(), Sep.size());
  if (!N.empty())
    std::memcpy(Buf + O.size() + Sep.size(), N.data(), N.size());
  return StringInit::lookup(Records, std::string_view(Buf, O.size() + Sep.size() + N.size()));
}

const Init *Instantiator::nameParam(const Record &Owner) {
  // "Owner:NAME" depends only on the owner's name when that is a string;
  // the concatenations that make it are needed again only when the
  // allocation model counts them.
  const Init *OwnerName = Owner.getNameInit();
  if (Records.hasAllocationModel() || !isa<StringInit>(OwnerName))
    return scopedName(Owner, StringInit::get(Records, "NAME"));
  uintptr_t Key = reinterpret_cast<uintptr_t>(OwnerName);
  RecentNameParam &Recent = RecentNameParams[Owner.isMultiClass()][(Key >> 4) % 64];
  if (Recent.Owner == OwnerName)
    return Recent.Param;
  const Init *&Cached = NameParams[Owner.isMultiClass()][OwnerName];
  if (!Cached)
    Cached = scopedName(Owner, StringInit::get(Records, "NAME"));
  Recent = {OwnerName, Cached};
  return Cached;
}

//===----------------------------------------------------------------------===//
// Fields and template arguments
//===----------------------------------------------------------------------===//

bool Instantiator::mergeField(Record &Into, const RecordVal &Field, SrcLoc Loc,
                              size_t Known) {
  // Only the first Known fields of Into can have Field's name (see inherit):
  // searching just those keeps copying a class with many fields linear.
  // Where the name was last found first (records of one class share their
  // field order).
  RecordVal *Existing = nullptr;
  std::span<RecordVal> Fields(Into.getValuesMutable().data(),
                              std::min(Known, Into.getValues().size()));
  const Init *Name = Field.getNameInit();
  if (Fields.size() <= 8) {
    for (RecordVal &V : Fields)
      if (V.getNameInit() == Name) {
        Existing = &V;
        break;
      }
  } else {
    std::atomic<uint32_t> &Hint = Records.fieldHint(Name);
    uint32_t H = Hint.load(std::memory_order_relaxed);
    if (H < Fields.size() && Fields[H].getNameInit() == Name) {
      Existing = &Fields[H];
    } else {
      for (RecordVal &V : Fields)
        if (V.getNameInit() == Name) {
          Existing = &V;
          Hint.store(uint32_t(&V - Fields.data()), std::memory_order_relaxed);
          break;
        }
    }
  }
  if (!Existing) {
    Into.addValue(Field);
    return false;
  }
  // Declaring a field again (directly or through a second class) is a new
  // value for it, allowed as long as the types agree.
  if (!Existing->setValue(Field.getValue()))
    return false;
  return fail(Loc, "New definition of '" + std::string(Field.getName()) + "' of type '" +
                       Field.getType()->getAsString() +
                       "' is incompatible with previous definition of type '" +
                       Existing->getType()->getAsString() + "'");
}

bool Instantiator::checkArgTypes(std::span<const ArgumentInit *> Args,
                                 std::span<const SrcLoc> ArgLocs, const Record &Owner) {
  std::span<const Init *const> Params = Owner.getTemplateArgs();
  for (size_t I = 0; I < Args.size(); ++I) {
    const ArgumentInit *Arg = Args[I];
    const RecordVal *Param =
        Owner.getValue(Arg->isPositional() ? Params[Arg->getIndex()] : Arg->getName());
    // An untyped value ('?') suits any parameter.
    auto *Given = dyn_cast<TypedInit>(Arg->getValue());
    if (!Given)
      continue;
    const Init *Converted = Given->getCastTo(Param->getType());
    if (!Converted)
      return fail(ArgLocs[I], "Value specified for template argument '" +
                                  Param->getNameInitAsString() + "' is of type " +
                                  Given->getType()->getAsString() + "; expected type " +
                                  Param->getType()->getAsString() + ": " + Given->getAsString());
    // Substitution must see the converted value (a bits<4> argument given
    // as an int becomes bits). (An argument of the parameter's type stays:
    // cloning it would only look the same argument up again.)
    if (Converted != Given)
      Args[I] = Arg->cloneWithValue(Converted);
  }
  return false;
}

bool Instantiator::reportMatch(const Record &Owner, ArgMatch M, SrcLoc Loc) {
  switch (M.P) {
  case ArgMatch::None:
    return false;
  case ArgMatch::GivenTwice:
    return fail(Loc, "We can only specify the template argument '" +
                         M.Param->getAsUnquotedString() + "' once");
  case ArgMatch::NoValue:
    fail(Loc, "value not specified for template argument '" + M.Param->getAsUnquotedString() +
                  "'");
    Diags.note(Owner.getValue(M.Param)->getLoc(),
               "declared in '" + Owner.getNameInitAsString() + "'");
    return true;
  }
  return true;
}

//===----------------------------------------------------------------------===//
// Inheritance
//===----------------------------------------------------------------------===//

bool Instantiator::inherit(Record &Into, const TemplateUse &Use) {
  const Record &Class = *Use.Target;
  SrcLoc At = Use.Range.Start;
  // A class being defined (perhaps after a forward declaration) cannot
  // derive from itself, directly or through another class.
  if (Into.isClass() && (&Class == &Into || Class.isSubClassOf(&Into)))
    return fail(At, "Class '" + Into.getNameInitAsString() + "' cannot inherit from itself");

  // The class's ordinary fields join Into's (the parameters do not: they
  // are substituted below).
  // The class's fields have distinct names, so each can only meet one of
  // the fields Into had before.
  // A 64-bit summary of those fields' names (Init::depBit of each) proves
  // most of the class's fields new without a search.
  size_t Known = Into.getValues().size();
  constexpr size_t FewFields = 4, ManyFields = 8;
  if (Known == 0) {
    // Nothing to merge with (a def's first class): the class's parameters
    // are its first fields (the parser declares them before anything else),
    // and the rest are copied as they are.
    std::span<const RecordVal> Fields = Class.getValues();
    Into.appendValues(Fields.subspan(Class.getTemplateArgs().size()));
  } else if (Known > ManyFields &&
             Class.getValues().size() <= Class.getTemplateArgs().size() + FewFields) {
    // A class of a few fields (Requires<...>, Sched<...>) after a big one:
    // each is searched for (mergeField), mostly found where the name was
    // last found, which costs less than summarizing all of Into's names.
    Into.reserveValues(Known + Class.getValues().size());
    for (const RecordVal &Field : Class.getValues())
      if (!Field.isTemplateArg() && mergeField(Into, Field, At, Known))
        return true;
  } else {
    uint64_t KnownNames = 0;
    for (const RecordVal &V : Into.getValues())
      KnownNames |= Init::depBit(V.getNameInit());
    Into.reserveValues(Known + Class.getValues().size());
    for (const RecordVal &Field : Class.getValues()) {
      if (Field.isTemplateArg())
        continue;
      if (!(KnownNames & Init::depBit(Field.getNameInit())))
        Into.addValue(Field);
      else if (mergeField(Into, Field, At, Known))
        return true;
    }
  }

  SmallVec<ParamValue, 16> Bound;
  if (bindArgs(Class, Use.Args, At, Bound))
    return true;
  MapResolver Subst(&Into);
  for (const ParamValue &B : Bound) // (distinct parameters)
    Subst.setNew(B.Param, B.Value);

  if (!Class.getAssertions().empty())
    Into.appendAssertions(&Class);
  if (!Class.getDumps().empty())
    Into.appendDumps(&Class);

  // The class's NAME stands for Into's name; while Into is itself a class,
  // that is Into's own NAME parameter, left for Into's users to bind. (Into's
  // NAME is made before the class's: the order of values created.)
  const Init *IntoName = Into.isClass()
                             ? VarInit::get(nameParam(Into), StringRecTy::get(Records))
                             : Into.getNameInit();
  Subst.set(nameParam(Class), IntoName);

  // All of Into is resolved, not only the fields just copied: a field Into
  // had already may just have taken the class's value (mergeField).
  Into.resolveReferences(Subst);
  return joinAncestry(Into, Class, Use.Range);
}

bool Instantiator::joinAncestry(Record &Into, const Record &Class, SrcRange Range) {
  // Class brings its own ancestors, then itself. Only Class itself may not
  // be there already ("def X : A, A"): an ancestor reached twice, as in a
  // diamond (B and C both derive from A in "def X : B, C"), is listed
  // twice, which is what llvm-tblgen 22 does ("// A B A C").
  if (Into.isSubClassOf(&Class))
    return fail(Range.Start, "Already subclass of '" + std::string(Class.getName()) + "'!\n");
  // (Room for all of them at once: growing one entry at a time reallocated
  // the list up to four times for one class.)
  auto &List = Into.SuperClasses;
  if (size_t Need = List.size() + Class.getSuperClasses().size() + 1; Need > List.capacity())
    List.reserve(std::max(Need, 2 * List.capacity()));
  for (const auto &[Ancestor, At] : Class.getSuperClasses())
    Into.addSuperClass(Ancestor, At);
  Into.addSuperClass(&Class, Range);
  return false;
}

bool Instantiator::inherit(Body &Items, const TemplateUse &Use) {
  for (BodyItem &Item : Items) {
    bool Failed = std::visit(
        Cases{[&](std::unique_ptr<Record> &Def) { return inherit(*Def, Use); },
              [&](std::unique_ptr<LoopNode> &Loop) { return inherit(Loop->Items, Use); },
              [](auto &) { return false; }},
        Item);
    if (Failed)
      return true;
  }
  return false;
}

//===----------------------------------------------------------------------===//
// Expansion
//===----------------------------------------------------------------------===//

bool Instantiator::expandMulticlass(const MulticlassDef &MC, const TemplateUse &Use,
                                    const Init *DefmName, ExpandTarget To,
                                    std::optional<SrcLoc> Stamp) {
  Substitution Env;
  Env.bind(nameParam(MC.Signature), DefmName);
  std::vector<ParamValue> Bound;
  if (bindArgs(MC.Signature, Use.Args, Use.Range.Start, Bound))
    return true;
  Env.bind(Bound);
  return expand(MC.Items, Env, To, Stamp);
}

bool Instantiator::expand(const Body &Items, Substitution &Env, ExpandTarget To,
                          std::optional<SrcLoc> Stamp) {
  for (const BodyItem &Item : Items)
    if (expandItem(Item, Env, To, Stamp))
      return true;
  return false;
}

bool Instantiator::expandItem(const BodyItem &Item, Substitution &Env, ExpandTarget To,
                              std::optional<SrcLoc> Stamp) {
  // Each item gets a resolver of its own: a resolver remembers the values
  // it resolved its bindings to, and sharing one would change which values
  // get created.
  return std::visit(
      Cases{
          [&](const std::unique_ptr<LoopNode> &Loop) { return expandLoop(*Loop, Env, To); },
          [&](const Record::AssertionInfo &A) {
            MapResolver R;
            Env.loadInto(R);
            const Init *Cond = A.Condition->resolveReferences(R);
            const Init *Msg = A.Message->resolveReferences(R);
            if (To.Into)
              To.Into->emplace_back(Record::AssertionInfo{A.Loc, Cond, Msg});
            else
              checkAssertion(A.Loc, Cond, Msg); // a failure is reported, not fatal
            return false;
          },
          [&](const Record::DumpInfo &D) {
            MapResolver R;
            Env.loadInto(R);
            const Init *Msg = D.Message->resolveReferences(R);
            if (To.Into)
              To.Into->emplace_back(Record::DumpInfo{D.Loc, Msg});
            else
              emitDump(D.Loc, Msg);
            return false;
          },
          [&](const std::unique_ptr<Record> &Proto) {
            auto Def = std::make_unique<Record>(*Proto);
            if (Stamp)
              Def->appendLoc(*Stamp);
            MapResolver R(Def.get());
            Env.loadInto(R);
            Def->resolveReferences(R);
            if (!To.Into)
              return commit(std::move(Def));
            To.Into->emplace_back(std::move(Def));
            return false;
          }},
      Item);
}

const Init *Instantiator::loopRange(const LoopNode &Loop, const Substitution &Env, bool Decide) {
  // A concrete range (the common case, and always so for an if on a
  // constant) needs no substitution; skipping it keeps deeply nested loops
  // linear.
  MapResolver R;
  const Init *Range = Loop.Range;
  if (!Range->isConcrete()) {
    Env.loadInto(R);
    Range = Range->resolveReferences(R);
  }
  auto *IfRange = dyn_cast<TernOpInit>(Range);
  if (!Decide || !IfRange || IfRange->getOpcode() != TernOpInit::If)
    return Range;

  // An if branch whose branch must be taken or skipped now: its condition
  // gets one more, final, resolution (same resolver, so the bindings are
  // not resolved twice), which must make progress.
  const Init *Cond = IfRange->getLHS();
  R.setFinal(true);
  const Init *Decided = Cond->resolveReferences(R);
  if (Decided == Cond) {
    Diags.error(Loop.Loc, "unable to resolve if condition '" + Cond->getAsString() +
                              "' at end of containing scope");
    return nullptr;
  }
  return TernOpInit::getFolded(TernOpInit::If, Decided, IfRange->getMHS(), IfRange->getRHS(),
                               IfRange->getType(), nullptr);
}

bool Instantiator::expandLoop(const LoopNode &Loop, Substitution &Env, ExpandTarget To) {
  const Init *Range = loopRange(Loop, Env, To.Decide);
  if (!Range)
    return true;
  auto *Elements = dyn_cast<ListInit>(Range);
  if (!Elements) {
    if (To.Decide) {
      Diags.error(Loop.Loc, "attempting to loop over '" + Range->getAsString() +
                                "', expected a list");
      return true;
    }
    // Not decidable yet (it depends on a multiclass argument): the loop is
    // kept, its body substituted as far as the bindings go, for the defm
    // that will know the range.
    auto Kept = std::make_unique<LoopNode>(Loop.Loc, Loop.Iterator, Range);
    Body &KeptItems = Kept->Items;
    To.Into->emplace_back(std::move(Kept));
    return expand(Loop.Items, Env, {&KeptItems, false});
  }

  for (const Init *Element : Elements->getValues()) {
    size_t Mark = Env.mark();
    if (Loop.Iterator)
      Env.bind(Loop.Iterator->getNameInit(), Element);
    bool Failed = expand(Loop.Items, Env, To);
    Env.unwind(Mark);
    if (Failed)
      return true;
  }
  return false;
}

//===----------------------------------------------------------------------===//
// Committing
//===----------------------------------------------------------------------===//

namespace {
/// A bits value is complete when each bit is concrete or a reference to
/// something that will still be resolved when a backend reads it: another
/// field of the record, or a bit of one.
bool bitsSettled(const Record &R, const BitsInit &Bits) {
  // (The bits of one field come in a row: the field found last is not
  // looked up again.)
  const VarInit *Found = nullptr;
  for (const Init *Bit : Bits.getBits()) {
    if (Bit->isStablyConcrete() || Bit->isConcrete() || isa<VarInit>(Bit))
      continue;
    auto *FieldBit = dyn_cast<VarBitInit>(Bit);
    auto *Field = FieldBit ? dyn_cast<VarInit>(FieldBit->getBitVar()) : nullptr;
    if (Field && Field == Found)
      continue;
    if (!Field || !R.getValue(Field->getNameInit()))
      return false;
    Found = Field;
  }
  return true;
}
} // namespace

void Instantiator::checkFullyResolved(const Record &R) {
  for (const RecordVal &Field : R.getValues()) {
    const Init *V = Field.getValue();
    // "field" declarations opt out: they may hold code-like expressions.
    if (!V || V->isStablyConcrete() || Field.isNonconcreteOK())
      continue;
    auto *Bits = dyn_cast<BitsInit>(V);
    if (Bits ? bitsSettled(R, *Bits) : V->isConcrete())
      continue;
    Diags.error(R.getLocs(), "Initializer of '" + Field.getNameInitAsString() + "' in '" +
                                 R.getNameInitAsString() +
                                 "' could not be fully resolved: " + V->getAsString());
  }
}

bool Instantiator::checkAssertion(SrcLoc Loc, const Init *Cond, const Init *Msg) {
  auto *Truth = dyn_cast<IntInit>(Cond->convertInitializerTo(IntRecTy::get(Records)));
  if (!Truth) {
    Diags.error(Loc, "assert condition must of type bit, bits, or int.");
    return false;
  }
  if (Truth->getValue())
    return true;
  auto *Text = dyn_cast<StringInit>(Msg);
  Diags.error(Loc, "assertion failed: " + (Text ? std::string(Text->getValue())
                                                : "(assert message is not a string)"));
  return false;
}

void Instantiator::emitDump(SrcLoc Loc, const Init *Msg) {
  if (auto *Text = dyn_cast<StringInit>(Msg))
    Diags.note(Loc, Text->getValue());
  else
    Diags.error(Loc, "dump value is not of type string");
}

bool Instantiator::commit(std::unique_ptr<Record> Def) {
  auto Clash = [&](const Record &Prev) {
    Diags.error(Def->getLocs(), "def already exists: " + Def->getNameInitAsString());
    Diags.note(Prev.getLocs(), "location of previous definition");
    return true;
  };

  // An anonymous def whose generated name is taken (by a def that was
  // named anonymous_N by hand) just gets another one; a named def may not
  // take an existing name.
  const Init *Rename = nullptr;
  const Init *NameBefore = Def->getNameInit();
  RecordKeeper::NameSlot Where; // where the name goes, if it stays
  const Record *Prev = isa<StringInit>(NameBefore)
                           ? Records.getDef(cast<StringInit>(NameBefore), Where)
                           : Records.getDef(Def->getNameInitAsString());
  if (Prev) {
    if (!Def->isAnonymous())
      return Clash(*Prev);
    Rename = Records.getNewAnonymousName();
  }

  // Last resolution: the fields referring to one another, and the name.
  Def->resolveReferences(Rename);
  checkFullyResolved(*Def);
  if (!isa<StringInit>(Def->getNameInit())) {
    Diags.error(Def->getLocs(), "record name '" + Def->getNameInit()->getAsString() +
                                    "' could not be fully resolved");
    return true;
  }
  // A name that only became a string now may clash too (an unchanged one
  // was looked up above, and resolving adds no defs).
  // The name whose lookup left Where, if any.
  const Init *LookedUp = isa<StringInit>(NameBefore) ? NameBefore : nullptr;
  if (!Rename && Def->getNameInit() != NameBefore) {
    if (const Record *Prev = Records.getDef(cast<StringInit>(Def->getNameInit()), Where))
      return Clash(*Prev);
    LookedUp = Def->getNameInit();
  }

  Def->checkRecordAssertions();
  Def->emitRecordDumps();

  // The DefInit exists only once a defset asks for it (it is a value, and
  // counted as one).
  if (!OpenDefsets.empty()) {
    const DefInit *Ref = Def->getDefInit();
    for (DefsetCollector *DS : OpenDefsets) {
      if (!Ref->getType()->typeIsA(DS->ElementType)) {
        Diags.error(Def->getLocs(), "adding record of incompatible type '" +
                                        Ref->getType()->getAsString() + "' to defset");
        Diags.note(DS->DeclLoc, "location of defset declaration");
        return true;
      }
      DS->Members.push_back(Ref);
    }
  }
  if (!Rename && Def->getNameInit() == LookedUp)
    Records.addDef(std::move(Def), Where);
  else
    Records.addDef(std::move(Def));
  return false;
}

} // namespace tblgen
