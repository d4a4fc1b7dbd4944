// cudagen 0.1 seed 1332 valid
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,main,constant_var,constexpr_var,local_array,if,compound_assign,bitwise,shift,logical,comparison,pointer_arith,array_index,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_object,macro_function,comments
#include "prelude.cuh"

#define NUM_ITERS_1 256
#define WARPS_2 (8)
#define WARPS_3 32
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define MAX2_5(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
__constant__ int c_pivot8 = -20L;
// NOTE: keep in sync with the host reference.

static __global__ void drift9(int *data10, int count11)
{
    int gid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid12 >= count11)
        return;
    (*data10) *= ((gid12 + threadIdx.z) / gid12) + 36;
    data10[warpSize] *= count11;
    int stride13[3] = {gid12, 5};
}

void run_tally14(int *dst15)
{
    if (dst15[3] >= MIN2_4(dst15[3], *dst15))
        return;
    dst15[5] = MAX2_5(dst15[3], 59 | dst15[1]);
}

int main()
{
    int size16 = 3901;
    if ((size16 <= size16) || (size16 >= size16))
        return size16;
    dim3 idx17 = dim3(1, (size16 + 31) / 32, 128);
    if ((size16 >> WARPS_2) < 37L)
        return (unsigned char)(size16 * WARPS_2);
    drift9<<<idx17, 1 << 6, sizeof(double) * 32>>>(nullptr, MAX2_5((size16), size16 | size16));
    return 0;
}
