// cudagen 0.1 seed 1573 valid
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,main,shared_var,extern_shared,constexpr_var,struct,namespace,if,goto,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,cast_c,cast_functional,cast_static,cast_reinterpret,macro_object,pp_if,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 3
#define WARPS_2 128
#define CHUNK_3 (BLOCK_SIZE_1 + 0x1D)

#if (CHUNK_3 * 2) >= 45 && CHUNK_3 != 0
#define CONFIG_4 1
#else
#define CONFIG_4 32
#endif
// Returns the accumulated value.

struct Acc5 {
    unsigned int x6;
    bool weight7;
};

namespace gpu8 {
struct Vec9 {
    char mass10;
    float hi11;
};

__global__ void pivot12(float* __restrict__ acc13, int* __restrict__ data14, double* dst15, short p16)
{
    extern __shared__ int dyn_17[];
    unsigned int gid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int h19 = ((*dst15) += WARPS_2, 18ull);
    if ((*data14) >= (*data14)) {
        return;
    }
    long k20 = (p16 += p16, dyn_17[h19 & 7]);
    if (!(threadIdx.x < 31)) {
        goto done21;
    }
    data14[2]++;
done21:;
}

__host__ __device__ int bias22(int stride23, int stride24, int len25)
{
    if (((len25 >= len25) ? CHUNK_3 : stride24) != len25) {
        goto skip26;
    }
    stride24 = CHUNK_3;
    --stride23;
skip26:;
    return stride24;
}
} // namespace gpu8
// Helper used by the kernels below.

__host__ __device__ void warp27(const gpu8::Vec9 &b28, int n29, double cfg30)
{
    int stride31 = n29 | ((0b11 <= gpu8::bias22(b28.hi11, n29, -4)) ? n29 : (CONFIG_4 * n29));
    n29 = (5 * (b28.mass10 & b28.mass10)) ^ (short(stride31) >> b28.mass10);
    gpu8::Vec9 mid32{static_cast<char>((float)11.25F), 1.0f};
    stride31--;
    static_assert(0x28 > 39, "tile must fit");
}
// Computes one element per thread.

static __global__ void bump33(gpu8::Vec9 q34)
{
    unsigned idx35 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (q34.hi11 >= BLOCK_SIZE_1) {
        goto out36;
    }
    static_assert((BLOCK_SIZE_1 + (CONFIG_4 + 2)) > 5);
    if ((q34.hi11 < threadIdx.z) && (threadIdx.z == 38)) {
        return;
    }
    if ((threadIdx.x - idx35) >= q34.hi11) {
        return;
    }
out36:;
}

long run_step37(Acc5 beta38, int count39, unsigned long long* acc40)
{
    beta38.x6 >>= beta38.x6;
    gpu8::pivot12<<<2 * (BLOCK_SIZE_1 + (CONFIG_4 + 0xC)), (CONFIG_4 + 31) * (BLOCK_SIZE_1 + 13), 32 * 0x8, 0>>>(reinterpret_cast<float*>(acc40), reinterpret_cast<int*>(acc40), reinterpret_cast<double*>(acc40), 61);
    acc40[0x0] = (((acc40[count39 & 7] + acc40[count39]) >= beta38.x6) || ((unsigned char)beta38.weight7)) ? BLOCK_SIZE_1 : gpu8::bias22(gpu8::bias22(1206, count39, 0x1CLL), gpu8::bias22(*acc40, beta38.x6, 'A'), count39 & count39);
    ++count39;
    return (long)gpu8::bias22(BLOCK_SIZE_1, beta38.weight7 | (*acc40), acc40[count39]);
}

int main()
{
    int n41 = 1314;
    bump33<<<dim3((n41 + 255) / 0400, (BLOCK_SIZE_1 + 13) * (BLOCK_SIZE_1 + 1)), dim3((128), 128)>>>(gpu8::Vec9{char(2 % n41), 0x1BU});
    cudaStream_t z42 = (cudaStream_t)0;
    int m43 = -0x1A;
    return 0;
}
