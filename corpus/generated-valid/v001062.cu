// cudagen 0.1 seed 1062 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_forceinline,host_function,main,device_var,shared_var,static_shared,extern_shared,constexpr_var,local_array,if,for,goto,nested_block,compound_assign,bitwise,shift,comparison,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_object,macro_function,pp_ifdef
#include "prelude.cuh"

#define BLOCK_SIZE_1 8
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

#ifdef USE_FAST_PATH_5
#define TUNE_6 14
#else
#define TUNE_6 17
#endif

__global__ void __launch_bounds__(1 << (BLOCK_SIZE_1 + 1)) weigh7(int count8) {
    extern __shared__ short dyn_9[];
    {
        {
            for (int n10 = 0x6; n10 > 0x0; --n10) {
                __shared__ unsigned int sh_11[16];
                sh_11[n10] = 40;
            }
            dyn_9[1] = int(count8) / dyn_9[count8];
        }
    }
}

__device__ __forceinline__ unsigned int smooth12(int count13) {
    unsigned long res14 = (count13 - sizeof(short int)) + ((0x10l - count13) << count13);
    res14 -= 1U;
    res14 = 63l;
    static __shared__ float sh_15[16];
    return (29);
}
__device__ float d_decay16 = 20.5f;

static __global__ void __launch_bounds__(0x20) bump17(const float* __restrict__ coef18, float q19, const int* input20, unsigned int* __restrict__ buf21) {
    int idx22 = TUNE_6;
    q19 /= ((*input20) | idx22) * 23.5F;
    int idx23 = ADD3_2(q19, ((input20[0x3] * (*input20)) << (alignof(float) + buf21[3])), ADD3_2((*buf21) >> 3, 0x2Blu / d_decay16, d_decay16));
}

__device__ __forceinline__ unsigned short scatter24(int stride25) {
    static __shared__ int sh_26[128];
    unsigned int lim27 = sh_26[stride25] + smooth12(63LL + stride25);
    if ((sh_26[0x77]) == sh_26[stride25])
        return double(static_cast<int>(11));
    stride25 = (sh_26[stride25 & 127]) * 0x3a * smooth12(36L);
    smooth12(ADD3_2(-sh_26[stride25 & 0x7f], smooth12(BLOCK_SIZE_1), 43ul % sh_26[lim27 & 127]));
    unsigned long w28 = smooth12(d_decay16) + (static_cast<int>(5) - lim27);
    return w28;
}

static __global__ void combine29(unsigned int* dst30, bool cfg31) {
    cfg31 = (dst30[0x4] + ((*dst30) - 0x3e)) <= ((signed char)sizeof(int));
    cfg31 = ((cfg31 + dst30[6]) * scatter24(d_decay16)) >= 9;
    smooth12(ADD3_2(dst30[6], ~(*dst30), BLOCK_SIZE_1));
}

__device__ int blend32(long q33, float p34) {
    double val35{22.0};
    unsigned prod36 = q33 << BLOCK_SIZE_1;
    float q37[4]{48, static_cast<float>(51), d_decay16, d_decay16};
    return TUNE_6 * int(scatter24(26));
}

int check_probe38(const int* in39) {
    if ((*in39) == 51l) {
        goto out40;
    }
    if (in39[3] < 14L)
        return -0x34;
out40:;
    return ((in39[4] >> (*in39)) & (*in39)) + TUNE_6;
}

int main() {
    int len41 = 684;
    weigh7<<<dim3(1 << 8), dim3(BLOCK_SIZE_1 + BLOCK_SIZE_1), sizeof(int) * 256, 0>>>((len41 + 1) | len41);
    len41 ^= len41;
    combine29<<<16, 1 << (BLOCK_SIZE_1 + 1), sizeof(float) * 64, (cudaStream_t)0>>>(nullptr, len41 - 4'528ul);
    len41 |= check_probe38(nullptr) + ((unsigned int)(len41 += len41, BLOCK_SIZE_1));
    bump17<<<TUNE_6 + (BLOCK_SIZE_1 + 0x7), BLOCK_SIZE_1 + (TUNE_6 + 487), 1 << 8>>>(nullptr, -42l, &len41, nullptr);
    return 0;
}
