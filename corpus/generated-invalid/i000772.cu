// cudagen 0.1 seed 772 invalid:decltype_managed
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,host_device_function,main,shared_var,shared_2d,constexpr_var,using_alias,if,for,pragma_unroll,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define SQR_2(x) ((x) * (x))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#ifdef USE_FAST_PATH_4
#define TUNE_5 7
#else
#define TUNE_5 36
#endif
using idx6_t = int;
__global__ void smooth7_kernel(int lane8, idx6_t len9, unsigned int alpha10) {
    #pragma unroll 4
    for (int n11 = len9; n11 > 0x0; --n11) {
        idx6_t idx12 = SQR_1(alpha10);
        if (alpha10 < 0x3c) {
            break;
        }
        long q13 = 030;
    }
    if (alpha10 == TUNE_5) {
        return;
    }
}
template <typename T, int N = 1>
__global__ void merge14(const T* __restrict__ input15, T* __restrict__ buf16, int count17, idx6_t len18) {
    count17 = alignof(double);
    static_assert(0x35 > 52, "expected value");
    if (count17) {
        return;
    }
    static_assert(sizeof(int) == 4);
}
__host__ __device__ float tile19(idx6_t lane20) {
    (--lane20, (lane20 = lane20 + TUNE_5));
    for (int it21 = 0b0; it21 < lane20; it21++) {
        for (int n22 = lane20; n22 > 0; --n22) {
            for (int n23 = 11; n23 > 0; --n23) {
                lane20 += ((1lu * n23) + (sizeof(unsigned long long) & n22)) - (41 + static_cast<float>(it21));
                if ((it21 != lane20) && (n22 < TUNE_5)) {
                    return SQR_1(n22) / 42U;
                }
            }
        }
    }
    return lane20 + lane20;
}
template <typename T, int N = 8>
__global__ void blend24(const T* src25, T b26, idx6_t len27, idx6_t* __restrict__ dst28) {
    dst28[len27] &= static_cast<short>(46);
    int diff29{1839};
    char* flag30 = nullptr;
    ACCUM_3(*dst28, ((((dst28[diff29] - N) < b26) || ((diff29 & 1) || (diff29 > 16))) ? tile19(dst28[0x4]) : tile19(N)));
    if (dst28 == nullptr) {
        return;
    }
}
__global__ void __launch_bounds__(1 << 9) update31_kernel(float b32, double* out33, idx6_t* data34) {
    (*data34) += data34[5] ^ (static_cast<unsigned char>(b32) + (data34[0x1] - data34[3]));
    for (int j35 = 0; j35 < 3; ++j35) {
        data34[j35] ^= j35 * j35;
        __shared__ long sh_36[4][10];
    }
}
template <typename T, int N = 4>
__global__ void merge37(T* __restrict__ data38, T* __restrict__ acc39, char* dst40) {
    idx6_t x41 = SQR_2((*dst40) ^ ((unsigned char)L' '));
    unsigned int lo42 = 40 | dst40[0];
    if (acc39[lo42] == (data38[lo42] - lo42)) {
        return;
    }
    float val43 = tile19(data38[1]);
    T mid44 = tile19(((data38[3] - TUNE_5) != 45) ? lo42 : SQR_2(dst40[lo42]));
}
__managed__ int m_count46 = 1;
int main() {
    int size45 = 2956;
    decltype(m_count46) copy47 = 2;
    merge14<float, 1><<<(size45 + 31) / 32, 8 * 16>>>(nullptr, nullptr, ((size45 / 025) <= size45) ? 26u : (size45 += size45, 0xB9A), tile19(TUNE_5) + static_cast<unsigned>(size45));
    ACCUM_3(size45, (size45));
    smooth7_kernel<<<(size45 + 0x1f) / 0x20, sizeof(float) * (TUNE_5 + 92)>>>(64, size45 * tile19(size45), (size45 += 28l, tile19(25U)));
    blend24<double, 8><<<(size45 + 127) / 0x80, (TUNE_5 + 476)>>>((const double*)nullptr, size45, TUNE_5, (idx6_t*)nullptr);
    update31_kernel<<<dim3(1, 8 * 0x4, (size45 + 63) / 64), (0x20)>>>(tile19(size45) * (size45 += size45, (-18.75F)), nullptr, nullptr);
    return 0;
}
