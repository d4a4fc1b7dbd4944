// cudagen 0.1 seed 669 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,host_device_function,main,constexpr_var,auto_var,struct,struct_template,namespace,if,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,pp_ifdef
#include "prelude.cuh"

#define RADIUS_1 5
#define NUM_ITERS_2 8
#define TILE_DIM_3 16
#define LOW_BITS_4(x) ((x) & 0xF)

#ifdef USE_FAST_PATH_5
#define TUNE_6 1
#else
#define TUNE_6 62
#endif

namespace detail7 {
inline __device__ __host__ double apply8(int n9, int n10, const long *coef11)
{
    n9 %= 0xeUL;
    n9 = n9;
    double off12 = 47;
    off12 = (LOW_BITS_4(*coef11) - (-n9)) << (12 - (n9 ^ n9));
    return n9;
}

__global__ void __launch_bounds__(RADIUS_1 + 27, 4) grow13_kernel(double beta14, float *__restrict__ acc15, float beta16)
{
    unsigned int tid17 = (blockIdx.x * blockDim.x) + threadIdx.x;
    auto v18 = long(beta16);
    if ((sizeof(long) != threadIdx.x) || (tid17 >= (*acc15))) {
        return;
    }
    beta16 -= ~(blockDim.x);
    auto cnt19 = detail7::apply8((blockDim.x - v18) % (tid17 - blockDim.x), 58ul, (const long*)nullptr);
    static_assert(sizeof(int) == 4, "bad config");
}

__global__ void clamp20(int *data21, const float *__restrict__ in22, int lane23, float *acc24)
{
    unsigned i25 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i25 >= lane23) {
        return;
    }
    detail7::apply8(39 / (lane23 % data21[lane23]), 12, static_cast<const long*>(nullptr));
    int k26 = ((lane23) >> (0x3 | lane23)) - NUM_ITERS_2;
    float h27 = LOW_BITS_4(data21[k26 & 7]);
}
} // namespace detail7

template <typename T>
struct Cell28 {
    T val29;
};

int main()
{
    int count30 = 0x48e;
    count30 >>= ~(count30 - 4'261);
    detail7::clamp20<<<dim3((count30 + 31) / 0x20, (count30 + 63) / 0x40, (count30 + 0b1111111) / 128), RADIUS_1 + (TUNE_6 + 0x1bd)>>>(&count30, static_cast<const float*>(nullptr), (34lu + count30), nullptr);
    if ((count30) < 52) {
        return 40 + (~count30);
    }
    detail7::grow13_kernel<<<dim3(16 * 0x10, (count30 + 127) / 128), sizeof(int) * TILE_DIM_3>>>(count30, nullptr, ((count30 < count30) ? 1058ul : count30) + 3.75F);
    float lim31{22.25f};
    if (lim31 <= detail7::apply8(29, count30, (const long*)nullptr)) {
        return 60ul % count30;
    }
    return 0;
}
