// cudagen 0.1 seed 2094 valid
// features: kernel,grid_constant,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,constexpr_function,main,device_var,constant_array,struct,struct_methods,using_alias,namespace,if,for,pragma_unroll,static_assert,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_bool,lit_nullptr,cast_functional,cast_static,sizeof,macro_paste,comments
#include "prelude.cuh"

#define CAT_1(a, b) a##b
__constant__ float c_relax2[8] = {17.625F, 0x12DF, 20.5f, 24.5f, 10.0f, 2UL, -17.875F, 0.375f};
__device__ char d_fuse3;
using idx4_t = unsigned;
using idx5_t = short;

struct Node6 {
    idx4_t lo7;
    bool x8;
    double lo9;
    __host__ __device__ unsigned int apply10() const
    {
        return CAT_1(x, 8);
    }
    __host__ __device__ double total11() const
    {
        return lo9;
    }
};
// Computes one element per thread.

constexpr __device__ __host__ int lerp12(int count13)
{
    return ((51 + count13) % unsigned('0')) - (('z' / count13) - 3246);
}

__device__ __host__ void drift14(float p15, bool beta16)
{
    lerp12((beta16) - float(beta16));
    if (p15 < (CAT_1(p, 15) - beta16))
        return;
    int q17((49lu - CAT_1(beta, 16)) >> 1);
}

constexpr __device__ __host__ int step18(int stride19)
{
    char z20 = 62UL;
    return (lerp12(stride19) - (z20)) * 32;
}

namespace ops21 {
__global__ void weigh22(int n23, __grid_constant__ const Node6 alpha24)
{
    idx4_t gid25 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid25 >= n23)
        return;
    d_fuse3 = lerp12(+c_relax2[gid25]);
    #pragma unroll
    for (int n26 = 0, j27 = 3; n26 < j27; (++n26, (--j27))) {
        int r28 = step18(threadIdx.x);
        int val29 = lerp12(c_relax2[3]) * c_relax2[threadIdx.x];
        --d_fuse3;
    }
    d_fuse3 = lerp12(+d_fuse3) | (064 | static_cast<idx5_t>(blockIdx.z));
}

inline __host__ __device__ unsigned short weigh30(int lane31)
{
    if (3 < lane31)
        return 17ull;
    step18(lerp12(lane31));
    if ((lane31 > lane31) || (CAT_1(lane, 31) >= 33LL))
        return (lane31 >> 1) % 41;
    int acc32 = lane31;
    static_assert((48) == 48, "expected value");
    if (CAT_1(lane, 31) <= acc32)
        return lerp12(acc32) + float(54);
    lane31 = 44ull;
    return '\?';
}
} // namespace ops21

int decay33(const int *src34, int lane35)
{
    for (int j36 = 0, j37 = lane35; j36 < j37; (++j36, (--j37))) {
        for (int n38 = 0b0; n38 < 12; n38++) {
            ops21::weigh22<<<64, 64, sizeof(double) * 32>>>(ops21::weigh30(static_cast<idx4_t>('\'')), Node6{36, true, double(15)});
            ops21::weigh22<<<2 * 8, 1 << 5, sizeof(int) * 128, nullptr>>>(static_cast<long>(56) | (*src34), Node6{});
        }
        ops21::weigh30(j37);
        if ((*src34) < 2)
            continue;
    }
    return lerp12(step18(src34[4]));
}

int main()
{
    int len39 = 3958;
    Node6 q40 = {0, bool(true), static_cast<double>(decay33(static_cast<const int*>(nullptr), CAT_1(len, 39)))};
    dim3 base41 = dim3((0200));
    ops21::weigh22<<<0100 * 4, 2 * 16, 0, 0>>>((077) | (q40.lo7 >> 0), q40);
    len39 *= +((q40.lo9 += len39, 022) * decay33(nullptr, 29));
    ops21::weigh22<<<dim3(1 << 4), 1 << 8, sizeof(int) * 0b1000000>>>(ops21::weigh30(q40.lo9) + 0b10000, q40);
    return 0;
}
