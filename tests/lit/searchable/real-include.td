// RUN: %tblgen -gen-searchable-tables -I /usr/include/llvm-22 %s | FileCheck %s
// DIFF: -gen-searchable-tables -I /usr/include/llvm-22
//
// Real inputs include the class definitions LLVM ships; this one uses every
// GenericTable option together.

include "llvm/TableGen/SearchableTable.td"

def Formats : GenericEnum { let FilterClass = "Format"; }
class Format;
def FmtR : Format;
def FmtI : Format;

class Inst<string name, bits<7> opc, Format fmt, bit compressed> {
  string Name = name;
  bits<7> Opcode = opc;
  Format Fmt = fmt;
  bit IsCompressed = compressed;
  bit Listed = !not(!eq(name, "hidden"));
  code Decoder = [{ decode}] # name # [{ }];
}
def : Inst<"add", 0x33, FmtR, 0>;
def : Inst<"addi", 0x13, FmtI, 1>;
def : Inst<"ADD.W", 0x3b, FmtR, 0>;
def : Inst<"hidden", 0x7f, FmtI, 0>;

def Insts : GenericTable {
  let FilterClass = "Inst";
  let FilterClassField = "Listed";
  let CppTypeName = "InstInfo";
  let Fields = ["Name", "Opcode", "Fmt", "IsCompressed", "Decoder"];
  string TypeOf_Fmt = "Formats";
  let PrimaryKey = ["Opcode"];
  let PrimaryKeyName = "lookupInstByOpcode";
  let PrimaryKeyEarlyOut = true;
}
def lookupInstByName : SearchIndex { let Table = Insts; let Key = ["Name"]; }
def lookupInstByFormat : SearchIndex {
  let Table = Insts;
  let Key = ["Fmt", "IsCompressed"];
  let EarlyOut = true;
}

// CHECK:      enum Formats {
// CHECK-NEXT:   FmtI = 0,
// CHECK-NEXT:   FmtR = 1,
// CHECK-NEXT: };
// CHECK:      #ifdef GET_Insts_DECL
// CHECK-NEXT: const InstInfo *lookupInstByOpcode(uint8_t Opcode);
// CHECK-NEXT: const InstInfo *lookupInstByFormat(unsigned Fmt, bool IsCompressed);
// CHECK-NEXT: const InstInfo *lookupInstByName(StringRef Name);
// CHECK-NEXT: #endif
// CHECK:      constexpr InstInfo Insts[] = {
// CHECK-NEXT:   { "addi", 0x13, FmtI, true,  decodeaddi  }, // 0
// CHECK-NEXT:   { "add", 0x33, FmtR, false,  decodeadd  }, // 1
// CHECK-NEXT:   { "ADD.W", 0x3B, FmtR, false,  decodeADD.W  }, // 2
// CHECK-NEXT:  };
