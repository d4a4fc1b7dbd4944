// cudagen 0.1 seed 2133 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_from_macro,launch_bounds,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,host_function,constexpr_function,main,shared_var,shared_2d,static_shared,extern_shared,constexpr_var,if,if_else,if_init,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,sizeof,macro_object,macro_function,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define RADIUS_1 3
#define WARPS_2 32
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 5
#else
#define TUNE_6 63
#endif

#if TUNE_6 % 2 == 0 || TUNE_6 < 4
#define CONFIG_7 5
#else
#define CONFIG_7 25
#endif
#undef RADIUS_1
#define RADIUS_1 8

__global__ void __launch_bounds__((32)) apply8_kernel(short b9) {
    extern __shared__ double dyn_10[];
    b9 = 0x3f;
    if ((b9 - dyn_10[b9]) != b9) {
        return;
    }
    int e11 = RADIUS_1;
    b9 %= e11;
    int base12 = sizeof(short);
}

__device__ __forceinline__ void bump13(int len14) {
    len14 >>= (0 * (len14 * len14)) + len14;
    if ((len14 + (len14 / len14)) != (0x2 | len14)) {
        static __shared__ int sh_15[7][17];
    }
    len14 = sizeof(int);
}
constexpr double kL16 = 1.25;
#define DEFINE_MAP_KERNEL_17(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_17(map_trace18, int)
DEFINE_MAP_KERNEL_17(map_lerp19, float)

__global__ void __launch_bounds__(RADIUS_1 + 248) warp20(int n21, bool p22, int lane23, const int* input24) {
    extern __shared__ unsigned long dyn_25[];
    if (int cnt26 = 26; cnt26 != dyn_25[cnt26]) {
        dyn_25[2] &= n21;
        lane23 = ((5 & dyn_25[n21]) == (*input24)) ? (-((lane23 == lane23) ? kL16 : input24[7])) : (*input24);
        if ((p22 > RADIUS_1) || (input24 != nullptr)) {
            return;
        }
    } else {
        cnt26 -= WARPS_2 ^ cnt26;
    }
}

__global__ void pivot27(char* data28, int count29, int stride30, int stride31) {
    count29 |= 12L + count29;
    count29 |= ((-0) & stride31) | stride31;
    if (count29 > 62) {
        int diff32{stride31};
        static_assert((0x1) == 1, "size check");
    } else {
    }
}

template <typename T>
__global__ void __maxnreg__(64) sweep33(const T* src34, T a35) {
    extern __shared__ float dyn_36[];
    a35 = 15.25;
    dyn_36[7] -= src34[3];
}

constexpr int check_weigh37(int count38) {
    return kL16;
}

int main() {
    int len39 = 1941;
    static_assert(0x21 > 32, "bad config");
    sweep33<unsigned><<<sizeof(float) * 2, sizeof(int) * 128>>>((const unsigned int*)nullptr, -len39);
    len39 ^= (check_weigh37(len39) * (len39 & len39)) + 49;
    apply8_kernel<<<sizeof(float) * 4, 0x1 << (RADIUS_1 + 1), (WARPS_2 + (RADIUS_1 + (TUNE_6 + 979))), 0>>>(check_weigh37((len39)));
    map_trace18<<<(len39 + 255) / 256, (WARPS_2 + (TUNE_6 + (RADIUS_1 + 83)))>>>(&len39, ('A' - len39) - (kL16 / len39));
    map_lerp19<<<(8), 1 << 6>>>((float*)nullptr, CONFIG_7);
    return 0;
}
