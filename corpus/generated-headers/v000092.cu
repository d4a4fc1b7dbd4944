// cudagen 0.2 seed 92 valid headers
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,device_function,device_noinline,device_template_function,main,shared_var,extern_shared,constexpr_var,if,for,goto,static_assert,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,pp_ifdef,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <algorithm>
#include <type_traits>
#include <cooperative_groups.h>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

#ifdef USE_FAST_PATH_3
#define TUNE_4 8
#else
#define TUNE_4 44
#endif

template <typename T, int N>
__device__ __noinline__ T bump5(const T* in6, const T* input7, unsigned long long a8) {
    for (int j9 = 14; j9 > 0; --j9) {
        a8 = sinf(fmaxf(~threadIdx.y, floorf(threadIdx.x)));
        a8 %= (TUNE_4 & (a8)) * j9;
    }
    a8++;
    __shared__ double sh_10[256];
    long t11 = 0x14 / fmaxf(TUNE_4, sh_10[147]);
    (void)t11;
    if (!in6) {
        goto out12;
    }
    static_assert(0x21 == 0x21, "tile must fit");
out12:;
    return (a8) | 6;
}

__global__ void rank13_kernel(long* buf14, int* __restrict__ dst15, int len16) {
    extern __shared__ size_t dyn_17[];
    constexpr unsigned int t18 = 0x32l;
    (void)t18;
    for (int it19 = 6; it19 > 0; --it19) {
        expf((0x6 * len16));
        if (dyn_17[it19 & 7] <= it19)
            return;
        buf14[0x1] -= sqrtf(9.25f - threadIdx.z) + len16;
    }
}

int main(void) {
    int size20 = 2514;
    for (int j21 = 0; j21 < 0xc; j21 += 3) {
        for (int j22 = 0; j22 < size20; ++j22) {
            for (int it23 = 0; it23 < j21; it23 += 0x3) {
                float prod24 = cosf(TUNE_4);
                (void)prod24;
                rank13_kernel<<<dim3(2, 2), 32>>>(nullptr, (int*)nullptr, j22 - j22);
            }
        }
    }
    return 0;
}
