// cudagen 0.2 seed 36 valid headers
// features: kernel,restrict_params,launch,builtin_vars,host_device_function,main,constexpr_var,nested_namespace,if,bitwise,pointer_arith,array_index,call,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,macro_object,pp_if,comments,inline_namespace,hdr_cmath
// nvcc: -std=c++20 -rdc=true
#include <cuda_runtime.h>
#include <cmath>
#include <cooperative_groups.h>

#define CHUNK_1 256
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

#if (CHUNK_1 * 2) >= 7 && CHUNK_1 != 0
#define CONFIG_4 7
#else
#define CONFIG_4 32
#endif
namespace api5 {
inline namespace v1 {
__host__ __device__ int version6(int x) { return x + 2; }
} // namespace v1
namespace detail::impl {
__host__ __device__ int helper7(int x) { return x * 4; }
} // namespace detail::impl
} // namespace api5
__host__ __device__ int layered8(int x) {
    return api5::detail::impl::helper7(x) + api5::version6(x) + api5::v1::version6(1);
}
/* Computes one element per thread. */

__device__ __host__ void relax9(const int* __restrict__ input10, int lane11, unsigned int beta12)
{
    double tmp13 = (CHUNK_1 - (input10[lane11] | lane11)) + (-(beta12 * 1.875));
    (void)tmp13;
    int off14 = int(beta12);
    (void)off14;
    int base15 = cosf(static_cast<long>(30)) + sqrtf(20.75F);
    (void)base15;
    constexpr int cnt16 = 22;
    (void)cnt16;
    constexpr float s17 = 7.875f;
    (void)s17;
}

__global__ void tally18(int stride19, float p20, long long* __restrict__ out21)
{
    unsigned int tid22 = threadIdx.x;
    if (tid22 >= stride19) {
        return;
    }
    int base23 = expf(~tid22);
    stride19 = api5::version6(base23);
}

int main()
{
    int len24 = 2123;
    len24 = (expf(len24) + len24) / len24;
    tally18<<<(len24 + 255) / 256, (CHUNK_1)>>>(sinf(19.875f), len24, (long long*)nullptr);
    return 0;
}
