// cudagen 0.1 seed 259 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,constexpr_var,auto_var,if,switch,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_statement,pp_ifdef
#include "prelude.cuh"

#define BLOCK_SIZE_1 16
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#define USE_FAST_PATH_6
#ifndef USE_FAST_PATH_6
#define TUNE_7 4
#else
#define TUNE_7 44
#endif
__global__ void __launch_bounds__((BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 32)) * 16) split8(int stride9, double b10) {
    auto prod11 = stride9 + b10 + TUNE_7;
    SWAP_2(double, prod11, b10);
    signed char *val12 = nullptr;
    if (TUNE_7 == (stride9 - 35)) {
        return;
    }
    __shared__ float sh_13[32];
}
__global__ void mix14(short *acc15, unsigned long long a16, const float *in17, unsigned long long *dst18) {
    unsigned idx19 = threadIdx.x;
    acc15[blockIdx.z]--;
    switch (warpSize) {
    case sizeof(float): {
        --acc15[idx19];
        float t20 = 21.875F;
        break;
    }
    case 3:
        acc15[a16] = 0x31;
        break;
    case 2:
        break;
    }
}
int main(void) {
    int size21 = 3137;
    split8<<<1 << 0x8, dim3(2 * BLOCK_SIZE_1, (TUNE_7 + (BLOCK_SIZE_1 + 68)) * 4, (size21 + 31) / 0x20)>>>((size21 / size21) - BLOCK_SIZE_1, 3.625);
    split8<<<(128), (256)>>>(TUNE_7, 60 + size21);
    mix14<<<dim3(sizeof(int) * 0x4, (size21 + 0xff) / 256), dim3(1 << 5), 0, (cudaStream_t)0>>>((short*)nullptr, 0x14, nullptr, (unsigned long long*)nullptr);
    return 0;
}
