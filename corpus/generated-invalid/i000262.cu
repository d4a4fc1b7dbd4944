// cudagen 0.1 seed 262 invalid:missing_semicolon_after_struct
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,host_function,main,shared_var,extern_shared,constexpr_var,const_local,bitwise,shift,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_object,macro_function,pp_ifdef,pp_if
#include "prelude.cuh"

#define RADIUS_1 64
#define NUM_ITERS_2 32
#define RADIUS_3 8
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define MAX2_5(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#ifdef USE_FAST_PATH_8
#define TUNE_9 5
#else
#define TUNE_9 62
#endif
#if RADIUS_3 % 2 == 0 || RADIUS_3 < 4
#define CONFIG_10 7
#elif RADIUS_3 < 0
#error unreachable configuration
#else
#define CONFIG_10 11
#endif
__global__ void sweep11(long b12, float a13) {
    extern __shared__ int dyn_14[];
    ++a13;
    a13 = 26 ^ dyn_14[b12];
    a13 = a13;
    unsigned long mid15{10u};
    double y16 = mid15;
    --dyn_14[7];
}
template <typename T, int N>
__global__ void clamp17(const T* input18) {
    extern __shared__ double dyn_19[];
    unsigned char v20 = 0b11111111U;
    v20 = dyn_19[v20 & 0b111] - (-(37 * v20));
    dyn_19[v20]++;
    --v20;
}
__global__ void tile21_kernel(char cfg22, int* __restrict__ acc23, int* __restrict__ data24, float* __restrict__ data25) {
    short lo26 = MAX2_5(acc23[0], (*data25)) / static_cast<int>(data25[cfg22 & 7]);
    double m27 = data24[cfg22 & 7];
    float e28 = cfg22;
    data25[cfg22] = m27;
    cfg22 = 13 ^ lo26;
    double lo29{18.625f};
}
__global__ void sift30_kernel(float* out31, int n32, int* out33) {
    out33[3] = 46 / (*out33);
    constexpr double stride34 = 0b10001;
}
void tally35(int n36, float* out37) {
    (*out37) = (42 + n36) ^ RADIUS_3;
    sweep11<<<0x2, (128)>>>((*out37) * 9, n36);
}
struct Header41 {
    int tag;
}
int main() {
    int count38 = 3219;
    tile21_kernel<<<(count38 + 31) / 32, dim3((0x2), (count38 + 0b1111111) / 128)>>>(MAX2_5(count38, 50u) + MAX2_5(count38, count38), nullptr, &count38, nullptr);
    clamp17<int, (2 * 4)><<<(count38 + 63) / 64, dim3((count38 + 0x7F) / 128)>>>(&count38);
    const short flag39 = MAX2_5(count38 & 55, MAX2_5(count38 ^ CONFIG_10, MAX2_5(count38, 9UL)));
    sift30_kernel<<<dim3(1 << 6, (count38 + 63) / 64, (count38 + 0b11111111) / 256), 0x40>>>(nullptr, ~(count38 + count38), &count38);
    count38++;
    float k40 = (unsigned)16l;
    return 0;
}
