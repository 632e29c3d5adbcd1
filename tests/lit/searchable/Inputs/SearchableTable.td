// The classes -gen-searchable-tables reads, with the fields and defaults of
// LLVM 22's llvm/TableGen/SearchableTable.td (which real inputs include).

// An enum with one entry per record of FilterClass.
class GenericEnum {
  string FilterClass;  // records to enumerate
  string NameField;    // entry names (default: the record names)
  string ValueField;   // entry values (default: 0, 1, ... by name)
}

// A table with one row per record of FilterClass.
class GenericTable {
  string FilterClass;
  string FilterClassField = ?;       // a bit field: rows only where it is set
  string CppTypeName = FilterClass;  // the row type
  list<string> Fields;               // the columns, in initialization order
  list<string> PrimaryKey;           // sorts the table; needs PrimaryKeyName
  string PrimaryKeyName;
  bit PrimaryKeyEarlyOut = false;    // range check before the search
  bit PrimaryKeyReturnRange = false; // return every row with the key
}

// A second lookup on a table.
class SearchIndex {
  GenericTable Table;
  list<string> Key;
  bit EarlyOut = false;
}

// The legacy form: a class deriving directly from SearchableTable.
class SearchableTable {
  list<string> SearchableFields;
  string EnumNameField = "Name";
  string EnumValueField;
}
