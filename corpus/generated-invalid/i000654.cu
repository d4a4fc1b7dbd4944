// cudagen 0.1 seed 654 invalid:call_non_function
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,static_host_function,main,shared_var,static_shared,constexpr_var,static_local,struct,if,for,pragma_unroll,do_while,compound_assign,logical,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define TILE_DIM_1 3
#define WARPS_2 32
#define BLOCK_SIZE_3 ((5))
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))
#define CAT_5(a, b) a##b

#ifndef USE_FAST_PATH_6
#define TUNE_7 1
#else
#define TUNE_7 38
#endif

#if WARPS_2 % 2 == 0 || WARPS_2 < 4
#define CONFIG_8 6
#else
#define CONFIG_8 12
#endif
// Helper used by the kernels below.

template <typename T, int N = 2>
__global__ void bias9_kernel(const T *src10, float beta11, const T *coef12)
{
    --beta11;
    --beta11;
}

__global__ void accum13_kernel(double *buf14, signed char *dst15)
{
    for (int n16 = 0, j17 = 7; n16 < j17; (++n16, (--j17))) {
        ++buf14[7];
        #pragma unroll 4
        for (int it18 = 0; it18 < n16; it18++)
            dst15[n16] = TWICE_PLUS_4(it18, TWICE_PLUS_4(n16, buf14[j17]));
    }
    static __shared__ int sh_19[64];
    int prod20 = sh_19[52] + static_cast<short>(52u);
}

struct Acc21 {
    bool flag22;
    double x23;
};
// Helper used by the kernels below.

inline void run_accum24(short p25)
{
    int w26 = 0b0;
    do {
        bias9_kernel<float, ((TUNE_7 + (TUNE_7 + (TUNE_7 + 2))))><<<(64), 64, sizeof(float) * 128, nullptr>>>(nullptr, p25, (const float*)nullptr);
        --p25;
        constexpr unsigned int val27 = 4507lu;
        ++w26;
    } while ((w26 < p25) && (p25 >= p25));
}

static int host_apply28(const unsigned *src29, Acc21 b30)
{
    b30.x23 += 24.75 + ((src29[6]) * 4);
    dim3 mid31 = dim3(sizeof(int) * (TUNE_7 + 1));
    if (b30.x23 <= (b30.flag22 + 33 + TUNE_7)) {
        constexpr double k32 = 10.625;
    }
    if (b30.x23 < (*src29))
        return 41;
    return TILE_DIM_1 % (*src29);
}

int main()
{
    int size33 = 3985;
    size33 = size33(2);
    size33 = ((int)TWICE_PLUS_4(size33, size33)) * size33;
    accum13_kernel<<<dim3(64), WARPS_2 + 96, sizeof(float) * 32>>>((double*)nullptr, nullptr);
    static double tmp34 = 41u;
    accum13_kernel<<<dim3((2), (size33 + 31) / 32), (BLOCK_SIZE_3 + (CONFIG_8 + 0b1110101))>>>(&tmp34, static_cast<signed char*>(nullptr));
    return 0;
}
