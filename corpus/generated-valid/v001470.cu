// cudagen 0.1 seed 1470 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,host_device_function,host_function,constexpr_function,main,shared_var,host_global,constexpr_var,auto_var,if,for,ternary,shift,logical,comparison,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,alignof,macro_object,macro_function,macro_statement
#include "prelude.cuh"

#define NUM_ITERS_1 3
#define TILE_DIM_2 (0x1 << (NUM_ITERS_1 + (NUM_ITERS_1 + 2)))
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)

template <typename T, int N = 1>
__global__ void clamp7(T *__restrict__ out8, T alpha9)
{
    out8[4] = N + alpha9;
    out8[0] = 18.;
    out8[4] = N;
    alpha9 = (((out8 != nullptr) && (alpha9 < alpha9)) ? ((alpha9 <= 42) ? 017 : 53lu) : NUM_ITERS_1) % 011;
    if (!(out8[0x6] == 0x39)) {
        return;
    }
    alpha9 = 30l;
}
static int g_bias10;

template <typename T>
__global__ void __launch_bounds__(16 * 0x10, NUM_ITERS_1 + 1) count11_kernel(T *__restrict__ out12, T *__restrict__ dst13, const T *__restrict__ in14, const int *input15)
{
    if (((*input15) >> input15[0]) >= input15[3]) {
        constexpr int stride16 = 4U;
    }
    dst13[0x1] = 0xEul - (((*in14) == 0x3c) ? alignof(double) : (*in14));
    out12[7] = (in14 == nullptr) ? ((TILE_DIM_2 / in14[6]) * 3.0) : input15[0x2];
    if ((*input15) > input15[2]) {
        return;
    }
    __shared__ unsigned int sh_17;
    out12[3] = 55;
}

constexpr int march18(int lane19, unsigned long q20)
{
    return (!(q20 * q20)) ? ((q20 * q20) + q20) : ('\t' + (q20 / NUM_ITERS_1));
}

template <typename T>
__global__ void update21_kernel(T *data22, T *__restrict__ buf23)
{
    data22[6] = (*buf23) + (ADD3_3(data22[0x2], 6, data22[0x7]) * (*buf23));
    for (int i24 = 0; i24 < 9; i24++) {
        for (int n25 = i24; n25 > 0; --n25) {
            for (int i26 = 0; i26 < n25; ++i26) {
                auto res27 = (11lu) >> i26;
                float tmp28 = i26 + (ADD3_3(i26, 37, 0x1C) - (43UL << res27));
            }
            __shared__ long sh_29[256];
        }
    }
}

constexpr __host__ __device__ int combine30(int lane31)
{
    return 49 / lane31;
}

int main()
{
    int size32 = 0xEA6;
    clamp7<int, ((1))><<<64, (NUM_ITERS_1 + (NUM_ITERS_1 + 506)), (NUM_ITERS_1 + (TILE_DIM_2 + (TILE_DIM_2 + 0x1fd))), (cudaStream_t)0>>>((int*)nullptr, 9 * (g_bias10));
    g_bias10 = (long)((60 > ((int)g_bias10)) ? g_bias10 : (TILE_DIM_2 * g_bias10));
    g_bias10 = (TILE_DIM_2 + g_bias10);
    count11_kernel<<<(g_bias10 + 255) / 256, 0x40, 0, nullptr>>>((int*)nullptr, (int*)nullptr, (const int*)nullptr, nullptr);
    update21_kernel<float><<<0x1 << (NUM_ITERS_1 + (NUM_ITERS_1 + 1)), 2 * (NUM_ITERS_1 + 13), (TILE_DIM_2 + 768)>>>(nullptr, (float*)nullptr);
    return 0;
}
