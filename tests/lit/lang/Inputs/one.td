// The value 1, included in the middle of a statement.
1
