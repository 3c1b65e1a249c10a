// nearestValidLayout() (nearest.h): a search over the divisors of N.
#include "nearest.h"

#include <cmath>
#include <limits>
#include <vector>

namespace fleet {

namespace {

std::vector<int> divisors(int n)
{
    std::vector<int> out;
    for (int i = 1; i <= n / i; ++i) {
        if (n % i == 0) {
            out.push_back(i);
            if (i != n / i)
                out.push_back(n / i);
        }
    }
    return out;
}

} // namespace

std::optional<Layout> nearestValidLayout(const Scenario &s, const Layout &wanted)
{
    const int n = s.cluster.accelerators;
    std::optional<Layout> best;
    double bestScore = std::numeric_limits<double>::infinity();
    double bestTensorChange = std::numeric_limits<double>::infinity();
    for (const int t : divisors(n)) {
        if (t > 1024 || s.workload.heads % t != 0)
            continue;
        const double tensorChange = std::abs(std::log2(double(t) / wanted.tensor));
        for (const int p : divisors(n / t)) {
            if (p > 1024 || p > s.workload.layers)
                continue;
            Layout l = wanted;
            l.tensor = t;
            l.pipeline = p;
            l.data = n / (t * p);
            if (l.data % l.expert != 0)
                l.expert = 1;
            if (layoutProblem(s, l))
                l.virtualStages = 1;
            if (layoutProblem(s, l))
                continue;
            const double score = tensorChange + std::abs(std::log2(double(p) / wanted.pipeline));
            const bool better = score < bestScore - 1e-12 ||
                                (std::abs(score - bestScore) <= 1e-12 &&
                                 (tensorChange < bestTensorChange - 1e-12 ||
                                  (std::abs(tensorChange - bestTensorChange) <= 1e-12 && best &&
                                   t < best->tensor)));
            if (better) {
                best = l;
                bestScore = score;
                bestTensorChange = tensorChange;
            }
        }
    }
    return best;
}

} // namespace fleet
