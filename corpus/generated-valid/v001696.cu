// cudagen 0.1 seed 1696 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,host_device_function,host_function,constexpr_function,main,shared_var,enum_class,if,for,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_reinterpret,sizeof,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b

__global__ void __launch_bounds__(64 * 0x2) weigh2_kernel(int len3)
{
    len3 *= len3 * 20 * (0x2 + len3);
    --len3;
}

__global__ void __launch_bounds__(512, 1) combine4(const unsigned int *src5, const unsigned int *coef6)
{
    int lim7 = coef6[7];
    lim7 = ~(*coef6);
    long res8 = *src5;
}

__global__ void pack9_kernel(int *dst10, int n11, const unsigned int *coef12, int count13)
{
    count13++;
    __shared__ int sh_14;
    sh_14 >>= ((count13 | 'A') + n11) * coef12[n11];
}

__device__ int smooth15(const long *in16, float a17, unsigned int a18)
{
    a17 = 7.625f;
    (a17--, (a17 /= a17));
    a17 *= 9.125f;
    long long h19 = (29ul * (*in16)) | u'z';
    h19 = (057ll ^ (h19 % in16[h19])) + ((4917 & CAT_1(h, 19)) * (*in16));
    return ((23 * a17) - ((0x3 >= a18) ? 0x2a : a17)) + 0b101110U;
}
enum class Level20 { Green21, Red22, Idle23 };

constexpr __host__ __device__ int warp24(int len25)
{
    bool lo26 = 1;
    len25 <<= 7;
    return lo26;
}

__global__ void mix27_kernel(const int *input28, const int *src29, const long *input30)
{
    if (smooth15(reinterpret_cast<const long*>(input28), src29[0x0], 52L))
        return;
    size_t u31 = 56;
    --u31;
}

constexpr int host_merge32(int stride33)
{
    int w34 = stride33;
    return 14;
}

int main(void)
{
    int len35 = 627;
    for (int it36 = 16; it36 > 0b0; --it36) {
        len35 = (((it36 * 2915l) == 30) ? host_merge32(it36) : 47) % (15ULL + (CAT_1(it, 36) * CAT_1(len, 35)));
        for (int n37 = it36; n37 > 0; --n37) {
            weigh2_kernel<<<sizeof(int) * 64, (256), 0, 0>>>(25l);
            pack9_kernel<<<(it36 + 255) / 256, dim3(2), sizeof(float) * 64, 0>>>(&len35, 42L, nullptr, len35);
        }
    }
    combine4<<<(len35 + 0x7F) / 128, sizeof(unsigned int) * 128, sizeof(float) * 128, (cudaStream_t)0>>>(nullptr, nullptr);
    mix27_kernel<<<sizeof(float) * 0x4, 256 * 0b10, sizeof(float) * 64, (cudaStream_t)0>>>(&len35, &len35, nullptr);
    return 0;
}
