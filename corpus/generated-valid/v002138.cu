// cudagen 0.1 seed 2138 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,host_device_function,host_function,static_host_function,default_args,main,shared_var,constexpr_var,local_array,enum_class,if,ternary,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_static,sizeof,alignof,macro_function,macro_paste,macro_statement,pp_ifdef
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define LOW_BITS_2(x) ((x) & 0xF)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 3
#else
#define TUNE_6 37
#endif

__host__ __device__ double blend7(int len8, int *__restrict__ buf9, long long a10 = 0xe03U)
{
    a10 = ((buf9[len8] + ' ') * (sizeof(long) & len8)) - (33U);
    ((*buf9)--, (len8 = static_cast<int>(((CAT_4(a, 10) + '\n') == 0x30) ? 46 : (len8))));
    float m11{5.25f};
    m11 = (static_cast<int>(len8) == TUNE_6) ? (+(TUNE_6 + CAT_4(len, 8))) : alignof(int);
    return len8;
}
enum class Op12 : int {
    Red13,
    Off14,
    Mul15 = 6,
    High16 = 9,
    Off17 = 14
};

__global__ void __launch_bounds__(TUNE_6 + (TUNE_6 + (TUNE_6 + (TUNE_6 + 500)))) combine18(const float *__restrict__ coef19, unsigned char *out20, unsigned *data21, unsigned long long q22)
{
    __shared__ int sh_23[16];
    if ((sh_23[q22] > (*out20)) && ((*data21) <= 44lu))
        return;
    if ((out20[1] & 1))
        return;
}

static void host_merge24(int count25, Op12 q26)
{
    Op12 w27 = q26;
    unsigned long long val28[5] = {};
}

int main()
{
    int len29 = 2151;
    len29 = len29;
    if (TUNE_6 <= (len29 | len29))
        return len29;
    len29 = '\\';
    --len29;
    combine18<<<TUNE_6 + 1, TUNE_6 + (TUNE_6 + 0x1a), 64 * 4, 0>>>(nullptr, static_cast<unsigned char*>(nullptr), nullptr, len29);
    return 0;
}
