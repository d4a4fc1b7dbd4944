// cudagen 0.1 seed 326 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,host_device_function,main,constant_var,constexpr_var,auto_var,typedef,if,if_init,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_object,macro_function,pp_ifdef,pp_if
#include "prelude.cuh"

#define RADIUS_1 32
#define RADIUS_2 (128)
#define BLOCK_SIZE_3 4
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))

#ifdef USE_FAST_PATH_5
#define TUNE_6 7
#else
#define TUNE_6 19
#endif

#if RADIUS_2 % 2 == 0 || RADIUS_2 < 4
#define CONFIG_7 7
#else
#define CONFIG_7 13
#endif
__constant__ int c_sweep8 = (BLOCK_SIZE_3 + (TUNE_6 + 0b101));

template <class T, class U>
__global__ void gather9(T q10, int lane11, long* __restrict__ out12)
{
    if (auto s13 = c_sweep8; (s13) != (((size_t)lane11) * ((*out12) * TUNE_6))) {
        float acc14 = c_sweep8;
    }
    U u15 = c_sweep8;
}
typedef float real16_t;

__device__ __host__ int rank17(unsigned int beta18, const real16_t* src19, unsigned short beta20)
{
    beta20--;
    constexpr unsigned int y21 = 0b101101;
    if (int lim22 = y21 + src19[4] + (RADIUS_1 + beta20) + (y21 & ((short)(*src19))); ((lim22 - lim22) - 0x10u) != y21) {
        if ((*src19) > beta18) {
            return *src19;
        }
    }
    beta20 ^= 45l;
    float prod23 = +((beta20 + y21) & y21);
    float h24 = sizeof(int);
    return 0b110010 - h24;
}

int main()
{
    int size25 = 0x765;
    real16_t tmp26 = size25;
    size25 <<= size25 - TUNE_6;
    size25 = 0x30;
    int e27 = sizeof(real16_t);
    gather9<unsigned, long><<<(size25 + 255) / 256, 128 * 2, RADIUS_1 + 4064>>>(TWICE_PLUS_4(e27, e27 * e27), 3844ull, nullptr);
    return 0;
}
