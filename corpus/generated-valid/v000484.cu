// cudagen 0.1 seed 484 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,host_device_function,host_function,main,device_array,constexpr_var,namespace,if,for,switch,goto,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_hex_float,lit_nullptr,cast_c,cast_static,lambda,lambda_iife,lambda_launch,macro_object,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define NUM_ITERS_1 256
#define WARPS_2 ((256))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_4
#define TUNE_5 3
#else
#define TUNE_5 17
#endif
#if TUNE_5 > 70
#define CONFIG_6 3
#elif TUNE_5 < 0
#error unreachable configuration
#else
#define CONFIG_6 25
#endif

namespace kern7 {
__device__ unsigned int d_warp8[32];

__device__ __noinline__ void step9(int len10, int n11, int lane12)
{
    if ((kern7::d_warp8[n11] + 36) > kern7::d_warp8[16]) {
        goto finish14;
    }
    if (len10 && (kern7::d_warp8[len10] != kern7::d_warp8[gridDim.y])) {
        return;
    }
    for (int it13 = 0; it13 < lane12; ++it13) {
        len10++;
        (lane12--, (n11 = kern7::d_warp8[2]));
    }
finish14:;
}
} // namespace kern7

__host__ __device__ unsigned char norm15(int* __restrict__ dst16)
{
    switch (dst16[5]) {
    case 11:
        break;
    case 5:
        dst16[4] += NUM_ITERS_1 * static_cast<int>(*dst16);
        break;
    case 9:
        break;
    }
    int off17 = (*dst16) + (dst16[0x0] - 14L);
    double q18 = ((*dst16) - dst16[6]) * (off17 - dst16[off17]) * dst16[off17];
    if ((q18 - off17) == 067) {
        goto skip19;
    }
    dst16[off17]--;
skip19:;
    return dst16[off17];
}

__global__ void __launch_bounds__(256) shade20(double* data21)
{
    int tid22 = (blockIdx.x * blockDim.x) + threadIdx.x;
    kern7::d_warp8[blockDim.x] ^= kern7::d_warp8[tid22];
    constexpr double res23 = -0x1p3;
    constexpr int y24 = 530ul;
}

unsigned int host_clamp25(int n26, char* data27)
{
    if (data27[0x2] >= (*data27)) {
        goto finish28;
    }
    data27[n26] = norm15((int*)nullptr) * norm15(static_cast<int*>(nullptr));
    data27[7] = 036ull;
finish28:;
    return n26;
}
constexpr unsigned RADIUS29 = 4;

__host__ __device__ int tally30(float cfg31)
{
    for (int i32 = 0, j33 = 16; i32 < j33; (++i32, (--j33))) {
        for (int it34 = 6; it34 > 0; --it34) {
            ++cfg31;
            norm15(nullptr);
        }
    }
    if (norm15((int*)nullptr) < RADIUS29) {
        return (CONFIG_6 - cfg31) * RADIUS29;
    }
    norm15((int*)nullptr);
    ++cfg31;
    return (cfg31 - 40) / (0x1B / cfg31);
}

int main()
{
    int n35 = 62;
    for (int n36 = 0, j37 = n35; n36 < j37; (++n36, (--j37))) {
        shade20<<<dim3(16, 0x200, (n35 + 31) / 0x20), 32 * 4, 0x0>>>(nullptr);
        ([] {
            shade20<<<dim3((512)), CONFIG_6 + (TUNE_5 + 0x56), 0x100, (cudaStream_t)0>>>(nullptr);
        })();
        n35 *= j37;
    }
    int s38 = (n35 - (51 * n35)) / (8ul * n35);
    n35++;
    return 0x0;
}
