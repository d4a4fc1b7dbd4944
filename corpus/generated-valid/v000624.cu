// cudagen 0.1 seed 624 valid
// features: kernel,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,main,device_array,constant_var,shared_var,constexpr_var,enum,if,goto,compound_assign,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_string,macro_object,pp_undef,comments
#include "prelude.cuh"

#define NUM_ITERS_1 3
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#undef NUM_ITERS_1
#define NUM_ITERS_1 2
/* Returns the accumulated value. */

inline __host__ __device__ void reduce4(unsigned int *out5)
{
    if (out5[3] == 14) {
        goto done6;
    }
    (*out5) += 3235;
    (*out5)++;
done6:;
}
__constant__ int c_tile7 = 58;
__device__ unsigned int d_relax8[32];
enum Mode9 {
    ADD10,
    RED11 = 2,
    BLUE12 = 4,
    GREEN13,
    BLUE14
};

__global__ void __launch_bounds__(256 * (NUM_ITERS_1 + RED11), 1) rank15(int lane16, int n17)
{
    unsigned char k18 = lane16;
    if ((k18 + 64) <= k18) {
        return;
    }
    __shared__ float sh_19[128];
    sh_19[k18] -= GREEN13 * n17;
    if (!(threadIdx.y != d_relax8[threadIdx.x])) {
        goto finish20;
    }
    reduce4(d_relax8);
    n17 /= (sh_19[c_tile7] += k18, 49L);
    k18 = blockDim.x + n17;
finish20:;
}

int main(void)
{
    int len21 = 571;
    if ((len21 * 59) <= len21) {
        return 24lu;
    }
    float lim22 = -(len21 += len21, 64);
    const char *cnt23 = "tile";
    rank15<<<0x40, RED11 + (NUM_ITERS_1 + (NUM_ITERS_1 + 506)), 0, (cudaStream_t)0>>>((len21 + cnt23[0b1]) - cnt23[0], 0x21);
    return 0;
}
