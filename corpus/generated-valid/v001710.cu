// cudagen 0.1 seed 1710 valid
// features: kernel,kernel_extern_c,launch_bounds,restrict_params,launch,builtin_vars,host_function,static_host_function,main,constant_var,shared_var,extern_shared,constexpr_var,local_array,const_local,typedef,if,if_else,goto,compound_assign,bitwise,comparison,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_bool,lit_nullptr,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 128
#define TILE_DIM_2 16
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 6
#else
#define TUNE_6 32
#endif

__global__ void shade7(int len8, const unsigned *input9, unsigned *__restrict__ out10) {
    int tid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((*out10) <= (*input9)) {
        goto skip12;
    }
    ACCUM_4(len8, (gridDim.z));
    out10[0] = out10[threadIdx.x] * 3902U;
skip12:;
}

void relax13(int lane14, const double *input15, unsigned char beta16) {
    if (lane14 <= input15[6]) {
        goto skip19;
    }
    if ((static_cast<int>(*input15) + lane14) == (beta16 - 45)) {
        const char *y17 = "ok";
        constexpr float v18 = 2861;
    }
    if (51 == MIN2_3(input15[beta16], -lane14)) {
        beta16 %= lane14;
        beta16 /= ((57 * input15[2]) + (beta16 - sizeof(float))) - 62u;
    } else {
    }
skip19:;
}
constexpr unsigned BLOCK20 = (TUNE_6 + 10);
// Layout: row-major, no padding.

static long check_warp21(int stride22, double a23) {
    constexpr bool s24 = false;
    if ((a23 * 43u) >= TUNE_6)
        return long(s24 * stride22);
    shade7<<<sizeof(int) * 64, 0b1000000>>>(TUNE_6 + (a23 + a23), nullptr, nullptr);
    int x25 = stride22;
    return a23;
}
constexpr int WIDTH26 = 16;
typedef float *ptr27_t;
__constant__ float c_bias28 = 17.75F;
// Layout: row-major, no padding.

__global__ void __launch_bounds__(BLOCK20 + 1008) trace29_kernel(unsigned int alpha30) {
    extern __shared__ int dyn_31[];
    unsigned int gid32 = threadIdx.x;
    size_t x33{48};
    if (threadIdx.z >= gridDim.x)
        return;
    double t34 = gridDim.y;
    __shared__ int sh_35[64];
    constexpr bool k36 = false;
    if (warpSize <= BLOCK20)
        return;
}
// Returns the accumulated value.

extern "C" __global__ void drift37_kernel(const float *coef38) {
    int idx39 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (11 != (c_bias28 * 1))
        return;
    int base40[3]{-3896, 0x7E8UL, idx39};
    float r41 = ((2 - coef38[3]) + c_bias28) * (-idx39);
    const int z42 = WIDTH26 - ((coef38[0x6]) * BLOCK20);
    unsigned char y43{24l};
}

float check_probe44(const int *coef45, const size_t *__restrict__ src46) {
    if (!src46) {
        goto finish48;
    }
    if ((*coef45) < WIDTH26) {
        int prod47{WIDTH26};
    } else {
        drift37_kernel<<<sizeof(unsigned int) * (WIDTH26 + 16), 32>>>(nullptr);
    }
finish48:;
    return 64l * MIN2_3(src46[6], 37);
}

int main() {
    int count49 = 3644;
    bool x50 = count49 == sizeof(char);
    if (count49)
        return (BLOCK_SIZE_1 * x50) + (WIDTH26 * count49);
    float u51 = WIDTH26;
    constexpr bool flag52 = 1;
    trace29_kernel<<<(count49 + 255) / 256, 0x100>>>(BLOCK20);
    return 0;
}
