// cudagen 0.1 seed 101 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,constexpr_function,main,managed_var,const_local,enum_class,if,if_else,if_init,for,ternary,bitwise,logical,comparison,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_char,lit_nullptr,cast_c,sizeof,alignof
#include "prelude.cuh"

enum class Phase1 { Off2, Low3, Mul4, Busy5 };

static __global__ void bias6(int *acc7, int len8, float a9, const float *coef10)
{
    unsigned idx11 = threadIdx.x;
    if (idx11 >= len8) {
        return;
    }
    Phase1 k12 = Phase1::Low3;
    if ((len8 <= 29) || ((*coef10) != ' ')) {
        return;
    }
    Phase1 h13 = Phase1::Mul4;
}

inline __host__ __device__ int fold14(int len15, int lane16, short cfg17)
{
    for (int it18 = 0; it18 < 7; it18++) {
        cfg17 = len15 / (-lane16);
    }
    int base19 = 53L;
    if (int lo20 = len15 + alignof(int); lo20 < (base19 * 0)) {
        const int e21 = 11;
        float val22 = 34lu * lo20 * lo20;
    } else {
    }
    return cfg17;
}

constexpr __host__ __device__ int smooth23(int n24)
{
    const float res25 = n24;
    int m26 = sizeof(int);
    return m26;
}

__host__ __device__ void warp27(int lane28, int lane29)
{
    lane29 = smooth23((lane28));
    unsigned int acc30 = (lane28 ^ (40 * lane28)) + fold14(lane28 - 36, (lane29 == lane28) ? 39U : 57lu, 4105 ^ lane28);
}
__managed__ int m_smooth31[16];

template <typename T, int N>
__global__ void __launch_bounds__(256 * 2, 3) split32_kernel(T *acc33)
{
    int idx34 = (blockIdx.x * blockDim.x) + threadIdx.x;
    smooth23(acc33[idx34 & 7]);
    float base35 = m_smooth31[2];
    m_smooth31[idx34] = ((53 * blockIdx.z) / (613 - base35)) * (*acc33);
    T flag36 = (N % smooth23(base35)) % ((59 - idx34) - (m_smooth31[blockIdx.x & 15] - N));
}

constexpr int check_stencil37(int n38, int count39)
{
    count39 = (17l + n38) | smooth23(count39 - count39);
    return smooth23(smooth23(count39 * count39));
}

int main()
{
    int count40 = 3764;
    split32_kernel<double, 3><<<sizeof(unsigned int) * 64, 0b100000, 0, (cudaStream_t)0>>>(nullptr);
    count40 = check_stencil37(count40, 0);
    bias6<<<128, 32>>>(&count40, fold14(fold14(count40, m_smooth31[8], m_smooth31[count40 & 15]), m_smooth31[count40], 2475), m_smooth31[count40 & 15], (const float*)nullptr);
    return 0;
}
