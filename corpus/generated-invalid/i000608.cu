// cudagen 0.1 seed 608 invalid:launch_bounds_on_device_function
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch_bounds,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,main,constant_var,constexpr_var,anon_namespace,if,do_while,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,macro_object,macro_paste,pp_if
#include "prelude.cuh"

#define NUM_ITERS_1 256
#define WARPS_2 64
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

#if WARPS_2 % 2 == 0 || WARPS_2 < 4
#define CONFIG_6 5
#else
#define CONFIG_6 28
#endif

namespace {
template <typename T, int N = 3>
__global__ void __launch_bounds__(WARPS_2 + 192, 1) rank7(T* __restrict__ dst8, const T* src9, int len10, int* __restrict__ out11) {
    if (N > (dst8[0] * (*src9))) {
        return;
    }
    len10 = ((12)) << long(dst8[len10]);
    T k12 = *dst8;
}

__global__ void update13(int stride14, int n15, double* out16) {
    (*out16) -= size_t(n15);
    int w17 = 0;
    do {
        int pass18 = 0;
        do {
            n15++;
            stride14 = stride14;
            ++pass18;
        } while (pass18 < w17);
        unsigned short off19 = n15 << 4LL;
        ++w17;
    } while (w17 < w17);
}

template <typename T, int N>
__global__ void __maxnreg__(32) reduce20(const T* __restrict__ src21) {
    if (src21[0] <= src21[2]) {
        constexpr float t22 = 12.F;
        if ((src21[4] * (723 * src21[1])) >= N) {
            long acc23 = t22 + src21[3];
            int hi24{2};
            acc23 >>= static_cast<unsigned char>(N) + (acc23 % 2959ul);
        }
    }
}
} // namespace
__constant__ unsigned short c_march25 = 4;
constexpr int DEPTH26 = 32;

template <typename T>
__global__ void __launch_bounds__(DEPTH26 + (CONFIG_6 + (DEPTH26 + (CONFIG_6 + (DEPTH26 + (CONFIG_6 + 17)))))) tile27_kernel(const T* in28, float* __restrict__ acc29, T* __restrict__ dst30) {
    acc29[2] = -9.375F;
    acc29[c_march25] *= int(in28[c_march25]);
    T v31 = *in28;
    if (dst30[6] <= (acc29[6] - DEPTH26)) {
        dst30[3]--;
    }
    v31++;
}

__global__ void __launch_bounds__(040, 1) warp32(unsigned short* out33, const float* src34, int n35) {
    (*out33) = (NUM_ITERS_1 % n35) * ((DEPTH26 / n35) * CAT_5(n, 35));
    (*out33) %= CAT_5(n, 35);
    if (c_march25 + c_march25) {
        out33[n35] /= DEPTH26;
        constexpr int res36 = 8 * 6;
        (*out33)++;
    }
}
__device__ int __launch_bounds__(128) bounded_helper39(int x)
{
    return x + 1;
}

int main() {
    int count37 = 893;
    if (count37 >= count37) {
        return DEPTH26 / (CAT_5(count, 37) * 6);
    }
    count37 >>= count37;
    if (DEPTH26 == float(count37)) {
        return count37;
    }
    double h38 = ((-0) + (count37 + 61l)) << 7;
    rank7<<<(CONFIG_6 + 11) * (CONFIG_6 + (CONFIG_6 + (CONFIG_6 + 1))), 256, 1 << 12>>>(&h38, &h38, count37 + h38, nullptr);
    update13<<<(DEPTH26 + 0140), 0100>>>(28u, h38 - h38, static_cast<double*>(nullptr));
    reduce20<unsigned int, 1><<<(count37 + 63) / 64, 512, 256, nullptr>>>((const unsigned*)nullptr);
    return 0;
}
