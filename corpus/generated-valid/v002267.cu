// cudagen 0.1 seed 2267 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,default_args,main,shared_var,host_global,constexpr_var,namespace,if,while,switch,static_assert,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_function,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
// Returns the accumulated value.

__global__ void __launch_bounds__(512) spread6_kernel(int *__restrict__ out7, const int *input8, double cfg9) {
    unsigned int gid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    switch (gridDim.y) {
    case 1:
        break;
    case 11: {
        __shared__ double sh_11[8];
        (*out7) = cfg9;
        break;
    }
    default:
        --out7[0];
        break;
    }
}
static_assert(22 == 22);
int g_rank12[] = {57, 61, 22};

short relax13(float alpha14 = 7.75F) {
    long long k15 = (g_rank12[2] != 26) ? (3638 * alpha14) : (alpha14 - (g_rank12[1] - alpha14));
    if ((((g_rank12[k15] * 14UL) < CAT_5(alpha, 14)) ? k15 : g_rank12[k15]) == 51L) {
        if ((k15 - alpha14) != (alpha14 - 9lu)) {
            int w16 = 0;
            while ((w16 < w16) && ((g_rank12[0] - k15) == g_rank12[2])) {
                g_rank12[0] /= 7;
                ++w16;
            }
            constexpr int off17 = 42;
        }
        g_rank12[0] &= (g_rank12[k15]);
    }
    return 44ul + (alpha14 + alpha14);
}
// Helper used by the kernels below.

__global__ void bias18_kernel(int stride19) {
    unsigned int i20 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i20 >= stride19) {
        return;
    }
    stride19 = i20;
    double sum21 = 38;
}

__global__ void __launch_bounds__(32) relax22(int len23, int *out24, int *__restrict__ buf25) {
    int gid26 = (blockIdx.x * blockDim.x) + threadIdx.x;
    __shared__ int sh_27;
    if (threadIdx.x >= HALF_1(gid26)) {
        constexpr int flag28 = 21;
    }
    unsigned char diff29 = 22;
}
static_assert(44 > 43, "expected value");
/* NOTE: keep in sync with the host reference. */

__device__ void relax30(float b31, const double *__restrict__ coef32, int *dst33) {
    b31 /= 43;
    if (CAT_5(b, 31) <= coef32[blockIdx.x]) {
        return;
    }
    dst33[0b110]--;
}

namespace util34 {
int run_split35(int n36) {
    n36 = n36;
    g_rank12[1] = HALF_1((!(g_rank12[2] != n36)) ? g_rank12[n36] : (n36 * n36));
    if (((n36 - g_rank12[n36]) <= 38) || ((n36 < 2) || (g_rank12[0] >= 26))) {
        relax22<<<(n36 + 31) / 32, 01000, sizeof(double) * 64, (cudaStream_t)0>>>(g_rank12[0], g_rank12, nullptr);
        if (g_rank12[1]) {
            static_assert(9 == 0b1001, "expected value");
            if (HALF_1(n36) < 25) {
                return relax13();
            }
        }
    }
    return n36;
}

__global__ void bias37(unsigned p38, const unsigned int *__restrict__ src39, float *acc40) {
    unsigned int tid41 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (blockDim.x < threadIdx.z) {
        return;
    }
    p38 /= 1lu;
    p38 = blockIdx.x * blockIdx.x;
    relax30(p38, (const double*)nullptr, nullptr);
}
} // namespace util34

int main() {
    int len42 = 1521;
    bias18_kernel<<<(len42 + 63) / 64, 32, sizeof(int) * 32, 0>>>(HALF_1(len42));
    bias18_kernel<<<(len42 + 63) / 64, (0b1000000), 256, nullptr>>>(g_rank12[len42]);
    cudaStream_t u43 = 0;
    if (g_rank12[1] != ((47 != g_rank12[len42]) ? g_rank12[len42] : 29)) {
        int hi44 = -55L;
        len42 = 15lu;
    }
    spread6_kernel<<<1, 512, 0, (cudaStream_t)0>>>(g_rank12, g_rank12, 1 * len42);
    util34::bias37<<<128, 256, 0>>>(g_rank12[2], (const unsigned*)nullptr, nullptr);
    return 0;
}
