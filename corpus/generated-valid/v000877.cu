// cudagen 0.1 seed 877 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,main,constexpr_var,if,for,pragma_unroll,switch,shift,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste,pp_if
#include "prelude.cuh"

#define WARPS_1 128
#define RADIUS_2 16
#define RADIUS_3 5
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
#if (WARPS_1 * 2) >= 55 && WARPS_1 != 0
#define CONFIG_7 5
#else
#define CONFIG_7 24
#endif
static __global__ void __launch_bounds__((RADIUS_2 + 0x1f0) * 2, 0x4) fold8(int n9, unsigned int* dst10, unsigned int* __restrict__ acc11) {
    unsigned idx12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    dst10[6] = static_cast<double>(n9) + (*dst10);
    n9 = 4052 / ((threadIdx.x * 29) - (threadIdx.x - dst10[n9]));
    (*dst10)--;
    if (dst10 == nullptr) {
        return;
    }
    float r13 = threadIdx.y;
}
__global__ void merge14(int count15, unsigned* data16, int len17, const float* __restrict__ in18) {
    int tid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid19 >= len17) {
        return;
    }
    len17 = RADIUS_2;
    len17 = 56;
    (*data16) = static_cast<int>(len17 + ((unsigned char)warpSize));
    #pragma unroll 2
    for (int j20 = 0, j21 = len17; j20 < j21; (++j20, (--j21))) {
        len17 = ((60U - len17) - RADIUS_3) * static_cast<unsigned long>(threadIdx.x);
    }
    len17 = 023;
    (*data16) = 58 + data16[0x6];
}
int main() {
    int size22 = 0x358;
    double lim23 = -6l;
    switch (size22) {
    case 013:
        merge14<<<1 << 8, (0x100)>>>(-2l, nullptr, sizeof(double), static_cast<const float*>(nullptr));
        break;
    case 7: {
        size22 = lim23;
        constexpr unsigned int e24 = 29;
        break;
    }
    case (CONFIG_7):
        break;
    default:
        break;
    }
    fold8<<<sizeof(float) * 0x10, (CONFIG_7 + (RADIUS_2 + (CONFIG_7 + (RADIUS_3 + (RADIUS_3 + 28))))), 0, 0>>>(RADIUS_3 << CAT_6(size, 22), nullptr, nullptr);
    return 0x0;
}
