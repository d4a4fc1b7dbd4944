// cudagen 0.1 seed 297 invalid:override_space_mismatch
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,main,shared_var,struct,struct_methods,for,goto,ternary,bitwise,shift,comparison,incdec,pointer_arith,address_of,member_access,array_index,call,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_function,comments
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define LOW_BITS_2(x) ((x) & 0xF)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
// Layout: row-major, no padding.

struct Bounds5 {
    int flag6;
    unsigned char lo7;
    __host__ __device__ void get8(float k9)
    {
        flag6 = (int)60;
        long res10 = 24U;
    }
    __host__ __device__ unsigned char bump11(float mid12) const
    {
        ++mid12;
        return mid12;
    }
};

__global__ void __launch_bounds__((512), 0b1) relax13(unsigned int* data14, unsigned alpha15, Bounds5 cfg16, long* out17)
{
    int i18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gridDim.z >= 4) {
        goto done23;
    }
    for (int i19 = 0; i19 < i18; i19++) {
        __shared__ unsigned char sh_20[64];
    }
    for (int n21 = i18; n21 > 0; --n21) {
        alpha15 = (data14 != nullptr) ? threadIdx.x : LOW_BITS_2(i18 + 0b101111);
        unsigned val22 = 2722;
    }
done23:;
}

inline float merge24(float* data25, float p26, unsigned int a27)
{
    relax13<<<dim3((a27 + 255) / 256, 2, (a27 + 255) / 256), 128, 0>>>(reinterpret_cast<unsigned*>(data25), (p26 + (*data25)), Bounds5{}, reinterpret_cast<long*>(data25));
    int e28 = a27;
    return p26;
}
struct Base30 {
    __device__ virtual int value() const { return 1; }
};
struct Derived31 : Base30 {
    int value() const override { return 2; }
};

int main()
{
    int len29 = 1298;
    len29 = merge24(nullptr, -(29 % len29), LOW_BITS_2(len29) % sizeof(float));
    relax13<<<dim3(1 << 1, (1)), 512>>>(static_cast<unsigned*>(nullptr), (len29 & len29) + sizeof(Bounds5), Bounds5{}, nullptr);
    return 0;
}
