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
#include <cstdint>

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

/// Making pages present ahead of need on a second thread: zeroing fresh
/// pages is kernel work the allocators can hand to the other core, which
/// the front end leaves idle. One worker per process (it manages the
/// process's pages, not any keeper's values), off until
/// enableBackgroundPopulate (the driver turns it on; tests and other
/// programs keep the synchronous behaviour); once started it lives as long
/// as the process. Requests complete in the order they were made.
void enableBackgroundPopulate();
bool backgroundPopulateEnabled();
/// Starts the worker if it is enabled and not running yet; whether it runs.
bool startHelper();
bool backgroundPopulateRunning();
/// Queues [P, P + Bytes) for the worker, starting it if needed; returns a
/// ticket, or 0 when the worker is off or its queue is full (the caller
/// then makes the range present itself, or lets it fault in). A range the
/// kernel refuses (part of it is not mapped read-write) is made present
/// BlockBytes at a time (when nonzero), and OnRefused, if set, is told
/// each block still refused, on the worker thread.
uint64_t populateAsync(void *P, size_t Bytes, size_t BlockBytes = 0,
                       void (*OnRefused)(void *Block) = nullptr);
/// populateAsync without starting the worker: false, having done nothing,
/// when it does not run yet or its queue is full.
bool populateSoon(void *P, size_t Bytes, size_t BlockBytes = 0,
                  void (*OnRefused)(void *Block) = nullptr);
/// Whether the request with this ticket (and every earlier one) is done;
/// false for ticket 0.
bool populated(uint64_t Ticket);
/// Blocks until the request with this ticket is done (returns at once for
/// 0): the range must stay mapped until then.
void waitPopulated(uint64_t Ticket);

} // namespace tblgen::pages
