// cudagen 0.1 seed 2 invalid:host_call_from_device
// features: kernel,launch_bounds,restrict_params,launch,builtin_vars,host_device_function,host_function,constexpr_function,main,device_var,constexpr_var,struct,if,for,while,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_static,macro_object,macro_function,pp_if,comments
#include "prelude.cuh"

#define CHUNK_1 64
#define BLOCK_SIZE_2 ((64) * (2))
#define TILE_DIM_3 4
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))
#define HALF_5(x) ((x) / 2)

#if CHUNK_1 == 64
#define CONFIG_6 7
#else
#define CONFIG_6 28
#endif

__device__ __host__ unsigned rank7(int stride8, int n9) {
    stride8 = +(21 - stride8);
    for (int j10 = 10; j10 > 0; --j10) {
        n9 = HALF_5((n9 >> 2) + (40U / n9));
        n9 = 41 + stride8 + n9;
        n9 = 36;
    }
    if (stride8 == 1) {
        return stride8;
    }
    return HALF_5(n9);
}
// Helper used by the kernels below.

struct Pixel11 {
    unsigned int count12;
    double w13;
    int weight14;
    long long flag15;
};
__device__ int d_decay16;
inline constexpr int DEPTH17 = 5;
// Computes one element per thread.

__global__ void __launch_bounds__(1 << (DEPTH17 + 1), 1) apply18(unsigned *__restrict__ data19, const short *__restrict__ coef20, float *data21) {
    unsigned int tid22 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int pass23 = 0;
    while (pass23 < pass23) {
        d_decay16 = 61lu / gridDim.x;
        ++pass23;
    }
    data19[tid22] = *data21;
}

constexpr int check_fold24(int n25) {
    char prod26 = n25;
    prod26--;
    return 51;
}
int host_only29(int x)
{
    return x + 1;
}
__global__ void uses_host30(int *p)
{
    p[threadIdx.x] = host_only29(p[threadIdx.x]);
}

int main() {
    int count27 = 2866;
    uses_host30<<<1, 32>>>(nullptr);
    rank7(count27 - DEPTH17, 1);
    count27--;
    count27 = static_cast<unsigned int>(53l);
    apply18<<<(count27 + 255) / 256, (TILE_DIM_3 + (TILE_DIM_3 + 56))>>>(nullptr, nullptr, nullptr);
    double x28 = 12.5 + (HALF_5(count27) + DEPTH17);
    count27 = rank7(count27, x28) * count27;
    return 0;
}
