// cudagen 0.1 seed 2008 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,device_array,shared_var,static_shared,constexpr_var,local_array,for,nested_block,bitwise,incdec,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,macro_statement,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

__global__ void blend4_kernel(const int *__restrict__ src5)
{
    unsigned idx6 = (blockIdx.x * blockDim.x) + threadIdx.x;
    for (int i7 = 0; i7 < 011; ++i7) {
        int sum8 = (i7 - idx6) % 22UL;
    }
    __shared__ float sh_9;
}
inline constexpr long RADIUS10 = 0b111;
__device__ bool d_gather11[32];
// Computes one element per thread.

__global__ void rank12(int *out13, int len14)
{
    {
        len14 = 0b111000;
        len14 = d_gather11[11] | threadIdx.x;
    }
    static __shared__ unsigned int sh_15[64];
    unsigned h16 = d_gather11[12];
    int m17{57};
}

int main()
{
    int n18 = 344;
    n18--;
    for (int it19 = 0, j20 = 5; it19 < j20; (++it19, (--j20))) {
        n18--;
        unsigned char res21[6] = {};
    }
    blend4_kernel<<<dim3((n18 + 0377) / 256), dim3(128, 1)>>>((const int*)nullptr);
    rank12<<<dim3((n18 + 255) / 0400, (n18 + 255) / 256), RADIUS10 + 071, 0, 0>>>(&n18, RADIUS10);
    return 0;
}
