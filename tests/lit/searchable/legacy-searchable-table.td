// RUN: %tblgen -gen-searchable-tables -I %S %s | FileCheck %s
// DIFF: -gen-searchable-tables
//
// The legacy form: a class deriving directly (and only) from
// SearchableTable becomes an enum <Class>Values (named by EnumNameField,
// valued by EnumValueField) and a table <Class>sList of all its fields but
// the backend's own, with a lookup<Class>By<Field> per SearchableFields
// entry. Both sections share the upper-case guard GET_<CLASS>_DECL.

include "Inputs/SearchableTable.td"

class SysReg<string name, bits<8> enc> : SearchableTable {
  let SearchableFields = ["Name", "Encoding"];
  let EnumValueField = "Encoding";
  string Name = name;
  bits<8> Encoding = enc;
  code Requires = [{ true }];
}
def : SysReg<"foo", 3>;
def : SysReg<"bar", 1>;
def : SysReg<"Baz", 2>;

// A class deriving from such a class (and nothing else) is a table too,
// of its own records; a class with a second direct superclass is not.
class SpecialReg<string name, bits<8> enc> : SysReg<name, enc>;
def : SpecialReg<"qux", 4>;
class Mixin;
class MixedReg<string name, bits<8> enc> : SysReg<name, enc>, Mixin;
def : MixedReg<"quux", 5>;

// CHECK:      #ifdef GET_SPECIALREG_DECL
// CHECK-NEXT: enum SpecialRegValues {
// CHECK-NEXT:   qux = 4,
// CHECK-NEXT: };
// CHECK-NEXT: #endif
// CHECK-EMPTY:
// CHECK-NEXT: #ifdef GET_SYSREG_DECL
// CHECK-NEXT: enum SysRegValues {
// CHECK-NEXT:   foo = 3,
// CHECK-NEXT:   bar = 1,
// CHECK-NEXT:   Baz = 2,
// CHECK-NEXT:   qux = 4,
// CHECK-NEXT:   quux = 5,
// CHECK-NEXT: };
// CHECK-NEXT: #endif
// CHECK-EMPTY:
// CHECK-NEXT: #ifdef GET_SPECIALREG_DECL
// CHECK-NEXT: const SpecialReg *lookupSpecialRegByName(StringRef Name);
// CHECK-NEXT: const SpecialReg *lookupSpecialRegByEncoding(uint8_t Encoding);
// CHECK-NEXT: #endif
// CHECK:      #ifdef GET_SYSREG_DECL
// CHECK-NEXT: const SysReg *lookupSysRegByName(StringRef Name);
// CHECK-NEXT: const SysReg *lookupSysRegByEncoding(uint8_t Encoding);
// CHECK-NEXT: #endif
// CHECK-EMPTY:
// CHECK-NEXT: #ifdef GET_SYSREG_IMPL
// CHECK-NEXT: constexpr SysReg SysRegsList[] = {
// CHECK-NEXT:   { "bar", 0x1,  true  }, // 0
// CHECK-NEXT:   { "Baz", 0x2,  true  }, // 1
// CHECK-NEXT:   { "foo", 0x3,  true  }, // 2
// CHECK-NEXT:   { "quux", 0x5,  true  }, // 3
// CHECK-NEXT:   { "qux", 0x4,  true  }, // 4
// CHECK-NEXT:  };
// CHECK:        return &SysRegsList[Table[Idx]._index];
// CHECK:      #undef GET_SPECIALREG_DECL
// CHECK-NEXT: #undef GET_SPECIALREG_IMPL
// CHECK-NEXT: #undef GET_SYSREG_DECL
// CHECK-NEXT: #undef GET_SYSREG_IMPL
// CHECK-NOT:  {{.}}
