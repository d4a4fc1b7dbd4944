// Exercises <version> (C++20): library feature-test macros selecting host code paths around a kernel.
#include <version>

__global__ void mark(int *flags, int which)
{
    flags[which] = 1;
}

int main()
{
    int *d;
    cudaMalloc(&d, 8 * sizeof(int));
    cudaMemset(d, 0, 8 * sizeof(int));
#if defined(__cpp_lib_span) && __cpp_lib_span >= 202002L
    mark<<<1, 1>>>(d, 0);
#endif
#ifdef __cpp_lib_ranges
    mark<<<1, 1>>>(d, 1);
#endif
#if __cpp_lib_bit_cast >= 201806L
    mark<<<1, 1>>>(d, 2);
#endif
#ifdef __GLIBCXX__
    mark<<<1, 1>>>(d, 3);
#endif
    int h[8];
    cudaMemcpy(h, d, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);
    long lib = __cpp_lib_constexpr_vector + __cpp_lib_jthread * 0L;
    return h[3] == 1 && lib > 0 ? 0 : 1;
}
