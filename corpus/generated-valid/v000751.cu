// cudagen 0.1 seed 751 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,main,shared_var,extern_shared,constexpr_var,if,if_else,goto,nested_block,compound_assign,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_statement,pp_if,comments
#include "prelude.cuh"

#define CHUNK_1 32
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#if (CHUNK_1 * 2) >= 49 && CHUNK_1 != 0
#define CONFIG_3 7
#elif CHUNK_1 < 0
#error unreachable configuration
#else
#define CONFIG_3 19
#endif
constexpr int LANES4 = 3;

__global__ void apply5(int count6, int *buf7) {
    unsigned int idx8 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((count6 + CHUNK_1) <= count6) {
        goto done9;
    }
    if (idx8 >= count6) {
        return;
    }
    if ((!buf7) && (gridDim.x >= idx8)) {
        return;
    }
    (*buf7) += 35;
done9:;
}
// NOTE: keep in sync with the host reference.

inline __device__ void update10(const int *__restrict__ src11, float *out12, int len13) {
    int m14(LANES4);
    short mid15 = (*src11) << ((blockIdx.z) * threadIdx.x);
    if (!(threadIdx.x == len13)) {
        goto out17;
    }
    if (threadIdx.y || (!(src11 == nullptr))) {
        len13 = sizeof(int) >> len13;
    } else if (mid15 < ((*src11) - m14)) {
        __shared__ size_t sh_16;
        mid15 = (((int)out12[m14]) + sh_16) / len13;
        mid15 = ((long)gridDim.x) >> (16 >> (sh_16 - 7));
    }
out17:;
}
/* Computes one element per thread. */

__global__ void rank18(double cfg19) {
    extern __shared__ float dyn_20[];
    int tid21 = threadIdx.x;
    update10(nullptr, dyn_20, (warpSize % LANES4) << (tid21 * tid21));
    {
        dyn_20[0b1]--;
        double lo22 = 61ul;
    }
}

template <typename T>
__global__ void split23(T cfg24) {
    int tid25 = (blockIdx.x * blockDim.x) + threadIdx.x;
    unsigned int val26 = (double)(static_cast<int>(tid25) >> ((unsigned int)LANES4));
    val26 = threadIdx.x;
    val26 = +cfg24;
}

int main() {
    int n27 = 2436;
    if (n27 != (n27)) {
        n27 <<= n27 % (LANES4);
    }
    int flag28 = LANES4;
    rank18<<<0b10000, CHUNK_1 * (LANES4 + 1), 0, (cudaStream_t)0>>>(flag28);
    apply5<<<CHUNK_1 + 96, 32, 0, (cudaStream_t)0>>>((LANES4) << flag28, nullptr);
    split23<long><<<(CHUNK_1 + 480), 1 << 6, 0, nullptr>>>(flag28);
    return 0;
}
