// Dense histogram with Thrust: sort the data, find bin edges with upper_bound on a counting iterator,
// then adjacent_difference; also a sparse histogram via reduce_by_key. Checked against a host count.
#include <thrust/adjacent_difference.h>
#include <thrust/binary_search.h>
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/iterator/constant_iterator.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/reduce.h>
#include <thrust/sort.h>
#include <cstdio>
#include <random>
#include <vector>

int main()
{
    const int n = 200000, bins = 50;
    std::mt19937 rng(31337);
    std::poisson_distribution<int> dist(20.0);
    thrust::host_vector<int> h(n);
    std::vector<int> want(bins, 0);
    for (int i = 0; i < n; ++i) {
        int v = dist(rng);
        h[i] = v < bins ? v : bins - 1;
        ++want[h[i]];
    }

    thrust::device_vector<int> data = h;
    thrust::sort(data.begin(), data.end());

    thrust::device_vector<int> dense(bins);
    thrust::counting_iterator<int> search_begin(0);
    thrust::upper_bound(data.begin(), data.end(), search_begin, search_begin + bins, dense.begin());
    thrust::adjacent_difference(dense.begin(), dense.end(), dense.begin());

    thrust::device_vector<int> keys(bins), counts(bins);
    auto ends = thrust::reduce_by_key(data.begin(), data.end(), thrust::constant_iterator<int>(1), keys.begin(),
                                      counts.begin());
    int distinct = static_cast<int>(ends.first - keys.begin());

    thrust::host_vector<int> got_dense = dense;
    thrust::host_vector<int> got_keys = keys, got_counts = counts;
    int bad = 0;
    for (int b = 0; b < bins; ++b)
        bad += got_dense[b] != want[b];
    for (int k = 0; k < distinct; ++k)
        bad += got_counts[k] != want[got_keys[k]];
    int want_distinct = 0;
    for (int c : want)
        want_distinct += c > 0;

    std::printf("mode bin 20 holds %d samples, %d distinct values\n", got_dense[20], distinct);
    bool ok = bad == 0 && distinct == want_distinct;
    std::printf("%s: thrust_histogram_sort\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
