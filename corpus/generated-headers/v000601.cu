// cudagen 0.2 seed 601 valid headers
// features: kernel,restrict_params,launch,builtin_vars,host_device_function,host_function,main,constexpr_var,nested_namespace,if,for,goto,compound_assign,logical,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,macro_object,macro_function,pp_ifdef,comments,if_constexpr,inline_namespace,using_declaration,using_directive,hdr_cmath
#include <cuda_runtime.h>

#define CHUNK_1 5
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 11
#else
#define TUNE_4 52
#endif
/* Helper used by the kernels below. */

__global__ void scatter5(int stride6, float *out7, int *dst8, int lane9)
{
    int gid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid10 + lane9) {
        goto done11;
    }
    if (gid10 >= stride6)
        return;
    out7[gid10] = (6.5F + gridDim.x) * sqrtf((unsigned int)lane9);
    lane9 = 61;
done11:;
}
namespace lib12 {
inline namespace abi {
__device__ int version13(int x) { return x + 4; }
} // namespace abi
namespace detail::impl {
__device__ int helper14(int x) { return x * 2; }
} // namespace detail::impl
} // namespace lib12
using lib12::version13;
__device__ int layered15(int x) {
    using namespace lib12::detail::impl;
    return helper14(x) + version13(x) + lib12::abi::version13(1);
}

__device__ __host__ int march16(int n17, int stride18, float cfg19)
{
    if ((0x24 >= TWICE_PLUS_2(n17, cfg19)) && (!(stride18 >= cfg19))) {
        long sum20 = cosf(n17);
        n17 += fabsf(sum20);
    }
    n17 = 4 * ((n17 % stride18) - stride18);
    n17 = TWICE_PLUS_2(fminf(n17, n17), int(CHUNK_1));
    int off21{50};
    (void)off21;
    return 0x38lu;
}

void run_decay22(const float *src23, int len24, int *__restrict__ acc25)
{
    if (27UL == len24)
        return;
    int idx26 = 58L;
    (void)idx26;
    if constexpr (sizeof(double) == 4) {
        len24 = TWICE_PLUS_2(acc25[len24] + (6 + (*src23)), '#' * len24);
    } else {
    }
}

int main()
{
    int len27 = 3745;
    for (int j28 = 0x0; j28 < 7; j28 += 0x1) {
        float e29 = (-j28) / (len27 * float(j28));
        (void)e29;
        const double *res30 = (const double*)nullptr;
        (void)res30;
    }
    len27 = len27 + 33 + 15 + TUNE_4;
    scatter5<<<(len27 + 63) / 64, 16 * (CHUNK_1 + 3)>>>(58l, (float*)nullptr, nullptr, CHUNK_1 - len27);
    return 0x0;
}
