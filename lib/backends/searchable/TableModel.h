//===- TableModel.h - What -gen-searchable-tables prints --------*- C++ -*-===//
//
// The backend reads the GenericEnum, GenericTable and SearchIndex records
// (and classes deriving from the older SearchableTable) once into a model
// (ReadModel.cpp), then renders it (RenderModel.cpp). Cell values print and
// order through CellLogic (Cells.cpp), which caches the order key of every
// cell on first use.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "codegen/TargetInfo.h"

#include "tblgen/Output.h"
#include "tblgen/Record.h"

#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

namespace tblgen::searchable {

/// How a column's values print, order and pass to a lookup.
enum class ColumnKind : uint8_t {
#define COLUMN_KIND(Kind, Argument, StaticField, SearchField, Dense) Kind,
#include "ColumnKinds.def"
};

/// What ColumnKinds.def says about one kind.
struct KindTraits {
  const char *Argument;
  const char *StaticField;
  const char *SearchField;
  bool Dense;
};
const KindTraits &traitsOf(ColumnKind K);

/// A C++ enum with one member per record of a class.
struct EnumModel {
  struct Member {
    std::string Name;
    int64_t Value = 0;
  };
  std::string Name;        ///< the C++ enum's name
  std::string Guard;       ///< GET_<Guard>_DECL
  const Record *Class = nullptr;
  std::vector<Member> Members; ///< in printed order
  std::unordered_map<const Record *, unsigned> Position; ///< record -> Members index

  /// The member made of record R, or null.
  const Member *find(const Record *R) const {
    auto Hit = Position.find(R);
    return Hit == Position.end() ? nullptr : &Members[Hit->second];
  }
};

/// One column of a table.
struct Column {
  std::string Name;
  const RecTy *Type = nullptr; ///< common type of the values (or the enum's)
  ColumnKind Kind = ColumnKind::Other;
  bool Verbatim = false;           ///< TypeOf_<Name> = "code"
  const EnumModel *Enum = nullptr; ///< TypeOf_<Name> names a GenericEnum
};

/// A lookup function: the primary key, or a secondary index.
struct Lookup {
  std::string Name;
  SrcLoc Where;                  ///< the PrimaryKey/Key field
  std::vector<unsigned> Columns; ///< the key, as column numbers
  bool Primary = false;
  bool EarlyOut = false;
  bool ReturnsRange = false;
};

/// How a row orders by one column: by Rank, then by Text.
struct OrderKey {
  int64_t Rank = 0;
  std::string Text;
  bool Known = false;
};

/// A table: one row per selected record, in the order the records were
/// collected (row numbers index Values and Keys); Order lists them sorted.
struct TableModel {
  std::string Name;
  std::string Guard;
  std::string CppType;
  std::vector<SrcLoc> Locs;
  std::vector<Column> Columns;
  std::vector<const Init *> Values; ///< row-major, Columns.size() per row
  std::vector<OrderKey> Keys;       ///< same shape as Values
  std::vector<unsigned> Order;      ///< rows as printed
  std::optional<Lookup> PrimaryKey;
  std::vector<Lookup> Indices;

  unsigned rows() const { return unsigned(Order.size()); }
  size_t cell(unsigned Row, unsigned Col) const { return size_t(Row) * Columns.size() + Col; }
  const Init *value(unsigned Row, unsigned Col) const { return Values[cell(Row, Col)]; }
  SrcLoc where() const { return Locs.empty() ? SrcLoc() : Locs.front(); }
};

/// Everything the backend prints.
struct Model {
  std::unique_ptr<TargetInfo> Target; ///< when the input has instructions or intrinsics
  std::deque<EnumModel> Enums;
  std::deque<TableModel> Tables;
};

/// Prints cells and orders rows.
class CellLogic {
public:
  explicit CellLogic(Model &M) : M(M) {}

  /// Cell V of column Col as C++ (errors reported at Where).
  std::string print(const Column &Col, const Init *V, SrcLoc Where);
  /// Whether row A sorts before row B by the columns Cols.
  bool before(TableModel &T, std::span<const unsigned> Cols, SrcLoc Where, unsigned A,
              unsigned B);
  /// The integer a lone key column gives row Row, to test for a dense key.
  int64_t ordinal(const TableModel &T, unsigned Col, unsigned Row);

private:
  const OrderKey &keyOf(TableModel &T, unsigned Row, unsigned Col, SrcLoc Where);

  Model &M;
};

/// The value of a bits or int value.
int64_t integerOf(const Init *V);

/// ASCII upper case, in place.
void upcase(std::string &S);

/// Reads the records into M (reports errors as llvm-tblgen does).
void readModel(const RecordKeeper &Records, Model &M, CellLogic &Cells);

/// Renders M to OS.
void renderModel(Model &M, CellLogic &Cells, OStream &OS);

} // namespace tblgen::searchable
