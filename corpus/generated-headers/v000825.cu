// cudagen 0.2 seed 825 valid headers
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,host_function,main,device_array,local_array,if,while,nested_block,static_assert,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,if_constexpr,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <cmath>
#include <cuda/std/array>
#include <cuda/std/functional>

#define CAT_1(a, b) a##b
__host__ __device__ float norm2(float x, float y) {
    return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
__device__ float d_lerp3[32];

__global__ void blend4(short *__restrict__ data5, const int *coef6) {
    if ((*data5) == (-coef6[2]))
        return;
    if (d_lerp3[15] < d_lerp3[9])
        return;
    ++d_lerp3[22];
    float idx7[8] = {};
    (void)idx7;
}

static __global__ void __launch_bounds__(sizeof(float) * 256, 4) fold8_kernel(const signed char *coef9) {
    if constexpr (sizeof(void *) == 8) {
        d_lerp3[29] = 5.125f;
        floorf(7.375F);
    }
    d_lerp3[0x18] = fabsf(0x23l);
    int e10 = (*coef9) + coef9[0];
    (void)e10;
}

void host_tally11(short *acc12, unsigned char *__restrict__ data13, const unsigned short *src14) {
    int w15 = 0;
    while (w15 < w15) {
        if ((acc12[w15] + (*acc12)) != 35)
            continue;
        {
            const int *h16 = static_cast<const int*>(nullptr);
            (void)h16;
            static_assert(sizeof(int) == 0x4, "bad config");
        }
        ++w15;
    }
}

int main() {
    int size17 = 0xB28;
    blend4<<<1, (256)>>>(nullptr, nullptr);
    size17 = (-(size17 - 8)) / size17;
    size17 = size17;
    fold8_kernel<<<64, sizeof(unsigned int) * 0x8>>>(nullptr);
    return 0;
}
