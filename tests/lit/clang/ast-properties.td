// RUN: %clang-tblgen -gen-clang-basic-reader %s | FileCheck %s --check-prefix=BREAD
// RUN: %clang-tblgen -gen-clang-basic-writer %s | FileCheck %s --check-prefix=BWRITE
// RUN: %clang-tblgen -gen-clang-type-reader %s | FileCheck %s --check-prefix=TREAD
// RUN: %clang-tblgen -gen-clang-type-writer %s | FileCheck %s --check-prefix=TWRITE
// RUN: not %clang-tblgen -gen-clang-basic-reader -DTWO_CREATORS %s 2>&1 | FileCheck %s --check-prefix=TWO_CREATORS
// RUN: not %clang-tblgen -gen-clang-basic-writer -DTWO_HELPERS %s 2>&1 | FileCheck %s --check-prefix=TWO_HELPERS
// RUN: not %clang-tblgen -gen-clang-basic-writer -DTWO_OVERRIDES %s 2>&1 | FileCheck %s --check-prefix=TWO_OVERRIDES
// RUN: not %clang-tblgen -gen-clang-basic-reader -DTWO_KINDS %s 2>&1 | FileCheck %s --check-prefix=TWO_KINDS
// RUN: not %clang-tblgen -gen-clang-basic-writer -DNO_KIND %s 2>&1 | FileCheck %s --check-prefix=NO_KIND
// RUN: not %clang-tblgen -gen-clang-basic-reader -DNO_CREATOR %s 2>&1 | FileCheck %s --check-prefix=NO_CREATOR
// RUN: %clang-tblgen -gen-clang-basic-writer -DNO_CREATOR %s > /dev/null
// RUN: not %clang-tblgen -gen-clang-type-reader -DUNREFERENCED %s 2>&1 | FileCheck %s --check-prefix=UNREFERENCED
// RUN: not %clang-tblgen -gen-clang-type-writer -DTWICE %s 2>&1 | FileCheck %s --check-prefix=TWICE
// RUN: not %clang-tblgen -gen-clang-type-reader -DNO_PACK %s 2>&1 | FileCheck %s --check-prefix=NO_PACK
// RUN: not %clang-tblgen -gen-clang-type-writer -DNO_INFO %s 2>&1 | FileCheck %s --check-prefix=NO_INFO
// DIFF: -gen-clang-basic-reader
// DIFF: -gen-clang-basic-writer
// DIFF: -gen-clang-type-reader
// DIFF: -gen-clang-type-writer
// DIFF: -gen-clang-basic-reader -DTWO_CREATORS
// DIFF: -gen-clang-basic-writer -DTWO_HELPERS
// DIFF: -gen-clang-basic-writer -DTWO_OVERRIDES
// DIFF: -gen-clang-basic-reader -DTWO_KINDS
// DIFF: -gen-clang-basic-writer -DNO_KIND
// DIFF: -gen-clang-basic-reader -DNO_CREATOR
// DIFF: -gen-clang-basic-writer -DNO_CREATOR
// DIFF: -gen-clang-type-reader -DUNREFERENCED
// DIFF: -gen-clang-type-writer -DTWICE
// DIFF: -gen-clang-type-reader -DNO_PACK
// DIFF: -gen-clang-type-writer -DNO_INFO
//
// AST properties of our own: property types (plain, enum, reference,
// subclass, counted, passed by reference), a type split into cases by a
// kind, and a small type node hierarchy whose concrete nodes read their own
// properties and then their ancestors', less those an Override ignores.

class HasProperties;
class PropertyType<string typeName = ""> {
  string CXXName = !if(!ne(typeName, ""), typeName, NAME);
  bit PassByReference = 0;
  bit ConstWhenWriting = 0;
  string PackOptional = "";
  string UnpackOptional = "";
  list<PropertyType> BufferElementTypes = [];
}
class EnumPropertyType<string typeName = ""> : PropertyType<typeName>;
class RefPropertyType<string className> : PropertyType<className # "*"> {
  let PackOptional = "value.value_or(nullptr)";
  let UnpackOptional = "value ? std::optional<" # CXXName # ">(value) : std::nullopt";
}
class SubclassPropertyType<string className, PropertyType base>
    : RefPropertyType<className> {
  PropertyType Base = base;
  string SubclassName = className;
  let ConstWhenWriting = base.ConstWhenWriting;
}
class CountPropertyType<string typeName = ""> : PropertyType<typeName> {
  let PackOptional = "value ? *value + 1 : 0";
  let UnpackOptional = "value ? std::optional<" # CXXName # ">(value - 1) : std::nullopt";
}
class Array<PropertyType element> : PropertyType {
  PropertyType Element = element;
  let BufferElementTypes = [element];
}
class Optional<PropertyType element> : PropertyType {
  PropertyType Element = element;
  let PassByReference = element.PassByReference;
}
class Property<string name, PropertyType type> {
  HasProperties Class;
  string Name = name;
  PropertyType Type = type;
  code Read;
  code Conditional = "";
}
class ReadHelper<code _code> { HasProperties Class; code Code = _code; }
class Creator<code create> { HasProperties Class; code Create = create; }
class Override { HasProperties Class; list<string> IgnoredProperties = []; }
class PropertyTypeKind<PropertyType type, PropertyType kindType, string readCode> {
  PropertyType Type = type;
  PropertyType KindType = kindType;
  string KindPropertyName = "kind";
  string Read = readCode;
}
class PropertyTypeCase<PropertyType type, string name> : HasProperties {
  PropertyType Type = type;
  string Name = name;
}

def Count : CountPropertyType<"uint32_t">;
def Flag : PropertyType<"bool">;
def Shape : PropertyType { let PassByReference = 1; }
def ShapeKind : EnumPropertyType<"Shape::Kind">;
def Color : EnumPropertyType;
def NodeRef : RefPropertyType<"Node"> { let ConstWhenWriting = 1; }
  def LeafRef : SubclassPropertyType<"Leaf", NodeRef>;
def Opaque : PropertyType;
#ifndef NO_PACK
def Packed : PropertyType { let PackOptional = "*value"; let UnpackOptional = "value"; }
#else
def Packed : PropertyType { let PackOptional = "*value"; }
// NO_PACK: ast-properties.td:[[@LINE-1]]:5: error: type doesn't provide optional-unpacking code
#endif

def : PropertyTypeKind<Shape, ShapeKind, "node.getKind()">;
#ifdef TWO_KINDS
def : PropertyTypeKind<Shape, ShapeKind, "node.kind()">;
// TWO_KINDS: ast-properties.td:[[@LINE-1]]:1: error: multiple kind rules for "Shape"
#endif
let Class = PropertyTypeCase<Shape, "Dot"> in {
  def : Creator<[{ return Shape(); }]>;
#ifdef TWO_CREATORS
  def : Creator<[{ return Shape(); }]>;
// TWO_CREATORS: ast-properties.td:[[@LINE-1]]:3: error: multiple creator rules for "Dot"
#endif
}
let Class = PropertyTypeCase<Shape, "Poly"> in {
  def : ReadHelper<[{
    auto sides = node.sides();
  }]>;
#ifdef TWO_HELPERS
  def : ReadHelper<[{ 0 }]>;
// TWO_HELPERS: ast-properties.td:[[@LINE-1]]:3: error: multiple write helper rules for "Poly"
#endif
#ifdef TWO_OVERRIDES
  def : Override;
  def : Override;
// TWO_OVERRIDES: ast-properties.td:[[@LINE-1]]:3: error: multiple override rules for "Poly"
#endif
  def : Property<"closed", Flag> { let Read = [{ node.isClosed() }]; }
  def : Property<"corners", Array<Count>> { let Read = [{ sides }]; }
  def : Property<"owner", Optional<LeafRef>> {
    let Read = [{ node.owner() }];
    let Conditional = [{ closed }];
  }
  def : Creator<[{
    return Shape::poly(closed, corners, owner);
  }]>;
}
#ifdef NO_CREATOR
let Class = PropertyTypeCase<Shape, "Blob"> in {
// NO_CREATOR: ast-properties.td:[[@LINE-1]]:13: error: no Creator for "Blob"
  def : Property<"size", Count> { let Read = [{ node.size() }]; }
}
#endif
#ifdef NO_KIND
let Class = PropertyTypeCase<Opaque, "Some"> in {
// NO_KIND: ast-properties.td:[[@LINE-1]]:13: error: no kind rule for "Opaque"
  def : Creator<[{ return Opaque(); }]>;
}
#endif

class ASTNode : HasProperties;
class TypeNode<TypeNode base, bit abstract = 0> : ASTNode {
  TypeNode Base = base;
  bit Abstract = abstract;
}
def Type : TypeNode<?, 1>;
def ListType : TypeNode<Type, 1>;
def FixedListType : TypeNode<ListType>;
def OpenListType : TypeNode<ListType>;
def AtomType : TypeNode<Type>;
#ifndef NO_INFO
def BoxType : TypeNode<AtomType>;
#else
def BoxType : TypeNode<AtomType>;
// NO_INFO: ast-properties.td:[[@LINE-1]]:5: error: no information about how to deserialize "BoxType"
#endif

let Class = ListType in {
  def : Property<"element", NodeRef> { let Read = [{ node->getElement() }]; }
  def : Property<"hint", Optional<Packed>> { let Read = [{ node->getHint() }]; }
}
let Class = FixedListType in {
  def : Property<"length", Count> { let Read = [{ node->size() }]; }
  def : Creator<[{ return ctx.getFixedList(element, length, hint); }]>;
}
let Class = OpenListType in {
  def : Override { let IgnoredProperties = ["hint"]; }
#ifndef UNREFERENCED
  def : Creator<[{ return ctx.getOpenList(element); }]>;
#else
  def : Creator<[{ return ctx.getOpenList(); }]>;
// UNREFERENCED: ast-properties.td:[[@LINE-1]]:3: error: creation code for OpenListType doesn't refer to property "element"
#endif
}
let Class = AtomType in {
  def : Property<"color", Color> { let Read = [{ node->getColor() }]; }
  def : Property<"shape", Shape> { let Read = [{ node->getShape() }]; }
#ifdef TWICE
  def : Property<"color", Color> { let Read = [{ node->getColor() }]; }
// TWICE: ast-properties.td:[[@LINE-4]]:3: error: multiple properties named "color" in hierarchy of AtomType
// TWICE: ast-properties.td:[[@LINE-2]]:3: note: existing property
#endif
  def : Creator<[{ return ctx.getAtom(color, shape); }]>;
}
#ifndef NO_INFO
let Class = BoxType in def : Creator<[{ return ctx.getBox(color, shape); }]>;
#endif
// NO_PACK: note: type used here
// NO_PACK: error: property validation failed

// BREAD:      struct ReadDispatcher<Color> {
// BREAD:        static Color read(BasicReader &R, Args &&... args) {
// BREAD-NEXT:     return R.readColor(std::forward<Args>(args)...);
// BREAD:      struct ReadDispatcher<Leaf*> {
// BREAD:      struct ReadDispatcher<std::optional<T>> {
// BREAD:      struct UnpackOptionalValue<uint32_t> {
// BREAD-NEXT:   static std::optional<uint32_t> unpack(uint32_t value) {
// BREAD-NEXT:     return value ? std::optional<uint32_t>(value - 1) : std::nullopt;
// BREAD:      class BasicReaderBase {
// BREAD:        Leaf* readLeafRef() {
// BREAD-NEXT:     return cast_or_null<Leaf>(asImpl().readNodeRef());
// BREAD:        Shape readShape() {
// BREAD-NEXT:     auto &ctx = asImpl().getASTContext();
// BREAD-NEXT:     auto &&subR = asImpl().readObject();
// BREAD-NEXT:     Shape::Kind kind = subR.find("kind").readShapeKind();
// BREAD-NEXT:     switch (kind) {
// BREAD-NEXT:     case Shape::Dot: {
// BREAD-NEXT:      return Shape(); 
// BREAD-NEXT:     }
// BREAD:          case Shape::Poly: {
// BREAD-NEXT:     bool closed = subR.find("closed").readFlag();
// BREAD-NEXT:     llvm::SmallVector<uint32_t, 8> corners_buffer_0;
// BREAD-NEXT:     llvm::ArrayRef<uint32_t> corners = subR.find("corners").template readArray<uint32_t>(corners_buffer_0);
// BREAD-NEXT:     std::optional<std::optional<Leaf*>> owner;
// BREAD-NEXT:     if ( closed ) {
// BREAD-NEXT:       owner.emplace(subR.find("owner").template readOptional<Leaf*>());
// BREAD-NEXT:     }
// BREAD:          llvm_unreachable("bad Shape::Kind");

// BWRITE:      struct WriteDispatcher<Node*> {
// BWRITE:      struct WriteDispatcher<const Node*> {
// BWRITE:      struct PackOptionalValue<const Leaf*> {
// BWRITE-NEXT:   static const Leaf* pack(std::optional<const Leaf*> value) {
// BWRITE:        void writeLeafRef(const Leaf* value) {
// BWRITE-NEXT:     asImpl().writeNodeRef(value);
// BWRITE:        void writeShape(const Shape & node) {
// BWRITE-NEXT:     auto &&subW = asImpl().writeObject();
// BWRITE-NEXT:     Shape::Kind kind = (node.getKind());
// BWRITE:          case Shape::Poly: {
// BWRITE-NEXT: {{^}}    {{$}}
// BWRITE-NEXT:     auto sides = node.sides();
// BWRITE:          if ( closed ) {
// BWRITE-NEXT:     std::optional<const Leaf*> owner = ( node.owner() );
// BWRITE-NEXT:     subW.find("owner").writeOptional(owner);
// BWRITE-NEXT:     }

// TREAD:      QualType read(Type::TypeClass kind) {
// TREAD-NEXT:   switch (kind) {
// TREAD-NEXT:   case Type::Atom:
// TREAD-NEXT:     return readAtomType();
// TREAD-NEXT:   case Type::Box:
// TREAD-NEXT:     return readBoxType();
// TREAD-NEXT:   case Type::FixedList:
// TREAD-NEXT:     return readFixedListType();
// TREAD-NEXT:   case Type::OpenList:
// TREAD-NEXT:     return readOpenListType();
// TREAD-NEXT:   }
// TREAD:        QualType readFixedListType() {
// TREAD-NEXT:     auto &ctx = R.getASTContext();
// TREAD-NEXT:     uint32_t length = R.find("length").readCount();
// TREAD-NEXT:     Node* element = R.find("element").readNodeRef();
// TREAD-NEXT:     std::optional<Packed> hint = R.find("hint").template readOptional<Packed>();
// TREAD:        QualType readOpenListType() {
// TREAD-NEXT:     auto &ctx = R.getASTContext();
// TREAD-NEXT:     Node* element = R.find("element").readNodeRef();
// TREAD-NEXT:      return ctx.getOpenList(element); 

// TWRITE:       void writeBoxType(const BoxType *node) {
// TWRITE-NEXT:    Color color = ( node->getColor() );
// TWRITE-NEXT:    W.find("color").writeColor(color);
// TWRITE-NEXT:    Shape shape = ( node->getShape() );
