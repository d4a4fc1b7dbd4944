// cudagen 0.1 seed 1298 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_dim3,launch_shared_mem,device_function,host_device_function,constexpr_function,main,managed_var,shared_var,static_shared,namespace,if,for,pragma_unroll,nested_block,static_assert,ternary,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_static,sizeof,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

__global__ void fuse2(int *acc3, int *buf4, long long b5, long *data6)
{
    if (static_cast<int>(b5) > (*data6)) {
        static __shared__ double sh_7[256];
        float q8 = b5;
    }
    static_assert(sizeof(int) == 4);
}
__managed__ int m_grow9 = (0x3A);

__device__ void split10(const unsigned *in11)
{
    float acc12 = in11[0x3];
    acc12 = (+(acc12 += m_grow9, 0x37l)) + ((11.F + (*in11)) * ((acc12 <= 0b110111) ? acc12 : 1.375f));
    ++acc12;
}

constexpr __host__ __device__ int clamp13(int stride14, int stride15)
{
    stride15 = stride15 + (stride15 | stride14);
    return stride14;
}
static_assert(sizeof(int) == 4, "expected value");

namespace math16 {
__device__ double rank17(float beta18, int n19, int n20)
{
    #pragma unroll
    for (int j21 = 0x0, j22 = n19; j21 < j22; (++j21, (--j22))) {
        if (n20 != (0x36 + j22)) {
            {
                int hi23 = 19;
                float hi24 = static_cast<int>(hi23);
            }
        }
        if (j21 < j21) {
            continue;
        }
    }
    return static_cast<float>(m_grow9) / (((n20 <= m_grow9) ? 0x37 : 6.75) * 10.5);
}
} // namespace math16

template <typename T, int N>
__global__ void __launch_bounds__(256) scatter25(T cfg26, int count27)
{
    if (!(count27 >= 59L)) {
        return;
    }
    if ((m_grow9 & 1) && m_grow9) {
        return;
    }
    for (int n28 = 0, j29 = 9; n28 < j29; (++n28, (--j29))) {
        __shared__ float sh_30[8];
        T m31 = clamp13((m_grow9), j29);
    }
    float stride32 = clamp13(cfg26, 11.875);
}

int main()
{
    int len33 = 3263;
    const char *f34 = "tile";
    scatter25<unsigned int, 7><<<(32), 128 * 2, sizeof(int) * 128>>>((50lu + len33) | len33, 0xA);
    if (m_grow9 < (f34[0] | 60U)) {
        return static_cast<float>(m_grow9 * len33);
    }
    len33 = len33;
    fuse2<<<dim3(512, 8, 1), 128, sizeof(float) * 128>>>(static_cast<int*>(nullptr), &m_grow9, f34[0], nullptr);
    return 0;
}
