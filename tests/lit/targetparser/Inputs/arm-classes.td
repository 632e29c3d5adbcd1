// The classes -gen-arm-target-def reads, with the fields it reads (an
// AArch64-style description: Architecture64 is defined).

class SubtargetFeature<string n, string f, string v, string d,
                       list<SubtargetFeature> i = []> {
  string Name = n;
  string FieldName = f;
  string Value = v;
  string Desc = d;
  list<SubtargetFeature> Implies = i;
}

// An extension that -march cannot name.
class Extension<string n, string spelling, string feat, string d,
                list<SubtargetFeature> i = []>
    : SubtargetFeature<n, "Has" # spelling, "true", d, i> {
  string ArchExtKindSpelling = "AEK_" # spelling;
  string ArchFeatureName = feat;
  string UserVisibleName = "";
  string UserVisibleAlias = "";
}

// An extension that -march can name.
class ExtensionWithMArch<string n, string spelling, string feat, string d,
                         list<SubtargetFeature> i = []>
    : Extension<n, spelling, feat, d, i> {
  let UserVisibleName = n;
}

class Architecture64<int major, int minor, string profile, string n,
                     list<SubtargetFeature> i, list<Extension> defaults>
    : SubtargetFeature<n, "HasV" # major # "_" # minor # profile # "Ops", "true",
                       "arch " # n, i> {
  int Major = major;
  int Minor = minor;
  string Profile = profile;
  list<Extension> DefaultExts = defaults;
}

class FMVExtension<string n, string e> {
  string Name = n;
  string FeatureBit = "FEAT_" # e;
  string BackendFeature = n;
  string PriorityBit = "PRIOR_" # e;
}

class ProcessorModel<string n, list<SubtargetFeature> f> {
  string Name = n;
  list<SubtargetFeature> Features = f;
}

class ProcessorAlias<string n, string a> {
  string Name = n;
  string Alias = a;
}
