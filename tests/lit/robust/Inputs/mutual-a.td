// Includes mutual-b.td, which includes this file again: a cycle.
include "mutual-b.td"
