// Background jobs: run on their own pool, return their result, and run at a lower priority
// than the GUI thread (Linux: the pool thread's nice value is kBackgroundNice).
#include "backgroundjobs.h"

#include <gtest/gtest.h>

#include <QSemaphore>
#include <QThread>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace fleet {
namespace {

int currentThreadNice()
{
#ifdef Q_OS_LINUX
    return ::getpriority(PRIO_PROCESS, static_cast<id_t>(::syscall(SYS_gettid)));
#else
    return 0;
#endif
}

TEST(BackgroundJobs, RunOnTheirOwnPoolOffTheCallingThreadAndReturnTheirResult)
{
    QThread *caller = QThread::currentThread();
    QFuture<std::pair<int, bool>> future = runInBackground([caller] {
        return std::pair{6 * 7, QThread::currentThread() != caller};
    });
    while (!future.isFinished()) // result() would run a job not started yet here
        QThread::msleep(1);
    const auto [answer, elsewhere] = future.result();
    EXPECT_EQ(answer, 42);
    EXPECT_TRUE(elsewhere);
    EXPECT_NE(backgroundPool(), QThreadPool::globalInstance());
}

#ifdef Q_OS_LINUX
TEST(BackgroundJobs, RunAtALowerPriorityThanTheGuiThreadAndLeaveItsOwnAlone)
{
    const int before = currentThreadNice();
    // Waited for without result(): a job not started when result() waits runs in the waiting
    // thread (below).
    QFuture<int> future = runInBackground([] { return currentThreadNice(); });
    while (!future.isFinished())
        QThread::msleep(1);
    const int inJob = future.result();
    EXPECT_EQ(inJob, std::max(before, kBackgroundNice));
    EXPECT_GT(inJob, before) << "the GUI thread's nice value is " << before;
    EXPECT_EQ(currentThreadNice(), before); // the calling thread is untouched
}

TEST(BackgroundJobs, AJobTheGuiThreadRunsItselfLeavesItsPriorityAlone)
{
    // The pool's threads all busy, a job waited for runs in the waiting thread: the GUI thread
    // kept the job's nice +10 for good (a screenshot waits for the best-layout curve).
    const int before = currentThreadNice();
    QSemaphore release;
    std::vector<QFuture<void>> busy;
    for (int i = 0; i < backgroundPool()->maxThreadCount(); ++i)
        busy.push_back(runInBackground([&release] { release.acquire(); }));
    QFuture<int> queued = runInBackground([] { return currentThreadNice(); });
    const int inJob = queued.result(); // not started: run here
    release.release(int(busy.size()));
    for (QFuture<void> &f : busy)
        f.waitForFinished();
    EXPECT_EQ(inJob, before);
    EXPECT_EQ(currentThreadNice(), before);
}
#endif

} // namespace
} // namespace fleet
