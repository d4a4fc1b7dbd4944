// cudagen 0.1 seed 2328 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,shared_var,constexpr_var,if,for,while,static_assert,compound_assign,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,lambda,macro_object,macro_function,macro_statement,pp_if
#include "prelude.cuh"

#define NUM_ITERS_1 5
#define MOD8_2(x) ((x) % 8)
#define LOW_BITS_3(x) ((x) & 0xF)
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#if NUM_ITERS_1 % 2 == 0 || NUM_ITERS_1 < 4
#define CONFIG_5 8
#else
#define CONFIG_5 19
#endif

int kick6(int n7, int count8, short q9) {
    auto op13 = [](unsigned e10, int v11) -> unsigned int {
        signed char flag12 = 034 - ((+v11) + LOW_BITS_3(v11));
        flag12 += 0177ul;
        flag12 = v11;
        return LOW_BITS_3(v11);
    };
    int w14 = 0;
    while (w14 < 12) {
        count8--;
        cudaStream_t s15 = (cudaStream_t)0;
        ++w14;
    }
    return count8 + (q9 + NUM_ITERS_1);
}

__global__ void __launch_bounds__((CONFIG_5 + (CONFIG_5 + 474))) trace16(const double *coef17, unsigned int *out18, int *dst19) {
    unsigned int idx20 = (blockIdx.x * blockDim.x) + threadIdx.x;
    float off21 = dst19[idx20];
    __shared__ int sh_22[128];
    static_assert((NUM_ITERS_1 + 57) > 0x3D);
}

int main() {
    int size23 = 0x34d;
    if (size23 >= (size23 + (size23 - size23))) {
        trace16<<<dim3((size23 + 0xFF) / 256, NUM_ITERS_1 + (NUM_ITERS_1 + 118), NUM_ITERS_1 + 11), 8 * 0b1000>>>(nullptr, nullptr, (int*)nullptr);
        trace16<<<2, 256, sizeof(double) * 64>>>(nullptr, (unsigned*)nullptr, &size23);
        for (int i24 = 0; i24 < (0xD); ++i24) {
            size23 = i24;
        }
    }
    trace16<<<0x20, 64>>>(static_cast<const double*>(nullptr), (unsigned*)nullptr, &size23);
    return 0;
}
