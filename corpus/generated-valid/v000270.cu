// cudagen 0.1 seed 270 valid
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,builtin_vars,host_device_function,default_args,main,constexpr_var,if,switch,goto,nested_block,ternary,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_char_prefix,cast_static,sizeof,macro_object,macro_paste,pp_ifdef
#include "prelude.cuh"

#define TILE_DIM_1 4
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 9
#else
#define TUNE_6 49
#endif

__host__ __device__ void drift7(int n8)
{
    double hi9{-25};
    if (n8 + 40L) {
        goto out10;
    }
    hi9 = CAT_4(n, 8);
out10:;
}

static __global__ void mix11(float p12, float p13, int len14, int len15)
{
    int i16 = threadIdx.x;
    if (i16 >= len15) {
        return;
    }
    int u17 = p12;
    if (!(gridDim.x <= 26)) {
        return;
    }
}

__device__ __host__ unsigned accum18(int *__restrict__ acc19, const int *in20, int count21 = 1)
{
    count21 = (in20[count21] << (in20[1] + count21)) - (54l + (acc19[4] + TUNE_6));
    switch ((*in20) + 39lu) {
    case 0: {
        unsigned y22{4554};
        break;
    }
    case 0x3:
        break;
    case 5:
        ++count21;
        ++count21;
        break;
    case (0xc):
        break;
    default:
        count21 = (0x7 - in20[0b1]);
        break;
    }
    return (count21 += u'a', (('\0' * (*in20)) - (TUNE_6 / (*acc19))));
}

int main(void)
{
    int n23 = 3933;
    {
        mix11<<<(n23 + 0b11111111) / 0x100, 0x80>>>(((n23 - 17ul) < 0b100010) ? (n23 + sizeof(float)) : (0xA + n23), n23, 5l * ((n23 != 30ul) ? n23 : 42), static_cast<int>(n23));
        n23--;
    }
    mix11<<<8, dim3(32 * (TILE_DIM_1 + 4), (n23 + 31) / 32, (n23 + 63) / 64)>>>(0x3 * ((n23 < TUNE_6) ? 62 : 1.75f), static_cast<float>(22.0F) + (n23 + n23), n23, (n23 * n23) - TUNE_6);
    return 0x0;
}
