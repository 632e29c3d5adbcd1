//===- ToySystemOperands.td - Toy system registers ------------*- tablegen -*-===//
//
// The system registers the csr instructions name, by encoding and by name:
// a searchable table (-gen-searchable-tables).
//
//===----------------------------------------------------------------------===//

include "llvm/TableGen/SearchableTable.td"


class SysReg<string name, bits<12> encoding> {
  string Name = name;
  bits<12> Encoding = encoding;
}
def : SysReg<"status", 0x000>;
def : SysReg<"cause", 0x001>;
def : SysReg<"epc", 0x002>;
def : SysReg<"cycle", 0xC00>;

def SysRegsList : GenericTable {
  let FilterClass = "SysReg";
  let Fields = ["Name", "Encoding"];
  let PrimaryKey = ["Encoding"];
  let PrimaryKeyName = "lookupSysRegByEncoding";
}
def lookupSysRegByName : SearchIndex {
  let Table = SysRegsList;
  let Key = ["Name"];
}
