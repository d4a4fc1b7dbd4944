// cudagen 0.1 seed 2132 valid
// features: kernel,launch,builtin_vars,host_device_function,main,constexpr_var,struct,operator_overload,using_alias,if,for,ternary,bitwise,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_float,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_object
#include "prelude.cuh"

#define CHUNK_1 8
using idx2_t = unsigned int;
struct Span3 {
    int vel4;
    float lo5;
    float x6;
};
__host__ __device__ Span3 operator+(Span3 a, Span3 b)
{
    Span3 r = a;
    r.vel4 += b.vel4;
    r.lo5 += b.lo5;
    r.x6 += b.x6;
    return r;
}
inline __host__ __device__ long tally7(double b8)
{
    float prod9 = -5.25f;
    for (int i10 = 0; i10 < 11; ++i10) {
        prod9 = i10;
        float q11 = 12.625f;
    }
    return b8;
}
__global__ void scatter12(int len13, int *acc14, long b15, const unsigned long long *in16)
{
    int gid17 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid17 >= len13) {
        return;
    }
    if (((*in16) % len13) <= CHUNK_1) {
        return;
    }
    unsigned int diff18 = (idx2_t)(((*acc14) - alignof(float)) * (in16[blockIdx.x] % b15));
}
int main()
{
    int count19 = 1026;
    count19 = sizeof(int);
    int base20 = count19;
    for (int i21 = 0; i21 < 0xd; ++i21) {
        double z22 = static_cast<float>(static_cast<long long>(i21)) - 5.25f;
    }
    double t23 = 21.625;
    scatter12<<<040, 64>>>(static_cast<short>((t23 <= 9) ? CHUNK_1 : 3907), &base20, count19 - CHUNK_1, static_cast<const unsigned long long*>(nullptr));
    return 0;
}
