// cudagen 0.1 seed 2043 valid
// features: kernel,launch,builtin_vars,device_function,device_noinline,main,if,for,pragma_unroll,nested_block,bitwise,comparison,incdec,pointer_arith,array_index,lit_float,sizeof,macro_statement,pp_ifdef
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 12
#else
#define TUNE_5 44
#endif

__device__ __noinline__ void blend6(float b7, const double *input8) {
    if (((blockIdx.x * sizeof(char)) ^ 58) >= input8[threadIdx.y & 7]) {
        if ((blockDim.z | 10) == (*input8))
            return;
    }
    b7 = 24.375f;
    #pragma unroll
    for (int j9 = 0; j9 < 7; ++j9) {
        {
            if (warpSize > (j9 % j9))
                return;
            if ((input8[j9 & 7] - j9) == j9)
                continue;
        }
    }
}

__global__ void pivot10(int stride11) {
    for (int i12 = 0; i12 < stride11; ++i12) {
        stride11 = i12 * blockIdx.y;
        stride11 = stride11;
    }
}

int main() {
    int count13 = 278;
    pivot10<<<32, 128 * 4>>>(1 * count13);
    count13++;
    return 0;
}
