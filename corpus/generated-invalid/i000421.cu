// cudagen 0.1 seed 421 invalid:endif_without_if
// features: kernel,kernel_static,launch,launch_shared_mem,launch_stream,builtin_vars,main,constexpr_var,const_local,typedef,if,ternary,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_static,sizeof,macro_object,comments
#include "prelude.cuh"

#define TILE_DIM_1 64
#define BLOCK_SIZE_2 (0x4)
#define NUM_ITERS_3 128
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
typedef unsigned char idx6_t;
// Helper used by the kernels below.

static __global__ void mix7(int stride8, const long long *src9, int len10) {
    unsigned int tid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid11 >= len10)
        return;
    const float m12 = (!(((0x10 != src9[3]) ? 17 : BLOCK_SIZE_2) != len10)) ? src9[0x5] : gridDim.y;
    stride8 = BLOCK_SIZE_2;
    len10 = gridDim.x + (static_cast<float>(gridDim.x) + ((src9 != nullptr) ? src9[5] : m12));
    unsigned int lim13(NUM_ITERS_3);
    ++len10;
    stride8++;
    lim13 = blockIdx.x;
}
#endif

int main() {
    int size14 = 3923;
    if (size14 < size14) {
        mix7<<<0x2 * 2, NUM_ITERS_3 * 2, sizeof(float) * 0x100>>>(size14, nullptr, (size14 != size14) ? (BLOCK_SIZE_2 * size14) : 065u);
        cudaStream_t lim15 = 0;
    }
    return 0;
}
