// Found through -I.
def fromOther : FromCommon<3>;
