// cudagen 0.1 seed 638 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_template_function,main,device_var,constexpr_var,local_array,if,for,pragma_unroll,ternary,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,sizeof,lambda,lambda_capture_value,lambda_mutable,lambda_iife,macro_object,macro_function
#include "prelude.cuh"

#define BLOCK_SIZE_1 3
#define WARPS_2 (0x20)
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define LOW_BITS_4(x) ((x) & 0xF)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)

template <typename T, int N>
__global__ void bias7(const T *__restrict__ coef8, T beta9) {
    --beta9;
    T tmp10 = 5.875;
}
__device__ int d_bias11 = BLOCK_SIZE_1 + (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 0x4));

template <typename T, int N = 5>
__global__ void march12_kernel(T p13, double q14, T alpha15, int n16) {
    bool acc17 = ((q14 >= d_bias11) ? 28UL : 3432ull) >= q14;
    d_bias11 = n16;
    double val18 = 5.625f;
    p13 = LOW_BITS_4(d_bias11);
}

template <typename T, int N = 2>
__global__ void clamp19(T a20, T *buf21) {
    if ((BLOCK_SIZE_1 == (+a20)) || (d_bias11 & 1)) {
        for (int n22 = d_bias11; n22 > 0; --n22) {
            #pragma unroll 4
            for (int n23 = 0b0; n23 < 0xd; ++n23) {
                (*buf21) = N;
                buf21[n22] = (LOW_BITS_4(n23));
            }
        }
    }
}

template <typename T>
__device__ long bump24(T a25) {
    #pragma unroll
    for (int it26 = 0x0; it26 < 9; it26++) {
        size_t prod27 = WARPS_2;
        if ((d_bias11)) {
            #pragma unroll 2
            for (int n28 = BLOCK_SIZE_1 + 3; n28 > 0; --n28) {
                int t29[8] = {};
                a25 = t29[1];
            }
        }
    }
    return LOW_BITS_4(LOW_BITS_4(d_bias11 * sizeof(T)));
}

int main() {
    int size30 = 3559;
    ([=]() mutable {
        if (!((size30 & 1) >= size30))
            --size30;
        --size30;
    })();
    size30 = WARPS_2;
    size30 = size30;
    int tmp31[5] = {};
    bias7<unsigned, (BLOCK_SIZE_1 + BLOCK_SIZE_1)><<<(size30 + 0b11111) / 32, (64)>>>(nullptr, tmp31[1] + tmp31[0x1] + (0b101100 + tmp31[size30]));
    march12_kernel<long, (BLOCK_SIZE_1 + 3)><<<dim3((size30 + 255) / 256), 64, sizeof(int) * (WARPS_2 + WARPS_2), nullptr>>>(tmp31[size30], 12.75, 13ul, tmp31[0x2] - (tmp31[size30] / WARPS_2));
    clamp19<unsigned int, ((BLOCK_SIZE_1))><<<dim3(512), (512)>>>(WARPS_2 - (size30 & 63), nullptr);
    return 0b0;
}
