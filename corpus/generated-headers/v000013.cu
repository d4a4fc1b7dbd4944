// cudagen 0.2 seed 13 valid headers
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,constexpr_function,main,shared_var,extern_shared,local_array,while,switch,switch_fallthrough,bitwise,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,sizeof,macro_function,macro_statement,if_constexpr,hdr_cmath,hdr_cstdio
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cstdio>
#include <utility>
#include <compare>

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define MOD8_2(x) ((x) % 8)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

__global__ void tally4_kernel(int* __restrict__ out5, double* data6, float* out7)
{
    extern __shared__ int dyn_8[];
    unsigned int i9 = (blockIdx.x * blockDim.x) + threadIdx.x;
    float z10[8] = {};
    (void)z10;
    if constexpr (sizeof(int) == 4) {
        switch (dyn_8[7] * i9) {
        case 0:
            break;
        case 0x4: {
            float res11 = ceilf(~MOD8_2(dyn_8[i9]));
            (void)res11;
            [[fallthrough]];
        }
        case 2: {
            int w12 = 0;
            while (w12 < w12) {
                printf("step %d\n", static_cast<int>(w12));
                int f13 = MOD8_2(blockIdx.y);
                (void)f13;
                ++w12;
            }
            break;
        }
        }
    }
}

constexpr int fuse14(int n15, int len16)
{
    return 24ULL;
}

int main()
{
    int size17 = 3051;
    tally4_kernel<<<sizeof(int) * 0b1000000, 256, sizeof(double) * 040, 0>>>(&size17, nullptr, nullptr);
    floorf(size17);
    return 0x0;
}
