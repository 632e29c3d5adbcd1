//===- TextBlocks.h - Copies of strings in blocks that never move -*- C++ -*-===//
//
// A store for many short strings that must outlive their sources: each
// string is copied into the current block (a new block when it does not
// fit), and the returned view stays valid as long as the store, or the
// store that took its blocks over, lives. Nothing is freed one by one.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <algorithm>
#include <cstring>
#include <memory>
#include <string_view>
#include <utility>
#include <vector>

namespace tblgen {

/// Copies of strings in blocks that never move.
class TextBlocks {
public:
  /// Blocks are BlockSize bytes, or one string's size if it is bigger.
  explicit TextBlocks(size_t BlockSize = size_t(1) << 16) : BlockSize(BlockSize) {}
  TextBlocks(TextBlocks &&O) noexcept { *this = std::move(O); }
  TextBlocks &operator=(TextBlocks &&O) noexcept {
    Blocks = std::move(O.Blocks);
    Pos = O.Pos;
    End = O.End;
    BlockSize = O.BlockSize;
    O.Blocks.clear();
    O.Pos = O.End = nullptr;
    return *this;
  }

  /// A copy of S (an empty view for an empty S).
  std::string_view add(std::string_view S) {
    if (S.empty())
      return {};
    char *P = claim(S.size());
    std::memcpy(P, S.data(), S.size());
    return {P, S.size()};
  }
  /// N bytes (N > 0) in a block, for the caller to fill.
  char *claim(size_t N) {
    if (size_t(End - Pos) < N) {
      size_t Size = std::max(BlockSize, N);
      Blocks.emplace_back(new char[Size]);
      Pos = Blocks.back().get();
      End = Pos + Size;
    }
    char *P = Pos;
    Pos += N;
    return P;
  }

  /// Takes O's blocks (O is left empty; views into them stay valid). This
  /// store keeps filling its own current block.
  void takeOver(TextBlocks &O) {
    for (auto &Block : O.Blocks)
      Blocks.push_back(std::move(Block));
    O.Blocks.clear();
    O.Pos = O.End = nullptr;
  }

private:
  std::vector<std::unique_ptr<char[]>> Blocks;
  char *Pos = nullptr, *End = nullptr;
  size_t BlockSize = size_t(1) << 16;
};

} // namespace tblgen
