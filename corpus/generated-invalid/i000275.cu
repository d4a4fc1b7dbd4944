// cudagen 0.1 seed 275 invalid:endif_without_if
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,host_function,constexpr_function,main,constant_var,constexpr_var,local_array,auto_var,enum,if,if_else,nested_block,ternary,compound_assign,bitwise,shift,logical,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,sizeof,macro_object
#include "prelude.cuh"

#define WARPS_1 4
#define RADIUS_2 8
#define NUM_ITERS_3 4
constexpr long LANES4 = 256;

__global__ void __launch_bounds__(64, 2) lerp5(double cfg6, long* data7, int count8)
{
    constexpr unsigned int m9 = NUM_ITERS_3 + (RADIUS_2 + 9);
    int f10[7] = {};
    unsigned diff11 = f10[count8];
    int flag12(((LANES4 / data7[count8]) < (-cfg6)) ? count8 : 13);
    if ((count8 >> flag12) == count8)
        return;
}
enum State13 { MUL14, SLOW15, MUL16 };

unsigned int host_reduce17(int n18)
{
    if (n18 == u8'0')
        return (n18 < 0x1f) ? n18 : n18;
    lerp5<<<dim3(1, 0x80, 16), (512), 1024, 0>>>(0x22l << n18, nullptr, LANES4);
    State13 base19 = MUL14;
    base19 = base19;
    {
        long w20 = 21;
        lerp5<<<1 << (MUL16 + 0x4), (SLOW15 + 0x7F)>>>(RADIUS_2, &w20, 758 + n18);
    }
    return float(8.625f);
}

constexpr __host__ __device__ int sift21(int count22)
{
    bool lim23 = !(((long)((float)count22)) < count22);
    return sizeof(unsigned char);
}

constexpr __host__ __device__ int weigh24(int stride25, int lane26)
{
    lane26 /= sift21((lane26 != stride25) ? 42 : LANES4) + (4 >> (lane26 - 47));
    return sift21(sift21(lane26 / sizeof(float)));
}

int run_filter27(int count28, char beta29)
{
    auto f30 = beta29;
    lerp5<<<dim3(0x1, 512), dim3(SLOW15 + 0xff, (count28 + 255) / 0x100)>>>(LANES4, (long*)nullptr, (double)(+f30));
    host_reduce17(host_reduce17(10U));
    int e31 = f30 << 6;
    lerp5<<<dim3(32, (e31 + 0x3F) / 64, (count28 + 31) / 32), SLOW15 + 63, sizeof(float) * 0x80, 0>>>((f30), nullptr, 190LL);
    return beta29;
}
__constant__ float c_step32 = 63;

__host__ __device__ double pivot33(int n34, double* out35, unsigned int* __restrict__ acc36)
{
    if (out35 == nullptr) {
        State13 m37 = MUL14;
        {
            constexpr unsigned int r38 = 26L;
            int v39 = 0x38;
        }
    } else if (n34 != (*out35)) {
    } else {
    }
    return sift21(((short)out35[n34]));
}

int host_trace40(int* __restrict__ out41)
{
    out41[3] ^= out41[0x2] + (43);
    weigh24(run_filter27((*out41) % (*out41), ' ' - out41[7]), MUL14 - weigh24(*out41, MUL14));
    return *out41;
}
#endif

int main()
{
    int len42 = 2188;
    if (((len42 != 47) ? 4 : 0x1C) < 33)
        return (sizeof(float) * len42) + (len42 + LANES4);
    lerp5<<<0x200, SLOW15 + 255>>>(len42 + 14.875, nullptr, host_reduce17(host_reduce17(LANES4)));
    len42 = sizeof(float) / pivot33(len42, (double*)nullptr, (unsigned*)nullptr);
    lerp5<<<(0x1), NUM_ITERS_3 + (SLOW15 + (WARPS_1 + (NUM_ITERS_3 + 19))), 0, (cudaStream_t)0>>>(host_trace40(&len42), nullptr, LANES4);
    lerp5<<<dim3((len42 + 63) / 64, WARPS_1 + (WARPS_1 + (SLOW15 + (NUM_ITERS_3 + (NUM_ITERS_3 + (RADIUS_2 + (MUL16 + 101)))))), 8 * MUL16), (WARPS_1 + (RADIUS_2 + (NUM_ITERS_3 + 0xf0))), LANES4 + 0xF00>>>(pivot33(sizeof(unsigned int), (double*)nullptr, nullptr), (long*)nullptr, weigh24(len42 / 25, LANES4));
    return 0;
}
