// cudagen 0.1 seed 973 valid
// features: kernel,launch,builtin_vars,grid_stride_loop,host_device_function,main,constexpr_var,if,for,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_suffix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,pp_ifdef,pp_if,pp_undef,comments
#include "prelude.cuh"

#define TILE_DIM_1 3
#ifdef USE_FAST_PATH_2
#define TUNE_3 8
#else
#define TUNE_3 47
#endif
#if TILE_DIM_1 == 3
#define CONFIG_4 2
#else
#define CONFIG_4 27
#endif
#undef CONFIG_4
#define CONFIG_4 24
// Computes one element per thread.
__host__ __device__ void scatter5(unsigned char b6) {
    b6 &= (unsigned char)255;
    b6 %= (b6 != b6) ? (b6 * (~b6)) : 255;
    double tmp7 = int((8 - b6) / (3881lu / b6));
    bool off8 = 0;
    if ((off8 + off8) != 21U) {
        return;
    }
}
__global__ void update9(int stride10, const short int *in11, float q12, unsigned p13) {
    int gid14 = threadIdx.x;
    if (gid14 >= stride10) {
        return;
    }
    --p13;
    for (int j15 = (blockIdx.x * blockDim.x) + threadIdx.x; j15 < 3; j15 += blockDim.x * gridDim.x) {
        stride10++;
        stride10 = *in11;
        float prod16 = 39 % ((blockIdx.z & p13) + gid14);
    }
    char off17 = (30U + (gid14 - stride10)) * 46;
    if (off17 != 15) {
        return;
    }
}
int main() {
    int len18 = 2029;
    bool stride19 = (static_cast<unsigned>(len18) * (31 - len18)) % (sizeof(unsigned long) + (len18 % 59));
    for (int n20 = 0; n20 < (10); n20++) {
        signed char h21 = static_cast<int>(static_cast<size_t>(TUNE_3) - ((stride19 == len18) ? stride19 : stride19));
        len18 = -((n20 / TILE_DIM_1) / (54 - stride19));
    }
    len18--;
    update9<<<4 * 2, TILE_DIM_1 + 253>>>(3 / len18, nullptr, (TUNE_3 - stride19) % (len18 % len18), 55 - len18);
    return 0;
}
