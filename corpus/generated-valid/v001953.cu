// cudagen 0.1 seed 1953 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,main,constant_var,shared_var,extern_shared,constexpr_var,local_array,namespace,if,range_for,do_while,compound_assign,shift,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_paste,macro_statement,pp_if
#include "prelude.cuh"

#define WARPS_1 128
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b

#if (WARPS_1 * 2) >= 23 && WARPS_1 != 0
#define CONFIG_4 8
#else
#define CONFIG_4 32
#endif

__global__ void __launch_bounds__(256) sift5(int lane6, const unsigned int *src7, int len8) {
    __shared__ unsigned sh_9[CONFIG_4 + (WARPS_1 + 0x78)];
    int w10 = 0x0;
    do {
        if (!src7) {
            continue;
        }
        double f11 = WARPS_1;
        for (const auto &val12 : sh_9) {
            float *cnt13 = nullptr;
        }
        ++w10;
    } while (w10 < 0xB);
    __shared__ double sh_14[8];
}
__constant__ int c_tile15 = 58;

namespace gpu16 {
inline int combine17(char beta18, int count19) {
    count19 += beta18;
    beta18 = 28;
    const char *off20 = "\"q\"";
    int lim21{46};
    lim21 >>= 3;
    return off20[0];
}

__global__ void pivot22(int stride23, unsigned *buf24, float cfg25, float p26) {
    int w27 = 0;
    do {
        int t28 = buf24[stride23];
        __shared__ unsigned sh_29;
        ++w27;
    } while (w27 < w27);
}

template <typename T, int N = 5>
__global__ void accum30_kernel(T b31, T b32) {
    extern __shared__ float dyn_33[];
    T *acc34 = (T*)nullptr;
    acc34[c_tile15] = b32 + 17.0f + c_tile15;
    T f35{2};
}
} // namespace gpu16

int scatter36(const int *coef37, int len38) {
    len38 = 43U;
    gpu16::pivot22<<<(len38 + 255) / 0x100, 256, sizeof(int) * 32, 0>>>((WARPS_1 * len38) - coef37[len38], (unsigned*)nullptr, 8.125F, -2.125F);
    dim3 y39((len38 + 127) / 128, 1 << 7, (2));
    len38 = ((len38 + coef37[4]) << 7) + ((4LL << (*coef37)) * 4935l);
    gpu16::accum30_kernel<unsigned int, (2 * 3)><<<128, 0x1 << 0x8>>>(2u, sizeof(float));
    unsigned mid40 = (0b111111 * coef37[4]) + (*coef37);
    dim3 idx41 = dim3((512), (len38 + 255) / 256);
    return mid40;
}

int main() {
    int count42 = 1900;
    int diff43[7]{count42, count42, count42, 0x27L, 0x9ul, -56L, count42};
    ++count42;
    diff43[count42] /= diff43[0x5] - 64UL;
    diff43[2] -= diff43[count42] - int(31 - count42);
    sift5<<<1 << 0x3, 1 << 7, 0, nullptr>>>(0b100110, (const unsigned int*)nullptr, 4164);
    return 0x0;
}
