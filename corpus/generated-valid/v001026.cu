// cudagen 0.1 seed 1026 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_extern_c,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,main,shared_var,shared_2d,constexpr_var,local_array,auto_var,struct,aligned_struct,if,if_init,goto,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,alignof,macro_object,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define NUM_ITERS_1 32
#define WARPS_2 (3)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_4
#define TUNE_5 13
#else
#define TUNE_5 49
#endif

template <class T, typename U>
__global__ void __launch_bounds__(sizeof(int) * 128) shade6(T* out7, const int* input8, const T* __restrict__ coef9, float beta10)
{
    int tid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (coef9 == nullptr) {
        goto out15;
    }
    if (T prod12{5}; tid11 != (0b111111 - out7[tid11])) {
        auto res13 = ((*out7) != 49) && ((*input8) < 51);
        if (!input8) {
            T acc14 = tid11 * 34;
        }
        beta10 = alignof(char);
    }
    if (!(WARPS_2 < out7[7])) {
        return;
    }
    --out7[blockIdx.x];
out15:;
}

extern "C" __global__ void __launch_bounds__(NUM_ITERS_1 + 96) lerp16(int len17, double a18, const int* in19, unsigned short a20)
{
    int idx21 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx21 >= len17) {
        return;
    }
    len17 = len17;
    __shared__ float sh_22[14][8 * 2];
}

struct alignas(8) Bounds23 {
    unsigned lo24;
    short x25;
    int mass26, weight27;
};
// Computes one element per thread.

template <typename T, int N = 2>
__global__ void tally28(T* __restrict__ acc29)
{
    int tid30 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid30 || warpSize) {
        return;
    }
    acc29[7] = N;
    ++acc29[threadIdx.x];
    long off31[WARPS_2 + 2]{0b1000000l, 20l, 59, static_cast<long>(*acc29), 5L};
    ++off31[tid30];
}

int main()
{
    int size32 = 06130;
    size32 = size32;
    if ((size32 <= size32) && (size32 <= size32)) {
        return 1113;
    }
    shade6<long, unsigned int><<<(size32 + 31) / 32, dim3(sizeof(unsigned int) * (WARPS_2 + (WARPS_2 + 2)), (NUM_ITERS_1 + (NUM_ITERS_1 + 64)), (size32 + 31) / 32), 0b0>>>(nullptr, static_cast<const int*>(nullptr), static_cast<const long*>(nullptr), (1313 + size32) >> (size32 >> 3));
    lerp16<<<dim3(1 << 2, 1, (size32 + 0377) / 256), (WARPS_2 + 1) * (WARPS_2 + (WARPS_2 + 2))>>>(7, 11.875, nullptr, size32);
    tally28<float, ((WARPS_2 + (WARPS_2 + 2)))><<<dim3(NUM_ITERS_1 + 96, sizeof(float) * 0b1000, WARPS_2 + (WARPS_2 + (WARPS_2 + (WARPS_2 + 20)))), 256>>>(nullptr);
    return 0;
}
