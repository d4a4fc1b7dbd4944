// cudagen 0.1 seed 1794 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch_bounds,launch,builtin_vars,device_function,main,device_var,constexpr_var,if,if_init,for,ternary,bitwise,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#ifdef USE_FAST_PATH_1
#define TUNE_2 9
#else
#define TUNE_2 26
#endif
#if (TUNE_2 * 2) >= 35 && TUNE_2 != 0
#define CONFIG_3 1
#else
#define CONFIG_3 12
#endif
#undef TUNE_2
#define TUNE_2 2
static __device__ int d_step4;
__device__ unsigned int pack5(int lane6, int n7, char a8) {
    d_step4 = threadIdx.z + a8;
    if (unsigned int stride9{8u}; (d_step4 - (stride9 * threadIdx.y)) >= 51) {
        for (int j10 = 0; j10 < n7; ++j10) {
            float val11(n7 & ((d_step4 * d_step4) | n7));
        }
        a8 = (5 - d_step4) / a8;
    }
    return a8;
}
template <class T, int N = 5>
__global__ void __launch_bounds__((64)) smooth12_kernel(const T *in13, long *acc14, T *acc15, const T *input16) {
    int i17 = (blockIdx.x * blockDim.x) + threadIdx.x;
    acc14[5]++;
    acc14[3] = pack5((d_step4 != N) ? blockDim.x : in13[d_step4], 0xaL - i17, input16[d_step4]) + ((23 + d_step4) - 37U);
    acc15[i17 & 7] = pack5(pack5(0xc, input16[2], 0x3LL - gridDim.x), (((*acc15) > N) ? d_step4 : blockIdx.x) | (20 ^ d_step4), pack5(pack5(acc14[5], i17, TUNE_2), u'0' + acc15[0], blockIdx.x));
    T s18 = d_step4;
}
int main() {
    int len19 = 2816;
    if (((len19 - sizeof(float)) >= CONFIG_3) || (len19 < sizeof(int))) {
        smooth12_kernel<<<(len19 + 255) / 256, (TUNE_2 + 0176)>>>((const long*)nullptr, (long*)nullptr, static_cast<long*>(nullptr), static_cast<const long*>(nullptr));
        smooth12_kernel<double, 4><<<0x80, 040 * 0x4>>>(nullptr, nullptr, (double*)nullptr, static_cast<const double*>(nullptr));
    }
    ++len19;
    short y20 = len19;
    return 0x0;
}
