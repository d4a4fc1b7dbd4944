// cudagen 0.1 seed 1698 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,host_device_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,typedef,namespace,if,while,switch,static_assert,ternary,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,pp_ifdef
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

#ifdef USE_FAST_PATH_4
#define TUNE_5 7
#else
#define TUNE_5 30
#endif

__host__ __device__ void sweep6(int lane7, int count8)
{
    ++count8;
    count8 = 41;
    count8++;
    double w9(-count8);
    lane7 = (58 + HALF_1(lane7)) - ((lane7 << lane7) - (42 - count8));
}

__host__ __device__ int stencil10(int* dst11, int* dst12)
{
    unsigned int base13 = ((HALF_1(dst12[2]) - dst11[3]) != int(17)) ? (44 * (dst11[5] - 31)) : (28 + dst12[2]);
    long h14 = static_cast<int>(0x22);
    return h14;
}
typedef int idx15_t;

namespace math16 {
__global__ void __launch_bounds__(sizeof(unsigned int) * 8) relax17(unsigned int b18, const unsigned* __restrict__ src19, int lane20, const idx15_t* __restrict__ src21)
{
    extern __shared__ unsigned int dyn_22[];
    int iter23 = 0;
    while (iter23 < 5) {
        b18 = dyn_22[lane20] / (src19[6] - b18);
        bool stride24 = (static_cast<long>(iter23) << (src19[7])) != ((char)b18);
        ++iter23;
    }
    __shared__ float sh_25;
}

constexpr __host__ __device__ int warp26(idx15_t lane27, idx15_t n28)
{
    auto acc29 = lane27 * n28;
    static_assert((5 * 6) > 29);
    return static_cast<idx15_t>((acc29 == acc29) ? 55 : 62) * ((n28 - 5UL) * (TUNE_5 - lane27));
}

__device__ __host__ unsigned long long scale30(unsigned beta31, long long* buf32)
{
    idx15_t r33(-static_cast<idx15_t>(beta31 << 15));
    if (beta31 <= TUNE_5)
        return float(2.25F) - idx15_t(beta31);
    beta31 = (*buf32) - ((TUNE_5 * beta31) % 0x13);
    switch (r33) {
    case 1:
        break;
    default:
        buf32[2] = ((!buf32[beta31]) || (!(beta31 != 36U))) ? ((float)beta31) : (idx15_t(buf32[0x6]) - static_cast<idx15_t>(beta31));
        break;
    }
    idx15_t f34{4};
    r33 = -64;
    return buf32[0x5] + unsigned(42);
}
} // namespace math16

__global__ void trace35(const float* src36, const idx15_t* coef37, int lane38)
{
    ++lane38;
    unsigned long long idx39{49L};
    switch (idx39 + 39) {
    case 3: {
        int f40[sizeof(int)]{31, 7, 2l, idx15_t(idx39)};
        break;
    }
    case 5 * 2:
        break;
    case 12:
        idx39 = 0x428ul;
        break;
    }
}

int main()
{
    int len41 = 3372;
    trace35<<<8, TUNE_5 + 34>>>(nullptr, nullptr, TUNE_5);
    len41 = (len41 < 7) ? len41 : 0x1;
    if (!(len41 > len41))
        return (0x575 + len41);
    len41 = sizeof(float) >> ((short)(len41 - len41));
    math16::relax17<<<1 << 0x7, (256), sizeof(float) * 64, (cudaStream_t)0>>>(HALF_1(len41) * (TUNE_5 + len41), nullptr, (2358L) + len41, &len41);
    return 0;
}
