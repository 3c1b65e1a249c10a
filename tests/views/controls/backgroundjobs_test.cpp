// Background jobs: run on their own pool, return their result, and run at a lower priority
// than the GUI thread (Linux: the pool thread's nice value is kBackgroundNice).
#include "backgroundjobs.h"

#include <gtest/gtest.h>

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
    const auto [answer, elsewhere] = future.result();
    EXPECT_EQ(answer, 42);
    EXPECT_TRUE(elsewhere);
    EXPECT_NE(backgroundPool(), QThreadPool::globalInstance());
}

#ifdef Q_OS_LINUX
TEST(BackgroundJobs, RunAtALowerPriorityThanTheGuiThreadAndLeaveItsOwnAlone)
{
    const int before = currentThreadNice();
    const int inJob = runInBackground([] { return currentThreadNice(); }).result();
    EXPECT_EQ(inJob, std::max(before, kBackgroundNice));
    EXPECT_GT(inJob, before) << "the GUI thread's nice value is " << before;
    EXPECT_EQ(currentThreadNice(), before); // the calling thread is untouched
}
#endif

} // namespace
} // namespace fleet
