// Work the window computes beside the GUI thread (the fine trade-off map, the best-layout
// curve): run on a pool of its own whose threads yield to the GUI thread when they share a core.
#pragma once

#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <utility>

namespace fleet {

/// The pool background jobs run on (created on first use, never the global pool). Its threads
/// run at a lower scheduling weight than the GUI thread (Linux: nice +10 per thread, about a
/// tenth of a shared core): on a machine with its other cores busy (slides, a video call), a
/// job takes little from a drag under the pointer and simply finishes later.
[[nodiscard]] QThreadPool *backgroundPool();

/// The calling thread's nice value raised to kBackgroundNice (once per thread; Linux only,
/// elsewhere nothing), except in the application's (GUI) thread, which runs a job itself when
/// it waits for one not started yet. Called by runInBackground() in the pool's threads.
void lowerCurrentThreadPriority();

/// The nice value of backgroundPool()'s threads (Linux; 0 is the default, 19 the lowest).
inline constexpr int kBackgroundNice = 10;

/// `job` run on backgroundPool() at its lower priority; the result as with QtConcurrent::run.
template <typename Job> [[nodiscard]] auto runInBackground(Job &&job)
{
    return QtConcurrent::run(backgroundPool(), [job = std::forward<Job>(job)]() mutable {
        lowerCurrentThreadPriority();
        return job();
    });
}

} // namespace fleet
