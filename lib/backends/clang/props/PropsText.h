//===- PropsText.h - Reading and writing one AST property -------*- C++ -*-===//
//
// The statements that read or write one Property record, shared by the
// basic and the type serialization backends.
//
//===----------------------------------------------------------------------===//

#ifndef TBLGEN_BACKENDS_CLANG_PROPS_PROPSTEXT_H
#define TBLGEN_BACKENDS_CLANG_PROPS_PROPSTEXT_H

#include "tblgen/Record.h"
#include "tblgen/Output.h"

#include <string>
#include <vector>

namespace tblgen::clangprops {

/// The parameter type a value of property type T is passed as.
std::string paramType(const Record *T, bool Writing);
/// Declares and reads property P from the property reader named Obj.
void readProperty(OStream &OS, const Record *P, std::string_view Obj, std::string_view Indent);
/// Computes property P from `node` and writes it to the writer named Obj.
void writeProperty(OStream &OS, const Record *P, std::string_view Obj, std::string_view Indent);

/// The creation rule of Owner (named Name in messages), which must mention
/// every property in Props; a fatal error otherwise.
const Record *checkedCreator(const Record *Owner, std::string_view Name, const Record *Creator,
                             const std::vector<const Record *> &Props);

} // namespace tblgen::clangprops

#endif
