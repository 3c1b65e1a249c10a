#include "backgroundjobs.h"

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
