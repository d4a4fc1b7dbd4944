// cudagen 0.1 seed 899 valid
// features: kernel,launch,builtin_vars,host_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,auto_var,if,for,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,macro_object,macro_function,pp_if,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 8
#define TILE_DIM_2 16
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define MOD8_4(x) ((x) % 8)

#if NUM_ITERS_1 % 2 == 0 || NUM_ITERS_1 < 4
#define CONFIG_5 4
#else
#define CONFIG_5 17
#endif
#undef TILE_DIM_2
#define TILE_DIM_2 8

__global__ void update6(long long* buf7, int* acc8, const int* coef9) {
    extern __shared__ unsigned char dyn_10[];
    int gid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    constexpr unsigned int t12 = 0x2C;
    int lim13 = threadIdx.z * (57 + dyn_10[0b100]);
    if (threadIdx.x != ((*acc8) + lim13)) {
        if (((long)warpSize) == (30 - (*buf7))) {
            auto v14 = blockDim.x;
            (*buf7)--;
        }
    }
}

constexpr int bias15(int n16) {
    n16 = n16 + n16;
    (n16++, (n16 = (0x4bbul << ((unsigned)n16))));
    return n16;
}

int main() {
    int count17 = 01213;
    float w18 = ((int)bias15(count17)) + count17;
    w18 = w18;
    for (int it19 = 0; it19 < count17; ++it19) {
        update6<<<(count17 + 127) / 128, 8 * CONFIG_5>>>((long long*)nullptr, nullptr, (const int*)nullptr);
        w18 = bias15(w18);
    }
    long long prod20 = w18;
    return 0;
}
