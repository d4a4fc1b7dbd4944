// cudagen 0.1 seed 615 invalid:grid_constant_not_const
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,main,constexpr_var,local_array,enum_class,if,if_else,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_static,sizeof,lambda,lambda_capture_value,lambda_launch,macro_object,macro_function,pp_ifdef,pp_if,pp_undef,comments
#include "prelude.cuh"

#define NUM_ITERS_1 256
#define BLOCK_SIZE_2 32
#define NUM_ITERS_3 4
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define SQR_5(x) ((x) * (x))
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)

#ifdef USE_FAST_PATH_8
#define TUNE_9 2
#else
#define TUNE_9 23
#endif
#if NUM_ITERS_1 == 256
#define CONFIG_10 4
#elif NUM_ITERS_1 < 0
#error unreachable configuration
#else
#define CONFIG_10 24
#endif
#undef TUNE_9
#define TUNE_9 12
enum class Axis11 {
    Low12,
    Green13 = 2,
    Green14 = 7,
    Add15 = 11,
    Add16 = 14
};
/* Returns the accumulated value. */

__device__ __forceinline__ double gather17(float *buf18, int n19) {
    n19 ^= n19;
    (*buf18)++;
    if ((buf18 != nullptr) && (buf18 != nullptr)) {
        return (*buf18) * 22.5;
    }
    if ((0x34lu <= buf18[2]) || (34 != (*buf18))) {
        return (*buf18) + (n19 * blockIdx.z);
    }
    --n19;
    long long diff20 = 37;
    diff20 &= n19;
    return 16.375;
}

__global__ void lerp21(const unsigned int *coef22) {
    int i23 = threadIdx.x;
    double res24[6] = {-14.75F, static_cast<double>(blockIdx.x), 8.875};
    res24[4] = (*coef22) - res24[3];
    if ((*coef22) > res24[1]) {
        return;
    }
    int k25[5] = {};
    constexpr float lim26 = 0;
}
__global__ void gc_kernel31(__grid_constant__ int x, int *p)
{
    p[0] = x;
}

int main() {
    int len27 = 473;
    lerp21<<<(64), sizeof(float) * BLOCK_SIZE_2, CONFIG_10 + (TUNE_9 + 240), 0>>>(static_cast<const unsigned int*>(nullptr));
    if (SQR_5((len27)) == len27) {
        len27 = len27;
    } else {
        auto lam30 = [=](long long val28, float lim29) -> unsigned {
            val28 *= static_cast<float>(lim29 * '"');
            lerp21<<<(len27 + 63) / 64, (NUM_ITERS_3 + (CONFIG_10 + (CONFIG_10 + (TUNE_9 + 8)))) * 8>>>(nullptr);
            return 28lu;
        };
        lam30(len27, 7.625f);
    }
    len27 &= sizeof(unsigned long long) * (len27 & len27);
    len27--;
    return 0;
}
