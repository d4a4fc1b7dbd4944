// cudagen 0.1 seed 914 valid
// features: kernel,kernel_static,kernel_from_macro,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,constexpr_var,local_array,const_local,enum_class,if,for,goto,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 4
#else
#define TUNE_4 64
#endif

#if TUNE_4 > 40
#define CONFIG_5 5
#else
#define CONFIG_5 26
#endif

static __global__ void gather6_kernel(size_t p7, size_t* dst8, const double* __restrict__ coef9)
{
    size_t w10(127u - p7);
    if (((*dst8) > 25) || (p7 > 25U)) {
        return;
    }
    const int v11 = 0x34L;
}
enum class Mode12 { Idle13, Idle14, Busy15, Slow16 };
#define DEFINE_MAP_KERNEL_17(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_17(map_merge18, double)

__global__ void spread19(int stride20, unsigned p21)
{
    if (!(stride20 == 40)) {
        return;
    }
    stride20 <<= stride20;
    unsigned int off22[3] = {};
    const unsigned char flag23 = stride20;
    if ((flag23 - 54U) < flag23) {
        goto finish24;
    }
    off22[2] = stride20;
finish24:;
}

__global__ void scatter25_kernel(const unsigned int* in26, const unsigned int* __restrict__ coef27, const int* __restrict__ input28, const int* src29)
{
    if (5 == ((*in26) + coef27[2])) {
        return;
    }
}

static __global__ void tile30_kernel(const float* input31, int* __restrict__ out32, float* __restrict__ out33, int count34)
{
    out33[count34] = ((16.75f - (*out32)) - 4U) - 33L;
    out32[count34] ^= out32[count34];
    (--(*out32), (count34 >>= CONFIG_5 - count34));
    count34 += 57l;
    count34 = input31[5] * 63;
}

static __global__ void bump35(float* acc36)
{
    if (((*acc36) >= acc36[7]) && (acc36[7] <= acc36[7])) {
        return;
    }
    (*acc36) = static_cast<unsigned int>((acc36[6] += 11.625f, 36));
}

int host_drift37(const double* input38)
{
    for (int j39 = 0x0; j39 < 5; j39 += 3) {
        const char* x40 = R"xy(a "quoted" )word)xy";
    }
    unsigned x41[6] = {};
    return 053;
}

int main()
{
    int len42 = 480;
    map_merge18<<<2, 4 * 16>>>(nullptr, host_drift37(nullptr));
    unsigned int t43(17);
    gather6_kernel<<<sizeof(int) * (CONFIG_5 + (CONFIG_5 + 0x16)), 1 << (CONFIG_5 + 2), sizeof(int) * 0x20, (cudaStream_t)0>>>(26lu, (unsigned long*)nullptr, nullptr);
    spread19<<<1 << 0x9, (CONFIG_5 + 3) * 4, sizeof(double) * 0x20, (cudaStream_t)0>>>(49, len42);
    scatter25_kernel<<<4, dim3((len42 + 31) / 32), 0, nullptr>>>((const unsigned int*)nullptr, &t43, &len42, &len42);
    return 0;
}
