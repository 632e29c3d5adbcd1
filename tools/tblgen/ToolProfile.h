//===- ToolProfile.h - The programs the driver acts as ----------*- C++ -*-===//
//
// One driver binary stands in for several of LLVM's TableGen programs: it
// acts as the one named by the name it is called by (a link or copy of
// tblgen named clang-tblgen is clang-tblgen). A profile says which actions
// that program offers, which of them the reference has but no backend here
// implements yet, and how --help lists them.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "tblgen/Backend.h"

#include <span>
#include <string_view>

namespace tblgen::driver {

/// One action of a reference program, as its --help shows it.
struct ReferenceAction {
  std::string_view Name;        ///< without dashes
  std::string_view Description; ///< "" when the profile does not list it
};

/// A program the driver can act as.
struct ToolProfile {
  /// Its name here and the reference program it stands in for.
  std::string_view Program, Reference;
  unsigned Mask; ///< its ToolMask bit: the backends and options it offers
  /// The reference's actions, in the order of its --help.
  std::span<const ReferenceAction> Actions;
  /// --help lists every action of Actions, in that order and with those
  /// descriptions (as the reference does); otherwise the implemented
  /// actions, sorted by name, with their registered descriptions.
  bool HelpListsReference;
  /// The heading --help puts over the actions.
  std::string_view ActionHeading = "Action to perform:";
  /// The least column of --help's descriptions (0: as wide as the entries
  /// need), for a program whose --help lists options not offered here.
  unsigned HelpColumn = 0;
};

/// The profile of the program named by Argv0's last component:
/// clang-tblgen for "clang-tblgen" (and names starting so, such as
/// "clang-tblgen-22"), mlir-tblgen for "mlir-tblgen", tblgen (llvm-tblgen's actions) for any other.
const ToolProfile &toolForProgram(std::string_view Argv0);
/// The tblgen profile (llvm-tblgen's actions).
const ToolProfile &llvmTool();

/// The implementation of action Name that Tool offers (a registered backend
/// or one of the driver's own actions), or null.
const BackendInfo *findAction(const ToolProfile &Tool, std::string_view Name);
/// Whether Tool's reference program has an action of this name.
bool isReferenceAction(const ToolProfile &Tool, std::string_view Name);
/// Whether Tool accepts backend option O: a general one of its programs, or
/// one of a backend it offers or its reference has.
bool acceptsOption(const ToolProfile &Tool, const BackendOptionInfo &O);

/// An action as --help lists it.
struct HelpAction {
  std::string_view Name, Description;
};
/// The actions Tool's --help lists, in order.
std::vector<HelpAction> helpActions(const ToolProfile &Tool);

} // namespace tblgen::driver
