// cudagen 0.1 seed 168 invalid:device_main
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_shared_mem,builtin_vars,host_function,main,shared_var,extern_shared,constexpr_var,local_array,enum,namespace,nested_namespace,if,if_else,for,static_assert,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,pp_ifdef,pp_if
#include "prelude.cuh"

#define NUM_ITERS_1 8
#define BLOCK_SIZE_2 ((16 * 4))
#define TILE_DIM_3 (3)
#define HALF_4(x) ((x) / 2)
#define HALF_5(x) ((x) / 2)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#define CAT_8(a, b) a##b

#ifndef USE_FAST_PATH_9
#define TUNE_10 10
#else
#define TUNE_10 63
#endif
#if TILE_DIM_3 > 14
#define CONFIG_11 1
#elif TILE_DIM_3 < 0
#error unreachable configuration
#else
#define CONFIG_11 30
#endif
constexpr float kL12 = 5.25F;

namespace ops13::sub14 {
enum Mode15 {
    BUSY16,
    IDLE17,
    FAST18,
    ON19,
    BLUE20
};
enum Kind21 : unsigned int { MUL22 = 1, ON23, FAST24 };
enum Mode25 { LOW26, BLUE27, MUL28 };
} // namespace ops13::sub14

static __global__ void pivot29(int n30)
{
    extern __shared__ float dyn_31[];
    int tid32 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid32 >= n30) {
        return;
    }
    double stride33[(ops13::sub14::FAST24)] = {32};
    ops13::sub14::Mode25 mid34 = ops13::sub14::BLUE27;
    mid34 = ops13::sub14::BLUE27;
    n30 = blockIdx.x / 39U;
    n30 -= 42;
}

__global__ void __launch_bounds__(1024, 1) bias35(int lane36, ops13::sub14::Mode25 a37, int n38, signed char* __restrict__ acc39)
{
    extern __shared__ unsigned long long dyn_40[];
    int i41 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i41 >= lane36) {
        return;
    }
    acc39[3] *= (lane36 - threadIdx.x) * 9;
    for (int n42 = lane36; n42 > 0b0; --n42) {
        ops13::sub14::Kind21 t43 = ops13::sub14::FAST24;
        ++lane36;
    }
    (*acc39) = 0b1101 + dyn_40[lane36];
}
static_assert((sizeof(int) * 7) > 27, "tile must fit");

__global__ void __launch_bounds__(1024, ops13::sub14::MUL22 + (ops13::sub14::MUL22 + ops13::sub14::BLUE27)) decay44_kernel(short a45, ops13::sub14::Kind21 b46, int* data47)
{
    extern __shared__ unsigned char dyn_48[];
    int i49 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int sum50[5] = {57L, i49};
    if ((dyn_48[a45] * 9 * (a45 - 10)) < (a45 + b46)) {
        for (int it51 = 0; it51 < a45; it51 += 1) {
            b46 = ops13::sub14::MUL22;
        }
        dyn_48[threadIdx.z] %= b46;
    }
    ops13::sub14::Mode15 cnt52 = ops13::sub14::IDLE17;
    data47[i49] = 15UL;
}

inline int run_trace53(unsigned alpha54)
{
    alpha54 &= alpha54;
    if (CAT_8(alpha, 54) * 15ul) {
        alpha54 &= alpha54;
        pivot29<<<ops13::sub14::MUL28, (ops13::sub14::MUL22 + 15) * (ops13::sub14::ON19 + ops13::sub14::MUL22), 0>>>((kL12 * CAT_8(alpha, 54)) + kL12);
    } else {
    }
    return static_cast<float>(HALF_5(alpha54 + 5));
}

__host__ __device__ int main(void)
{
    int size55 = 3079;
    ops13::sub14::Kind21 y56 = ops13::sub14::FAST24;
    ops13::sub14::Mode25 base57 = ops13::sub14::MUL28;
    base57 = base57;
    bias35<<<(size55 + 63) / 64, (ops13::sub14::FAST24 + (ops13::sub14::ON19 + (ops13::sub14::ON19 + (ops13::sub14::ON23 + (ops13::sub14::MUL22 + (NUM_ITERS_1 + 12))))))>>>(y56, ops13::sub14::LOW26, (base57 != ops13::sub14::LOW26) ? kL12 : run_trace53(CAT_8(size, 55)), (signed char*)nullptr);
    decay44_kernel<<<1, ops13::sub14::MUL28 + (ops13::sub14::MUL22 + (CONFIG_11 + (BLOCK_SIZE_2 + (ops13::sub14::MUL28 + (TUNE_10 + (ops13::sub14::MUL22 + (ops13::sub14::BLUE20 + (TILE_DIM_3 + 11)))))))), sizeof(float) * 32>>>(run_trace53(size55), y56, &size55);
    return 0;
}
