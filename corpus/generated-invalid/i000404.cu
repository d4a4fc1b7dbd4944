// cudagen 0.1 seed 404 invalid:case_outside_switch
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,host_device_function,host_function,constexpr_function,main,shared_var,extern_shared,host_global,constexpr_var,const_local,enum_class,namespace,if,do_while,static_assert,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_statement,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

namespace util2 {
constexpr __device__ __host__ int trace3(int len4)
{
    len4 = sizeof(int);
    float hi5 = (alignof(float) << len4) << static_cast<int>(len4);
    return len4 + 20L;
}
float g_reduce6[] = {15.5f, 0x17, -15, 044lu};
} // namespace util2

__global__ void scatter7_kernel(int *dst8, float *out9)
{
    int tid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int pass11 = 0;
    do {
        if ((tid10)) {
            out9[threadIdx.y] += 23.875f;
        }
        const int s12 = 39LL;
        ++pass11;
    } while ((pass11 < pass11) && (out9[pass11] > dst8[threadIdx.x & 7]));
}
// Layout: row-major, no padding.

__global__ void combine13(float *dst14)
{
    int tid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    long lim16 = dst14[7];
    (*dst14) = unsigned('#') & lim16;
}

__device__ __forceinline__ float rank17(long beta18)
{
    ++beta18;
    constexpr int f19 = 0x35L;
    return static_cast<float>(f19 * beta18);
}
enum class Level20 { Busy21, Mul22 = 2, Busy23 };

__device__ __forceinline__ int stencil24(const float *in25, long p26)
{
    if (((*in25) > in25[0b111]) && (int(gridDim.x) >= p26)) {
        p26 -= in25[p26 & 7];
    }
    p26 &= (-(0x1L + p26)) * static_cast<unsigned>(p26);
    return ('\?' - p26) % p26;
}
/* Helper used by the kernels below. */

__global__ void filter27(int count28)
{
    extern __shared__ int dyn_29[];
    int idx30 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (count28 == sizeof(long)) {
        static_assert((43) > 0x2A, "expected value");
        Level20 val31 = Level20::Busy23;
    }
}

constexpr int run_scatter32(int len33)
{
    return len33 - len33;
}

int main()
{
    int count34 = 296;
    case 1: ++count34;
    constexpr double u35 = 0x14;
    constexpr long off36 = 47;
    int lim37 = sizeof(float);
    scatter7_kernel<<<0x8, (64), sizeof(int) * 128, nullptr>>>((int*)nullptr, util2::g_reduce6);
    combine13<<<(lim37 + 255) / 256, 512, 0, nullptr>>>(util2::g_reduce6);
    filter27<<<(lim37 + 0b111111) / 64, 1 << 6, 256, nullptr>>>((lim37 - 27) / 20);
    return 0;
}
