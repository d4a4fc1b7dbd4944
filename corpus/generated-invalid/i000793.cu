// cudagen 0.1 seed 793 invalid:void_variable
// features: kernel,kernel_template,launch_explicit_template_args,launch,main,device_array,shared_var,shared_2d,local_array,struct,class_private,anon_namespace,if,switch,switch_fallthrough,ternary,compound_assign,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_nullptr,cast_c,cast_static
#include "prelude.cuh"

__global__ void accum1_kernel(int n2, char *dst3)
{
    dst3[n2] = dst3[0x4];
    (*dst3) <<= n2;
}

template <class T, typename U>
__global__ void warp4(T p5, int n6)
{
    switch (n6) {
    case 0:
        break;
    case 1 << 0x3:
    case 12:
    case 5:
        break;
    }
    if (p5 == p5) {
        return;
    }
    float *q7 = nullptr;
}
__device__ long long d_weigh8[16];

namespace {
template <class T>
__global__ void norm9_kernel(const T *coef10, size_t *out11)
{
    __shared__ signed char sh_12[3][6];
    if (d_weigh8[3]) {
        return;
    }
    sh_12[2][0x2] <<= 0x6;
    int z13[4] = {};
    d_weigh8[4] = 22L;
    d_weigh8[9]++;
    long z14{-55l};
}
} // namespace

class Vec15 {
    double flag16;
public:
    __host__ __device__ Vec15(double init17) : flag16(init17) {}
    __host__ __device__ double norm18() const
    {
        if (28 > flag16) {
            return 53;
        }
        Vec15 off19(0x13 - flag16);
        return flag16;
    }
    __host__ __device__ double norm20() const
    {
        int q21 = flag16;
        float mid22 = flag16;
        return (float)mid22;
    }
};

int main()
{
    int n23 = 3460;
    void nothing25;
    n23 = n23;
    n23 *= n23;
    int off24((n23 - n23) * 7l);
    n23 *= (n23 == (off24 - 0x1)) ? off24 : 1'866;
    accum1_kernel<<<16, 256>>>((54l * off24) % (34), nullptr);
    warp4<int, int><<<512, 1 << 0x8>>>(off24, 0x32);
    norm9_kernel<int><<<1, 1 << 7>>>(&off24, static_cast<unsigned long*>(nullptr));
    return 0x0;
}
