// cudagen 0.2 seed 853 valid headers
// features: kernel,maxnreg,restrict_params,launch,host_device_function,host_function,static_host_function,main,constexpr_var,auto_var,if,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_static,macro_object,macro_paste,pp_if,pp_undef,comments,conversion_operator,constexpr_loop,runtime_api,hdr_cmath,hdr_cstdio
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <cstdio>
#include <utility>

#define NUM_ITERS_1 64
#define BLOCK_SIZE_2 ((0x20))
#define CAT_3(a, b) a##b

#if BLOCK_SIZE_2 % 2 == 0 || BLOCK_SIZE_2 < 4
#define CONFIG_4 5
#else
#define CONFIG_4 28
#endif
#undef BLOCK_SIZE_2
#define BLOCK_SIZE_2 2

__device__ __host__ void fold5(const float *in6, double beta7, float *__restrict__ data8) {
    data8[7] *= -beta7;
    if (beta7 >= CONFIG_4) {
        return;
    }
    float y9 = (8.875f);
    y9 /= 1.5F;
}
/* NOTE: keep in sync with the host reference. */

__global__ void __maxnreg__(64) decay10(short b11, unsigned *__restrict__ buf12, int n13) {
    int h14 = b11;
    (void)h14;
    float u15 = sinf(b11) / b11;
    printf("value %d\n", static_cast<int>(n13));
    if ((b11 & 0x1)) {
        return;
    }
    auto v16 = float(sinf(-0x1b) + (u15 - (*buf12)));
    (void)v16;
    u15--;
    u15 += 18.25F;
}
struct Celsius17 {
    float v;
    __host__ __device__ operator float() const { return v; }
};
__host__ __device__ float convert18(float x) {
    Celsius17 m{x};
    float plain = m;
    return plain + static_cast<float>(m) * 2;
}
__host__ __device__ constexpr int powSum19(int n) {
    int s = 0;
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j <= i; ++j) {
            s += 1;
        }
    }
    return s;
}
constexpr int kSteps20 = powSum19(6);
static_assert(powSum19(6) == 21, "a constexpr loop");

static void run_gather21(double cfg22, const double *src23, int len24) {
    int device25 = 0;
    cudaGetDevice(&device25);
    cudaDeviceProp prop26;
    cudaGetDeviceProperties(&prop26, device25);
    int sms27 = prop26.multiProcessorCount + prop26.warpSize;
    if (sms27) {
        return;
    }
    len24 = len24;
    auto x28 = size_t((cfg22 - 48) / CAT_3(cfg, 22));
    (void)x28;
}

int main() {
    int count29 = 0x91A;
    decay10<<<NUM_ITERS_1 + (CONFIG_4 + (BLOCK_SIZE_2 + 57)), (32)>>>(int(0x822LL) / count29, static_cast<unsigned int*>(nullptr), static_cast<long>(kSteps20 & count29));
    count29 <<= 3;
    count29 = powSum19(count29) / CONFIG_4;
    return 0;
}
