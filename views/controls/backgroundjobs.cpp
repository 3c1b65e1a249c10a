#include "backgroundjobs.h"

#include <QCoreApplication>
#include <QThread>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace fleet {

QThreadPool *backgroundPool()
{
    static QThreadPool pool;
    return &pool;
}

void lowerCurrentThreadPriority()
{
#ifdef Q_OS_LINUX
    // On Linux a nice value belongs to a thread (setpriority on a thread id); Qt's
    // QThread::setPriority has no effect under the default scheduler (SCHED_OTHER), and its
    // IdlePriority (SCHED_IDLE) would starve a job while the machine is busy.
    // A job not started yet when a thread waits for it runs in the waiting thread (Qt's
    // QFuture::waitForFinished() takes it off the pool): the GUI thread, waiting for the
    // best-layout curve before a screenshot, would have kept nice +10 for good.
    if (QCoreApplication::instance() &&
        QThread::currentThread() == QCoreApplication::instance()->thread())
        return;
    thread_local bool lowered = false;
    if (lowered)
        return;
    lowered = true;
    const auto tid = static_cast<id_t>(::syscall(SYS_gettid));
    const int now = ::getpriority(PRIO_PROCESS, tid);
    if (now < kBackgroundNice)
        ::setpriority(PRIO_PROCESS, tid, kBackgroundNice);
#endif
}

} // namespace fleet
