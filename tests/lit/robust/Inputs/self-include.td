include "self-include.td"
