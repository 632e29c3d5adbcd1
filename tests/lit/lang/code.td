// RUN: %tblgen %s | FileCheck %s
// DIFF:
// Code fragments [{ ... }] and the code type: code is a string with another
// print format; it keeps its format through concatenation with strings and
// through !cast, and a string field can hold code.

class C<code c> {
  code Body = c;
  string AsString = c;
}

def plain : C<[{ return x; }]>;
def multiline {
  code Lines = [{
  line one
  line two }];
  code Braces = [{ { nested } }];
  code Empty = [{}];
  code Quote = [{ "q" 'c' \n }];
}
def concat {
  code CC = !strconcat([{a}], [{b}]);
  code CS = !strconcat([{a}], "b");
  string SC = !strconcat("a", [{b}]);
  string Paste = "x" # [{y}];
  code Cast = !cast<string>([{z}]);
  list<code> L = [[{one}], [{two}]];
}

// Expected output (identical to llvm-tblgen 22):
// CHECK-LABEL: ------------- Classes -----------------
// CHECK-NEXT: class C<string C:c = ?> {
// CHECK-NEXT:   string Body = C:c;
// CHECK-NEXT:   string AsString = C:c;
// CHECK-NEXT: }
// CHECK-NEXT: ------------- Defs -----------------
// CHECK-NEXT: def concat {
// CHECK-NEXT:   code CC = [{ab}];
// CHECK-NEXT:   code CS = [{ab}];
// CHECK-NEXT:   code SC = [{ab}];
// CHECK-NEXT:   code Paste = [{xy}];
// CHECK-NEXT:   code Cast = [{z}];
// CHECK-NEXT:   list<string> L = {{\[\[}}{one}], [{two}]];
// CHECK-NEXT: }
// CHECK-NEXT: def multiline {
// CHECK-NEXT:   code Lines = [{
// CHECK-NEXT:   line one
// CHECK-NEXT:   line two }];
// CHECK-NEXT:   code Braces = [{ { nested } }];
// CHECK-NEXT:   code Empty = [{}];
// CHECK-NEXT:   code Quote = [{ "q" 'c' \n }];
// CHECK-NEXT: }
// CHECK-NEXT: def plain {	// C
// CHECK-NEXT:   code Body = [{ return x; }];
// CHECK-NEXT:   code AsString = [{ return x; }];
// CHECK-NEXT: }
