// cudagen 0.1 seed 489 invalid:host_call_configured
// features: kernel,launch_bounds,restrict_params,launch,device_function,static_device_function,host_device_function,main,device_array,constexpr_var,struct,enum_class,if,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,macro_object,macro_function,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 4
#define LOW_BITS_2(x) ((x) & 0xF)
enum struct Kind3 : int { Green4 = 1, Off5, Blue6, Idle7 };
enum class State8 {
    Mul9 = 1,
    Mul10 = 7,
    Green11,
    Idle12,
    Idle13
};

static __device__ double gather14(int stride15, short alpha16, int lane17) {
    if (stride15 == 18) {
        return (float)1.0F;
    }
    stride15 += 43;
    if (stride15 <= int(52UL)) {
        if (5l > (stride15 & (-lane17))) {
            if (lane17 > stride15) {
                alpha16 = 42;
                --stride15;
            }
        }
    }
    return BLOCK_SIZE_1;
}
/* Layout: row-major, no padding. */

__global__ void __launch_bounds__(02000) accum18(const float *__restrict__ src19, const float *__restrict__ input20) {
    float tmp21(LOW_BITS_2(((input20[4] > input20[6]) ? 9 : 28) >> 0b110));
    unsigned t22(50L);
    signed char hi23 = input20[6];
}

__host__ __device__ void count24(int n25) {
    unsigned int val26((3'628 & n25) ^ 56L);
    n25 = (n25);
    n25 |= n25;
}
__device__ float d_fold27[8];

struct Tile28 {
    int z29;
    unsigned int y30;
    unsigned int y31;
    unsigned long long mass32;
};
void host_step34(int n)
{
    (void)n;
}

int main(void) {
    int len33 = 2688;
    host_step34<<<1, 1>>>(4);
    len33--;
    accum18<<<1 << 2, 128 * 2>>>(nullptr, static_cast<const float*>(nullptr));
    return 0;
}
