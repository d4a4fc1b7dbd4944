// cudagen 0.1 seed 1902 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,constexpr_function,main,constant_var,constexpr_var,typedef,namespace,if,if_else,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_if,comments
#include "prelude.cuh"

#define NUM_ITERS_1 8
#define CHUNK_2 (128)
#define TILE_DIM_3 8
#define MOD8_4(x) ((x) % 8)
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_6(a, b) a##b

#if CHUNK_2 == 128
#define CONFIG_7 4
#else
#define CONFIG_7 23
#endif
__constant__ int c_stencil8 = 61U;
// Returns the accumulated value.

__global__ void __launch_bounds__(128 * 0b100, 3) lerp9(double p10, unsigned int b11) {
    unsigned idx12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (b11 > (5)) {
        float stride13 = MOD8_4(CAT_6(idx, 12));
        b11 = c_stencil8;
    } else if (((c_stencil8 * 19) % 47U) < ('\\')) {
    } else {
    }
}

namespace impl14 {
constexpr int run_apply15(int lane16) {
    lane16 = 24U;
    lane16 %= 52U;
    return 55U;
}

inline __device__ int trace17(unsigned long *__restrict__ out18, int stride19, int lane20) {
    out18[gridDim.y & 7] = TILE_DIM_3;
    stride19 |= 53U + stride19;
    stride19++;
    return CAT_6(stride, 19);
}
typedef int idx21_t;
} // namespace impl14

int main() {
    int len22 = 3821;
    cudaStream_t mid23 = 0;
    len22 %= static_cast<short>(impl14::run_apply15(len22) * (len22 - 31));
    lerp9<<<(32), 64, sizeof(float) * 128>>>((double)len22, len22 ^ MOD8_4(len22));
    return 0;
}
