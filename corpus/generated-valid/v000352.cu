// cudagen 0.1 seed 352 valid
// features: kernel,kernel_from_macro,launch_bounds,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_forceinline,host_device_function,main,device_var,shared_var,constexpr_var,local_array,namespace,if,do_while,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,pp_if
#include "prelude.cuh"

#define NUM_ITERS_1 5
#define RADIUS_2 32
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#if NUM_ITERS_1 == 5
#define CONFIG_6 7
#else
#define CONFIG_6 12
#endif
__host__ __device__ unsigned char pivot7(unsigned char alpha8, unsigned int b9, float a10) {
    if (alpha8 <= (a10 / CAT_5(b, 9))) {
        return CAT_5(alpha, 8);
    }
    unsigned idx11[2] = {6U, 35};
    int t12 = '#';
    return alpha8;
}
__global__ void gather13(int stride14, int *data15, long *acc16) {
    unsigned long base17 = *acc16;
    unsigned long long stride18 = stride14;
    if ((!data15) || (((long)base17) != stride18)) {
        base17--;
        float r19 = (6.25f * (base17 - (*data15))) + pivot7((21u), 63U + data15[stride18], base17 * sizeof(long));
    }
    base17 %= 2821;
}
#define DEFINE_MAP_KERNEL_20(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_20(map_stencil21, float)
DEFINE_MAP_KERNEL_20(map_trace22, double)
namespace detail23 {
__global__ void bias24(int len25, const float *src26) {
    len25++;
    len25 ^= len25;
    len25--;
    int lim27 = src26[6];
    long long s28 = pivot7('A', sizeof(float) - len25, CAT_5(len, 25) / src26[5]) + (*src26);
    s28 |= len25 - s28;
    const float *flag29 = src26 + 3;
}
__device__ bool d_weigh30;
} // namespace detail23
__global__ void __launch_bounds__(512) fold31(const unsigned long *coef32, float q33) {
    if (q33 > 21) {
        return;
    }
    constexpr unsigned int mid34 = 14;
    q33 += static_cast<char>(pivot7(detail23::d_weigh30, CONFIG_6, pivot7(coef32[7], coef32[2], 0b110110L)));
    detail23::d_weigh30 = pivot7(RADIUS_2 + coef32[2] + CONFIG_6, -('\x7f' + detail23::d_weigh30), 53LL % pivot7(mid34, 43, '\\'));
    int iter35 = 0;
    do {
        detail23::d_weigh30 = CAT_5(iter, 35);
        float r36 = q33;
        ++iter35;
    } while (iter35 < iter35);
}
__device__ __forceinline__ unsigned int decay37(int count38) {
    unsigned int m39{6u};
    m39 += +(pivot7(52, detail23::d_weigh30, -4'891) - m39);
    detail23::d_weigh30 = (CAT_5(count, 38) & 5) < (m39 - detail23::d_weigh30);
    __shared__ unsigned int sh_40[8];
    return NUM_ITERS_1;
}
__global__ void score41(unsigned int a42, float q43) {
    a42 %= detail23::d_weigh30;
    decay37(a42);
    float *diff44 = &q43;
    if ((a42 + 5) != RADIUS_2) {
        return;
    }
}
int main(void) {
    int len45 = 1422;
    if ((len45 == len45) || (len45 <= 37l)) {
        return len45;
    }
    constexpr long long acc46 = 3;
    len45 -= (unsigned)13lu;
    len45++;
    gather13<<<dim3(2), 256, 0>>>((double)(len45 - acc46), &len45, nullptr);
    map_stencil21<<<dim3(8, 1), 256, (RADIUS_2 + (NUM_ITERS_1 + 987))>>>(nullptr, 5 | CAT_5(len, 45));
    map_trace22<<<(len45 + 127) / 128, dim3((len45 + 255) / 256, 8 * (CONFIG_6 + 1), (len45 + 63) / 64), sizeof(double) * 128>>>(nullptr, len45);
    return 0;
}
