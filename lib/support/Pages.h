//===- Pages.h - Memory straight from the system, made present in bulk --*- C++ -*-===//
//
// Internal to lib/. Touching a fresh page costs a page fault, and in a
// virtual machine a page fault is expensive (about 11 us each measured on
// the project's Firecracker machines, against under 1 us a page when the
// kernel makes a range present in one madvise call, and well under that for
// a transparent huge page). The arena, the uniquing tables and the driver's
// operator new therefore ask for memory a range at a time.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <cstddef>

namespace tblgen::pages {

constexpr size_t HugePage = size_t(2) << 20;

/// Zero-filled, read-write pages of Bytes (a multiple of the page size),
/// or null. Sizes that are a multiple of 2 MiB are placed on 2 MiB
/// boundaries and offered to transparent huge pages. Nothing is made
/// present yet (see populate).
void *map(size_t Bytes);
/// Returns pages from map.
void unmap(void *P, size_t Bytes);
/// Makes [P, P + Bytes) present in one step (rounded out to whole pages).
/// Only a hint: on kernels without MADV_POPULATE_WRITE (before Linux 5.14)
/// or for ranges that are not mapped, it does nothing.
/// Returns false when the kernel refused (the range is not all mapped
/// read-write, or the advice is unknown).
bool populate(void *P, size_t Bytes);
/// Asks a helper thread to make [P, P + Bytes) present soon, while the
/// caller goes on (the machine has a second core that the front end leaves
/// idle). Only a hint, like populate: memory the caller touches before the
/// helper gets there simply faults in. Returns false, having done nothing,
/// when there is no helper (see startHelper) or its queue is full. A range
/// the kernel refuses (part of it is not mapped read-write) is made present
/// block by block (BlockBytes), and OnRefused, if set, is told each block
/// it still refuses, on the helper thread.
bool populateSoon(void *P, size_t Bytes, size_t BlockBytes = 0,
                  void (*OnRefused)(void *Block) = nullptr);
/// Starts the helper thread of populateSoon, once; false if it cannot
/// start. Worth it only for a run that will make megabytes present.
bool startHelper();

} // namespace tblgen::pages
