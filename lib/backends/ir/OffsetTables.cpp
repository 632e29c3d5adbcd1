//===- OffsetTables.cpp - Strings and sequences packed into arrays --------===//

#include "OffsetTables.h"

namespace tblgen::intrinsics {

void writeEscaped(OStream &OS, std::string_view S) {
  for (unsigned char C : S) {
    switch (C) {
    case '\\': OS << "\\\\"; break;
    case '\t': OS << "\\t"; break;
    case '\n': OS << "\\n"; break;
    case '"': OS << "\\\""; break;
    default:
      if (C >= 0x20 && C < 0x7F) {
        OS << char(C);
      } else {
        OS << '\\' << char('0' + ((C >> 6) & 7)) << char('0' + ((C >> 3) & 7))
           << char('0' + (C & 7));
      }
    }
  }
}

void StringOffsetTable::emitStringTableDef(OStream &OS, std::string_view Name) const {
  OS << "\n#ifdef __GNUC__\n"
        "#pragma GCC diagnostic push\n"
        "#pragma GCC diagnostic ignored \"-Woverlength-strings\"\n"
        "#endif\n"
        "static constexpr char "
     << Name << "Storage[] =\n";
  // Every string is followed by its NUL; print each as its own literal.
  size_t Pos = 0;
  while (Pos < Aggregate.size()) {
    size_t End = Aggregate.find('\0', Pos);
    OS << "  \"";
    writeEscaped(OS, std::string_view(Aggregate).substr(Pos, End - Pos));
    OS << "\\0\"\n";
    Pos = End + 1;
  }
  OS << "  ;\n"
        "#ifdef __GNUC__\n"
        "#pragma GCC diagnostic pop\n"
        "#endif\n"
        "\n"
        "static constexpr llvm::StringTable\n"
     << Name << " = " << Name << "Storage;\n";
}

} // namespace tblgen::intrinsics
