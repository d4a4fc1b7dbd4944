// cudagen 0.1 seed 1087 valid
// features: kernel,launch,device_function,host_device_function,default_args,main,host_global,constexpr_var,local_array,auto_var,if,switch,goto,ternary,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_nullptr,cast_c,cast_static,sizeof,macro_paste,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b
constexpr int WIDTH4 = 4;
int g_kick5[] = {-3, 52};

__device__ signed char split6(int count7 = 38UL)
{
    constexpr bool stride8 = 0;
    if (count7 < sizeof(int)) {
        return 53;
    }
    count7++;
    if (((unsigned long)CAT_3(count, 7)) == WIDTH4) {
        return WIDTH4 + count7;
    }
    switch ((int)CAT_3(count, 7)) {
    case 12:
        break;
    default:
        if ((count7 * CAT_3(count, 7)) == WIDTH4) {
            break;
        }
        break;
    }
    char sum9[5] = {static_cast<char>(2 / count7), static_cast<char>(count7 + count7), 61, static_cast<char>(-50), static_cast<char>((127L))};
    return (sum9[0x0] * 0x7) ? ((sum9[3] - WIDTH4) + (stride8 - count7)) : (0x1e * count7);
}

__host__ __device__ double march10(float* out11, int count12 = 60)
{
    out11[count12] = WIDTH4;
    unsigned val13[6] = {};
    unsigned char prod14 = ((*out11) += 012UL, val13[4]) * (045u % val13[0x1]);
    val13[5] = (out11[7] * (prod14 - 0x29U));
    prod14 = (out11 == nullptr) ? 0b101000 : (-(WIDTH4 - out11[1]));
    prod14--;
    return (out11[prod14] - out11[3]) * ((unsigned int)30);
}
/* NOTE: keep in sync with the host reference. */

__global__ void score15_kernel(const float* src16)
{
    auto hi17 = WIDTH4;
    if ((src16[0x0] > 32U) || (WIDTH4 != src16[6])) {
        goto out18;
    }
    ++hi17;
    hi17 = ((3697lu * hi17) + ((int)WIDTH4)) * WIDTH4;
out18:;
}

int main()
{
    int len19 = 3'997;
    char prod20[6]{52L, static_cast<char>(WIDTH4), 60lu, 0b110111, 0b1111111, 1};
    score15_kernel<<<(len19 + 255) / 256, 1 << (WIDTH4 + 2)>>>(nullptr);
    ++prod20[5];
    return 0x0;
}
