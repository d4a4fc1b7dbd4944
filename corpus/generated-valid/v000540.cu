// cudagen 0.1 seed 540 valid
// features: kernel,kernel_static,launch,launch_shared_mem,launch_stream,main,constant_array,shared_var,constexpr_var,if,for,while,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,sizeof,lambda,lambda_iife,lambda_launch,macro_object,macro_function,macro_statement,pp_if
#include "prelude.cuh"

#define RADIUS_1 4
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#if RADIUS_1 == 4
#define CONFIG_7 6
#elif RADIUS_1 < 0
#error unreachable configuration
#else
#define CONFIG_7 18
#endif
__constant__ int c_count8[2] = {0x1Bull, 34};
static __global__ void clamp9(int* dst10)
{
    for (int it11 = 0, j12 = 6; it11 < j12; (++it11, (--j12))) {
        __shared__ float sh_13;
        int pass14 = 0x0;
        while (pass14 < pass14) {
            if ((pass14 + 0x1Au) >= j12) {
                return;
            }
            --sh_13;
            ++pass14;
        }
    }
}
int main()
{
    int n15 = 2234;
    if ((n15 - n15) != (47 * n15)) {
        ([]() {
            clamp9<<<2 * 0b10, CONFIG_7 + (RADIUS_1 + 118), sizeof(double) * 32, nullptr>>>(nullptr);
        })();
        n15 = n15 - ((33 - n15) - n15);
    }
    if (n15 == (16u / n15)) {
        float* lo16 = (float*)nullptr;
        n15 = +(0x19U * (n15 += CONFIG_7, RADIUS_1));
    }
    return 0;
}
