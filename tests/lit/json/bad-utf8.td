// RUN: %tblgen --dump-json %s | FileCheck %s
// DIFF: --dump-json
// Text that is not valid UTF-8 is repaired as llvm::json repairs it: each
// maximal ill-formed subsequence becomes one U+FFFD, in values and keys
// alike. Two names that repair to the same key keep the later one.
class C;
def "badÃ" : C {
  string lone = "aâ‚b";
  string surrogate = "í €";
  string overlong = "À¯";
  string toobig = "ô€€";
  string cont = "€¿";
  string good = "ğŸ˜€";
}
def "kş" { int first = 1; }
def "kÿ" { int second = 2; }

// CHECK: {"!instanceof":{"C":["badï¿½"]},"!tablegen_json_version":1,
// CHECK-SAME: "badï¿½":{"!anonymous":false,{{[^}]*}}"!name":"badï¿½",
// CHECK-SAME: "cont":"ï¿½ï¿½","good":"ğŸ˜€",
// CHECK-SAME: "lone":"aï¿½b",
// CHECK-SAME: "overlong":"ï¿½ï¿½",
// CHECK-SAME: "surrogate":"ï¿½ï¿½ï¿½",
// CHECK-SAME: "toobig":"ï¿½ï¿½ï¿½ï¿½"},
// CHECK-SAME: "kï¿½":{"!anonymous":false,{{[^}]*}}"second":2}}
