// cudagen 0.1 seed 730 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,device_template_function,main,constant_array,constexpr_var,struct,using_alias,if,incdec,lit_int_octal,lit_float,cast_functional,macro_function,comments
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

struct Pixel4 {
    unsigned short flag5;
    long x6;
};

template <typename T>
__host__ __device__ int norm7(const T *in8) {
    long acc9 = 56;
    ++acc9;
    return LOW_BITS_1(LOW_BITS_1(acc9 - acc9));
}
/* Helper used by the kernels below. */

__global__ void stencil10_kernel(int len11) {
    unsigned int idx12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx12 >= len11) {
        return;
    }
    float z13 = threadIdx.z;
    z13 = 4.375f;
    len11 = 24 - (idx12);
}
using ptr14_t = float*;
__constant__ char c_clamp15[2] = {44, 16};
constexpr int LANES16 = 3;

int main() {
    int count17 = 2402;
    stencil10_kernel<<<dim3(128, 256, (count17 + 255) / 0400), dim3(512), 0>>>((-13));
    stencil10_kernel<<<4, dim3(256, 2), 0>>>(int(count17));
    ++count17;
    return 0;
}
