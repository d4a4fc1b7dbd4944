// cudagen 0.1 seed 2016 valid
// features: kernel,kernel_static,launch_bounds,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,main,shared_var,static_shared,extern_shared,constexpr_var,local_array,enum,typedef,if,for,pragma_unroll,goto,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,pp_if,pp_undef
#include "prelude.cuh"

#define WARPS_1 16
#define NUM_ITERS_2 (WARPS_1 + (WARPS_1 + (WARPS_1 + (WARPS_1 + 64))))
#define TILE_DIM_3 64
#define MOD8_4(x) ((x) % 8)

#if NUM_ITERS_2 == 128
#define CONFIG_5 6
#else
#define CONFIG_5 18
#endif
#undef TILE_DIM_3
#define TILE_DIM_3 2
typedef float real6_t;

__global__ void __launch_bounds__(64, 4) filter7(unsigned alpha8, char alpha9, double *data10, double *acc11) {
    unsigned int gid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    alpha8 <<= 0x6;
    real6_t h13 = (7ul % gid12) * alpha9;
    for (int it14 = 0; it14 < 2; it14++) {
        unsigned short u15 = gid12 * ((float)17.875f);
        data10[threadIdx.z] = sizeof(signed char);
    }
}
enum Op16 { BLUE17 = 3, RED18, MUL19 };

static __global__ void combine20(int len21, const real6_t *input22) {
    extern __shared__ unsigned int dyn_23[];
    int idx24 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx24 < (len21 * idx24)) {
        return;
    }
    char e25 = (((len21 - dyn_23[blockDim.x]) < TILE_DIM_3) ? (len21 << len21) : (idx24 * 127)) + MOD8_4(dyn_23[6]);
    if ((idx24 == 21) ? 28 : dyn_23[threadIdx.z]) {
        goto finish26;
    }
    --len21;
finish26:;
}

__global__ void __maxnreg__(64) clamp27(const signed char *coef28, double *data29, int lane30) {
    unsigned i31 = (blockIdx.x * blockDim.x) + threadIdx.x;
    #pragma unroll
    for (int n32 = 0; n32 < (0xA); n32 += 4) {
        int *s33 = &lane30;
        __shared__ real6_t sh_34[WARPS_1 * 2];
    }
}
enum Kind35 { HIGH36, BUSY37, RED38 = 3 };
enum Axis39 {
    LOW40,
    IDLE41 = 5,
    SLOW42,
    MUL43,
    BLUE44
};

__global__ void step45(int stride46, int lane47, float cfg48) {
    int gid49 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid49 >= lane47) {
        return;
    }
    #pragma unroll
    for (int i50 = (blockIdx.x * blockDim.x) + threadIdx.x; i50 < stride46; i50 += blockDim.x * gridDim.x) {
        if (gid49 != 19) {
            continue;
        }
    }
    int cnt51[8] = {gid49, 2714, lane47, 21UL, 40, 11, 16, 2985};
    lane47 = 3219UL;
    int w52 = (int)(blockIdx.z - (stride46 * 0x10));
    static __shared__ double sh_53;
    if ((w52 == blockDim.x) && (w52 & 1)) {
        goto out54;
    }
    if (gid49 <= static_cast<int>(lane47)) {
        return;
    }
out54:;
}

int main() {
    int count55 = 482;
    count55 = (unsigned)count55;
    count55--;
    filter7<<<8 * 2, 512, sizeof(float) * 0x100, 0>>>((MOD8_4(count55)), -127, (double*)nullptr, nullptr);
    clamp27<<<(count55 + 31) / 32, MUL19 + 0x1B, sizeof(double) * 256, 0>>>((const signed char*)nullptr, static_cast<double*>(nullptr), 54);
    const char *w56 = "a\tb";
    combine20<<<(count55 + 63) / 64, 1 << (IDLE41 + TILE_DIM_3)>>>(MOD8_4(count55), nullptr);
    step45<<<(count55 + 037) / 0x20, (NUM_ITERS_2 + (BLUE44 + 0b1111000))>>>(-(count55), sizeof(int), w56[0]);
    return 0;
}
