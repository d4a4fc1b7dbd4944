// cudagen 0.1 seed 1811 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,maxnreg,launch,builtin_vars,main,shared_var,extern_shared,constexpr_var,static_assert,ternary,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_functional,cast_static,macro_object,macro_statement,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define RADIUS_1 64
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 2
#else
#define TUNE_4 35
#endif

#if RADIUS_1 > 111
#define CONFIG_5 4
#else
#define CONFIG_5 13
#endif
static_assert(sizeof(int) == 4);
// Computes one element per thread.

template <class T, typename U>
__global__ void __launch_bounds__(512) bump6(const T *input7, float q8, double alpha9) {
    int gid10 = threadIdx.x;
    q8 = input7[blockIdx.z & 7];
    q8 = q8;
    alpha9 = *input7;
    int sum11 = -((threadIdx.x >= 57) ? 16L : 4407);
    sum11 = T(+q8);
}
/* NOTE: keep in sync with the host reference. */

__global__ void __maxnreg__(32) merge12(double *buf13, float *acc14) {
    extern __shared__ double dyn_15[];
    acc14[blockIdx.y & 7] = -TUNE_4;
    (*acc14) = (dyn_15[gridDim.z & 7] != ((*buf13) += RADIUS_1, CONFIG_5)) ? (acc14[blockIdx.x & 0b111] + RADIUS_1 + static_cast<double>(*acc14)) : (((*acc14) + 057) / (075 & warpSize));
    __shared__ int sh_16[256];
    static_assert((CONFIG_5 + 5) > 17, "bad config");
    ++acc14[gridDim.z];
    acc14[blockDim.z] = (4 + (sh_16[blockIdx.y] % sh_16[blockDim.z])) % (-(RADIUS_1 % sh_16[161]));
    __shared__ float sh_17[128];
}

int main() {
    int len18 = 2430;
    len18++;
    --len18;
    merge12<<<4, TUNE_4 + (CONFIG_5 + (CONFIG_5 + 3))>>>(nullptr, static_cast<float*>(nullptr));
    --len18;
    bump6<unsigned, unsigned int><<<2, 32 * 0x10>>>(static_cast<const unsigned int*>(nullptr), len18, len18);
    return 0;
}
