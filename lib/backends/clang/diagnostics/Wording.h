//===- Wording.h - Clang's style rules for diagnostic text ------*- C++ -*-===//
#pragma once

namespace tblgen::clangdiag {

struct Diag;

/// Reports (as errors that let the run go on) a text starting with a
/// capital letter or ending in '.' or '!', looking into a leading or
/// trailing %select's options, with clang-tblgen's messages. Acronyms and
/// a few proper names may start a text.
void checkWording(const Diag &D);

} // namespace tblgen::clangdiag
