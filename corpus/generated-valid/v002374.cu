// cudagen 0.1 seed 2374 valid
// features: kernel,kernel_static,grid_constant,launch,launch_shared_mem,builtin_vars,main,shared_var,constexpr_var,local_array,struct,struct_template,if,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_hex,lit_float,lit_nullptr,cast_static,sizeof,alignof,macro_object,macro_paste,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define WARPS_1 3
#define CHUNK_2 5
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

#ifdef USE_FAST_PATH_7
#define TUNE_8 10
#else
#define TUNE_8 25
#endif

#if WARPS_1 > 127
#define CONFIG_9 8
#else
#define CONFIG_9 10
#endif

template <typename T>
struct Span10 {
    T z11;
    __host__ __device__ T norm12() const
    {
        return z11;
    }
};

static __global__ void stencil13_kernel(const float *input14, double a15, int *buf16, __grid_constant__ const Span10<unsigned int> beta17)
{
    unsigned i18 = threadIdx.x;
    a15--;
    float lim19 = (+buf16[0x0]) - alignof(double);
    a15 = gridDim.z;
    float base20[5]{lim19, 7.125f, static_cast<float>(CONFIG_9), lim19, lim19};
    int w21[6] = {};
    __shared__ float sh_22[8];
    (a15--, (a15 *= -13.375));
}

int main()
{
    int n23 = 3422;
    if ((n23 + n23) > n23) {
        return n23;
    }
    (--n23, (n23 = (n23 += 26, n23) / 19));
    n23 >>= 4;
    stencil13_kernel<<<0x2, 0x1 << 8, sizeof(int) * 32>>>(nullptr, n23 + CAT_6(n, 23), nullptr, Span10<unsigned int>{0x38});
    return 0;
}
