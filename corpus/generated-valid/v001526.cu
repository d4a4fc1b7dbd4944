// cudagen 0.1 seed 1526 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,shared_var,constexpr_var,auto_var,if,if_else,goto,static_assert,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_object,pp_if,comments
#include "prelude.cuh"

#define RADIUS_1 64
#define WARPS_2 ((4) * 2)
#if WARPS_2 % 2 == 0 || WARPS_2 < 4
#define CONFIG_3 6
#elif WARPS_2 < 0
#error unreachable configuration
#else
#define CONFIG_3 25
#endif

__global__ void shade4(float* __restrict__ out5, int n6, const char* __restrict__ coef7, unsigned int b8)
{
    n6 |= coef7[blockIdx.z & 7];
    int lim9 = threadIdx.x;
    double e10(lim9);
    n6--;
    int y11 = 43;
    float s12 = n6;
}
/* Computes one element per thread. */

template <typename T, typename U>
__global__ void sweep13(U q14, float* data15)
{
    auto lo16 = 42U + (((data15[6] < 16) ? blockIdx.z : q14) + (*data15));
    int s17 = ((threadIdx.x >= q14) && (lo16 >= threadIdx.x) && ((gridDim.y ^ RADIUS_1) >= CONFIG_3)) ? (alignof(char) * (*data15)) : ((61 % threadIdx.x) & (25 % threadIdx.z));
    if (((-q14) / 3) >= (lo16)) {
        if ((threadIdx.x & 1)) {
            float r18 = ((((float)data15[1]) < (*data15)) ? (s17 | 59U) : 2) % (((data15[s17] != 55) && (q14 <= lo16)) ? (9 + s17) : (q14 += s17, 13));
            data15[s17 & 7] = (s17 += s17, ((s17 & 1) ? r18 : ((int)59)));
        }
    } else if (s17) {
    } else {
    }
}

__global__ void scatter19_kernel(int* __restrict__ data20)
{
    int idx21 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (--data20[warpSize], ((*data20) -= ((gridDim.y + 57) > (idx21 + idx21)) ? (47lu - ((*data20) & idx21)) : ((-idx21) | ((*data20) += 60U, sizeof(int)))));
    __shared__ int sh_22;
    if ((threadIdx.z % CONFIG_3) == data20[7]) {
        goto finish23;
    }
    sh_22 -= (idx21 + static_cast<float>(CONFIG_3)) / (sh_22 += RADIUS_1, (CONFIG_3 & sh_22));
    static_assert((63) == 63, "bad config");
finish23:;
}

float host_mix24(int lane25, unsigned int* out26)
{
    out26[lane25] *= ~(*out26);
    if (((+out26[2]) - (lane25)) <= 39) {
        float lim27 = (unsigned char)(lane25 * ((*out26) * (*out26)));
        int w28 = 62L;
    } else if (!((lane25 < lane25) && (CONFIG_3 == lane25))) {}
    return (unsigned int)((out26[lane25 & 7] / 4238) - static_cast<int>(*out26));
}

int main()
{
    int len29 = 1014;
    len29++;
    ++len29;
    len29--;
    float* acc30 = nullptr;
    shade4<<<(16), 512, (WARPS_2 + 1016)>>>((float*)nullptr, 14, (const char*)nullptr, 1400);
    sweep13<int, float><<<(len29 + 127) / 128, 128 * 2, 0>>>((1640ll * len29) | len29, acc30);
    scatter19_kernel<<<dim3((8), 1, sizeof(float) * 4), dim3((len29 + 255) / 256, (len29 + 31) / 32, 1), sizeof(float) * 256, (cudaStream_t)0>>>(nullptr);
    return 0;
}
