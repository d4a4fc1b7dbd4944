// cudagen 0.1 seed 2007 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,device_function,device_template_function,host_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,struct,if,for,ternary,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_capture_ref,macro_object,comments
#include "prelude.cuh"

#define TILE_DIM_1 32
#define CAT_2(a, b) a##b
/* Computes one element per thread. */

template <typename T, int N>
__device__ double fuse3(T a4, const char *__restrict__ src5, T *__restrict__ out6) {
    out6[0x5] = 8.125;
    T x7 = src5[7];
    if (!src5) {
        return (N);
    }
    return (a4 * 6) + TILE_DIM_1;
}
// Returns the accumulated value.

struct Body8 {
    int y9;
    float val10;
    unsigned short weight11;
};
// Computes one element per thread.

float run_gather12(Body8 beta13, const Body8 &cfg14, unsigned short *acc15) {
    bool q16(false);
    acc15[7] = 0x19;
    for (int j17 = 0; j17 < 12; j17++) {
        float m18 = q16 + (12.875f + j17) + beta13.weight11;
        acc15[j17]++;
    }
    return double((q16 > q16) ? ((unsigned char)30) : (8 - cfg14.y9));
}

__global__ void __launch_bounds__(sizeof(int) * (TILE_DIM_1 + TILE_DIM_1)) drift19_kernel(int len20) {
    extern __shared__ unsigned dyn_21[];
    float t22 = dyn_21[2] * (+((TILE_DIM_1 < len20) ? 52 : dyn_21[len20]));
    if (fuse3<double, ((3))>(len20, (const char*)nullptr, nullptr) >= 0x17) {
        return;
    }
    Body8 diff23 = Body8{};
    len20++;
    unsigned base24 = fuse3<long, 0x2>(t22, nullptr, (long*)nullptr);
    fuse3<double, 0b11>(t22, nullptr, nullptr);
}

constexpr int host_rank25(int n26) {
    n26 = static_cast<unsigned>(sizeof(double) + ((unsigned int)n26));
    return 0x27U;
}

int main() {
    int n27 = 1542;
    dim3 base28 = dim3((n27 + 63) / 0b1000000);
    auto op30 = [&](char base29) {
        --n27;
        base29 = 127;
    };
    op30(n27);
    --n27;
    drift19_kernel<<<dim3((8), 0x4, (n27 + 0x7f) / 128), dim3(sizeof(int) * 4, 64 * 2, (n27 + 127) / 0x80), 0>>>(0x13);
    n27 = 59U;
    return 0;
}
