// cudagen 0.1 seed 742 invalid:kernel_constexpr
// features: kernel,launch,host_device_function,main,constant_array,shared_var,static_shared,namespace,if,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c
#include "prelude.cuh"

__global__ void bias1_kernel(float *out2, short *acc3, int *acc4, int count5) {
    if ((-(*acc4)) >= acc3[count5]) {
        if (out2[7] <= 20) {
            acc3[count5] = 4290U;
            if (acc3[count5]) {
                ++(*acc3);
            }
            float flag6 = -20.875F;
        }
        static __shared__ float sh_7[1 << 8];
    }
}

namespace gpu8 {
__host__ __device__ long probe9(float *acc10, int *buf11, int stride12) {
    ++(*acc10);
    (*buf11) = 21U;
    return stride12;
}
__constant__ float c_mix13[8] = {14.125f, -21.25f, 8.75F, 2.75f, 0.375f, 'z', 1.875f, 11.875F};
} // namespace gpu8
__global__ inline void constexpr_kernel15(int *p)
{
    p[threadIdx.x] = 1;
}

int main() {
    int len14 = 84;
    if ((len14 & 0b1)) {
        len14 &= 46L;
        bias1_kernel<<<(len14 + 255) / 256, 512>>>(nullptr, (short*)nullptr, &len14, gpu8::probe9(nullptr, &len14, 52ul));
    }
    return 0;
}
