// cudagen 0.1 seed 2383 valid
// features: kernel,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_template_function,main,shared_var,shared_2d,static_shared,local_array,if,nested_block,compound_assign,bitwise,shift,comparison,comma,array_index,lit_int_binary,lit_int_suffix,cast_c,cast_functional,cast_static,sizeof,alignof,macro_object,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define BLOCK_SIZE_1 64
#define HALF_2(x) ((x) / 2)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#ifndef USE_FAST_PATH_6
#define TUNE_7 11
#else
#define TUNE_7 19
#endif

__global__ void __launch_bounds__((TUNE_7 + 501)) mix8_kernel(int n9, int n10, double cfg11) {
    int i12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    n9 <<= gridDim.x;
    unsigned int u13[5] = {};
    __shared__ int sh_14[10][(0b10)];
    {
        cfg11 *= 4686ull;
        if ((u13[n10] += n10, 20) != 32) {
            return;
        }
    }
    int y15[5] = {i12};
}

template <class T>
__device__ T trace16(T alpha17, unsigned int b18, int count19) {
    b18 >>= (alignof(float) - (b18 * count19)) * (unsigned(alpha17) + b18);
    static __shared__ int sh_20[4][8];
    unsigned short t21 = (float)count19;
    t21 = ((double)float(sh_20[t21 & 3][3])) - (threadIdx.x + (63L & b18));
    alpha17 += (b18);
    return HALF_2(t21);
}

int main() {
    int n22 = 3007;
    mix8_kernel<<<(128), 256, sizeof(double) * 256, nullptr>>>(HALF_2(n22 - n22), n22 | n22, (n22 >> 10LL) + (n22));
    n22 = n22 * (static_cast<int>(sizeof(int)) - HALF_2(n22));
    return 0;
}
