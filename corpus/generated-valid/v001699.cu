// cudagen 0.1 seed 1699 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,static_host_function,constexpr_function,main,managed_var,shared_var,constexpr_var,local_array,auto_var,namespace,if,nested_block,ternary,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_static,macro_object,macro_statement,pp_if
#include "prelude.cuh"

#define TILE_DIM_1 64
#define RADIUS_2 4
#define WARPS_3 16
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#if RADIUS_2 > 85
#define CONFIG_5 2
#else
#define CONFIG_5 19
#endif

template <typename T, typename U>
__global__ void scatter6_kernel(U beta7)
{
    int i8 = threadIdx.x;
    double cnt9[8] = {15.375, static_cast<double>(WARPS_3), 35, static_cast<double>(blockIdx.z)};
    __shared__ int sh_10[16];
}

constexpr __host__ __device__ int tally11(int len12)
{
    return len12;
}

namespace math13 {
static float run_rank14(int count15, const float* src16)
{
    --count15;
    unsigned w17 = TILE_DIM_1 - ((*src16) / (42U));
    scatter6_kernel<double, long><<<(w17 + 31) / 32, 256>>>(5ul);
    return (3487L);
}
} // namespace math13

static __global__ void blend18(int stride19, double p20, unsigned int beta21, float* acc22)
{
    {
        if (((stride19 & 1) ? beta21 : p20) > (*acc22)) {
            return;
        }
        tally11((*acc22) * blockDim.y);
    }
    stride19--;
    float r23[6] = {19.125f};
}
__managed__ int m_rank24 = 22;

__global__ void fold25_kernel(unsigned int* acc26, const unsigned int* __restrict__ coef27)
{
    unsigned int idx28 = (blockIdx.x * blockDim.x) + threadIdx.x;
    auto lim29 = m_rank24;
    acc26[6] = static_cast<unsigned long long>(tally11(blockDim.y));
    ACCUM_4(*acc26, (tally11((idx28 + gridDim.x))));
}

constexpr int run_scatter30(int lane31)
{
    lane31 = tally11((lane31 * 16));
    int stride32 = tally11(tally11(lane31 - ' '));
    return 33L;
}

int main(void)
{
    int count33 = 624;
    int* t34 = &m_rank24;
    const int* w35 = nullptr;
    blend18<<<(count33 + 63) / 64, (CONFIG_5 + (RADIUS_2 + 011)) * 2, 1 << (RADIUS_2 + (RADIUS_2 + 2)), nullptr>>>((m_rank24 += t34[m_rank24 & 7], (*t34)) * WARPS_3, 33u, t34[7] / (w35[count33] / 37), nullptr);
    fold25_kernel<<<128, 1 << (RADIUS_2 + 3)>>>(nullptr, nullptr);
    return 0;
}
