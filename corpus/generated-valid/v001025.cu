// cudagen 0.1 seed 1025 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,host_function,main,constant_var,shared_var,constexpr_var,local_array,if,while,static_assert,ternary,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_paste,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

#ifndef USE_FAST_PATH_5
#define TUNE_6 10
#else
#define TUNE_6 59
#endif
#undef TUNE_6
#define TUNE_6 12
static_assert(sizeof(int) == 4);

__device__ __forceinline__ int update7(float p8, float p9)
{
    float acc10[3] = {float(threadIdx.y)};
    p9 = (p9 += p9, ((unsigned)1724));
    return int(blockDim.x);
}
__constant__ long c_stencil11 = 31UL;

__device__ __forceinline__ int pack12(int lane13, float q14)
{
    if (c_stencil11 == (threadIdx.y % threadIdx.x)) {
        const int* mid15 = (const int*)nullptr;
    }
    update7(32, (1608L - CAT_4(lane, 13)) * (c_stencil11 % sizeof(int)));
    __shared__ char sh_16[TUNE_6 + 4];
    if (update7(CAT_4(lane, 13), c_stencil11) != blockIdx.x) {
        return (23 > (CAT_4(lane, 13) - TUNE_6)) ? 1001 : c_stencil11;
    }
    return ((c_stencil11 != gridDim.x) ? c_stencil11 : TUNE_6) * (q14 - update7(23.375f, -13.25f));
}

__global__ void step17(size_t* dst18, unsigned int* acc19)
{
    int idx20 = threadIdx.x;
    dst18[c_stencil11] = pack12(pack12(0x12lu, TUNE_6), update7(acc19[gridDim.z], TUNE_6)) + 46lu;
    if (c_stencil11 == (idx20 ^ 3292)) {
        return;
    }
    if (TUNE_6 < blockIdx.z) {
        return;
    }
    acc19[0b1] = pack12(13, c_stencil11 * gridDim.y);
    (*acc19) = update7(((dst18[0] > idx20) ? warpSize : 583L) + (2.125f), pack12((idx20 >= idx20) ? (*dst18) : idx20, acc19[c_stencil11]));
    if (dst18 == nullptr) {
        return;
    }
    update7(-(idx20), ~(c_stencil11 + threadIdx.x));
}

size_t run_scale21(int n22)
{
    int pass23 = 0;
    while (pass23 < 8) {
        n22--;
        ++pass23;
    }
    int iter24 = 0;
    while (iter24 < sizeof(float)) {
        n22 = 0b11001l;
        double mid25(pass23);
        if (pass23 + pass23) {
            return 0x2;
        }
        ++iter24;
    }
    cudaStream_t q26 = (cudaStream_t)0;
    return 37l;
}

double check_fuse27(int lane28, int stride29)
{
    step17<<<(4), dim3(TUNE_6 + (TUNE_6 + 488)), sizeof(float) * 64, 0>>>((size_t*)nullptr, nullptr);
    run_scale21(((stride29 * 7) != 54) ? lane28 : (lane28 + 1));
    return (~(lane28 / lane28)) - run_scale21(0x29);
}

int main(void)
{
    int n30 = 3573;
    n30 = check_fuse27(run_scale21(0x36), run_scale21(check_fuse27(n30, n30)));
    step17<<<16, sizeof(int) * 8>>>((unsigned long*)nullptr, nullptr);
    (++n30, (n30 = n30 ? (-n30) : ((55LL / n30) * n30)));
    check_fuse27(1, (n30 % n30) | (n30 + 16));
    return 0;
}
