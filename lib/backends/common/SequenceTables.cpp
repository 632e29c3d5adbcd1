//===- SequenceTables.cpp - Strings and sequences packed into arrays ------===//

#include "SequenceTables.h"

#include "tblgen/Backend.h"

#include <cstring>
#include <functional>

namespace tblgen::tables {

namespace {

bool plain(unsigned char C) { return C >= 0x20 && C <= 0x7E && C != '\\' && C != '"'; }

/// The position of the first character of S from From on that needs an
/// escape (S.size() when none). Eight characters are tested at a time: a
/// word holds one when a byte is below 0x20, has its top bit set, or equals
/// 0x7F, a backslash or a quote (each "equals" a zero byte after an XOR).
size_t nextEscape(std::string_view S, size_t From) {
  constexpr uint64_t L = 0x0101010101010101, H = 0x8080808080808080;
  auto anyZero = [](uint64_t V) { return (V - L) & ~V & H; };
  size_t I = From;
  for (; I + 8 <= S.size(); I += 8) {
    uint64_t W;
    std::memcpy(&W, S.data() + I, 8);
    if (((W - L * 0x20) & ~W & H) | (W & H) | anyZero(W ^ (L * 0x7F)) |
        anyZero(W ^ (L * '\\')) | anyZero(W ^ (L * '"')))
      break;
  }
  while (I < S.size() && plain(static_cast<unsigned char>(S[I])))
    ++I;
  return I;
}

} // namespace

void writeEscaped(OStream &OS, std::string_view S) {
  // Runs of printable characters that need no escape go out whole.
  size_t I = 0;
  while (I < S.size()) {
    size_t Run = nextEscape(S, I);
    if (Run > I)
      OS << S.substr(I, Run - I);
    if (Run == S.size())
      return;
    unsigned char C = static_cast<unsigned char>(S[Run]);
    switch (C) {
    case '\\': OS << "\\\\"; break;
    case '\t': OS << "\\t"; break;
    case '\n': OS << "\\n"; break;
    case '"': OS << "\\\""; break;
    default:
      OS << '\\' << char('0' + ((C >> 6) & 7)) << char('0' + ((C >> 3) & 7)) << char('0' + (C & 7));
    }
    I = Run + 1;
  }
}

void SuffixStringTable::emitDef(OStream &OS, std::string_view Decl) const {
  OS << "\n#ifdef __GNUC__\n"
     << "#pragma GCC diagnostic push\n"
     << "#pragma GCC diagnostic ignored \"-Woverlength-strings\"\n"
     << "#endif\n"
     << Decl << " = {\n";
  Chars.forEachRow([&](unsigned Offset, std::span<const char> S) {
    OS << "  /* " << Offset << " */ \"";
    writeEscaped(OS, std::string_view(S.data(), S.size()));
    // The terminator, escaped as write_escaped escapes a NUL.
    OS << "\\000\"\n";
  });
  OS << "};\n"
     << "#ifdef __GNUC__\n"
     << "#pragma GCC diagnostic pop\n"
     << "#endif\n\n";
}

size_t StringOffsetTable::slotFor(std::string_view S, uint32_t H) const {
  size_t Mask = Slots.size() - 1;
  for (size_t I = size_t(H) & Mask;; I = (I + 1) & Mask) {
    const Slot &E = Slots[I];
    if (!E.used())
      return I;
    if (E.Hash == H && E.Len == S.size() && std::memcmp(Aggregate.data() + E.Offset, S.data(), S.size()) == 0)
      return I;
  }
}

void StringOffsetTable::rehash() {
  std::vector<Slot> Old = std::move(Slots);
  Slots.assign(Old.size() * 2, Slot());
  size_t Mask = Slots.size() - 1;
  for (const Slot &E : Old) {
    if (!E.used())
      continue;
    size_t I = size_t(E.Hash) & Mask;
    while (Slots[I].used())
      I = (I + 1) & Mask;
    Slots[I] = E;
  }
}

unsigned StringOffsetTable::add(std::string_view S) {
  uint32_t H = uint32_t(std::hash<std::string_view>()(S));
  size_t I = slotFor(S, H);
  if (Slots[I].used())
    return Slots[I].Offset;
  unsigned Offset = unsigned(Aggregate.size());
  Aggregate.append(S);
  Aggregate.push_back('\0');
  Slots[I] = Slot{Offset, uint32_t(S.size()), H};
  if (++NumStrings * 2 > Slots.size())
    rehash();
  return Offset;
}

int64_t StringOffsetTable::find(std::string_view S) const {
  const Slot &E = Slots[slotFor(S, uint32_t(std::hash<std::string_view>()(S)))];
  return E.used() ? int64_t(E.Offset) : -1;
}

void StringOffsetTable::emitStringTableDef(OStream &OS, std::string_view Name, std::string_view ClassPrefix,
                                   bool PrefixStorage) const {
  OS << "\n#ifdef __GNUC__\n"
        "#pragma GCC diagnostic push\n"
        "#pragma GCC diagnostic ignored \"-Woverlength-strings\"\n"
        "#endif\n"
     << (ClassPrefix.empty() ? "static" : "") << " constexpr char "
     << (PrefixStorage ? ClassPrefix : std::string_view()) << Name << "Storage[] =";
  // --long-string-literals=false (for compilers, MSVC, that mishandle
  // string literals past 64 KiB): a big table becomes a list of character
  // literals, one string a line.
  const BackendContext *Ctx = currentBackendContext();
  bool LongLiterals = !Ctx || Ctx->flag("long-string-literals", true);
  if (!LongLiterals && Aggregate.size() > 64 * 1024) {
    OS << "{\n";
    for (size_t Pos = 0; Pos < Aggregate.size();) {
      size_t End = Aggregate.find('\0', Pos);
      OS << "  ";
      for (char C : std::string_view(Aggregate).substr(Pos, End - Pos)) {
        OS << '\'';
        writeEscaped(OS, std::string_view(&C, 1));
        OS << "', ";
      }
      OS << "'\\0',\n";
      Pos = End + 1;
    }
    OS << "};\n";
  } else {
    OS << "\n";
    for (size_t Pos = 0; Pos < Aggregate.size();) {
      size_t End = Aggregate.find('\0', Pos);
      OS << "  \"";
      writeEscaped(OS, std::string_view(Aggregate).substr(Pos, End - Pos));
      OS << "\\0\"\n";
      Pos = End + 1;
    }
    OS << "  ;\n";
  }
  OS << "#ifdef __GNUC__\n"
        "#pragma GCC diagnostic pop\n"
        "#endif\n\n"
     << (ClassPrefix.empty() ? "static constexpr" : "const") << " llvm::StringTable\n"
     << ClassPrefix << Name << " = " << Name << "Storage;\n";
}

} // namespace tblgen::tables
