// Group-by aggregation with Thrust in C++20: sort_by_key on composite keys, reduce_by_key with a custom
// reduction over tuples, and extended __host__ __device__ lambdas shared between host checks and device code.
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/iterator/zip_iterator.h>
#include <thrust/reduce.h>
#include <thrust/sort.h>
#include <thrust/transform.h>
#include <thrust/tuple.h>
#include <cmath>
#include <cstdio>
#include <map>
#include <random>
#include <span>
#include <utility>
#include <vector>

struct Sale {
    int store;
    int product;
    float amount;
};

int main()
{
    const int n = 100000;
    std::mt19937 rng(8);
    std::uniform_int_distribution<int> store(0, 9), product(0, 49);
    std::uniform_int_distribution<int> cents(100, 10000);
    std::vector<Sale> sales(n);
    for (auto &s : sales)
        s = Sale{store(rng), product(rng), cents(rng) / 100.0f};

    auto key_of = [] __host__ __device__(int s, int p) { return s * 1000 + p; };
    thrust::host_vector<int> h_keys(n);
    thrust::host_vector<float> h_amount(n);
    for (int i = 0; i < n; ++i) {
        h_keys[i] = key_of(sales[i].store, sales[i].product);
        h_amount[i] = sales[i].amount;
    }
    thrust::device_vector<int> keys = h_keys;
    thrust::device_vector<float> amount = h_amount;
    thrust::device_vector<int> ones(n, 1);
    thrust::sort_by_key(keys.begin(), keys.end(), thrust::make_zip_iterator(amount.begin(), ones.begin()));

    thrust::device_vector<int> group_keys(n);
    thrust::device_vector<float> group_total(n);
    thrust::device_vector<int> group_count(n);
    auto sum_pairs = [] __host__ __device__(const thrust::tuple<float, int> &a, const thrust::tuple<float, int> &b) {
        return thrust::make_tuple(thrust::get<0>(a) + thrust::get<0>(b), thrust::get<1>(a) + thrust::get<1>(b));
    };
    auto ends = thrust::reduce_by_key(keys.begin(), keys.end(), thrust::make_zip_iterator(amount.begin(), ones.begin()),
                                      group_keys.begin(),
                                      thrust::make_zip_iterator(group_total.begin(), group_count.begin()),
                                      thrust::equal_to<int>(), sum_pairs);
    const int groups = static_cast<int>(ends.first - group_keys.begin());
    thrust::device_vector<float> mean(groups);
    thrust::transform(group_total.begin(), group_total.begin() + groups, group_count.begin(), mean.begin(),
                      [] __host__ __device__(float total, int count) { return total / count; });

    std::map<int, std::pair<double, int>> want;
    for (const Sale &s : sales) {
        auto &w = want[key_of(s.store, s.product)];
        w.first += s.amount;
        ++w.second;
    }
    thrust::host_vector<int> got_keys(group_keys.begin(), group_keys.begin() + groups);
    thrust::host_vector<int> got_count(group_count.begin(), group_count.begin() + groups);
    thrust::host_vector<float> got_mean = mean;
    std::span<const int> key_view(got_keys.data(), got_keys.size());
    int bad = groups != static_cast<int>(want.size());
    for (int g = 0; g < groups && !bad; ++g) {
        const auto &w = want.at(key_view[g]);
        double m = w.first / w.second;
        bad += got_count[g] != w.second || std::abs(got_mean[g] - m) > 1e-3 * m;
    }
    std::printf("%d (store, product) groups; first group %d has %d sales, mean %.2f\n", groups, got_keys[0], got_count[0],
                got_mean[0]);
    std::printf("%s: thrust_groupby_extended_lambda\n", bad == 0 ? "PASS" : "FAIL");
    return bad == 0 ? 0 : 1;
}
