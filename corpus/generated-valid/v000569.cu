// cudagen 0.1 seed 569 valid
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,main,struct,compound_assign,bitwise,shift,comma,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

__global__ void grow3_kernel(const double* coef4, unsigned* data5, const int* coef6)
{
    int i7 = threadIdx.x;
    int t8{42lu};
    t8 = (unsigned long)coef6[i7];
}

static __global__ void stencil9_kernel(float* dst10, const double* coef11, float b12, float* acc13)
{
    int gid14 = threadIdx.x;
    unsigned long long u15 = 6 >> long((*coef11) + 4);
    float stride16 = 12.75f;
    int base17 = *acc13;
}

struct Particle18 {
    float w19;
    float val20;
    double vel21;
};
// Returns the accumulated value.

__device__ short int lerp22(unsigned q23, float b24, int lane25)
{
    b24 = (q23 += b24, (lane25 * lane25));
    lane25 = (double(b24) * (b24)) - q23;
    return b24;
}

double count26(Particle18 alpha27, float beta28, float beta29)
{
    stencil9_kernel<<<2, 64, 0, nullptr>>>(&beta29, nullptr, 64, &beta29);
    grow3_kernel<<<dim3(0x1 << 4, 0x8, 1 << 0x3), dim3(sizeof(float) * 128, sizeof(float) * 0x8)>>>(nullptr, nullptr, nullptr);
    beta28 = -10.125f;
    beta29 += 2UL;
    beta28 -= 0.5f;
    stencil9_kernel<<<sizeof(float) * 0x20, 128>>>(&beta28, static_cast<const double*>(nullptr), beta29, nullptr);
    return 12.;
}

int main()
{
    int n30 = 0x34F;
    n30 >>= n30;
    int mid31 = 4 * ((int)n30);
    return 0;
}
