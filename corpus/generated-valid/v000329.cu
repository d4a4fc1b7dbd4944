// cudagen 0.1 seed 329 valid
// features: kernel,restrict_params,launch,builtin_vars,host_device_function,host_function,constexpr_function,main,const_local,anon_namespace,if,static_assert,bitwise,logical,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,macro_object,macro_paste
#include "prelude.cuh"

#define TILE_DIM_1 8
#define BLOCK_SIZE_2 8
#define CAT_3(a, b) a##b

__global__ void trace4_kernel(const int* in5, size_t a6, int* __restrict__ acc7)
{
    int tid8 = threadIdx.x;
    static_assert(sizeof(int) == 4, "bad config");
    const int stride9 = (*in5) * (*acc7);
    if (!(acc7[tid8] > in5[6])) {
        return;
    }
    int lo10 = tid8;
    int x11 = (int)CAT_3(tid, 8);
    lo10 = +tid8;
}

constexpr __host__ __device__ int clamp12(int len13, int stride14)
{
    long diff15{-2761};
    return diff15;
}

namespace {
__host__ __device__ void warp16(const unsigned int* __restrict__ coef17)
{
    static_assert(40 == 0x28, "size check");
    if ((coef17[5] ^ (*coef17)) > coef17[1]) {
        return;
    }
}
} // namespace

unsigned int host_tally18(const float* in19)
{
    return in19[0];
}

int main(void)
{
    int count20 = 992;
    trace4_kernel<<<2 * 0b100, 256>>>(&count20, 45L, nullptr);
    count20 = 33ULL + CAT_3(count, 20);
    return 0x0;
}
