// cudagen 0.1 seed 860 valid
// features: kernel,maxnreg,restrict_params,launch,builtin_vars,main,local_array,for,pragma_unroll,nested_block,bitwise,shift,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_char,lit_char_prefix,lit_string,lit_nullptr,cast_c,cast_static,macro_object,macro_paste,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 128
#define RADIUS_2 256
#define BLOCK_SIZE_3 4
#define CAT_4(a, b) a##b
#undef BLOCK_SIZE_3
#define BLOCK_SIZE_3 8

__global__ void __maxnreg__(64) warp5_kernel(const double *input6)
{
    int tid7 = threadIdx.x;
    {
    }
}

__global__ void grow8_kernel(double *dst9, int len10, const int *__restrict__ in11)
{
    #pragma unroll
    for (int j12 = 0, j13 = len10; j12 < j13; (++j12, (--j13))) {
        long long tmp14[2] = {L'a', 3359U};
        tmp14[0] = tmp14[j12 & 1];
    }
}

int main()
{
    int size15 = 1807;
    for (int n16 = 0, j17 = 16; n16 < j17; (++n16, (--j17))) {
        for (int j18 = 0, j19 = j17; j18 < j19; (++j18, (--j19)))
            warp5_kernel<<<0b10, 1 << 7>>>((const double*)nullptr);
    }
    const char *x20 = "warp size";
    bool flag21 = 1;
    grow8_kernel<<<2 * 0x2, BLOCK_SIZE_1>>>(static_cast<double*>(nullptr), (0b10111u * x20[1]) - 3649, static_cast<const int*>(nullptr));
    return 0;
}
