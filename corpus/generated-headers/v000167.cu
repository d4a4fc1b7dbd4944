// cudagen 0.2 seed 167 valid headers
// features: kernel,restrict_params,launch,device_function,main,constexpr_var,local_array,const_local,nested_namespace,for,pragma_unroll,while,ternary,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_char,lit_nullptr,cast_static,macro_statement,pp_ifdef,pp_if,inline_namespace,using_declaration
#include <cuda_runtime.h>
#include <array>
#include <cmath>
#include <cstdio>

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 1
#else
#define TUNE_3 39
#endif

#if TUNE_3 > 94
#define CONFIG_4 6
#else
#define CONFIG_4 10
#endif
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
namespace core6 {
inline namespace v1 {
__device__ int version7(int x) { return x + 3; }
} // namespace v1
namespace detail::impl {
__device__ int helper8(int x) { return x * 4; }
} // namespace detail::impl
} // namespace core6
using core6::version7;
__device__ int layered9(int x) {
    return core6::detail::impl::helper8(x) + version7(x) + core6::v1::version7(1);
}

__device__ void merge10(int *__restrict__ dst11, const int *coef12)
{
    for (int n13 = 0; n13 < 10; ++n13) {
        long lo14[6] = {};
        const bool e15 = (n13 + dst11[n13]) - 0;
        for (int it16 = 0, j17 = 0x2; it16 < j17; (++it16, (--j17))) {
            unsigned int val18 = (((lo14[j17] > (*dst11)) ? e15 : lo14[n13]) << 4) - it16;
            (void)val18;
            lo14[0] = 0xBu;
            const long h19 = 0x19;
            (void)h19;
        }
    }
}

__global__ void decay20_kernel(unsigned int p21, unsigned *__restrict__ out22, unsigned int alpha23)
{
    --out22[p21];
    double idx24 = CONFIG_4;
    int off25 = (alpha23 << (CONFIG_4 - alpha23)) >> (30ull >> (*out22));
    (void)off25;
    #pragma unroll 4
    for (int i26 = 0; i26 < 5; ++i26)
        idx24 = i26;
    idx24 = alpha23;
}

int main()
{
    int count27 = 833;
    int pass28 = 0;
    while (pass28 < 9) {
        count27 = ('A' / static_cast<int>(pass28)) * count27;
        ++pass28;
    }
    float idx29 = count27;
    (void)idx29;
    decay20_kernel<<<1 << 3, 1 << 9>>>(31 + count27, nullptr, '#');
    return 0;
}
