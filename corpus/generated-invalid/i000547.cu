// cudagen 0.1 seed 547 invalid:label_redefinition
// features: kernel,launch,launch_dim3,builtin_vars,grid_stride_loop,host_function,main,shared_var,extern_shared,host_global,constexpr_var,struct,operator_overload,if,for,pragma_unroll,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_string,lit_nullptr,cast_c,cast_functional,cast_static,alignof,lambda,lambda_capture_ref,lambda_capture_value,lambda_mutable,macro_object,macro_stringize,pp_if,pp_undef,comments
#include "prelude.cuh"

#define WARPS_1 32
#define WARPS_2 3
#define CHUNK_3 256
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#if WARPS_1 == 32
#define CONFIG_6 4
#else
#define CONFIG_6 15
#endif
#undef WARPS_2
#define WARPS_2 2
// Computes one element per thread.
struct Pixel7 {
    int val8;
    long long count9;
    double flag10;
    unsigned char mass11;
};
inline __host__ __device__ Pixel7 operator+(Pixel7 a, Pixel7 b) {
    Pixel7 r = a;
    r.val8 += b.val8;
    r.count9 += b.count9;
    r.flag10 += b.flag10;
    r.mass11 += b.mass11;
    return r;
}
__global__ void shade12_kernel(signed char cfg13, const double* coef14, Pixel7 p15) {
    unsigned idx16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    Pixel7 w17 = {int(cfg13), static_cast<long long>(WARPS_1 << idx16), 12, static_cast<unsigned char>(28)};
    if (!(blockIdx.z == '#')) {
        for (int i18 = (blockIdx.x * blockDim.x) + threadIdx.x; i18 < 2; i18 += blockDim.x * gridDim.x) {
            if ((((long)p15.val8) & 0x1)) {
                w17 = w17;
                size_t diff19 = 46l;
            }
            ++cfg13;
        }
    }
}
static unsigned g_march20;
// Computes one element per thread.
__global__ void mix21(float alpha22, float p23, int n24) {
    extern __shared__ float dyn_25[];
    int tid26 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid26 >= n24) {
        return;
    }
    dyn_25[n24] /= n24 * (p23 * alpha22 * n24);
    float u27 = WARPS_1;
    dyn_25[threadIdx.y] -= u27 * u27;
    if (!(threadIdx.x < 6)) {
        n24++;
        unsigned int prod28 = (blockIdx.y < (tid26 ^ tid26)) ? n24 : alignof(double);
    }
    if (7 == (p23 - 31)) {
        return;
    }
}
__global__ void reduce29(int len30, unsigned int a31, const float* src32, const int* src33) {
    extern __shared__ int dyn_34[];
    unsigned int gid35 = threadIdx.x;
    if (gid35 >= len30) {
        return;
    }
    #pragma unroll 2
    for (int j36 = (blockIdx.x * blockDim.x) + threadIdx.x; j36 < 4; j36 += blockDim.x * gridDim.x) {
        a31 = +a31;
        ++a31;
        __shared__ int sh_37;
    }
    ++len30;
    a31 &= a31;
    float prod38{static_cast<float>(a31 - ((threadIdx.x - 61ull) % (len30 | gid35)))};
}
inline int run_warp39(int stride40, int stride41) {
    auto fn46 = [&](int v42, long acc43) {
        const char* x44 = "tile";
        Pixel7 m45 = {52L, static_cast<long long>(+stride40), 20.375, static_cast<unsigned char>(CONFIG_6 / acc43)};
    };
    fn46(stride40, stride40);
    for (int it47 = 0; it47 < 8; it47 += 2) {
        for (int it48 = 0x0; it48 < 0x6; ++it48) {
            dim3 k49 = dim3((it48 + 255) / 256, 512, 8);
            auto step50 = [=]() mutable {
                stride41 *= (CONFIG_6 > (it47 - 0)) ? static_cast<int>(0x6 + stride40) : g_march20;
                g_march20 = g_march20;
            };
            step50();
            stride40 >>= 7;
        }
    }
    const char* s51 = STR_5(CHUNK_3);
    return stride41;
}
int main() {
    int count52 = 3536;
    again54: ++count52;
    again54: --count52;
    g_march20 ^= 0x10b4;
    shade12_kernel<<<2, 512>>>(g_march20 + run_warp39(count52, 57), nullptr, Pixel7{});
    dim3 sum53((g_march20 + 63) / 64, (WARPS_2 + (CONFIG_6 + (CONFIG_6 + 54))));
    g_march20 &= ((count52 + g_march20) & 30L) + WARPS_2;
    mix21<<<dim3(1), 32>>>(run_warp39(g_march20 * count52, count52 * g_march20), static_cast<float>(CONFIG_6 % count52), g_march20 & 40);
    reduce29<<<1 << 9, 1 << 9>>>((run_warp39(g_march20, CONFIG_6)), 0x4 - g_march20, (const float*)nullptr, &count52);
    return 0;
}
