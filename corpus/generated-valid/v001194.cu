// cudagen 0.1 seed 1194 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,auto_var,if,switch,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_string,lit_nullptr,sizeof,macro_object,macro_function,pp_ifdef
#include "prelude.cuh"

#define RADIUS_1 3
#define CHUNK_2 16
#define NUM_ITERS_3 128
#define HALF_4(x) ((x) / 2)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#ifdef USE_FAST_PATH_7
#define TUNE_8 8
#else
#define TUNE_8 63
#endif
__global__ void count9(float *acc10, double *out11, int len12, int n13)
{
    unsigned int i14 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i14 >= n13) {
        return;
    }
    switch (blockIdx.z) {
    case (8):
        if ((len12 - 33L) > 27) {
            break;
        }
        break;
    }
    out11[len12] -= n13;
}
int main()
{
    int len15 = 4069;
    const char *mid16 = "\x41\102";
    auto lo17 = mid16[0];
    len15++;
    if ((mid16[0x1] & 1) > lo17) {
        return (mid16[1] << mid16[0x0]) | lo17;
    }
    count9<<<dim3(RADIUS_1 + (RADIUS_1 + 10), sizeof(int) * (RADIUS_1 + 1), 1), sizeof(float) * 128, 0, nullptr>>>(nullptr, nullptr, len15, mid16[0b0]);
    return 0;
}
