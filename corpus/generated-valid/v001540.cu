// cudagen 0.1 seed 1540 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,constexpr_function,main,shared_var,constexpr_var,local_array,using_alias,if,while,nested_block,static_assert,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_iife,lambda_launch,macro_object,macro_function,pp_if
#include "prelude.cuh"

#define RADIUS_1 3
#define TILE_DIM_2 3
#define NUM_ITERS_3 128
#define LOW_BITS_4(x) ((x) & 0xF)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#if NUM_ITERS_3 > 46
#define CONFIG_7 1
#elif NUM_ITERS_3 < 0
#error unreachable configuration
#else
#define CONFIG_7 15
#endif

constexpr int host_spread8(int len9, int n10) {
    static_assert(sizeof(int) == 4, "expected value");
    unsigned int hi11 = 56;
    return ((hi11 - hi11) - ('\101' / n10)) * (~len9);
}

__global__ void merge12_kernel(int n13, unsigned char *__restrict__ data14, double a15, int *acc16) {
    unsigned int gid17 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ('A' < (*acc16))
        --(*data14);
    float v18[(TILE_DIM_2 + 1)]{6.5f, 1.0f, 1.0f, 6.0f};
}

__global__ void decay19_kernel(const float *src20) {
    if ((+src20[warpSize]) == (0x8 & threadIdx.z)) {
        {
            int iter21 = 0b0;
            while ((iter21 < iter21) && ((iter21 == src20[7]) || (iter21 & 1))) {
                if (iter21)
                    return;
                ++iter21;
            }
        }
        int diff22[7]{37, 15, 3, -37, 0x35, -10, static_cast<int>(sizeof(int))};
    }
}
using real23_t = float;
using idx24_t = int;

unsigned scatter25(unsigned int q26, int count27, idx24_t stride28) {
    stride28 = count27;
    ([] {
        bool cnt29 = 1;
        merge12_kernel<<<dim3(sizeof(float) * 16, (128), NUM_ITERS_3), 64>>>(cnt29 | (cnt29 + 7), static_cast<unsigned char*>(nullptr), '\?', static_cast<int*>(nullptr));
    })();
    double v30 = LOW_BITS_4(LOW_BITS_4(count27));
    stride28 = (count27 - (q26 * 23u)) + 41lu;
    idx24_t hi31 = -31;
    unsigned x32 = static_cast<real23_t>(count27) / 0x22LL;
    return count27;
}

__global__ void mix33_kernel(idx24_t lane34, idx24_t n35) {
    idx24_t tid36 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid36 >= n35)
        return;
    if ((+tid36) >= (NUM_ITERS_3 % tid36)) {
        unsigned long q37 = RADIUS_1;
        if ((n35 * q37) != lane34)
            return;
        int w38 = 0;
        while (w38 < 3) {
            q37 = 47lu / (w38 - lane34);
            ++w38;
        }
    }
    unsigned v39 = ((tid36 - 19) - blockIdx.x) & ((RADIUS_1) * lane34);
    __shared__ char sh_40;
}

constexpr int check_scale41(int count42, unsigned int q43) {
    constexpr float m44 = 30;
    return count42;
}

int main() {
    int count45 = 2441;
    count45++;
    count45++;
    merge12_kernel<<<dim3((count45 + 0b11111) / 0x20, (count45 + 127) / 128, (count45 + 31) / 0b100000), 0b1000000, 0, 0>>>((NUM_ITERS_3 - count45) - (count45 + 46ll), nullptr, count45, &count45);
    decay19_kernel<<<(count45 + 0xFF) / 256, dim3(4)>>>(static_cast<const real23_t*>(nullptr));
    mix33_kernel<<<(count45 + 31) / 32, dim3(CONFIG_7 + 15)>>>((double)static_cast<real23_t>(60), LOW_BITS_4(count45));
    return 0;
}
