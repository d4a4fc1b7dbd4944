// cudagen 0.1 seed 461 invalid:global_device_combined
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,builtin_vars,host_function,default_args,main,constexpr_var,local_array,namespace,nested_namespace,if,static_assert,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,cast_static,macro_object,macro_paste,pp_if
#include "prelude.cuh"

#define RADIUS_1 64
#define TILE_DIM_2 16
#define WARPS_3 8
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

#if (TILE_DIM_2 * 2) >= 12 && TILE_DIM_2 != 0
#define CONFIG_7 4
#else
#define CONFIG_7 24
#endif

namespace gpu8::inner9 {
template <typename T, class U>
__global__ void __launch_bounds__(1024) relax10(U p11, unsigned int p12, const unsigned int *coef13, U a14)
{
    p11 = static_cast<U>(p12) + CONFIG_7;
    (p11--, (a14 *= CAT_6(p, 12) / TILE_DIM_2));
    float z15[7] = {};
    T idx16 = threadIdx.z;
    p12 = z15[4] + 4u;
}

float run_fuse17(int stride18 = -43)
{
    gpu8::inner9::relax10<double, float><<<8 * (CONFIG_7 + CONFIG_7), 128>>>(stride18 * stride18, RADIUS_1, nullptr, CAT_6(stride, 18));
    int val19[7] = {57, 48, 17ul, static_cast<int>(8), 12ull};
    (++stride18, (val19[stride18] ^= (RADIUS_1)));
    stride18 = 4099 - stride18;
    gpu8::inner9::relax10<int, unsigned int><<<(CONFIG_7 + 014), 512>>>((stride18 += val19[2], stride18), CAT_6(stride, 18), nullptr, (stride18 += 49LL, stride18));
    return 11;
}
} // namespace gpu8::inner9

float run_clamp20(const double *coef21, long long beta22)
{
    int y23[3] = {59lu};
    y23[beta22] -= y23[2];
    if (coef21[3] != TILE_DIM_2) {
        return coef21[2];
    }
    if ((-y23[beta22]) > 53) {
        return CONFIG_7;
    }
    static_assert(46 > 45, "expected value");
    beta22 = gpu8::inner9::run_fuse17(46) / coef21[7];
    return (3170U + beta22) % y23[1];
}
__host__ __global__ void mixed_kernel26(int *p)
{
    p[0] = 1;
}

int main()
{
    int n24 = 4053;
    run_clamp20((const double*)nullptr, n24);
    gpu8::inner9::relax10<unsigned, unsigned><<<(2), 128 * 2>>>(51 | (n24 - CAT_6(n, 24)), gpu8::inner9::run_fuse17(n24), (const unsigned int*)nullptr, run_clamp20(static_cast<const double*>(nullptr), run_clamp20(nullptr, 056)));
    bool res25 = CAT_6(n, 24) + 1;
    gpu8::inner9::relax10<long, float><<<(n24 + 127) / 128, 128>>>(n24 - (res25 * n24), res25, nullptr, n24);
    if ((n24 + res25) <= n24) {
        return (945 + n24);
    }
    gpu8::inner9::relax10<float, unsigned><<<(n24 + 31) / 32, (128)>>>(res25, 59, nullptr, gpu8::inner9::run_fuse17(-19));
    return 0;
}
