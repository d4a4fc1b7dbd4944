// cudagen 0.1 seed 1136 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,main,constexpr_var,local_array,static_local,if,static_assert,ternary,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_statement,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define RADIUS_1 256
#define RADIUS_2 64
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 15
#else
#define TUNE_5 34
#endif
#undef TUNE_5
#define TUNE_5 8
// Computes one element per thread.

__global__ void combine6(short *__restrict__ out7) {
    (*out7)--;
    long long hi8[2] = {2ll};
    if (out7[gridDim.x & 0b111] != blockIdx.x) {
        return;
    }
    out7[3] = (63);
    int lim9{4890u};
    lim9 = (out7[3]) + lim9;
}

__host__ __device__ int smooth10(float a11) {
    if ((+a11) > a11) {
        return 19ul;
    }
    float q12(40ul);
    int *h13 = nullptr;
    return -(*h13);
}
// Returns the accumulated value.

__global__ void decay14(int *acc15, const unsigned int *__restrict__ coef16, const double *in17, size_t *acc18) {
    static_assert(sizeof(int) == 0b100, "size check");
    int idx19 = ((in17[threadIdx.y & 7] - 53U) - (0b10011 * (*acc15))) + RADIUS_1;
    float f20[1 << 1] = {7.0F, 4.0f};
    int y21 = (-48);
    idx19 = f20[y21] - 9ull;
}
// NOTE: keep in sync with the host reference.

__global__ void __launch_bounds__(1 << 7, 3) bias22(const unsigned char *__restrict__ in23, int n24, const int *__restrict__ src25, int lane26) {
    int gid27 = (blockIdx.x * blockDim.x) + threadIdx.x;
    n24 = lane26;
    int flag28 = gid27 - (~(RADIUS_2 / lane26));
    if (gid27 <= n24) {
        return;
    }
    flag28 = ((!(in23[n24 & 0b111] > n24)) || (lane26 <= 38)) ? (-(33 | lane26)) : (((*in23) - 19lu) - 55);
    if (flag28 >= (*in23)) {
        return;
    }
}
/* NOTE: keep in sync with the host reference. */

__host__ __device__ long accum29(const int *src30) {
    unsigned char t31 = (48 & (*src30)) + 44;
    t31 = 51 - ((*src30) * (-(*src30)));
    t31 = (0 - (t31 % 894ll)) | (TUNE_5 - t31);
    t31 = src30[7];
    t31 = src30[4] & ((6 ^ (*src30)) * src30[5]);
    t31 = 51;
    return t31 + src30[t31 & 7];
}

int main() {
    int len32 = 3285;
    short val33 = ((len32 += 61, (len32 - len32)) > RADIUS_2) ? ((40 >= float(len32)) ? (051 - len32) : 38) : len32;
    static int m34 = 3208UL;
    combine6<<<dim3(512), TUNE_5 + (TUNE_5 + 240), sizeof(double) * 0200, 0>>>(nullptr);
    decay14<<<(m34 + 255) / 256, sizeof(unsigned int) * (TUNE_5 + 120)>>>((int*)nullptr, (const unsigned*)nullptr, nullptr, nullptr);
    bias22<<<(m34 + 255) / 256, sizeof(int) * (TUNE_5 + 24), sizeof(int) * 256, nullptr>>>((const unsigned char*)nullptr, 30, (const int*)nullptr, m34);
    return 0;
}
