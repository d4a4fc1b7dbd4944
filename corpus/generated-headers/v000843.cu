// cudagen 0.2 seed 843 valid headers
// features: kernel,restrict_params,launch,builtin_vars,device_function,static_device_function,host_device_function,main,constexpr_var,auto_var,if,if_init,do_while,goto,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_static,sizeof,macro_object,pp_ifdef,pp_undef,local_class,if_constexpr
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <algorithm>
#include <cstdio>
#include <type_traits>
#include <cuda/std/array>
#include <cuda/std/functional>

#define RADIUS_1 128
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 3
#else
#define TUNE_3 52
#endif
#undef RADIUS_1
#define RADIUS_1 8

__global__ void pack4(int *out5, float *__restrict__ data6)
{
    unsigned gid7 = (blockIdx.x * blockDim.x) + threadIdx.x;
    out5[gid7] = 54u;
    (*out5) = ((gid7 * 36) + RADIUS_1) | (data6[gid7 & 0x7] += *data6, 64);
    if ((TUNE_3 < (*data6)) && (out5[gid7 & 7] != 31)) {
        goto out8;
    }
    ((*out5)++, (data6[threadIdx.z & 0b111] = data6[gid7]));
    data6[2] = (int(threadIdx.x));
    (*out5) = -0xd94;
out8:;
}

__device__ __host__ unsigned short pack9(float a10, int stride11, int stride12)
{
    ++stride12;
    struct Local13 {
        int s;
        __host__ __device__ int add(int v) { s += v; return s; }
    };
    Local13 lim14{3};
    int m15 = lim14.add(stride12);
    auto w16 = 46;
    if (auto f17 = stride11 ^ ((TUNE_3) * w16); (a10 - (w16 % f17)) != 15) {
        auto r18 = f17;
        (void)r18;
    }
    float idx19 = ((m15 * stride11) + stride12) / w16;
    return static_cast<long>(idx19);
}

static __device__ float drift20(int lane21, int n22)
{
    if ((n22 + 26ul) >= n22) {
        return -4;
    }
    if ((lane21 != n22) && (n22 >= n22)) {
        int w23 = 0;
        do {
            if (float y24 = 15.0f; (n22 > lane21) && (!(w23 == w23))) {
                unsigned long r25 = y24;
                (void)r25;
                if constexpr (sizeof(int) == 4) {
                    y24 = 24.125F;
                }
            }
            ++w23;
        } while (w23 < w23);
    }
    return blockDim.z;
}

int main()
{
    int count26 = 2783;
    pack4<<<(count26 + 127) / 128, RADIUS_1 + (TUNE_3 + 0x1F5)>>>(static_cast<int*>(nullptr), nullptr);
    int base27 = ~(sizeof(int) + (count26 | count26));
    (void)base27;
    unsigned y28 = ((0x15 + count26) * static_cast<short int>(count26)) / static_cast<int>(4964);
    (void)y28;
    return 0;
}
