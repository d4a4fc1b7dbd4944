// Thrust with zip iterators and extended __device__ lambdas: a weighted mean and a max-distance search.
#include <thrust/device_vector.h>
#include <thrust/iterator/zip_iterator.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/transform_reduce.h>
#include <thrust/transform.h>
#include <thrust/functional.h>
#include <thrust/tuple.h>
#include <cmath>
#include <cstdio>
#include <vector>

int main()
{
    const int n = 1 << 18;
    std::vector<float> hx(n), hy(n), hw(n);
    for (int i = 0; i < n; ++i) {
        hx[i] = std::sin(i * 0.001f);
        hy[i] = std::cos(i * 0.001f);
        hw[i] = 1.0f + (i % 4);
    }
    thrust::device_vector<float> x(hx.begin(), hx.end()), y(hy.begin(), hy.end()), w(hw.begin(), hw.end());

    auto first = thrust::make_zip_iterator(thrust::make_tuple(x.begin(), y.begin(), w.begin()));
    auto last = first + n;
    float weighted = thrust::transform_reduce(
        first, last,
        [] __device__(const thrust::tuple<float, float, float> &t) -> float {
            return (thrust::get<0>(t) + thrust::get<1>(t)) * thrust::get<2>(t);
        },
        0.0f, thrust::plus<float>());
    float total_w = thrust::reduce(w.begin(), w.end());

    float max_r = thrust::transform_reduce(
        thrust::make_zip_iterator(thrust::make_tuple(x.begin(), y.begin())),
        thrust::make_zip_iterator(thrust::make_tuple(x.end(), y.end())),
        [] __device__(thrust::tuple<float, float> p) -> float {
            float a = thrust::get<0>(p), b = thrust::get<1>(p);
            return sqrtf(a * a + b * b);
        },
        0.0f, thrust::maximum<float>());

    thrust::device_vector<int> idx(n);
    thrust::transform(thrust::counting_iterator<int>(0), thrust::counting_iterator<int>(n), idx.begin(),
                      [] __device__(int i) -> int { return i % 3; });
    int idx_sum = thrust::reduce(idx.begin(), idx.end());

    double want = 0.0, want_w = 0.0;
    for (int i = 0; i < n; ++i) {
        want += (static_cast<double>(hx[i]) + hy[i]) * hw[i];
        want_w += hw[i];
    }
    int want_idx = 0;
    for (int i = 0; i < n; ++i)
        want_idx += i % 3;
    double mean = weighted / total_w, want_mean = want / want_w;
    bool ok = std::fabs(mean - want_mean) < 1e-3 && std::fabs(max_r - 1.0f) < 1e-3f && idx_sum == want_idx &&
              total_w == static_cast<float>(want_w);
    std::printf("weighted mean %.6f (host %.6f), max radius %.6f\n", mean, want_mean, max_r);
    std::printf("%s: thrust_transform_reduce_zip\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
