// Sorting records on the GPU with thrust::sort_by_key, gathering payloads, and checking against std::stable_sort.
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/sort.h>
#include <thrust/sequence.h>
#include <thrust/gather.h>
#include <algorithm>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

struct Employee {
    std::string name;
    int age;
    float salary;
};

int main()
{
    std::mt19937 rng(2024);
    std::uniform_int_distribution<int> age(18, 65);
    std::uniform_real_distribution<float> pay(30000.0f, 150000.0f);
    const int n = 100000;
    std::vector<Employee> people(n);
    for (int i = 0; i < n; ++i)
        people[i] = Employee{"e" + std::to_string(i), age(rng), pay(rng)};

    thrust::host_vector<int> h_keys(n);
    thrust::host_vector<float> h_salary(n);
    for (int i = 0; i < n; ++i) {
        h_keys[i] = people[i].age;
        h_salary[i] = people[i].salary;
    }

    thrust::device_vector<int> keys = h_keys;
    thrust::device_vector<int> order(n);
    thrust::sequence(order.begin(), order.end());
    thrust::stable_sort_by_key(keys.begin(), keys.end(), order.begin());

    thrust::device_vector<float> salary = h_salary, sorted_salary(n);
    thrust::gather(order.begin(), order.end(), salary.begin(), sorted_salary.begin());

    thrust::host_vector<int> got_order = order;
    thrust::host_vector<int> got_keys = keys;
    thrust::host_vector<float> got_salary = sorted_salary;

    std::vector<int> ref(n);
    for (int i = 0; i < n; ++i)
        ref[i] = i;
    std::stable_sort(ref.begin(), ref.end(), [&](int a, int b) { return people[a].age < people[b].age; });

    int bad = 0;
    for (int i = 0; i < n; ++i) {
        if (got_order[i] != ref[i] || got_keys[i] != people[ref[i]].age || got_salary[i] != people[ref[i]].salary)
            ++bad;
    }
    std::printf("youngest: %s (%d), oldest: %s (%d)\n", people[got_order[0]].name.c_str(), got_keys[0],
                people[got_order[n - 1]].name.c_str(), got_keys[n - 1]);
    std::printf("%s: thrust_sort_by_key (%d mismatches)\n", bad == 0 ? "PASS" : "FAIL", bad);
    return bad == 0 ? 0 : 1;
}
