// cudagen 0.1 seed 498 invalid:typedef_conflict
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,device_function,static_device_function,host_device_function,host_function,constexpr_function,main,constant_array,typedef,using_alias,if,for,pragma_unroll,do_while,switch,goto,static_assert,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,alignof,macro_function,macro_statement,comments
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

constexpr __host__ __device__ int update5(int stride6, bool q7) {
    static_assert(sizeof(int) == 4, "tile must fit");
    stride6 <<= 6;
    return (size_t)MIN2_1(q7, 62l);
}

template <typename T, int N>
__global__ void step8(T cfg9, T beta10, unsigned alpha11, float *acc12) {
    int iter13 = 0x0;
    if (acc12 == nullptr) {
        goto finish15;
    }
    do {
        T flag14 = alpha11;
        acc12[iter13] = 13.25F + ((alpha11) << update5(iter13, iter13));
        ++iter13;
    } while (iter13 < iter13);
finish15:;
}
__constant__ double c_merge16[8] = {-2.125, 8.625};

constexpr __device__ __host__ int count17(int stride18, int n19) {
    return alignof(double);
}
static_assert(53 > 52, "bad config");
typedef int idx20_t;

static __device__ int count21(int stride22) {
    switch (short(stride22)) {
    case 3:
        (stride22--, (stride22 >>= 5));
        stride22 |= ((long)stride22) * stride22;
        break;
    default:
        stride22 = (stride22 += stride22, (update5(c_merge16[stride22], stride22 <= stride22) * update5(stride22, stride22)));
        break;
    }
    #pragma unroll 4
    for (int n23 = 0; n23 < 0xe; n23 += 0x4) {
        stride22 %= ~((n23 * stride22) & n23);
        update5((n23 - n23) / (stride22 += 0x3dul, c_merge16[n23]), (c_merge16[stride22] * (16 * stride22)) != 12);
    }
    return (stride22 += 13, (0x3C / float(stride22)));
}
using real24_t = float;
/* NOTE: keep in sync with the host reference. */

template <typename T, class U>
__global__ void sweep25_kernel(const U *src26) {
    unsigned short *stride27 = (unsigned short*)nullptr;
    if ((src26[0] - 0x20) == 18) {
        goto done28;
    }
    (--(*stride27), (stride27[0x3] -= count21(31 * c_merge16[2])));
done28:;
}

inline void reduce29(const float *coef30, double *dst31, int stride32) {
    int stride33 = update5(dst31[0x2], count17(*coef30, -0x3aL));
    step8<double, ((0x1))><<<dim3(sizeof(int) * 16), 0x1 << 0x9, 1024>>>(+(stride32 + 43lu), 56ul, MIN2_1((unsigned long long)(*coef30), count17(stride33, 60UL)), reinterpret_cast<float*>(dst31));
    sweep25_kernel<real24_t, unsigned int><<<dim3((stride32 + 0x3F) / 64, (2), 1 << 6), (256)>>>(reinterpret_cast<const unsigned*>(dst31));
}
typedef int value_t37;
typedef float value_t37;

int main() {
    int len34 = 115;
    if (29 <= len34) {
        return MIN2_1(len34, 24);
    }
    for (int j35 = len34; j35 > 0; --j35) {
        real24_t *e36 = (real24_t*)nullptr;
        step8<int, ((8))><<<0x1, (0x200)>>>(*e36, -0xC, len34, e36);
    }
    len34 *= MIN2_1(len34, len34) + MIN2_1(MIN2_1(len34, 58u), len34 | 40);
    return 0;
}
