// cudagen 0.1 seed 224 invalid:call_too_many_args
// features: kernel,kernel_from_macro,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,static_device_function,host_device_function,default_args,main,constant_var,shared_var,constexpr_var,auto_var,static_local,namespace,if,for,compound_assign,bitwise,shift,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,cast_functional,cast_static,macro_object,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define NUM_ITERS_1 64
#define NUM_ITERS_2 (NUM_ITERS_1 + (1 << 6))
#define RADIUS_3 5
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define MAX2_5(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_6(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_7

#ifdef USE_FAST_PATH_7
#define TUNE_8 14
#else
#define TUNE_8 28
#endif
#define DEFINE_MAP_KERNEL_9(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_9(map_trace10, double)

namespace util11 {
__device__ __host__ float weigh12(double *__restrict__ acc13, long q14, unsigned int alpha15) {
    if (q14 < 48) {
        auto h16 = (alpha15 += 30l, (*acc13)) * (56 * (alpha15 + acc13[6]));
        if (int(alpha15 & RADIUS_3) > alpha15) {
            alpha15 = alpha15;
            acc13[q14] /= acc13[2];
        }
    }
    return 54u & (alpha15 % 0x32);
}
} // namespace util11
__constant__ float c_scatter17 = 33lu;

static __device__ float warp18(int n19 = 55) {
    __shared__ int sh_20[NUM_ITERS_1 + 64];
    n19 ^= n19 * sh_20[n19];
    return blockDim.y;
}
int mix25(int a, int b)
{
    return a * b;
}

int main() {
    int size21 = 3871;
    size21 = mix25(size21, 1, 2);
    int t22 = 0xfc9;
    t22 = NUM_ITERS_1;
    for (int i23 = 0; i23 < 14; i23++) {
        static short y24 = 0x3el;
        map_trace10<<<0x1 << 6, 512, 0>>>(static_cast<double*>(nullptr), t22 * y24);
    }
    return 0;
}
