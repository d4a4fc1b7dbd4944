// cudagen 0.1 seed 335 invalid:device_var_in_inline_unnamed_namespace
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,extern_shared,struct,struct_methods,class_private,aligned_struct,if,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,member_access,array_index,method_call,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_paste,comments
#include "prelude.cuh"

#define CAT_1(a, b) a##b

struct alignas(8) Acc2 {
    unsigned int count3;
    int mass4;
    double vel5;
    float z6;
    __host__ __device__ double mix7(long z8) const
    {
        z8 = CAT_1(z, 6);
        float diff9 = z6;
        return 8.25 + ((signed char)count3);
    }
    __host__ __device__ float apply10() const
    {
        int lo11 = (3 & count3) << 4;
        return 23.0F;
    }
};

class Cell12 {
    int w13;
    int weight14;
public:
    __host__ __device__ Cell12(int c15, int c16) : w13(c15), weight14(c16) {}
    __host__ __device__ int scale17(unsigned long diff18) const
    {
        diff18 <<= w13;
        return 18;
    }
};
// Layout: row-major, no padding.

__global__ void rank19_kernel(Acc2 a20, int lane21, float* data22)
{
    extern __shared__ char dyn_23[];
    a20.mix7(a20.z6);
    float q24 = -lane21;
    data22[6] += a20.mix7(q24);
    --lane21;
    if (data22 != nullptr)
        return;
}

__global__ void spread25_kernel(int count26)
{
    extern __shared__ double dyn_27[];
    int tid28 = threadIdx.x;
    if (tid28 >= count26)
        return;
    Acc2 e29 = {14, 24, -15.875, 6.0F};
    const float* stride30 = static_cast<const float*>(nullptr);
    dyn_27[blockIdx.y]++;
}
inline namespace {
__device__ int hidden32 = 1;
}

int main()
{
    int size31 = 148;
    size31 = static_cast<float>(size31);
    if (size31 < 49)
        return (double)size31;
    rank19_kernel<<<dim3(256, (size31 + 127) / 128, (size31 + 255) / 256), 256, 0>>>(Acc2{8, size31, 6.0, 23.625F}, ((size_t)size31) * 17L, (float*)nullptr);
    spread25_kernel<<<dim3((64)), 256, 1 << 12, nullptr>>>(((unsigned)size31) + (9UL + size31));
    return 0;
}
