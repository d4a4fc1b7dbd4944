// cudagen 0.1 seed 2230 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,host_device_function,main,typedef,if,for,goto,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,sizeof
#include "prelude.cuh"

__device__ int march1(int* __restrict__ data2, unsigned char* __restrict__ out3)
{
    data2[0x0] += 18;
    if ((*out3) >= (out3[5] % out3[4])) {
        goto out4;
    }
    if (out3[0x6] >= (*data2))
        return 0x9e9L;
    out3[6]++;
    (*data2) = data2[2];
out4:;
    return 13ul;
}
typedef unsigned int *ptr5_t;

__host__ __device__ void pack6(float* __restrict__ acc7, unsigned int a8)
{
    a8 ^= (short)double(a8);
    double sum9 = (1201u + a8);
    if (!(acc7[a8] < ' ')) {
        goto done10;
    }
    acc7[a8] += 19.0f;
    acc7[a8] = sum9;
done10:;
}

__global__ void pivot11_kernel(float beta12, int count13, int len14)
{
    float k15((1151 - march1(&len14, nullptr)) - ((49) + (-count13)));
    len14 ^= 25;
    k15 += 13.625f;
}

int main()
{
    int size16 = 1069;
    dim3 mid17(1, sizeof(int) * 0x40, 32);
    for (int j18 = 0; j18 < size16; j18 += 3) {
        pack6(nullptr, 27);
        size16 -= 46;
    }
    pivot11_kernel<<<32, dim3(4, (size16 + 255) / 0x100, 0x2 * 4), sizeof(double) * 256, nullptr>>>(3.375F + size16, (size16 <= 0x15) ? 19 : size16, size16);
    return 0;
}
