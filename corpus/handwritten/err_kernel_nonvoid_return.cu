#include "prelude.cuh"

// Mistake: a kernel that tries to return its result instead of writing it
// through a pointer. __global__ functions must return void.
__device__ int count_matches(const int *v, int n, int key)
{
    int c = 0;
    for (int i = 0; i < n; ++i) c += v[i] == key;
    return c;
}

__global__ int find_key(const int *v, int n, int key)
{
    return count_matches(v, n, key);
}

__global__ void find_key_ok(const int *v, int n, int key, int *out)
{
    *out = count_matches(v, n, key);
}

int main()
{
    find_key_ok<<<1, 1>>>(nullptr, 100, 7, nullptr);
    return 0;
}
