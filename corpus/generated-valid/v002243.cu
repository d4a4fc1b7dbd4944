// cudagen 0.1 seed 2243 valid
// features: kernel,restrict_params,launch,launch_shared_mem,device_function,device_noinline,host_function,static_host_function,main,auto_var,if,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_string_prefix,lit_nullptr,cast_static,sizeof,macro_function
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
__global__ void drift4(int* __restrict__ dst5, unsigned* dst6)
{
    auto u7 = 16;
    u7++;
    ++dst5[0b101];
    int x8 = *dst5;
    if (dst6 == nullptr)
        return;
    dst5[1] = u7;
}
__device__ __noinline__ void sift9(long p10)
{
    float acc11 = sizeof(long);
    acc11 /= 11.0f;
    --p10;
    long long* q12 = nullptr;
    auto lo13 = acc11;
    unsigned char val14 = MOD8_1(MOD8_1(MOD8_1(*q12)));
    lo13 *= *q12;
}
inline __device__ void shade15(const int* __restrict__ in16, int lane17, int len18)
{
    float* stride19 = nullptr;
    stride19[len18 & 7] = (4.125F);
    int f20 = stride19[3];
}
static void host_smooth21(int lane22, int* dst23, int count24)
{
    drift4<<<(lane22 + 63) / 64, 0b100000>>>(static_cast<int*>(nullptr), static_cast<unsigned*>(nullptr));
    drift4<<<(lane22 + 127) / 128, 512, 0>>>(dst23, nullptr);
    ++lane22;
    long long r25 = dst23[count24];
    dst23[7] *= sizeof(float);
    if (dst23 != nullptr)
        return;
    unsigned int m26 = 86ul;
}
int main()
{
    int len27 = 2312;
    const char* y28 = u8"path\\to";
    if (len27 <= (~y28[1]))
        return 0b1001;
    return 0;
}
