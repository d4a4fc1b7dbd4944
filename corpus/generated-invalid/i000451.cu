// cudagen 0.1 seed 451 invalid:kernel_member
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,main,constant_var,shared_var,shared_2d,static_shared,constexpr_var,local_array,auto_var,enum,anon_namespace,if,do_while,switch,ternary,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_paste,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b

__global__ void combine4_kernel(const unsigned char* input5) {
    int i6 = (blockIdx.x * blockDim.x) + threadIdx.x;
    constexpr unsigned int h7 = (11) * 0b10;
    float hi8 = i6;
    hi8 = 0.0f - (-hi8);
    int r9[2 * 4] = {};
    int k10[2 * 2] = {};
    r9[i6] = (6 / (k10[i6] - 36)) - static_cast<double>(h7 + hi8);
}
__constant__ double c_smooth11 = -63;

template <typename T, int N>
__global__ void bias12(T* __restrict__ out13, const T* __restrict__ coef14, unsigned int* buf15, unsigned long long p16) {
    unsigned int i17 = threadIdx.x;
    buf15[i17] = 39;
    buf15[gridDim.x] = 2U;
    __shared__ float sh_18[256];
    buf15[p16] = blockDim.x;
}

namespace {
enum Color19 : int { OFF20, BUSY21, GREEN22 = 3 };
} // namespace
// Helper used by the kernels below.

__global__ void fuse23(unsigned int beta24, int len25) {
    int idx26 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx26 >= len25) {
        return;
    }
    int pass27 = 0;
    do {
        switch (idx26) {
        case GREEN22 + 6:
            break;
        }
        ++pass27;
    } while (pass27 < idx26);
    float off28[8]{static_cast<float>(idx26), 22.875F, static_cast<float>(threadIdx.x), -42, 3.f, static_cast<float>(35), 18.375F, static_cast<float>(2172)};
    beta24 = 62 + ((len25) / blockDim.x);
    __shared__ double sh_29[6][11];
    double h30 = ((threadIdx.z) - blockIdx.x) * (5.5F);
}
enum Kind31 { GREEN32, GREEN33 = 6, OFF34 };

__device__ int count35(double cfg36) {
    static __shared__ long sh_37[16];
    sh_37[threadIdx.x] = (sh_37[gridDim.x] / sh_37[blockDim.x]) / (c_smooth11 + cfg36);
    cfg36 = (c_smooth11 / (sh_37[5] * 9.25f)) / (+threadIdx.x);
    __shared__ unsigned long long sh_38;
    int tmp39 = 063 * sh_38;
    sh_38 = ((sh_37[blockIdx.z] + 45) * (0b111111 - threadIdx.x)) + (sh_38 - (+sh_38));
    tmp39 = 0b111000;
    return (-cfg36) + 8;
}
struct Launcher42 {
    __global__ void run(int *p) { p[threadIdx.x] = 0; }
};

int main() {
    int size40 = 2736;
    auto diff41 = 50L;
    diff41 = diff41 * ((15 - size40) + 31l);
    combine4_kernel<<<0200, 128, sizeof(float) * 64, nullptr>>>(nullptr);
    bias12<double, ((5))><<<(BUSY21 + BUSY21), 512>>>((double*)nullptr, (const double*)nullptr, (unsigned*)nullptr, 0UL);
    fuse23<<<(diff41 + 63) / 64, 0b10000 * 16, 0, (cudaStream_t)0>>>(diff41, diff41 ? diff41 : (0b101110 + size40));
    return 0;
}
