// cudagen 0.2 seed 652 valid headers
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,device_function,host_function,main,shared_var,static_shared,extern_shared,constexpr_var,struct,struct_methods,goto,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_string,lit_raw_string,lit_nullptr,cast_c,macro_object,macro_function,pp_ifdef,variadic_template,pack_expansion,if_constexpr,hdr_cmath
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cooperative_groups.h>
#include <cuda/std/array>
#include <cuda/std/functional>

#define TILE_DIM_1 32
#define NUM_ITERS_2 8
#define NUM_ITERS_3 256
#define LOW_BITS_4(x) ((x) & 0xF)
#define ADD3_5(a, b, c) ((a) + (b) + (c))
#define USE_FAST_PATH_6

#ifndef USE_FAST_PATH_6
#define TUNE_7 3
#else
#define TUNE_7 38
#endif
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

struct Pixel9 {
    int w10;
    unsigned long long mass11;
    float weight12;
    unsigned w13;
    __host__ __device__ unsigned int apply14() const {
        return w13;
    }
    __host__ __device__ unsigned total15() const {
        return w13;
    }
};

__global__ void __launch_bounds__(1 << 5, 1) apply16(const int* __restrict__ coef17, float a18) {
    if constexpr (sizeof(long) == 4) {
        unsigned int x19 = fmaxf(29, a18);
        (void)x19;
        unsigned char idx20 = coef17[0x1];
        (void)idx20;
    }
    bool mid21 = !(((a18 + (*coef17)) / 20) > TILE_DIM_1);
    (void)mid21;
}

__device__ int warp22(unsigned int a23, int n24, int len25) {
    if ((len25 * 9) > 0b110000) {
        goto done26;
    }
    a23 = (a23 == fabsf(n24)) ? LOW_BITS_4(len25) : expf((n24));
    a23 *= a23 - a23;
done26:;
    return a23;
}

__global__ void stencil27(int* __restrict__ buf28, float* __restrict__ out29, size_t* dst30) {
    extern __shared__ int dyn_31[];
    int t32 = (warp22(dst30[0x1], out29[0], 49) & (dyn_31[3] >> 4)) * ((0b100110) + (*dst30));
    static __shared__ float sh_33[32];
    if ((dst30[6] <= (*buf28)) || (dyn_31[0b1] <= sh_33[0b11110])) {
        goto done35;
    }
    if constexpr (sizeof(long) == 4) {
        --sh_33[t32];
        static __shared__ float sh_34[0x2 * 4];
        (void)sh_34;
    } else {
    }
done35:;
}
__device__ inline double fold36() { return 0.0; }
template <typename T, typename... Rest>
__device__ double fold36(T first, Rest... rest) {
    return static_cast<double>(first) + fold36(rest...);
}
template <typename... Ts>
__device__ int count37(Ts... xs) {
    int values[] = {static_cast<int>(xs)...};
    return values[0] + static_cast<int>(sizeof...(Ts));
}
__device__ int spread39(int x) {
    return static_cast<int>(fold36(x, 5.5f, 5u)) + count37(x, x, 1.0);
}

void run_step40(int n41, int n42) {
    n42 |= LOW_BITS_4((n41 + n42) | 0b101);
    apply16<<<(n42 + 63) / 0x40, 32>>>(&n41, ADD3_5(n41 / n42, n42, n41 + NUM_ITERS_3));
    const char* acc43 = "x=%d";
    (void)acc43;
    stencil27<<<1, (TUNE_7 + (NUM_ITERS_2 + (NUM_ITERS_2 + 0xA))), 256, nullptr>>>((int*)nullptr, (float*)nullptr, nullptr);
    const char* f44 = R"(raw \n text)";
    (void)f44;
}

int main() {
    int count45 = 1381;
    count45 = 0x2D;
    count45 = count45 - count45;
    count45 = count45;
    return 0;
}
