//===- demo.cpp - A program using the example backend's output ------------===//
//
// The consumer's side of -gen-address-modes: define the row types, then
// include the generated file once per section. The build generates
// AddressModes.inc from address-modes.td with bin/tblgen-skeleton (see
// CMakeLists.txt); ctest runs this program.
//
//===----------------------------------------------------------------------===//

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <iterator>

#define GET_ADDRESS_MODE_ENUM
#include "AddressModes.inc"

struct AddressModeInfo {
  const char *Mnemonic;
  unsigned Size;
  bool HasDisplacement;
};
#define GET_ADDRESS_MODE_INFO
#include "AddressModes.inc"

struct AddressModeSpelling {
  const char *Text;
  AddressMode Mode;
};
#define GET_ADDRESS_MODE_SPELLINGS
#include "AddressModes.inc"

/// The mode spelled Text, or NumAddressModes.
static AddressMode parseAddressMode(const char *Text) {
  auto It = std::lower_bound(std::begin(AddressModeSpellings), std::end(AddressModeSpellings),
                             Text, [](const AddressModeSpelling &S, const char *T) {
                               return std::strcmp(S.Text, T) < 0;
                             });
  if (It == std::end(AddressModeSpellings) || std::strcmp(It->Text, Text) != 0)
    return AddressMode::NumAddressModes;
  return It->Mode;
}

int main() {
  static_assert(std::size(AddressModeInfos) == unsigned(AddressMode::NumAddressModes));
  const char *Inputs[] = {"absolute", "ind.d", "bogus"};
  for (const char *In : Inputs) {
    AddressMode M = parseAddressMode(In);
    if (M == AddressMode::NumAddressModes) {
      std::printf("%s: unknown\n", In);
      continue;
    }
    const AddressModeInfo &Info = AddressModeInfos[unsigned(M)];
    std::printf("%s: %s, %u bytes%s\n", In, Info.Mnemonic, Info.Size,
                Info.HasDisplacement ? ", displacement" : "");
  }
  return 0;
}
