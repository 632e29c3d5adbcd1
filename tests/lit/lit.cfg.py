# -*- Python -*-
# lit configuration for tblgen's tests.
#
# Run from the repository root after building:
#   /usr/lib/llvm-22/bin/lit -sv tests/lit --param tblgen=build/bin/tblgen
#
# Parameters (--param NAME=VALUE):
#   tblgen     the tblgen binary under test (default: build/bin/tblgen); its
#              clang-tblgen and mlir-tblgen are the links beside it
#   reftblgen  the reference llvm-tblgen (default: /usr/lib/llvm-22/bin/llvm-tblgen);
#              the reference clang-tblgen and mlir-tblgen are the ones beside it
#   exec_root  where lit puts the tests' temporary files (default: build/lit)

import os

import lit.formats

config.name = "tblgen"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".td", ".test"]
# Inputs directories hold files that tests include; they are not tests.
config.excludes = ["Inputs"]

config.test_source_root = os.path.dirname(os.path.abspath(__file__))
repo_root = os.path.dirname(os.path.dirname(config.test_source_root))


def param_path(name, default):
    value = lit_config.params.get(name, default)
    return value if os.path.isabs(value) else os.path.join(repo_root, value)


llvm_bin = "/usr/lib/llvm-22/bin"
tblgen = param_path("tblgen", os.path.join("build", "bin", "tblgen"))
reftblgen = param_path("reftblgen", os.path.join(llvm_bin, "llvm-tblgen"))
config.test_exec_root = param_path("exec_root", os.path.join("build", "lit"))

if not os.path.exists(tblgen):
    lit_config.fatal("tblgen binary not found: %s (build it, or pass --param tblgen=PATH)" % tblgen)

# FileCheck, not, count... come from LLVM 22's tools.
config.environment["PATH"] = os.pathsep.join(
    [llvm_bin, config.environment.get("PATH", os.environ.get("PATH", ""))])
# Messages and the timing report must not depend on the locale.
config.environment["LC_ALL"] = "C"

config.substitutions.append(("%reftblgen", reftblgen))
config.substitutions.append(("%refclang-tblgen", os.path.join(os.path.dirname(reftblgen), "clang-tblgen")))
config.substitutions.append(("%clang-tblgen", os.path.join(os.path.dirname(tblgen), "clang-tblgen")))
config.substitutions.append(("%refmlir-tblgen", os.path.join(os.path.dirname(reftblgen), "mlir-tblgen")))
config.substitutions.append(("%mlir-tblgen", os.path.join(os.path.dirname(tblgen), "mlir-tblgen")))
config.substitutions.append(("%tblgen", tblgen))
config.substitutions.append(("%llvminc", "/usr/include/llvm-22"))
config.substitutions.append(("%mlirinc", "/usr/lib/llvm-22/include"))
config.substitutions.append(("%examples", os.path.join(repo_root, "examples")))
# The example backend's driver (examples/backend-skeleton), built beside tblgen.
config.substitutions.append(("%{skeleton}", os.path.join(os.path.dirname(tblgen), "tblgen-skeleton")))
