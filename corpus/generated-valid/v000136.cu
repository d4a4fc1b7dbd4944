// cudagen 0.1 seed 136 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,constexpr_function,main,constexpr_var,local_array,auto_var,if,switch,ternary,bitwise,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_functional,sizeof,macro_function,pp_ifdef,pp_undef
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 9
#else
#define TUNE_5 25
#endif
#undef TUNE_5
#define TUNE_5 48

__global__ void combine6(float beta7, unsigned int a8, const float *input9, const float *coef10) {
    int gid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (coef10[4] >= a8) {
        return;
    }
    a8 = 62l - gid11;
    beta7 = sizeof(unsigned char);
    auto lo12 = (sizeof(double) + a8 + gid11) ^ 9;
    float z13 = 18.625f;
}

__device__ long stencil14(const unsigned int *coef15, int count16, unsigned int q17) {
    if ((q17 + TUNE_5) >= 39UL) {
        return 0x13;
    }
    unsigned long long v18 = (blockDim.x - gridDim.y) & 33;
    switch (~gridDim.y) {
    case (0xb): {
        long y19 = 289u;
        y19 = count16;
        break;
    }
    case 0b111: {
        long off20[6]{long(0x37), 3l, 9l, 9U, 532LL, 6};
        break;
    }
    }
    return HALF_1((threadIdx.x - sizeof(float)) + coef15[v18 & 7]);
}
static constexpr float kL21 = 1.5F;

constexpr int host_kick22(int count23) {
    int off24 = HALF_1(count23);
    constexpr bool lo25 = false;
    return TUNE_5;
}

inline float run_tile26(float a27) {
    if ((a27 + kL21) < a27) {
        return a27 - ((a27 > kL21) ? a27 : .625f);
    }
    combine6<<<4, 32>>>((2.875F) / (a27 + 0b110000), HALF_1(HALF_1(a27)), &a27, nullptr);
    a27 = (((kL21 > a27) ? 44u : (4515L)) == TUNE_5) ? HALF_1(a27 * kL21) : (0x3D - a27);
    a27--;
    combine6<<<8, (64), 0, nullptr>>>((12.125F - a27) * kL21, a27 + 22, &a27, nullptr);
    return 19.375f;
}

int main() {
    int count28 = 2879;
    constexpr float f29 = 20.125F;
    count28 = f29 / (+((count28 != f29) ? 15LL : kL21));
    return 0;
}
