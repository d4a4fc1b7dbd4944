// cudagen 0.1 seed 417 valid
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,main,constant_var,shared_var,extern_shared,constexpr_var,local_array,auto_var,enum,enum_class,using_alias,if,for,static_assert,ternary,shift,logical,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_paste,macro_statement,pp_ifdef,pp_if,pp_undef,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_2(a, b) a##b
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 2
#else
#define TUNE_4 44
#endif
#if TUNE_4 > 17
#define CONFIG_5 5
#elif TUNE_4 < 0
#error unreachable configuration
#else
#define CONFIG_5 26
#endif
#undef TUNE_4
#define TUNE_4 8
using idx6_t = int;
static_assert(sizeof(int) == 0b100, "expected value");
enum class State7 { Mul8, Mul9, Mul10 = 4 };

static __global__ void blend11(unsigned int q12, unsigned int *dst13, double *data14) {
    extern __shared__ float dyn_15[];
    dyn_15[q12] = dst13[threadIdx.z];
    long long h16 = 49L;
}

__device__ idx6_t probe17(unsigned beta18) {
    auto e19 = CAT_2(beta, 18);
    e19 = 57;
    if ((threadIdx.y > gridDim.z) || (beta18 <= sizeof(idx6_t)))
        return 48l + beta18;
    return ((beta18 > beta18) ? ((int)24ULL) : (beta18 + 4)) - 0x34;
}

__global__ void stencil20_kernel(double *data21, int *data22, idx6_t *data23, int len24) {
    unsigned int tid25 = threadIdx.x;
    if (tid25 >= len24)
        return;
    int off26[2]{len24, 0xddb};
    len24 = -off26[len24];
}
__constant__ idx6_t c_split27 = 45ULL;
enum Level28 {
    RED29,
    RED30,
    FAST31 = 5,
    GREEN32,
    HIGH33
};
// Helper used by the kernels below.

__device__ double gather34(const long *coef35, float b36, idx6_t count37) {
    for (int i38 = 0, j39 = c_split27; i38 < j39; (++i38, (--j39))) {
        if (((*coef35) * coef35[threadIdx.x]) < c_split27)
            break;
    }
    count37 = (4 + gridDim.y) << (0x3E9 * count37);
    return (4.25 - b36) + ((13 >> c_split27) - (((*coef35) != 0x3E) ? b36 : (*coef35)));
}

int main() {
    int n40 = 0x411;
    if (!(37ULL >= n40))
        return +n40;
    Level28 t41 = HIGH33;
    static_assert(sizeof(int) == 0x4, "expected value");
    blend11<<<dim3((CONFIG_5 + 6), RED30), dim3((n40 + 127) / 0200, (n40 + 255) / 0x100, (0x200)), 0, nullptr>>>(((t41 > sizeof(unsigned char)) ? 30u : sizeof(float)) * (t41 << CAT_2(t, 41)), static_cast<unsigned int*>(nullptr), nullptr);
    stencil20_kernel<<<(n40 + 127) / 128, (HIGH33 + 0x39) * 4, 0>>>(nullptr, nullptr, nullptr, (RED29 >> t41) + FAST31);
    return 0x0;
}
