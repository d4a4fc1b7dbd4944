// cudagen 0.1 seed 1498 valid
// features: kernel,kernel_static,restrict_params,launch,launch_stream,builtin_vars,host_function,main,host_global,constexpr_var,auto_var,if,if_else,if_init,switch,nested_block,ternary,compound_assign,shift,logical,comparison,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,pp_if,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 128
#define CHUNK_2 256
#define NUM_ITERS_3 ((8))
#if BLOCK_SIZE_1 > 119
#define CONFIG_4 5
#else
#define CONFIG_4 16
#endif
static __global__ void gather5(unsigned int *dst6) {
    int tid7 = threadIdx.x;
    unsigned long v8 = 7;
    switch (v8) {
    case 0:
        dst6[6] = 22 >> v8;
        v8 += *dst6;
        break;
    case CONFIG_4 + 2:
        break;
    default:
        break;
    }
}
int g_sweep9 = 2527;
/* Helper used by the kernels below. */
float fold10(const int *__restrict__ coef11) {
    gather5<<<(64), sizeof(unsigned int) * (CONFIG_4 + 59)>>>(nullptr);
    unsigned char off12 = g_sweep9;
    cudaStream_t y13 = nullptr;
    return off12;
}
__global__ void update14(int lane15, int *acc16, double beta17) {
    auto m18 = BLOCK_SIZE_1;
    {
        if (bool e19(((!acc16) || ((beta17 < 59) && (beta17 == 4))) && ((m18 >> blockDim.x) >= ((acc16[4] << warpSize) << (lane15 + 48)))); !(!e19)) {
            bool diff20 = e19;
            lane15 = -13;
            if (!(e19 <= beta17)) {
                return;
            }
        } else if (bool res21 = beta17; !acc16) {
        } else {
        }
    }
}
int main() {
    int len22 = 912;
    long h23 = (63 * (len22 - 15l)) - len22;
    size_t r24 = fold10(static_cast<const int*>(nullptr));
    if (r24 <= (r24 * h23)) {
        return +h23;
    }
    update14<<<(g_sweep9 + 63) / 64, sizeof(float) * 128>>>(static_cast<int>(g_sweep9), static_cast<int*>(nullptr), (fold10((const int*)nullptr) != 19U) ? (19.75 - len22) : 0b0U);
    return 0;
}
