// cudagen 0.1 seed 531 invalid:missing_type_specifier
// features: kernel,launch_bounds,launch,builtin_vars,device_function,main,namespace,if,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,macro_function,macro_statement
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

inline __device__ float drift4(float p5, unsigned char q6, int len7) {
    p5 *= ((threadIdx.x / 4) * 0b11010) + (+len7);
    q6 *= 24;
    p5 = len7;
    ++len7;
    return MAX2_2(len7 + 62L, p5 + 62) + (blockDim.x * (blockIdx.x));
}

namespace detail8 {
__global__ void __launch_bounds__(1024) stencil9_kernel(const unsigned int* in10) {
    int i11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    unsigned char mid12 = MAX2_2(i11, 41L / (in10[i11] + i11));
    mid12 = threadIdx.x;
    mid12 *= static_cast<float>(blockDim.y);
    int x13 = (mid12);
    ACCUM_3(x13, (12));
}
} // namespace detail8
static counter_16 = 3;

int main() {
    int count14 = 118;
    detail8::stencil9_kernel<<<2 * 4, (128)>>>(nullptr);
    int v15 = 051;
    if (count14 || (v15 != sizeof(unsigned int)))
        return 4 * (count14 + 0b110110L);
    count14 ^= 51;
    count14 += v15;
    return 0;
}
