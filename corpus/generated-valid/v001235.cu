// cudagen 0.1 seed 1235 valid
// features: kernel,restrict_params,launch,builtin_vars,device_function,static_device_function,main,shared_var,enum_class,if,if_else,for,switch,goto,static_assert,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_bool,lit_nullptr,cast_c,macro_object,macro_function,comments
#include "prelude.cuh"

#define RADIUS_1 8
#define TILE_DIM_2 (64)
#define SQR_3(x) ((x) * (x))
// Helper used by the kernels below.

static __device__ unsigned char bump4(int *data5)
{
    bool res6 = ~(true - data5[1]);
    if ((((*data5) * 61) & 0x1)) {
        if (res6) {
            return res6;
        }
        int base7 = res6;
    } else {
    }
    return res6;
}
static_assert((RADIUS_1 + (3)) == 11);
enum class Color8 { Slow9, Slow10, Add11 };

__device__ double score12(char p13, const float *in14, float p15)
{
    if ((p13 & 1)) {
        goto done17;
    }
    for (int j16 = 0b0; j16 < 015; j16++) {
        switch (j16 ^ 15) {
        case 0b101:
            ++p13;
            p15 = bump4(nullptr) % p13;
            break;
        case (1):
            break;
        case 2:
            break;
        }
    }
done17:;
    return bump4(nullptr) + bump4((int*)nullptr);
}

__global__ void shade18_kernel(const unsigned int *__restrict__ input19, unsigned *dst20)
{
    int gid21 = threadIdx.x;
    __shared__ float sh_22[256];
    Color8 q23 = Color8::Slow10;
    q23 = q23;
    if (score12(5, sh_22, gid21) < (dst20[0x6] ^ 0x5L)) {
        (*dst20) = threadIdx.y % (-gid21);
    }
    short x24(bump4(nullptr));
}

int main()
{
    int n25 = 2040;
    n25++;
    bool w26 = n25 <= n25;
    shade18_kernel<<<(n25 + 31) / 32, 16 * 0x4>>>(nullptr, (unsigned int*)nullptr);
    return 0;
}
