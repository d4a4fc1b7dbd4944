// cudagen 0.1 seed 92 invalid:invalid_type_conversion
// features: kernel,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,main,constant_var,constexpr_var,if,if_else,do_while,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_nullptr,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,pp_if
#include "prelude.cuh"

#define WARPS_1 5
#define WARPS_2 5
#define WARPS_3 ((WARPS_2 + 11) * (2 * 0b10))
#define MOD8_4(x) ((x) % 8)

#if WARPS_2 == 5
#define CONFIG_5 3
#else
#define CONFIG_5 11
#endif

__host__ __device__ void bias6(signed char beta7, unsigned* out8, const int* coef9) {
    if ((coef9[0] + out8[beta7 & 7]) <= 63)
        return;
    beta7 <<= beta7;
    if (!((beta7 - beta7) > 'A')) {
        short mid10 = 58L;
        int pass11 = 0;
        do {
            unsigned int* y12 = nullptr;
            if ((y12[mid10 & 7] % (*coef9)) >= out8[pass11 & 7])
                return;
            ++pass11;
        } while ((pass11 < 11) && ((mid10 % 0b11) > 53U));
    }
}
__constant__ int c_drift13 = 3ll;

__global__ void __launch_bounds__(1024, 1) weigh14(int* out15, short* out16, int len17, int stride18) {
    int tid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid19 >= len17)
        return;
    out15[stride18 & 7]--;
    if (31 >= gridDim.x)
        return;
    out16[5] = out15[len17];
    bias6(+warpSize, reinterpret_cast<unsigned int*>(out15), out15);
}

__device__ __host__ int filter20(double* acc21, int stride22) {
    if (acc21 != nullptr) {
        if ((stride22 != 35) && (stride22 & 1)) {
            stride22--;
            ((*acc21)++, (stride22 -= WARPS_2));
            int hi23(MOD8_4(stride22));
        } else {
            stride22++;
        }
    }
    if (((*acc21) * acc21[stride22 & 7]) != 62U)
        return 12ul;
    return stride22;
}

int main(void) {
    int n24 = 726;
    double d_26 = 1.5;
    int *p_26 = (int *)d_26;
    double z25 = (CONFIG_5);
    ++z25;
    weigh14<<<(n24 + 63) / 64, (64), sizeof(int) * 32, nullptr>>>(nullptr, static_cast<short int*>(nullptr), n24, n24);
    return 0;
}
