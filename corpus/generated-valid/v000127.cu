// cudagen 0.1 seed 127 valid
// features: kernel,launch_bounds,launch,launch_dim3,builtin_vars,grid_stride_loop,device_function,default_args,main,shared_var,shared_2d,if,if_else,for,static_assert,ternary,shift,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_char,lit_nullptr,cast_static,sizeof,macro_function,macro_statement
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
__device__ int shade4(unsigned p5 = '0') {
    ACCUM_3(p5, (0x10UL));
    int stride6 = 35;
    if (stride6 == threadIdx.x)
        return stride6 >> 3;
    return 1677;
}
__global__ void __launch_bounds__((040)) score7_kernel(int count8, const int *in9) {
    __shared__ unsigned long long sh_10[5][17];
    for (int n11 = (blockIdx.x * blockDim.x) + threadIdx.x; n11 < 11; n11 += blockDim.x * gridDim.x) {
        for (int j12 = 0; j12 < 5; ++j12) {
            const float *diff13 = static_cast<const float*>(nullptr);
            unsigned int val14 = +(*in9);
        }
    }
}
int main() {
    int count15 = 0xB4;
    if (MAX2_2(count15, count15) < count15) {
        score7_kernel<<<dim3(2), 1 << 6>>>((0x23) + (count15 - 18u), &count15);
        if ((count15 ? count15 : (count15 * sizeof(int))) <= (count15 - 0x27)) {
            if ((count15 - count15) < count15)
                return (022 >> count15) + 59;
        } else {
            static_assert(3 == 3);
        }
    } else {
    }
    return 0;
}
