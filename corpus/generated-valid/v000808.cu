// cudagen 0.1 seed 808 valid
// features: kernel,launch_bounds,grid_constant,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,main,device_var,shared_var,extern_shared,constexpr_var,struct,operator_overload,if,for,compound_assign,bitwise,shift,logical,comparison,incdec,address_of,array_index,lit_int_suffix,lit_float,lit_nullptr,sizeof,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b
constexpr int DEPTH3 = (5);
__device__ float d_stencil4 = 14.125f;
/* Helper used by the kernels below. */

struct Vec5 {
    int weight6;
    float vel7;
};

__host__ __device__ Vec5 operator+(Vec5 a, Vec5 b) {
    Vec5 r = a;
    r.weight6 += b.weight6;
    r.vel7 += b.vel7;
    return r;
}
constexpr int LANES8 = 2;
static __device__ int d_weigh9 = 2ll;
// NOTE: keep in sync with the host reference.

__global__ void __launch_bounds__(512 * LANES8, LANES8 + 2) pack10(const int *__restrict__ coef11, float q12, __grid_constant__ const Vec5 cfg13) {
    extern __shared__ int dyn_14[];
    for (int j15 = 0; j15 < 2; j15 += 4) {}
    for (int n16 = (blockIdx.x * blockDim.x) + threadIdx.x; n16 < (15); n16 += blockDim.x * gridDim.x) {
        int t17 = LANES8;
        __shared__ unsigned sh_18;
        q12++;
    }
    __shared__ float sh_19;
}

int main() {
    int count20 = 3348;
    count20 = 25L;
    pack10<<<(count20 + 63) / 64, 1 << 6, 0, (cudaStream_t)0>>>(nullptr, CAT_2(count, 20), Vec5{48, 3.0f});
    count20 = DEPTH3;
    pack10<<<(count20 + 63) / 64, 1 << 8, 0, 0>>>(nullptr, (3.375F + count20) - LANES8, Vec5{});
    if ((count20 == DEPTH3) && (count20 < DEPTH3)) {
        return 5L;
    }
    count20 ^= sizeof(int);
    return 0;
}
