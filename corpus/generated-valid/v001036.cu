// cudagen 0.1 seed 1036 valid
// features: kernel,kernel_extern_c,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,main,constant_array,shared_var,static_shared,extern_shared,constexpr_var,enum,if,nested_block,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,lambda,lambda_capture_value,lambda_launch,macro_object,macro_function,pp_if,pp_undef
#include "prelude.cuh"

#define WARPS_1 8
#define TILE_DIM_2 ((020))
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#if TILE_DIM_2 == 16
#define CONFIG_5 3
#elif TILE_DIM_2 < 0
#error unreachable configuration
#else
#define CONFIG_5 9
#endif
#undef WARPS_1
#define WARPS_1 24

__global__ void reduce6(float *__restrict__ acc7, double *dst8, unsigned short q9, int *buf10) {
    int tid11 = threadIdx.x;
    dst8[1] = 16.875 * q9;
    acc7[q9] = blockDim.z;
    float off12 = CONFIG_5;
    q9 = 050lu;
    --q9;
}
__constant__ signed char c_tile13[2] = {39UL, 2};

extern "C" {
static __device__ float apply20(int *out21) {
    {
        (*out21) &= 12 >> c_tile13[blockDim.y];
        static __shared__ unsigned int sh_22[256];
    }
    out21[blockIdx.z] = 23;
    return 41;
}

__global__ void update14_kernel(const unsigned short *__restrict__ in15, unsigned char a16, int *data17, int *dst18) {
    extern __shared__ int dyn_19[];
    if (in15 != nullptr) {
        return;
    }
    --a16;
}
}
enum Level23 { HIGH24 = 3, MUL25, OFF26 };

int main() {
    int size27 = 2463;
    if (!(size27 == size27)) {
        return size27;
    }
    ++size27;
    auto fn30 = [=](short int z28, unsigned int v29) {
        reduce6<<<1, 32 * 2>>>(nullptr, (double*)nullptr, (OFF26 + z28) << (58 * size27), (int*)nullptr);
        z28 = size27;
    };
    fn30(size27, 1188);
    update14_kernel<<<(OFF26 + (MUL25 + (HIGH24 + 116))), (TILE_DIM_2 + 16) * 16, 0, 0>>>((const unsigned short*)nullptr, size27, &size27, &size27);
    size27 <<= size27;
    size27 = 24ULL;
    return 0;
}
