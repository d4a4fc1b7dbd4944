// cudagen 0.1 seed 1900 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_shared_mem,host_function,main,shared_var,static_shared,constexpr_var,local_array,auto_var,if,do_while,switch,switch_fallthrough,static_assert,ternary,comparison,incdec,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_function,pp_ifdef,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 16
#define TILE_DIM_2 128
#define MOD8_3(x) ((x) % 8)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define USE_FAST_PATH_6

#ifdef USE_FAST_PATH_6
#define TUNE_7 4
#else
#define TUNE_7 41
#endif
#undef TUNE_7
#define TUNE_7 8

__global__ void __launch_bounds__(256) relax8(int n9)
{
    size_t f10 = n9 + (((n9 != 8) ? 21UL : n9) + (n9 + 4205));
    if (f10 == 25) {
        return;
    }
    auto prod11 = MOD8_3(n9) * (8 + (f10 ? n9 : n9));
    f10 = 6 - prod11;
}

static __global__ void scatter12(double* out13, double* __restrict__ dst14, int lane15)
{
    if (out13 == nullptr) {
        static __shared__ float sh_16[256];
        (*dst14) = (((+lane15) + MOD8_3(lane15)) >= (out13[lane15])) ? lane15 : ((0.0 * lane15) - ((0b11110 != sh_16[0b11001001]) ? 24.625f : 10.75));
    }
    dst14[lane15] = lane15;
    int iter17 = 0;
    do {
        float k18 = long(MOD8_3(iter17 - iter17));
        auto v19 = (k18 - lane15) - ((lane15 += 38, iter17) + MOD8_3(iter17));
        ++iter17;
    } while (iter17 < 5);
}

int host_grow20(int lane21, unsigned int alpha22, double beta23)
{
    static_assert((TUNE_7 + 25) > 32, "expected value");
    size_t base24[4] = {size_t(39)};
    switch (alpha22) {
    case 7:
        if (lane21 <= alpha22) {
            break;
        }
        [[fallthrough]];
    case 2 * 0b100: {
        lane21--;
        float idx25[7] = {float((base24[alpha22] < lane21) ? beta23 : alpha22), 0b10101, 22.875f};
        break;
    }
    case (6):
    case 3 * 3:
        break;
    default:
        break;
    }
    return (alpha22 += TUNE_7, 52) - beta23;
}

int main()
{
    int count26 = 3718;
    switch (count26 - 59) {
    case 2:
        scatter12<<<(1), (64), sizeof(int) * 64>>>((double*)nullptr, (double*)nullptr, ((count26 + count26) >= count26) ? count26 : (count26 / sizeof(double)));
        break;
    default:
        count26 = 9;
        break;
    }
    count26 = 0b1101u;
    scatter12<<<(256), (128)>>>(nullptr, nullptr, count26);
    count26 = count26;
    relax8<<<(count26 + 31) / 32, 512>>>((count26 += 22, count26) - (count26 + count26));
    return 0;
}
