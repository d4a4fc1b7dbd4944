// cudagen 0.1 seed 1191 valid
// features: kernel,grid_constant,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,main,device_array,shared_var,static_shared,struct,aligned_struct,member_access,call,lit_int_octal,lit_int_suffix,lit_float,lit_hex_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste,macro_statement,pp_ifdef
#include "prelude.cuh"

#define NUM_ITERS_1 3
#define TILE_DIM_2 256
#define CHUNK_3 3
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b
#define USE_FAST_PATH_8

#ifdef USE_FAST_PATH_8
#define TUNE_9 11
#else
#define TUNE_9 52
#endif
__device__ unsigned int d_relax10[16];

struct __align__(8) Node11 {
    int z12;
    unsigned sum13;
};

__global__ void spread14_kernel(const int* src15, __grid_constant__ const Node11 a16, int n17) {
    int i18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    static __shared__ float sh_19[16 * 16];
    float e20 = -0x1p1F;
}

size_t check_relax21(const Node11 &b22) {
    spread14_kernel<<<8, dim3(2, 4), sizeof(int) * 64>>>((const int*)nullptr, Node11{static_cast<int>(b22.sum13), 2u}, b22.z12);
    return +b22.sum13;
}

int main(void) {
    int count23 = 01203;
    count23 = (short int)030;
    spread14_kernel<<<32, 16 * (NUM_ITERS_1 + 1), 256>>>(nullptr, Node11{count23, static_cast<unsigned int>(CAT_7(count, 23))}, check_relax21(Node11{count23, 56}));
    return 0;
}
