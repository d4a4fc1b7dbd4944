// cudagen 0.1 seed 758 invalid:launch_bounds_too_many_args
// features: kernel,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,extern_shared,constexpr_var,namespace,if,goto,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,cast_const,sizeof,macro_object,macro_function,macro_statement,pp_if,pp_undef,comments
#include "prelude.cuh"

#define RADIUS_1 3
#define LOW_BITS_2(x) ((x) & 0xF)
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#if (RADIUS_1 * 2) >= 28 && RADIUS_1 != 0
#define CONFIG_5 6
#elif RADIUS_1 < 0
#error unreachable configuration
#else
#define CONFIG_5 21
#endif
#undef CONFIG_5
#define CONFIG_5 24
// Helper used by the kernels below.

__global__ void __maxnreg__(32) scale6(int *data7, int n8, double q9, const unsigned int *coef10)
{
    int i11 = threadIdx.x;
    n8 ^= sizeof(unsigned int) + static_cast<short>(blockIdx.x * n8);
    unsigned z12{32lu};
    q9 = (coef10[i11] < ((n8 >= q9) ? data7[2] : data7[i11])) ? 20.375 : LOW_BITS_2(i11);
}
/* Computes one element per thread. */

__global__ void update13_kernel(const float *in14)
{
    extern __shared__ float dyn_15[];
    int gid16 = threadIdx.x;
    dyn_15[1] += (LOW_BITS_2(gid16 - gid16));
    float *q17 = static_cast<float*>(nullptr);
    if ((q17[0x6]) >= '#') {
        goto finish18;
    }
    q17[4] += LOW_BITS_2(gridDim.z);
    if ((gid16 - (*in14)) != gid16) {
        return;
    }
finish18:;
}

namespace util19 {
__global__ void __maxnreg__(64) norm20(int *acc21, unsigned int *out22, const unsigned long long *in23)
{
    int idx24 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (!in23) {
        char stride25 = ((+out22[3]) - ((*acc21) * (*acc21))) - (+in23[1]);
    }
    (*out22) -= *acc21;
}
} // namespace util19
__global__ void __launch_bounds__(128, 2, 1, 4) bounded_kernel29(int *p)
{
    p[threadIdx.x] = 0;
}

int main()
{
    int len26 = 1095;
    len26 = len26;
    if (len26 > 39) {
        unsigned char lim27 = len26 - ((int)(len26));
        if (lim27) {
            ++lim27;
        }
    }
    constexpr float z28 = 12;
    scale6<<<(RADIUS_1 + 1) * 2, sizeof(float) * (RADIUS_1 + (RADIUS_1 + (CONFIG_5 + 2))), 0>>>(nullptr, (float)z28, (sizeof(double) + len26) - MAX2_3(len26, z28), nullptr);
    update13_kernel<<<(len26 + 63) / 64, sizeof(unsigned int) * (CONFIG_5 + (RADIUS_1 + (RADIUS_1 + 2)))>>>(nullptr);
    util19::norm20<<<512, CONFIG_5 + 488, 0, (cudaStream_t)0>>>(nullptr, (unsigned*)nullptr, (const unsigned long long*)nullptr);
    return 0;
}
