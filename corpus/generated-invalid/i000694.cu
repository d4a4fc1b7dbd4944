// cudagen 0.1 seed 694 invalid:break_outside_loop
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,launch,launch_shared_mem,launch_stream,device_function,device_forceinline,host_function,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,const_local,typedef,namespace,if,if_else,if_init,range_for,ternary,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_object,pp_ifdef,pp_undef
#include "prelude.cuh"

#define RADIUS_1 4
#define BLOCK_SIZE_2 5
#define WARPS_3 64

#ifdef USE_FAST_PATH_4
#define TUNE_5 6
#else
#define TUNE_5 34
#endif
#undef WARPS_3
#define WARPS_3 8

template <typename T, int N>
__global__ void __maxnreg__(64) gather6(const T *input7, int stride8, const T *src9) {
    extern __shared__ int dyn_10[];
    float lo11 = dyn_10[6];
    int q12[2] = {-10L, 35u};
    dyn_10[0]++;
}

template <class T, int N>
__global__ void __maxnreg__(32) fuse13(const T *coef14, const float *in15, float q16, long *out17) {
    out17[0b111]++;
    out17[7] = *in15;
    q16 = (N + coef14[2]) * 61u;
    if ((out17[0] & (*out17)) > q16) {
        q16 = (~((*out17) & out17[7])) * 22.375f;
        T u18((q16 >= 6) ? (*in15) : WARPS_3);
    }
    if (((!in15) ? 54 : RADIUS_1) < N)
        return;
}

namespace math19 {
__device__ float lerp20(int lane21, int lane22) {
    lane21 = lane22 + 055;
    float t23[3 * 2] = {1.0F, -9.125f, static_cast<float>(lane21), 1.5f, static_cast<float>(TUNE_5 | lane22), -18.25F};
    t23[2] = +t23[lane22];
    for (const auto &z24 : t23) {
        if ((z24 * lane22) >= sizeof(unsigned))
            break;
    }
    lane21 = t23[lane22];
    return lane22;
}

__device__ void merge25(int lane26) {
    const float m27 = lane26;
    lane26 = m27;
    lane26 = lane26;
    auto y28 = lane26;
    lane26 = 46ULL;
    y28 = ((lane26 ^ 42ul) + (alignof(double) + m27)) - (-(lane26 - m27));
}
} // namespace math19

__device__ void pack29(int stride30, float *acc31, long long p32) {
    math19::merge25((p32 > 0b110100ull) ? (p32 - (*acc31)) : 24ul);
    p32 = acc31[0b1] * ((RADIUS_1 % stride30) + stride30);
    acc31[stride30 & 7] = math19::lerp20(math19::lerp20(acc31[p32], p32) / (p32), math19::lerp20(29, TUNE_5));
}

namespace kern33 {
__device__ __forceinline__ int gather34(int lane35, unsigned char a36) {
    math19::merge25(a36);
    float base37[4]{3.0F, static_cast<float>(-20.625f), -12.625F, static_cast<float>(lane35)};
    ++a36;
    return ((a36 + lane35) % 48UL) / base37[a36];
}

unsigned int rank38(float p39, int stride40) {
    gather6<double, 8><<<(stride40 + 255) / 256, (0100), sizeof(int) * (WARPS_3 + 56), (cudaStream_t)0>>>((const double*)nullptr, p39, (const double*)nullptr);
    float k41 = stride40 | stride40;
    --k41;
    return stride40;
}
typedef float real42_t;
} // namespace kern33

__global__ void fold43_kernel(float *acc44, const int *src45) {
    acc44[5] = 8.25f;
    (*acc44) = kern33::gather34(acc44[7] * (*acc44), 55) + (acc44[4] / acc44[5]);
    acc44[5] = (kern33::gather34(acc44[0b101], *acc44));
}

int main() {
    int n46 = 347;
    break;
    const char *acc47 = "\"q\"";
    fuse13<unsigned, ((3))><<<(2), 4 * 8, 010000, 0>>>(nullptr, nullptr, kern33::rank38(acc47[0], 23), nullptr);
    int z48 = BLOCK_SIZE_2;
    if (double hi49 = kern33::rank38(z48, (acc47[0] / 0b101100u) + (z48 * n46)); hi49 < (z48 - sizeof(int))) {
        n46 = kern33::rank38(13U, TUNE_5 - z48);
        if ((acc47[0] * hi49) >= acc47[0])
            return n46;
    } else {
    }
    fold43_kernel<<<(BLOCK_SIZE_2 + 251), TUNE_5 + (RADIUS_1 + (BLOCK_SIZE_2 + 85)), sizeof(int) * 128, (cudaStream_t)0>>>((float*)nullptr, (const int*)nullptr);
    return 0;
}
