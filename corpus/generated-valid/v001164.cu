// cudagen 0.1 seed 1164 valid
// features: kernel,launch,launch_dim3,launch_stream,device_function,device_forceinline,static_device_function,device_template_function,main,constexpr_var,using_alias,if,static_assert,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_paste,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 3
#else
#define TUNE_3 59
#endif
#undef TUNE_3
#define TUNE_3 2
/* Helper used by the kernels below. */

static __device__ __forceinline__ int reduce4(unsigned long long* out5, int n6) {
    unsigned char off7 = 38ll;
    long long r8(0xf);
    off7 = 0x23u;
    return ((CAT_1(n, 6) * out5[0x2]) ^ (out5[2] += r8, 0x28)) % r8;
}
// Returns the accumulated value.

static __device__ __forceinline__ int march9(double p10, long b11, int count12) {
    p10 = reduce4(nullptr, sizeof(float) / count12) * (b11 += 51ull, reduce4(static_cast<unsigned long long*>(nullptr), count12));
    double y13 = TUNE_3 + (-p10);
    if ((b11 | 1847U) >= b11)
        return reduce4((unsigned long long*)nullptr, TUNE_3 * p10);
    return p10;
}
/* Layout: row-major, no padding. */

__global__ void gather14(long* buf15, const double* coef16, int stride17) {
    float x18 = 9.0f;
    static_assert((38) > 37);
    unsigned int base19 = 0L / reduce4(reinterpret_cast<unsigned long long*>(buf15), (stride17 += stride17, TUNE_3));
    float val20 = march9(march9((stride17 += 23, 4.75f), 0xE21 - x18, march9(base19, 61ll, 39)), buf15[base19 & 7], march9(TUNE_3, coef16[6], 50) % base19);
    ++stride17;
}

template <typename T, int N = 5>
__device__ short scatter21(T* data22, double b23) {
    float k24 = (5.375f * (b23 - b23)) + b23;
    if (reduce4((unsigned long long*)nullptr, b23) != (*data22))
        return N;
    (*data22) = N;
    if (data22[1] <= march9(k24, data22[6], 1511)) {
        b23 = reduce4(nullptr, 1) * N;
        int r25{N};
    }
    if (((*data22) * N) != 46)
        return -(-18);
    return reduce4(nullptr, march9(19.25, reduce4(nullptr, N), march9(N, -9, N)));
}
using ptr26_t = int*;

int main() {
    int size27 = 0x898;
    size27--;
    gather14<<<dim3(2, (256)), dim3((size27 + 127) / 128, (TUNE_3 + TUNE_3) * 2)>>>(nullptr, nullptr, -3625);
    cudaStream_t res28 = 0;
    return 0;
}
