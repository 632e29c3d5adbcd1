// About 4 MB of --print-records output: more than the driver keeps in
// memory before moving the output to a temporary file.
foreach i = 0...19999 in
  def Big#i {
    string Text = "a line long enough to make the whole output several megabytes" # i;
    int Index = i;
  }
