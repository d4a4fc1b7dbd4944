// cudagen 0.1 seed 2346 valid
// features: kernel,launch,device_function,device_forceinline,host_device_function,device_template_function,main,host_global,constexpr_var,typedef,namespace,while,switch,static_assert,compound_assign,bitwise,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_char_prefix,lit_nullptr,cast_static,sizeof,lambda,lambda_iife,lambda_launch,macro_object,macro_function,pp_ifdef,pp_if
#include "prelude.cuh"

#define CHUNK_1 256
#define TILE_DIM_2 3
#define NUM_ITERS_3 8
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define USE_FAST_PATH_7

#ifndef USE_FAST_PATH_7
#define TUNE_8 1
#else
#define TUNE_8 36
#endif
#if TILE_DIM_2 % 2 == 0 || TILE_DIM_2 < 4
#define CONFIG_9 1
#elif TILE_DIM_2 < 0
#error unreachable configuration
#else
#define CONFIG_9 28
#endif

__global__ void lerp10(int count11, int stride12) {
    count11 += count11;
    switch (stride12) {
    case 9:
        break;
    case sizeof(int) * (CONFIG_9 + CONFIG_9):
        stride12 *= static_cast<int>(ADD3_4(stride12, L'A', 8) - count11);
        count11 = ((stride12 - stride12) / count11) * (0x3bu + count11);
        break;
    case 10:
        break;
    case 6: {
        int r13(ADD3_4(stride12 - stride12, 7, 42 * (count11 - count11)));
        static_assert(59 > 0b111010, "size check");
        break;
    }
    }
}

template <class T, typename U>
__device__ __forceinline__ T kick14(T b15) {
    int pass16 = 0;
    while (pass16 < 5) {
        b15 = +((pass16 - pass16) % pass16);
        b15++;
        ++pass16;
    }
    b15 = 18;
    constexpr long long idx17 = 7;
    b15--;
    return pass16;
}

namespace util18 {
__global__ void shade19(const int *src20) {}
unsigned int g_sift21 = 2888ULL;

__device__ __forceinline__ int sift22(bool q23) {
    unsigned r24 = q23 % 12L;
    switch (r24) {
    case (7):
        break;
    case 6:
        r24 = (static_cast<unsigned>(36) * q23) % q23;
        r24++;
        break;
    case 2:
        q23 = q23;
        break;
    case (CONFIG_9 + 1) * 6:
        break;
    default:
        break;
    }
    return 56LL - q23;
}
} // namespace util18
typedef unsigned idx25_t;

template <typename T, int N>
__host__ __device__ T drift26(T p27, T *acc28) {
    p27 = 2.375f;
    bool lim29 = 0;
    switch (lim29 - TUNE_8) {
    case 10:
        break;
    default:
        (*acc28)++;
        break;
    }
    unsigned int prod30 = ADD3_4(-p27, (acc28[2] * p27) - 9, 0x3c);
    (*acc28) /= 36ll;
    return p27;
}

int main() {
    int n31 = 2485;
    ([] {
        lerp10<<<sizeof(unsigned int) * 8, (TUNE_8 + 476)>>>(0x18UL, util18::g_sift21 * 60 * util18::g_sift21);
        util18::shade19<<<4, CONFIG_9 + (CONFIG_9 + (TILE_DIM_2 + (CONFIG_9 + 26)))>>>(nullptr);
        double off32 = '\0';
    })();
    util18::g_sift21 = '\?';
    util18::shade19<<<32, 256>>>(nullptr);
    n31 %= sizeof(float);
    return 0;
}
