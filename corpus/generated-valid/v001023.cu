// cudagen 0.1 seed 1023 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_noinline,static_device_function,host_device_function,device_template_function,host_function,main,shared_var,extern_shared,constexpr_var,using_alias,anon_namespace,if,for,pragma_unroll,switch,switch_fallthrough,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,sizeof,macro_function,macro_statement
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

namespace {
static constexpr long STEPS4 = 4;
using idx5_t = unsigned char;

__host__ __device__ int scatter6(int *acc7, int lane8) {
    constexpr unsigned int y9 = 40U;
    lane8 = STEPS4;
    (*acc7) *= acc7[lane8] + (y9 + (lane8 & 1));
    return 53u * lane8 * 2;
}
} // namespace

template <typename T, int N>
__global__ void bump10_kernel(T *buf11, int lane12, const T *in13) {
    for (int i14 = lane12; i14 > 0; --i14) {
        int m15 = STEPS4;
        for (int j16 = 0; j16 < 16; ++j16) {
            T hi17 = (STEPS4 & m15) * in13[i14];
        }
    }
    __shared__ int sh_18[16];
    if ((sh_18[0] & 59lu) == 20)
        return;
}

int run_bump19(float beta20) {
    short *val21 = nullptr;
    beta20 = 22.875f;
    beta20 = MIN2_2(MIN2_2((*val21) - val21[1], 0b11001UL | (*val21)), val21[7]);
    beta20 *= MOD8_1(val21[6]);
    bump10_kernel<double, 3><<<(01000), 0100, 256, nullptr>>>((double*)nullptr, (+(*val21)) + (beta20 + 64), (const double*)nullptr);
    beta20 = val21[7];
    if ((MOD8_1(*val21) & 1))
        return *val21;
    return 31U;
}

__global__ void shade22(int len23, const int *input24) {
    unsigned long idx25 = input24[4];
    int e26 = 27L;
    len23 ^= (MOD8_1(input24[3])) | sizeof(double);
}

__global__ void __launch_bounds__(STEPS4 + 0b1111100, 1) gather27_kernel(int lane28, int len29, double b30, float *acc31) {
    extern __shared__ unsigned dyn_32[];
    lane28++;
    unsigned short f33 = acc31[4];
    #pragma unroll 8
    for (int j34 = lane28; j34 > 0; --j34) {
        double t35(-2);
        f33--;
    }
}
inline constexpr int RADIUS36 = 0b10;

template <class T, int N>
static __device__ __noinline__ float sweep37(T cfg38, const unsigned int *in39) {
    long long h40 = 2'981l + cfg38 + 3;
    __shared__ float sh_41[64];
    return sizeof(T) + ((cfg38 * 9.5f) + h40);
}

__host__ __device__ int norm42(long long a43) {
    a43 *= MOD8_1(a43);
    switch (a43 - a43) {
    case 2:
    case (RADIUS36 + 1) * 2:
        break;
    }
    a43 &= STEPS4;
    size_t r44 = RADIUS36 * a43;
    a43 %= STEPS4;
    return (2323) + (r44 ^ (51U + a43));
}

template <typename T, typename U>
__global__ void __launch_bounds__((01000), 1) sift45(const U *input46, T *buf47) {
    (*buf47) /= RADIUS36;
    if (input46[2] < 51)
        return;
}

int main() {
    int n48 = 334;
    for (int it49 = 0; it49 < 3; it49 += 2)
        n48 = RADIUS36;
    gather27_kernel<<<dim3(040 * (RADIUS36 + RADIUS36), (n48 + 127) / 0b10000000), dim3((RADIUS36 + RADIUS36) * 8, 128), 1024, (cudaStream_t)0>>>(38 + (n48 / RADIUS36), STEPS4 * n48 * n48, (18 ^ n48) * RADIUS36, nullptr);
    shade22<<<(n48 + 255) / 256, 64, 0>>>((STEPS4 + n48) & RADIUS36, &n48);
    sift45<float, float><<<dim3(16), 8 * 4>>>(nullptr, nullptr);
    return 0;
}
