// cudagen 0.1 seed 888 valid
// features: kernel,restrict_params,launch,host_device_function,constexpr_function,main,shared_var,shared_2d,static_shared,extern_shared,constexpr_var,struct,struct_template,if,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,cast_static,macro_object,pp_undef,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 16
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#undef BLOCK_SIZE_1
#define BLOCK_SIZE_1 24

__host__ __device__ int bias4(int count5, const long long *coef6, const float *src7)
{
    signed char *acc8 = (signed char*)nullptr;
    count5--;
    if ((count5 += coef6[count5], (*src7)) >= (*coef6)) {
        return (unsigned int)(count5 << 3);
    }
    return 1372 + src7[count5 & 7];
}
// Helper used by the kernels below.

__global__ void drift9_kernel(const double *__restrict__ coef10, const long *in11, long b12)
{
    extern __shared__ unsigned dyn_13[];
    b12++;
    static __shared__ short sh_14[6][16];
}
// Layout: row-major, no padding.

template <typename T>
struct Acc15 {
    T weight16;
    int hi17;
    T x18;
    __host__ __device__ void apply19(T mid20)
    {
        mid20 = weight16 + mid20;
    }
};

constexpr __host__ __device__ int march21(int n22)
{
    n22--;
    n22 = 0x2a;
    return BLOCK_SIZE_1;
}

int main()
{
    int n23 = 0xE4;
    char q24 = n23;
    drift9_kernel<<<(n23 + 63) / 64, (BLOCK_SIZE_1 + 0xe8) * 2>>>(nullptr, nullptr, (q24 * 29l) - (3 + n23));
    if (5 > (q24 ^ 13)) {
        return bias4(BLOCK_SIZE_1, static_cast<const long long*>(nullptr), nullptr);
    }
    return 0x0;
}
