// cudagen 0.1 seed 244 invalid:this_in_static_member
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,host_device_function,host_function,main,shared_var,extern_shared,constexpr_var,auto_var,if,if_else,for,do_while,static_assert,ternary,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_object,macro_function,macro_paste,pp_if
#include "prelude.cuh"

#define TILE_DIM_1 32
#define WARPS_2 (0x8)
#define NUM_ITERS_3 256
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))
#define CAT_5(a, b) a##b

#if TILE_DIM_1 == 32
#define CONFIG_6 4
#else
#define CONFIG_6 15
#endif

__device__ long trace7(unsigned short a8)
{
    int w9 = 0b0;
    do {
        float res10{22.875f};
        a8 = 4346;
        ++w9;
    } while (w9 < w9);
    return MAX2_4(w9, threadIdx.z + a8 + (a8 + CONFIG_6));
}

__host__ __device__ size_t merge11(short int q12, float b13, int stride14)
{
    int base15 = 12;
    if (CAT_5(base, 15) >= CONFIG_6) {
        static_assert((CONFIG_6 + 56) > 59, "bad config");
        b13 = q12 * (stride14 * CAT_5(base, 15));
    }
    return (((b13 >= base15) && CAT_5(base, 15)) || ((b13 + q12) <= 24)) ? (q12 - base15) : 27L;
}

__global__ void shade16(unsigned long *data17, const float *input18, int len19)
{
    extern __shared__ int dyn_20[];
    unsigned int i21 = (blockIdx.x * blockDim.x) + threadIdx.x;
    float z22{static_cast<float>(MAX2_4(dyn_20[4], i21))};
    (*data17) = CONFIG_6;
    if ((gridDim.x <= len19) || ((gridDim.y * z22) <= 54)) {
        int stride23 = MAX2_4(input18[gridDim.x], (0x10U)) + (dyn_20[len19] += i21, MAX2_4(dyn_20[threadIdx.x], data17[len19]));
    }
    long t24 = (((threadIdx.y <= blockDim.x) && (i21 < input18[5])) ? MAX2_4(i21, gridDim.x) : ((threadIdx.x == (*input18)) ? sizeof(double) : i21)) + 0b110111L;
}

__global__ void march25_kernel(long long *dst26)
{
    for (int i27 = 0; i27 < 0b1110; ++i27)
        dst26[0x3] = dst26[i27];
    static_assert(0b110000 == 060, "tile must fit");
    float z28(CONFIG_6 - ((*dst26) + 18.875f));
    if ((+(*dst26)) > (50u - blockDim.z)) {
        auto prod29 = threadIdx.y;
        if (prod29 % 43u)
            return;
    }
}

__host__ int host_lerp30(short q31, float a32)
{
    march25_kernel<<<WARPS_2 + 8, 128>>>(nullptr);
    unsigned off33 = (13LL >> q31) - (q31 * (a32 += a32, a32));
    return CAT_5(a, 32) + ((a32 < q31) ? 6 : (off33 * (-0)));
}

__global__ void tally34_kernel(float *out35, double *buf36, float q37)
{
    int i38 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (MAX2_4(out35[i38], 9) < TILE_DIM_1)
        return;
    (*buf36) = out35[threadIdx.x];
    unsigned int h39 = 46;
    if ((i38 < TILE_DIM_1) ? i38 : 2979ul) {
        (--h39, (buf36[6] = (1 - blockDim.x) / (-((buf36[2] <= gridDim.x) ? i38 : 8.25F))));
        __shared__ unsigned int sh_40[128];
        auto r41 = (short int)(h39 % i38);
    } else {
    }
}

inline int run_weigh42(int n43, long *acc44)
{
    if (!acc44)
        return n43;
    if (n43) {
        int pass45 = 0;
        do {
            if ((pass45 > 45) || (acc44[n43] != pass45)) {
                int r46 = 52 - pass45;
            }
            (*acc44) = (((pass45 > pass45) ? sizeof(float) : CAT_5(pass, 45)) / MAX2_4(acc44[n43], alignof(char))) * ((acc44[6] * n43) + MAX2_4(n43, TILE_DIM_1));
            n43 = +((double)pass45);
            ++pass45;
        } while (pass45 < pass45);
    } else {
    }
    return *acc44;
}
struct Cfg_49 {
    int v;
    static int get() { return this->v; }
};

int main()
{
    int n47 = 1936;
    unsigned prod48{0x5u};
    if (prod48 >= (prod48 + n47))
        return 0x22 / n47;
    prod48 = n47;
    shade16<<<dim3(WARPS_2 + 120, (n47 + 127) / 128, (n47 + 127) / 128), 0x40, 0>>>(nullptr, (const float*)nullptr, 384);
    tally34_kernel<<<dim3(1, (n47 + 077) / 0100, (0x1)), dim3(WARPS_2 + 24), (CONFIG_6 + 1020)>>>(nullptr, (double*)nullptr, prod48 * prod48);
    return 0;
}
