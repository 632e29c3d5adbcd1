// Includes mutual-a.td, which includes this file again: a cycle.
include "mutual-a.td"
