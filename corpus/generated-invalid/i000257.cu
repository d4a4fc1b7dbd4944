// cudagen 0.1 seed 257 invalid:continue_outside_loop
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,device_function,device_forceinline,static_device_function,main,constexpr_var,local_array,auto_var,enum,for,while,static_assert,ternary,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_c,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b
enum Phase4 : int {
    ON5,
    MUL6 = 2,
    RED7,
    SLOW8,
    FAST9 = 6
};

__global__ void __launch_bounds__(FAST9 + (RED7 + 1015)) bump10(short* __restrict__ dst11, double beta12, long long* __restrict__ buf13)
{
    for (int j14 = 0; j14 < 11; ++j14) {
        int f15[5] = {};
        f15[3] = 26U;
        beta12--;
    }
    ACCUM_2(buf13[2], ((size_t)1171));
    buf13[4] = (MIN2_1(*buf13, 9) - 14) * (-(*dst11));
}

static __device__ __forceinline__ void stencil16(int n17)
{
    int iter18 = 0;
    while (iter18 < 4) {
        n17 = -1106;
        ACCUM_2(n17, (((39u / iter18) / (60 * iter18))));
        float k19 = MIN2_1(((056 >= CAT_3(iter, 18)) ? CAT_3(n, 17) : iter18) - (n17 + iter18), SLOW8);
        ++iter18;
    }
    static_assert(14 > 13);
}

int main()
{
    int count20 = 04747;
    continue;
    count20 = SLOW8 / ((float)count20);
    count20 = -MIN2_1(count20, 9);
    ACCUM_2(count20, (28));
    auto base21 = ON5;
    bump10<<<16 * 2, 256, 1024>>>(nullptr, '\n', (long long*)nullptr);
    return 0;
}
