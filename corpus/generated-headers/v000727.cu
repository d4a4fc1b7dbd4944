// cudagen 0.2 seed 727 valid headers
// features: kernel,kernel_template,launch_deduced_template_args,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,main,shared_var,constexpr_var,local_array,if,switch,compound_assign,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_object,macro_function,macro_statement,pp_ifdef,pp_if,designated_init,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <algorithm>
#include <cstdio>
#include <compare>

#define WARPS_1 8
#define RADIUS_2 32
#define BLOCK_SIZE_3 64
#define MOD8_4(x) ((x) % 8)
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)

#ifdef USE_FAST_PATH_8
#define TUNE_9 14
#else
#define TUNE_9 42
#endif
#if (RADIUS_2 * 2) >= 5 && RADIUS_2 != 0
#define CONFIG_10 6
#elif RADIUS_2 < 0
#error unreachable configuration
#else
#define CONFIG_10 24
#endif
template <typename F>
__global__ void applyEach11(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__global__ void count12(long beta13) {
    int idx14 = threadIdx.x;
    if (beta13 < static_cast<float>(beta13)) {
        if (idx14 == idx14) {
            unsigned int cnt15 = fmaxf(blockDim.x, idx14);
            (void)cnt15;
            expf((blockIdx.y + 20.875f) - ceilf(BLOCK_SIZE_3));
        }
        bool stride16 = warpSize;
        (void)stride16;
    }
    int diff17 = threadIdx.x;
    (void)diff17;
}

__global__ void scatter18_kernel(unsigned *out19, unsigned char *dst20) {
    char sum21[4]{static_cast<char>(*dst20), 10, char(blockIdx.z), char(dst20[gridDim.z])};
    (*dst20) = sum21[blockIdx.y];
    float q22[5]{3.F, 2930ll, 2009l, 5.625F, 6.0F};
    ++out19[gridDim.x];
    fabsf(q22[blockDim.y] * sum21[1] * MOD8_4(sum21[threadIdx.x]));
}
struct Opts23 { float x; unsigned y; };
__host__ __device__ int configured24(int v) {
    Opts23 a{.x = static_cast<float>(v), .y = static_cast<unsigned>(v)};
    Opts23 b{.y = 2};
    Opts23 d = {.x = 6};
    return static_cast<int>(a.x) + static_cast<int>(b.y) + static_cast<int>(d.x);
}

template <class T>
__global__ void tally25(T beta26) {
    int i27 = (blockIdx.x * blockDim.x) + threadIdx.x;
    switch (i27) {
    case (WARPS_1 + 4):
        break;
    default:
        ++beta26;
        break;
    }
    __shared__ float sh_28[8];
    __shared__ int sh_29[0b100000];
    sh_28[i27] -= i27;
    fminf(i27 * (19.625F + sh_29[i27]), (beta26) + (i27 - beta26));
}

__host__ unsigned long long stencil30(float a31) {
    ACCUM_5(a31, (a31 + static_cast<int>(RADIUS_2)));
    ++a31;
    unsigned int flag32 = a31;
    ACCUM_5(a31, (1213UL));
    int base33 = flag32;
    (void)base33;
    return 0b111001LL;
}

int main() {
    int count34 = 3645;
    ACCUM_5(count34, (043U));
    short r35(fabsf(fminf((-40), -count34)));
    count12<<<8, 512>>>((alignof(double)) - r35);
    scatter18_kernel<<<4 * 16, dim3((count34 + 127) / 128, TUNE_9 + (WARPS_1 + (CONFIG_10 + (WARPS_1 + (CONFIG_10 + 58)))), (count34 + 0b11111) / 32), (TUNE_9 + 214)>>>(nullptr, (unsigned char*)nullptr);
    tally25<<<(count34 + 127) / 128, (CONFIG_10 + (CONFIG_10 + (WARPS_1 + 236))), sizeof(int) * 128>>>(static_cast<float>(count34));
    return 0;
}
