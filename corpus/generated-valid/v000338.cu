// cudagen 0.1 seed 338 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,main,constant_var,shared_var,static_shared,extern_shared,constexpr_var,enum,namespace,nested_namespace,if,for,switch,goto,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,pp_ifdef,comments
#include "prelude.cuh"

#define NUM_ITERS_1 3
#define RADIUS_2 (3)
#define MOD8_3(x) ((x) % 8)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#ifdef USE_FAST_PATH_6
#define TUNE_7 14
#else
#define TUNE_7 31
#endif

__global__ void reduce8_kernel(int stride9) {
    extern __shared__ int dyn_10[];
    stride9 &= threadIdx.x;
    dyn_10[stride9]++;
}

__global__ void pack11_kernel(const int *coef12, float *__restrict__ acc13) {
    int z14 = 0x28;
    constexpr float prod15 = 4.0f;
    acc13[z14] = threadIdx.x << MOD8_3(z14 & gridDim.y);
    static __shared__ long sh_16[128];
    long long t17 = sizeof(unsigned);
    if (!(t17 < threadIdx.x)) {
        goto out18;
    }
    (*acc13) /= 12.5F;
out18:;
}

namespace math19 {
enum State20 : int { OFF21, LOW22 };
__constant__ unsigned int c_drift23 = 34;
} // namespace math19

__global__ void __launch_bounds__(RADIUS_2 + 61, 1) warp24_kernel(size_t *acc25) {
    math19::State20 prod26 = math19::OFF21;
    float u27 = prod26 % math19::c_drift23;
    acc25[threadIdx.z] = 37u * blockDim.y;
    math19::State20 lim28 = math19::OFF21;
    lim28 = math19::LOW22;
    acc25[4] <<= prod26;
}

namespace ops29::inner30 {
__device__ void pivot31(bool beta32) {
    if (beta32) {
        goto done37;
    }
    switch (math19::c_drift23) {
    case (NUM_ITERS_1 + 1): {
        double tmp33 = 3358ul << beta32;
        break;
    }
    default: {
        double base34 = 17.25F;
        break;
    }
    }
    if (math19::c_drift23 < 0x1F) {
        math19::State20 diff35 = math19::LOW22;
        unsigned int h36 = MOD8_3(math19::c_drift23 + (24 ^ diff35));
    }
done37:;
}
} // namespace ops29::inner30
// Helper used by the kernels below.

inline static __device__ int probe38(int n39, int lane40) {
    for (int n41 = 0x0; n41 < 9; ++n41) {
        int w42 = (n39 * sizeof(int));
    }
    lane40 <<= static_cast<unsigned>((n39 & math19::c_drift23));
    for (int j43 = 0; j43 < 9; j43 += 4) {
        if ((j43) > 60lu) {
            continue;
        }
        if (!(32 > math19::c_drift23)) {
            break;
        }
        n39 ^= gridDim.x;
    }
    return math19::c_drift23;
}

int main() {
    int n44 = 3248;
    math19::State20 m45 = math19::LOW22;
    unsigned diff46{36ll};
    if ((!(m45 > n44)) || (m45 == math19::OFF21)) {
        --diff46;
    }
    --diff46;
    n44++;
    reduce8_kernel<<<dim3((diff46 + 0x3F) / 64, 1 << math19::LOW22, (TUNE_7 + 0x61)), 0x1 << (math19::LOW22 + (RADIUS_2 + 0x1))>>>(46U * m45);
    pack11_kernel<<<dim3((math19::LOW22 + 511), NUM_ITERS_1 + 1, 256), 256, 0>>>(nullptr, nullptr);
    warp24_kernel<<<math19::LOW22 + (TUNE_7 + (math19::LOW22 + (NUM_ITERS_1 + (RADIUS_2 + 25)))), (RADIUS_2 + 29) * 4, 0, 0>>>((size_t*)nullptr);
    return 0;
}
