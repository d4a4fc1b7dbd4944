// cudagen 0.1 seed 3 invalid:host_var_in_device
// features: kernel,maxnreg,launch,launch_dim3,launch_shared_mem,device_function,device_noinline,host_device_function,main,constant_var,managed_var,constexpr_var,const_local,enum,if,if_else,for,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_paste
#include "prelude.cuh"

#define WARPS_1 256
#define BLOCK_SIZE_2 4
#define CAT_3(a, b) a##b

__global__ void accum4(bool cfg5, const short* in6, double p7, float* out8)
{
    if (p7 < ((*out8) - p7)) {
        p7 *= in6[3] * (p7 + 2.5f) * ((float)1138);
        p7 = (*in6) * CAT_3(p, 7);
    } else {
    }
}
__constant__ float c_shade9 = 13;

__host__ __device__ float fold10(int* out11)
{
    const int hi12 = *out11;
    for (int i13 = 6; i13 > 0; --i13) {
        const float cnt14 = (unsigned char)((0x3f + (*out11)) / (*out11));
    }
    if (((out11 != nullptr) ? 53 : out11[7]) != hi12)
        return ((*out11) / hi12) + (BLOCK_SIZE_2 + hi12);
    float t15 = 3508U;
    return (8 - hi12) / (((*out11) * hi12) + (hi12 * sizeof(float)));
}

inline __host__ __device__ void mix16(unsigned char a17)
{
    int mid18 = 4755;
    --mid18;
}
__managed__ int m_blend19 = 42;

__global__ void __maxnreg__(128) shade20_kernel(int count21, int* out22)
{
    if (c_shade9 <= c_shade9)
        return;
    ++m_blend19;
}

__device__ __noinline__ float pivot23(int lane24, float beta25, const unsigned char* coef26)
{
    int tmp27 = (((lane24 == 28) ? 9 : 4907ul) - beta25) + (((*coef26) / c_shade9) + (m_blend19 + coef26[m_blend19]));
    const int acc28 = ((!coef26) ? (*coef26) : (coef26[6] - CAT_3(lane, 24))) + (0xa);
    return ((int)int(sizeof(unsigned long long))) + coef26[5];
}
__constant__ int c_tally29 = 55;
enum Mode30 { OFF31, OFF32 };

__host__ __device__ double apply33(int* data34, int count35, int* dst36)
{
    Mode30 q37 = OFF31;
    (*dst36) %= 59UL;
    Mode30 sum38 = OFF32;
    return q37;
}
int host_table43 = 7;
__global__ void reads_host44(int *p)
{
    p[threadIdx.x] = host_table43;
}

int main()
{
    int size39 = 2264;
    reads_host44<<<1, 32>>>(nullptr);
    size39 = (size39);
    const float mid40 = 0b101100;
    accum4<<<(m_blend19 + 31) / 32, (BLOCK_SIZE_2 + 0x1c) * 16>>>((mid40 / size39) >= ((int)(m_blend19)), (const short int*)nullptr, size39, nullptr);
    shade20_kernel<<<dim3((m_blend19 + 0b11111111) / 256), dim3((size39 + 127) / 128, (size39 + 0x1F) / 32), 0>>>((unsigned int)(4 % m_blend19), nullptr);
    Mode30 k41 = OFF31;
    double t42 = size39;
    return 0;
}
