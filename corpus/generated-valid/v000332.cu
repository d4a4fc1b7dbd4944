// cudagen 0.1 seed 332 valid
// features: kernel,kernel_from_macro,restrict_params,launch,builtin_vars,device_function,device_forceinline,device_template_function,host_function,constexpr_function,main,constant_var,host_global,constexpr_var,const_local,enum_class,if,for,do_while,static_assert,ternary,shift,comparison,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_digit_separator,lit_nullptr,cast_c,cast_functional,macro_object,macro_function,pp_ifdef
#include "prelude.cuh"

#define WARPS_1 3
#define NUM_ITERS_2 3
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define USE_FAST_PATH_5

#ifndef USE_FAST_PATH_5
#define TUNE_6 2
#else
#define TUNE_6 35
#endif

template <typename T, int N = 1>
__device__ __forceinline__ double step7(const T* input8) {
    if (((*input8) - (*input8)) < (N + (*input8))) {
        if ((*input8) >= N) {}
        T prod9 = TUNE_6;
    }
    const float s10 = T(blockIdx.y + ((*input8) / N));
    return input8[threadIdx.z] + 5 + 56UL;
}
enum class Color11 : int {
    Fast12,
    Off13,
    Busy14,
    Slow15,
    Off16 = 6
};

__global__ void shade17_kernel(int* __restrict__ out18, const unsigned short* src19, int* __restrict__ buf20, int* out21) {
    unsigned int gid22 = threadIdx.x;
    int w23 = 0;
    do {
        if (blockIdx.y >= gid22) {
            Color11 w24 = Color11::Fast12;
            w24 = Color11::Busy14;
        }
        ++w23;
    } while (w23 < (3 * (NUM_ITERS_2 + 1)));
}

__device__ double step25(double* __restrict__ acc26, double a27, Color11 a28) {
    if (((char)acc26[3]) != step7<long, 1>(nullptr)) {
        float res29 = -acc26[5];
    }
    for (int j30 = 5; j30 > 0; --j30) {
        Color11 k31 = Color11::Busy14;
        k31 = Color11::Fast12;
    }
    bool h32 = acc26[warpSize] == (*acc26);
    if (a27 == 10) {
        return (threadIdx.x << h32) * (a27 - h32);
    }
    return ((h32 - a27) == (h32 * acc26[threadIdx.x])) ? (a27 * a27) : a27;
}
const float g_mix33 = 47;
#define DEFINE_MAP_KERNEL_34(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_34(map_kick35, unsigned)
static_assert(sizeof(int) == 4);
#define DEFINE_MAP_KERNEL_36(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_36(map_bump37, float)
__constant__ unsigned int c_accum38 = 33;

__global__ void reduce39(const long* input40, signed char* __restrict__ out41, int stride42, int n43) {
    step25(nullptr, out41[c_accum38] << out41[5], Color11::Busy14);
    out41[6] = (stride42);
}

__device__ long pack44(bool alpha45, int lane46) {
    const unsigned int acc47 = (-step7<int, 1>(&lane46)) + (((c_accum38 / 60) < threadIdx.x) ? step7<long, 1>(nullptr) : (49 - c_accum38));
    lane46 = long(alpha45);
    for (int it48 = 0; it48 < 3; it48++) {
        step25((double*)nullptr, alpha45, Color11::Fast12);
        if (WARPS_1 <= step7<int, 1>(&it48)) {
            return blockIdx.x;
        }
    }
    return lane46;
}

constexpr int gather49(int lane50, int lane51) {
    lane50 = ((long long)lane51) * 19ULL;
    return lane51;
}

int main() {
    int size52 = 1856;
    double w53 = g_mix33;
    map_bump37<<<(size52 + 127) / 128, TUNE_6 + (WARPS_1 + (NUM_ITERS_2 + (NUM_ITERS_2 + 20)))>>>((float*)nullptr, w53);
    if ((WARPS_1 != w53) ? TUNE_6 : size52) {
        return (40l - size52) / gather49(size52, 13U);
    }
    Color11 q54 = Color11::Busy14;
    shade17_kernel<<<(NUM_ITERS_2 + (NUM_ITERS_2 + (NUM_ITERS_2 + 23))) * (NUM_ITERS_2 + 1), 1 << 7>>>(&size52, nullptr, nullptr, &size52);
    map_kick35<<<4, 512>>>(nullptr, (size52) % (size52 % size52));
    reduce39<<<(size52 + 63) / 64, 1 << (WARPS_1 + 4)>>>(nullptr, (signed char*)nullptr, size52 + gather49(w53, g_mix33), (size52 >> 7));
    return 0;
}
