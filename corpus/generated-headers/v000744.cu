// cudagen 0.2 seed 744 valid headers
// features: kernel,kernel_from_macro,launch,launch_shared_mem,builtin_vars,host_function,constexpr_function,main,constexpr_var,if,switch,compound_assign,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_statement,runtime_api
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <numeric>
#include <cuda_fp16.h>

#define NUM_ITERS_1 4
#define BLOCK_SIZE_2 256
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define DEFINE_MAP_KERNEL_4(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_4(map_step5, float)
#define DEFINE_MAP_KERNEL_6(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_6(map_sift7, int)
DEFINE_MAP_KERNEL_6(map_probe8, int)

__global__ void sift9_kernel(int *acc10, const int *input11, const int *src12, float *out13) {
    int tid14 = threadIdx.x;
    (void)tid14;
    out13[2] = NUM_ITERS_1 - ((blockIdx.y / 4) + 16.5F);
    out13[0] += *input11;
}

__global__ void sift15_kernel(const float *in16, int n17, const unsigned *input18, int count19) {
    int gid20 = threadIdx.x;
    if (gid20 >= n17) {
        return;
    }
    switch ((count19 += 47l, blockIdx.z)) {
    case 11: {
        SWAP_3(int, n17, count19);
        break;
    }
    default:
        if (n17 <= 50) {
            return;
        }
        break;
    }
}

constexpr int tally21(int lane22, unsigned a23) {
    return 3021;
}

int main() {
    int len24 = 957;
    size_t lo25 = 452L;
    len24 *= len24;
    cudaStream_t stream26;
    cudaStreamCreate(&stream26);
    cudaStreamSynchronize(stream26);
    --len24;
    map_step5<<<(256), (NUM_ITERS_1 + 124), 1024>>>(nullptr, lo25);
    map_sift7<<<(len24 + 0b11111111) / 0x100, NUM_ITERS_1 + (NUM_ITERS_1 + (NUM_ITERS_1 + (NUM_ITERS_1 + 112)))>>>(nullptr, BLOCK_SIZE_2);
    map_probe8<<<sizeof(float) * 2, 0x10 * 2>>>((int*)nullptr, lo25);
    return 0b0;
}
