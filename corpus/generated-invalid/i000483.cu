// cudagen 0.1 seed 483 invalid:launch_too_many_args
// features: kernel,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,main,constexpr_var,struct,operator_overload,aligned_struct,if,ternary,bitwise,shift,comparison,incdec,lit_int_hex,lit_int_suffix,lit_float,cast_c,cast_static,sizeof,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b

struct alignas(8) Stats2 {
    float hi3, lo4;
    int val5;
    char sum6;
};

inline __host__ __device__ Stats2 operator+(Stats2 a, Stats2 b)
{
    Stats2 r = a;
    r.hi3 += b.hi3;
    r.lo4 += b.lo4;
    r.val5 += b.val5;
    r.sum6 += b.sum6;
    return r;
}

__global__ void __maxnreg__(64) warp7_kernel(int len8)
{
    if (((int)(len8 * 16)) > ((len8 > len8) ? 35 : 0x8)) {
        len8++;
        if (len8 == (len8 + CAT_1(len, 8))) {
            unsigned int e9(static_cast<float>(26UL));
            constexpr float h10 = 22.25F;
        }
    }
}

struct alignas(16) Vec11 {
    int x12, hi13;
    float weight14;
    double w15;
};

inline __host__ __device__ Vec11 operator+(Vec11 a, Vec11 b)
{
    Vec11 r = a;
    r.x12 += b.x12;
    r.hi13 += b.hi13;
    r.weight14 += b.weight14;
    r.w15 += b.w15;
    return r;
}

int main()
{
    int count16 = 1683;
    warp7_kernel<<<0x100, 4 * 16, 1 << 10, nullptr>>>(sizeof(float) / count16, 0);
    if ((count16 & 0x1)) {
        return 1U;
    }
    warp7_kernel<<<dim3((count16 + 127) / 128, (count16 + 31) / 0x20, 1), 0x40, 256, 0>>>(61 * count16);
    dim3 tmp17((0x100));
    return 0;
}
