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
/// boundaries (a kernel with transparent huge pages always on may back
/// them with huge pages; they are not asked for). Nothing is made present
/// yet (see populate).
void *map(size_t Bytes);
/// Returns pages from map.
void unmap(void *P, size_t Bytes);
/// Makes [P, P + Bytes) present in one step (rounded out to whole pages).
/// Only a hint: on kernels without MADV_POPULATE_WRITE (before Linux 5.14)
/// or for ranges that are not mapped, it does nothing.
void populate(void *P, size_t Bytes);

} // namespace tblgen::pages
