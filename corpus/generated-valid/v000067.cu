// cudagen 0.1 seed 67 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,main,auto_var,const_local,struct,struct_methods,operator_overload,aligned_struct,if,switch,compound_assign,bitwise,shift,comparison,pointer_arith,member_access,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,alignof,macro_function
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define MOD8_2(x) ((x) % 8)

struct __align__(8) Pixel3 {
    bool count4;
    int y5;
    __host__ __device__ int scale6(char u7) const
    {
        const float h8 = (count4 / (7.75F + count4)) * ((alignof(double) - count4) - 6);
        Pixel3 e9 = Pixel3{false, -13};
        return (e9.count4 + u7);
    }
};

inline __host__ __device__ Pixel3 operator+(Pixel3 a, Pixel3 b)
{
    Pixel3 r = a;
    r.y5 += b.y5;
    return r;
}

__global__ void relax10(short int *__restrict__ buf11, const unsigned long *in12)
{
    Pixel3 y13 = {true, 342lu};
    int *diff14 = nullptr;
    switch ((*in12) ^ y13.count4) {
    case 3:
        if (((*buf11) / (in12[4] & (*in12))) > buf11[6]) {
            buf11[6] += *in12;
            unsigned long long v15 = in12[2];
        }
        break;
    case 6:
        (*buf11) = (diff14[1] - y13.count4) << (54 | ((*diff14) & y13.count4));
        break;
    }
}

struct alignas(8) Vec16 {
    int vel17;
    int hi18;
    __host__ __device__ void apply19(float prod20)
    {
        long mid21 = 14ul;
    }
};

__device__ int grow22(int stride23, int n24, float *dst25)
{
    Vec16 sum26 = Vec16{int(27), 35UL};
    auto base27 = MOD8_2(-sum26.hi18) | ((n24 * sum26.hi18) - (n24));
    return float((23.25f - base27) * sizeof(Vec16));
}

__global__ void march28(Vec16 q29)
{
    q29 = Vec16{5, 30};
    Vec16 q30 = Vec16{5, static_cast<int>(q29.vel17)};
    float x31 = q30.hi18;
    x31 = MOD8_2((q30.hi18 << q30.hi18)) % 26;
}

int main()
{
    int n32 = 3908;
    relax10<<<1 << 1, dim3((n32 + 127) / 128, (n32 + 127) / 128), sizeof(float) * 128, 0>>>(nullptr, (const unsigned long*)nullptr);
    dim3 t33(sizeof(int) * 32);
    dim3 tmp34((n32 + 255) / 256, (n32 + 127) / 128);
    n32 &= (MOD8_2(n32) + n32) | ((unsigned int)(n32 << n32));
    march28<<<2, sizeof(unsigned int) * 8, (256), 0>>>(Vec16{032, -29});
    return 0;
}
