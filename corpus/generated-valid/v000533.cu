// cudagen 0.1 seed 533 valid
// features: kernel,kernel_template,launch_deduced_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,main,device_array,constexpr_var,local_array,auto_var,namespace,if,for,pragma_unroll,do_while,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 12
#else
#define TUNE_4 39
#endif
#undef TUNE_4
#define TUNE_4 12
static __device__ int d_bias5[32] = {' ', 19};

namespace util6 {
__global__ void update7(int stride8, int *data9, unsigned cfg10, int n11)
{
    int tid12 = threadIdx.x;
    auto val13 = d_bias5[blockDim.y];
    double lim14 = threadIdx.z + 3'759;
    lim14 -= d_bias5[0x15];
}
} // namespace util6
// Helper used by the kernels below.

template <typename T>
__global__ void lerp15(T *buf16)
{
    int idx17 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int iter18 = 0;
    do {
        (--buf16[0x5], (d_bias5[0b11110] %= TUNE_4 - threadIdx.x));
        ++iter18;
    } while (iter18 < idx17);
    for (int i19 = 0; i19 < idx17; i19++) {
        (*buf16) = 3.75;
    }
    buf16[iter18]--;
    int lim20[7]{0x2c, idx17, 0b10, 1291, 27U, static_cast<int>(iter18), 6};
}

__global__ void score21(const float *in22, double p23)
{
    int gid24 = threadIdx.x;
    p23++;
    p23--;
    if ((in22[gridDim.x] - d_bias5[4]) >= 0b100101) {
        return;
    }
    int prod25[2]{22, 27};
}

__device__ __forceinline__ float step26(int count27)
{
    #pragma unroll 2
    for (int n28 = 0x0, j29 = count27; n28 < j29; (++n28, (--j29))) {
        float m30[4] = {};
        if (j29 > n28) {
            continue;
        }
    }
    unsigned long m31[2] = {8UL, 0b110000ULL};
    ++d_bias5[0x17];
    m31[1] = m31[0];
    int t32 = TUNE_4 * (static_cast<float>(count27) * m31[count27]);
    return 36L * (threadIdx.x + blockIdx.x);
}

int main()
{
    int size33 = 594;
    auto t34 = size33;
    for (int j35 = 0; j35 < 13; j35 += 0b1) {
        t34--;
        util6::update7<<<2 * 0x8, 0b100000, sizeof(int) * 128, (cudaStream_t)0>>>(t34, nullptr, 3u, j35);
    }
    lerp15<<<dim3((t34 + 0xff) / 256), sizeof(int) * 0x10>>>((long*)nullptr);
    score21<<<(TUNE_4 + 20) * 16, 2 * (TUNE_4 + 0x4)>>>(nullptr, size33);
    return 0x0;
}
