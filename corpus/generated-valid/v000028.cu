// cudagen 0.1 seed 28 valid
// features: kernel,kernel_extern_c,launch,launch_dim3,launch_shared_mem,host_device_function,main,constant_array,constexpr_var,local_array,using_alias,if,goto,nested_block,comparison,incdec,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_undef,comments
#include "prelude.cuh"

#define TILE_DIM_1 4
#define TILE_DIM_2 128
#define CHUNK_3 (TILE_DIM_1 + ((TILE_DIM_1 + (TILE_DIM_1 + (TILE_DIM_1 + 51))) * 0b100))
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))
#define ADD3_5(a, b, c) ((a) + (b) + (c))
#define SWAP_6(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_7(x) #x
#define STR_8(x) STR_IMPL_7(x)
#define CAT_9(a, b) a##b
#undef CHUNK_3
#define CHUNK_3 8
__constant__ unsigned int c_warp10[8] = {144, 55, 22ll, 1776, 37, 60, 0b100010l, 8};
// Computes one element per thread.

extern "C" __global__ void split11(int n12, const int *in13, int *data14, int stride15) {
    if ((*in13) < c_warp10[n12]) {
        goto out16;
    }
    stride15 = c_warp10[stride15];
    ++(*data14);
out16:;
}

__host__ __device__ float fuse17(size_t *data18) {
    {
        data18[5]++;
        int base19{U'a'};
    }
    data18[0] = 0b1010;
    int acc20[3] = {};
    --acc20[0];
    size_t acc21[6] = {0b101110u, 9UL, 4298l};
    return 449 + (acc20[0] - acc20[2]);
}
using real22_t = float;

__host__ __device__ int scatter23(int count24, real22_t cfg25, int *data26) {
    data26[count24] = 18l * (count24 / 1);
    const real22_t *val27 = nullptr;
    if (data26[count24] * data26[count24]) {
        return 60 + (val27[0] + 35);
    }
    return (TILE_DIM_2 * (cfg25 / sizeof(unsigned long long))) + (sizeof(int) * ADD3_5(*val27, data26[0], TILE_DIM_1));
}

int main(void) {
    int n28 = 3865;
    n28 = 7ll;
    real22_t e29 = n28;
    split11<<<dim3((n28 + 63) / 64), dim3(TILE_DIM_1 + 12), 0>>>(sizeof(unsigned), &n28, &n28, 4 - (n28 - 29UL));
    split11<<<dim3((512)), 256, sizeof(float) * 64>>>((int)n28, &n28, nullptr, L' ');
    return 0;
}
