// The classes -gen-riscv-target-def reads, with the fields it reads.

class SubtargetFeature<string n, list<SubtargetFeature> i = []> {
  string Name = n;
  list<SubtargetFeature> Implies = i;
}

class RISCVExtension<string n, int major, int minor, list<SubtargetFeature> i = []>
    : SubtargetFeature<n, i> {
  int MajorVersion = major;
  int MinorVersion = minor;
  bit Experimental = false;
}

class RISCVExperimentalExtension<string n, int major, int minor,
                                 list<SubtargetFeature> i = []>
    : RISCVExtension<"experimental-" # n, major, minor, i> {
  let Experimental = true;
}

class RISCVProfile<string n, list<SubtargetFeature> i> : SubtargetFeature<n, i> {
  bit Experimental = false;
}

class RISCVProcessorModel<string n, list<SubtargetFeature> f, string march = ""> {
  string Name = n;
  list<SubtargetFeature> Features = f;
  string DefaultMarch = march;
  int MVendorID = 0;
  int MArchID = 0;
  int MImpID = 0;
}

class RISCVTuneProcessorModel<string n> {
  string Name = n;
}

class RISCVExtensionBitmask<string n, int group, int pos> {
  string Name = n;
  int GroupID = group;
  int BitPos = pos;
}
