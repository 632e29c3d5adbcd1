// Included from Inputs/common.td (found through -I, like every include).
def fromNested : FromCommon<2>;
