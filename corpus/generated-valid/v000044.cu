// cudagen 0.1 seed 44 valid
// features: kernel,kernel_from_macro,launch,builtin_vars,device_function,device_forceinline,static_device_function,host_device_function,device_template_function,host_function,main,constexpr_var,const_local,typedef,if,for,goto,static_assert,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,macro_object,macro_function,macro_paste,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define RADIUS_1 32
#define WARPS_2 5
#define ADD3_3(a, b, c) ((a) + (b) + (c))
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_5(a, b) a##b
#define USE_FAST_PATH_6

#ifdef USE_FAST_PATH_6
#define TUNE_7 16
#else
#define TUNE_7 54
#endif
#define DEFINE_MAP_KERNEL_8(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_8(map_split9, int)
typedef float real10_t;

static __device__ __forceinline__ int update11(real10_t q12) {
    q12 = q12 * CAT_5(q, 12);
    ACCUM_4(q12, ((q12 * blockDim.x) + 12));
    constexpr int s13 = 1891;
    constexpr double h14 = 12.625f;
    return -59;
}

__device__ int rank15(const float *in16) {
    double k17 = 216UL % (threadIdx.z % (48U));
    real10_t lim18 = 0x0u;
    lim18 = threadIdx.y;
    if (in16 == nullptr) {
        static_assert((30) == 30, "expected value");
        if (warpSize <= static_cast<int>(in16[4])) {
            return WARPS_2;
        }
    }
    return static_cast<unsigned long>(RADIUS_1 + k17);
}

inline void pivot19(size_t b20) {
    for (int j21 = (WARPS_2 + 0x1); j21 > 0; --j21) {
        b20 = static_cast<real10_t>(CAT_5(b, 20));
        b20 += static_cast<short>(b20 + CAT_5(b, 20)) ^ ((TUNE_7 - b20) * 42);
        b20 = ~ADD3_3(CAT_5(j, 21) - 5, j21, ADD3_3(j21, j21, j21));
    }
    if ((b20 * 33l) >= b20) {
        goto skip22;
    }
    map_split9<<<(b20 + 63) / 64, 0x100>>>(nullptr, float('0' + b20));
    b20 = b20;
    if ((+b20) < b20) {
        return;
    }
skip22:;
}

template <typename T, int N>
__device__ __forceinline__ T pivot23(const T *coef24) {
    for (int j25 = 12; j25 > 0; --j25) {}
    const T y26 = 24.75;
    return blockDim.x;
}
// Returns the accumulated value.

__device__ __host__ void grow27(real10_t alpha28) {
    --alpha28;
    const float lo29 = ((15.75f) * ((unsigned long long)alpha28)) + 55;
}

int main() {
    int len30 = 0x544;
    map_split9<<<(2), 32>>>(&len30, 14);
    len30 = static_cast<int>(CAT_5(len, 30));
    len30 = len30;
    len30--;
    return 0;
}
