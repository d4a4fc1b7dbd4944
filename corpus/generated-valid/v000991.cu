// cudagen 0.1 seed 991 valid
// features: kernel,kernel_from_macro,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,device_var,managed_var,shared_var,shared_2d,constexpr_var,const_local,if,while,nested_block,compound_assign,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_escape,sizeof,macro_object,macro_function,macro_paste
#include "prelude.cuh"

#define TILE_DIM_1 16
#define NUM_ITERS_2 16
#define NUM_ITERS_3 8
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
static __device__ unsigned d_lerp7 = (27);
__managed__ unsigned int m_count8 = 1;
#define DEFINE_MAP_KERNEL_9(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_9(map_rank10, unsigned)
__global__ void bias11_kernel(float p12) {
    int i13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    __shared__ unsigned int sh_14[64];
    int pass15 = 0x0;
    while (pass15 < 6) {
        p12 -= 2.75f;
        ++pass15;
    }
    const unsigned int res16 = (sh_14[i13]);
    d_lerp7 = 26L + ((CAT_6(p, 12) + m_count8) - p12);
}
__global__ void trace17(const double* in18) {
    unsigned int tid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
    {
        int flag20(*in18);
        d_lerp7 = tid19;
    }
    unsigned int stride21{'\''};
    double z22 = d_lerp7 + TILE_DIM_1;
    __shared__ double sh_23[NUM_ITERS_3];
    __shared__ signed char sh_24[15][2];
}
int main() {
    int count25 = 3486;
    constexpr double off26 = 23.625f;
    if (off26 <= (count25 * m_count8)) {
        return 29;
    }
    (++count25, (count25 >>= m_count8 + 0x4));
    float q27 = m_count8;
    bias11_kernel<<<dim3(sizeof(float) * 128), 0x100, (TILE_DIM_1 + (TILE_DIM_1 + (NUM_ITERS_2 + 208))) * NUM_ITERS_2, nullptr>>>((m_count8 += 22ull, 15) * 1182LL);
    map_rank10<<<(count25 + 127) / 0x80, dim3((count25 + 63) / 64, (count25 + 127) / 128), 1024, 0>>>(&m_count8, count25);
    trace17<<<(TILE_DIM_1 + (NUM_ITERS_2 + 32)), dim3(256, (m_count8 + 63) / 64, 2)>>>(&off26);
    return 0;
}
