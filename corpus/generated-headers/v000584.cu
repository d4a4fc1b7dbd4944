// cudagen 0.2 seed 584 valid headers
// features: kernel,kernel_static,launch,launch_stream,host_function,main,constexpr_var,if,while,static_assert,ternary,bitwise,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_char,macro_function,local_class,partial_specialization,runtime_api,hdr_cmath,hdr_cstdio
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <numeric>
#include <cstdio>
#include <tuple>
#include <cooperative_groups.h>
#include <cuda_fp16.h>
#include <cuda/std/array>
#include <cuda/std/functional>
#include <cub/block/block_reduce.cuh>

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
template <typename T, typename U> struct Pick3 { static constexpr int value = 1; };
template <typename T> struct Pick3<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick3<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes5 {
    T d[N];
    __host__ __device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes5<T, 1> {
    T d;
    __host__ __device__ T first() const { return d; }
};
__host__ __device__ int specialized6(int x) {
    Lanes5<int, 1> one{x};
    Lanes5<int, 3> three{{x, 1, 2}};
    return x + Pick3<char, long>::value + Pick3<int, int>::value + Pick3<float *, int>::value + one.first() + three.first();
}

static __global__ void spread7(bool cfg8)
{
    printf("sum %d\n", static_cast<int>(22));
    struct Local9 {
        int s;
        __host__ __device__ int add(int v) { s += v; return s; }
    };
    Local9 prod10{7};
    int u11 = prod10.add(0x23 - cfg8);
    u11 = (3) * cfg8;
    u11 = TWICE_PLUS_1(MAX2_2(u11 & u11, TWICE_PLUS_1(u11, cfg8)), 2);
    if ((cfg8 - cfg8) > 0x1b)
        return;
    static_assert(sizeof(int) == 4, "expected value");
    cfg8 = u11 != (23 - cfg8);
}

int smooth12(const int *src13, int len14, int stride15)
{
    int iter16 = 0;
    while (iter16 < 15) {
        if ((len14 * 9U) < (src13[len14] * (-src13[iter16]))) {
            len14 = 4415;
            constexpr int m17 = 45;
            (void)m17;
        }
        ++iter16;
    }
    cudaStream_t z18 = (cudaStream_t)0;
    (void)z18;
    return expf(MAX2_2(src13[0], *src13) / 53);
}

int main(void)
{
    int len19 = 3174;
    cudaStream_t w20 = 0;
    (void)w20;
    int device21 = 0;
    cudaGetDevice(&device21);
    cudaDeviceProp prop22;
    cudaGetDeviceProperties(&prop22, device21);
    int sms23 = prop22.multiProcessorCount + prop22.warpSize;
    float q24 = (sms23 > (2)) ? '0' : len19;
    spread7<<<(len19 + 127) / 0x80, 128>>>(q24 > 55u);
    return 0;
}
