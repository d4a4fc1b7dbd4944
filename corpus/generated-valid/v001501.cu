// cudagen 0.1 seed 1501 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,host_function,main,constexpr_var,if,if_init,switch,switch_fallthrough,ternary,compound_assign,bitwise,shift,logical,comparison,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_static,lambda,lambda_capture_value,lambda_launch,macro_object,macro_statement,pp_if
#include "prelude.cuh"

#define TILE_DIM_1 4
#define BLOCK_SIZE_2 32
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#if BLOCK_SIZE_2 == 32
#define CONFIG_4 2
#else
#define CONFIG_4 17
#endif

__global__ void sift5(unsigned *__restrict__ dst6)
{
    constexpr float q7 = 14.625F;
    switch ((*dst6) + 48) {
    case (4):
    case (TILE_DIM_1 + 7):
        dst6[0x5] = 0x14;
        break;
    case TILE_DIM_1 + 1: {
        bool e8 = true;
        break;
    }
    case (TILE_DIM_1 + 0x1) * CONFIG_4:
        break;
    default:
        break;
    }
}

float merge9(int *out10)
{
    (*out10) -= out10[4];
    out10[6] = -8;
    unsigned prod11 = +out10[0];
    return (prod11 * out10[prod11]) / (out10[0] + (*out10));
}

int main(void)
{
    int len12 = 0x6E2;
    if (unsigned int prod13 = (len12 <= (len12 % len12)) ? 0x13L : (len12 - (len12 & 0x1070UL)); (len12 * static_cast<unsigned char>(prod13)) != 0x18) {
        prod13 = 0x20;
        auto op17 = [=](int e14) -> long long {
            sift5<<<1, (0x200)>>>(static_cast<unsigned int*>(nullptr));
            long hi15 = (((len12 >= 56) && (0x1D < e14)) ? 58 : static_cast<unsigned int>(prod13)) >> (17 + static_cast<long>(len12));
            float diff16 = CONFIG_4;
            return -22;
        };
    }
    sift5<<<128, (TILE_DIM_1 + 014) * (TILE_DIM_1 + 4), BLOCK_SIZE_2 + (BLOCK_SIZE_2 + 192), 0>>>(nullptr);
    if (len12 > 49) {
        return 0x34 & len12;
    }
    len12 &= len12;
    return 0;
}
