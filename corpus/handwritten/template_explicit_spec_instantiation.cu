#include "prelude.cuh"

// Explicit (full) specialisation of function, member and class templates, and
// explicit instantiation definitions/declarations, including of a kernel.
template <typename T> __host__ __device__ T zero() { return T(0); }
template <> __host__ __device__ bool zero<bool>() { return false; }

template <typename T>
struct Limits {
    static __host__ __device__ T lowest() { return T(0); }
    static const char *name() { return "generic"; }
};
template <> struct Limits<int> {
    static __host__ __device__ int lowest() { return -2147483647 - 1; }
    static const char *name() { return "int"; }
};
template <> const char *Limits<float>::name() { return "float"; }

template <typename T>
__global__ void init_lowest(T *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = Limits<T>::lowest() + zero<T>();
}

// Explicit instantiation definitions: kernels and a class template.
template __global__ void init_lowest<int>(int *, int);
template __global__ void init_lowest(float *, int);
template struct Limits<double>;

template <typename T>
T accumulate(const T *p, int n)
{
    T s = zero<T>();
    for (int i = 0; i < n; ++i) s += p[i];
    return s;
}
template int accumulate<int>(const int *, int);
extern template double accumulate<double>(const double *, int);

int main()
{
    int host[4] = {1, 2, 3, 4};
    init_lowest<<<1, 32>>>((int *)nullptr, 32);
    init_lowest<unsigned><<<1, 32>>>(nullptr, 32);
    return accumulate(host, 4) + (Limits<float>::name()[0] == 'f');
}
