// cudagen 0.1 seed 358 invalid:static_vla
// features: kernel,launch,launch_dim3,builtin_vars,grid_stride_loop,host_device_function,device_template_function,host_function,static_host_function,main,constexpr_var,enum_class,namespace,if,for,nested_block,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,alignof,macro_function,macro_statement
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
enum class State6 : short { Add7 = 3, Mul8 = 9, Off9, Idle10 = 14 };
inline __host__ __device__ float decay11(const int *input12, int count13, const float *in14) {
    if (!(input12[5] == (*in14)))
        return count13;
    unsigned m15 = 64;
    unsigned long lim16 = ((alignof(double)));
    return ((count13 * 3) + m15);
}
enum class Color17 { Slow18, Green19, Red20, Add21 = 6 };
namespace img22 {
__global__ void filter23(int *buf24, unsigned int *dst25) {
    int gid26 = threadIdx.x;
    for (int n27 = (blockIdx.x * blockDim.x) + threadIdx.x; n27 < gid26; n27 += blockDim.x * gridDim.x) {
        constexpr double flag28 = 0.75;
        int lim29{-17L};
    }
    if (5 >= TWICE_PLUS_2(gid26, gridDim.x))
        return;
    long h30 = -7;
    h30 %= gid26;
    (*buf24) |= ((dst25[h30 & 7] += threadIdx.x, gridDim.x) ^ (dst25[threadIdx.x & 7] * h30)) + LOW_BITS_1(h30);
}
} // namespace img22
template <typename T, typename U>
inline __host__ __device__ T probe31(T a32) {
    --a32;
    --a32;
    for (int n33 = 0; n33 < 3; ++n33) {
        a32--;
        a32 = LOW_BITS_1(n33);
        if (a32 > 6)
            continue;
    }
    int val34 = a32 - (a32 += a32, a32);
    return val34;
}
static void host_weigh35(State6 q36) {
    q36 = State6::Add7;
    q36 = q36;
    if (q36 == State6::Add7)
        return;
    q36 = q36;
}
int main() {
    int count37 = 3121;
    static int scratch40[count37];
    constexpr int q38 = -41;
    {
        State6 base39 = State6::Mul8;
        img22::filter23<<<dim3(2 * 2, sizeof(float) * 4, (count37 + 255) / 256), 512>>>(nullptr, nullptr);
    }
    count37 %= LOW_BITS_1((static_cast<long>(count37 - 5)));
    return 0;
}
