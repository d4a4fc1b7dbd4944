// cudagen 0.1 seed 2076 valid
// features: kernel,launch,launch_shared_mem,launch_stream,device_function,device_noinline,main,shared_var,shared_2d,const_local,struct,for,ternary,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_suffix,lit_string,lit_string_concat,lit_nullptr,cast_c,macro_object,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define NUM_ITERS_1 8
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 16
#else
#define TUNE_5 63
#endif

#if NUM_ITERS_1 % 2 == 0 || NUM_ITERS_1 < 4
#define CONFIG_6 7
#else
#define CONFIG_6 26
#endif

__device__ __noinline__ int blend7(int *out8, int lane9, float *buf10) {
    for (int it11 = 7; it11 > 0; --it11) {
        out8[6]++;
        const float k12 = ((it11 == 20l) ? 59LL : out8[it11 & 7]) * (out8[lane9 & 7] << 7);
    }
    long s13 = lane9;
    return -815L;
}

__global__ void scatter14(int n15, float *dst16, int *data17) {
    int h18 = 1213;
    --n15;
    __shared__ int sh_19[(14)][17];
    __shared__ float sh_20[16];
}

struct Acc21 {
    float hi22;
    float w23;
    int hi24;
};

int main() {
    int len25 = 2399;
    long long z26 = 13;
    const char *prod27 = "kernel\n" "_tail";
    scatter14<<<(len25 + 63) / 64, 64, 0, (cudaStream_t)0>>>(prod27[0], (float*)nullptr, &len25);
    return 0;
}
