// cudagen 0.1 seed 2004 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,builtin_vars,host_device_function,host_function,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,namespace,if,for,ternary,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_c,cast_static,cast_reinterpret,macro_paste,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define CAT_1(a, b) a##b

#ifdef USE_FAST_PATH_2
#define TUNE_3 2
#else
#define TUNE_3 23
#endif

#if (TUNE_3 * 2) >= 20 && TUNE_3 != 0
#define CONFIG_4 1
#else
#define CONFIG_4 14
#endif
#undef TUNE_3
#define TUNE_3 48

namespace detail5 {
template <typename T, typename U>
__global__ void weigh6_kernel(const U *__restrict__ input7, float beta8, int *__restrict__ dst9, const U *in10)
{
    extern __shared__ signed char dyn_11[];
    int gid12 = threadIdx.x;
    beta8 = ((threadIdx.x <= (gridDim.x + TUNE_3)) && ((*in10) <= (CAT_1(gid, 12) + gid12))) ? (gridDim.x - dst9[7]) : (*dst9);
    dyn_11[0x3]++;
    dst9[blockIdx.x] = warpSize;
}

__host__ __device__ int fold13(int stride14, double *__restrict__ data15, int stride16)
{
    for (int j17 = 0; j17 < 12; j17++) {
        if (j17)
            continue;
    }
    for (int n18 = 0x0; n18 < 7; n18++) {
        long mid19 = (52ULL - (n18 ? stride16 : 25)) + 2;
        stride14 = -(((stride16 + 33l) > n18) ? CAT_1(stride, 14) : (*data15));
    }
    unsigned long long h20{57l};
    return stride16;
}

short filter21(int lane22, const float *in23)
{
    auto w24 = 0xfc8;
    detail5::fold13(detail5::fold13(w24 * TUNE_3, nullptr, CONFIG_4 + w24), (double*)nullptr, (TUNE_3 + lane22) * lane22);
    for (int n25 = 0; n25 < lane22; ++n25) {
        for (int i26 = (16); i26 > 0; --i26)
            detail5::fold13(detail5::fold13(detail5::fold13(lane22, static_cast<double*>(nullptr), 5U), nullptr, in23[i26]), static_cast<double*>(nullptr), i26);
    }
    detail5::weigh6_kernel<double, int><<<(w24 + 31) / 0x20, 32 * 4>>>(reinterpret_cast<const int*>(in23), -7.125f, (int*)nullptr, reinterpret_cast<const int*>(in23));
    unsigned *stride27 = nullptr;
    return 1926ull;
}
} // namespace detail5

int main(void)
{
    int size28 = 1725;
    auto mid29 = true * ((size28 < TUNE_3) ? (false + size28) : detail5::filter21(TUNE_3, nullptr));
    detail5::filter21(detail5::fold13(detail5::filter21(mid29, static_cast<const float*>(nullptr)), static_cast<double*>(nullptr), size28), static_cast<const float*>(nullptr));
    long long q30[6] = {0x23, static_cast<long long>(detail5::filter21(size28, nullptr)), 0b111001, 9ll};
    long *lo31 = nullptr;
    return 0;
}
