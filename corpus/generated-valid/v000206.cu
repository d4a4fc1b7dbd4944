// cudagen 0.1 seed 206 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,main,shared_var,extern_shared,constexpr_var,struct,class_private,for,ternary,compound_assign,bitwise,logical,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,sizeof,lambda,lambda_iife,macro_object,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define CHUNK_1 16
#define NUM_ITERS_2 256
#define USE_FAST_PATH_3
#ifdef USE_FAST_PATH_3
#define TUNE_4 7
#else
#define TUNE_4 17
#endif
#if CHUNK_1 > 119
#define CONFIG_5 7
#else
#define CONFIG_5 19
#endif
// Returns the accumulated value.
class Body6 {
    float id7;
public:
    __host__ __device__ Body6(float b8) : id7(b8) {}
    __host__ __device__ float scale9() const {
        unsigned q10 = id7;
        q10 |= ((8lu * q10) - (3951u)) - 0x31UL;
        return q10;
    }
};
class Tile11 {
    int weight12;
    unsigned int x13;
public:
    __host__ __device__ Tile11(int a14, unsigned int a15) : weight12(a14), x13(a15) {}
    __host__ __device__ int bump16() const {
        return x13 * x13 * x13;
    }
    __host__ __device__ int reset17() const {
        return weight12 - (x13 - weight12);
    }
};
__global__ void score18_kernel(const float *coef19, int len20, int *acc21) {
    extern __shared__ long dyn_22[];
    int idx23 = (blockIdx.x * blockDim.x) + threadIdx.x;
    char cnt24 = 0b11001;
    for (int j25 = (blockIdx.x * blockDim.x) + threadIdx.x; j25 < 7; j25 += blockDim.x * gridDim.x) {
        cnt24 = (+(*coef19)) + ((CONFIG_5 - gridDim.x) - (j25 * len20));
        int prod26 = -18L;
    }
}
int main() {
    int n27 = 2013;
    ([]() {})();
    score18_kernel<<<(n27 + 0xFF) / 256, CHUNK_1 + CHUNK_1, 4096>>>(nullptr, n27, &n27);
    size_t f28 = n27;
    n27 |= f28;
    score18_kernel<<<CHUNK_1 * 4, sizeof(float) * CHUNK_1, sizeof(int) * 128, (cudaStream_t)0>>>((const float*)nullptr, (!(n27 > n27)) ? NUM_ITERS_2 : (n27 % f28), nullptr);
    cudaStream_t acc29 = (cudaStream_t)0;
    return 0x0;
}
