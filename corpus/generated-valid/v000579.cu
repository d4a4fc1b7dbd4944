// cudagen 0.1 seed 579 valid
// features: kernel,launch,launch_dim3,builtin_vars,host_device_function,host_function,static_host_function,default_args,main,device_array,managed_var,shared_var,constexpr_var,enum_class,namespace,nested_namespace,if,goto,ternary,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_bool,lit_nullptr,cast_c,cast_static,cast_reinterpret,macro_function
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define SQR_2(x) ((x) * (x))
static __device__ int d_apply3[32] = {30, 49ul};
enum class Kind4 : unsigned char { Busy5, Green6, Fast7 };
__managed__ int m_bias8 = 23;

inline __host__ __device__ int scatter9(int stride10 = -8)
{
    stride10 = (stride10 | 4) * ADD3_1(stride10 ? 4 : 60, stride10, stride10 | 0xB);
    stride10 = stride10 + ((stride10 * stride10) - (21UL + stride10));
    return stride10 % stride10;
}

__host__ __device__ void sift11(double* dst12, signed char* data13)
{
    dst12[5] = dst12[1];
    float* z14 = reinterpret_cast<float*>(dst12);
    if ((*dst12) != scatter9()) {
        goto out16;
    }
    if (!(((*dst12) + 8) > (*z14))) {
        int y15 = (data13[5] ^ (*data13)) << scatter9((-0x22L));
        if (!(y15 >= dst12[0x4])) {
            return;
        }
    }
out16:;
}

namespace gpu17 {
static float relax18(int n19, int stride20, float* acc21)
{
    dim3 v22((stride20 + 0x7f) / 128, 0x2 * 8, 2);
    long t23 = 46;
    stride20 = m_bias8;
    if (((m_bias8 + 26ull) - (59L & n19)) < n19) {
        constexpr bool lim24 = false;
        (*acc21) = scatter9(2 + SQR_2(stride20));
    }
    return stride20;
}

__global__ void pivot25(double q26, const int* coef27, const unsigned int* in28, int* buf29)
{
    long long r30 = 0x5l | (m_bias8 % (m_bias8));
    if (!coef27) {
        return;
    }
}
} // namespace gpu17

namespace gpu31::sub32 {
__device__ __host__ void tally33(int n34, int stride35)
{
    const int* off36 = static_cast<const int*>(nullptr);
    if (32 != scatter9(27L)) {
        return;
    }
    char flag37 = (scatter9(n34) / ADD3_1(*off36, 7, 34)) + n34;
    if (off36[6] == n34) {
        return;
    }
    if (22L > stride35) {
        return;
    }
}
} // namespace gpu31::sub32

__global__ void gather38(const int* input39)
{
    if (SQR_2(m_bias8) != scatter9()) {
        m_bias8++;
    }
    __shared__ float sh_40[64];
    if (threadIdx.y > blockIdx.x) {
        return;
    }
    if (!input39) {
        return;
    }
    d_apply3[22] = scatter9();
    sh_40[38] = scatter9(22 << scatter9(-10));
}

int main()
{
    int len41 = 656;
    int lo42 = 29 - (-((int)m_bias8));
    lo42 = 56U << (lo42 - scatter9(len41));
    gpu17::pivot25<<<2 * 2, dim3(16, (len41 + 255) / 256, (len41 + 0x3F) / 64)>>>((len41 += 28, (-4.875)), (const int*)nullptr, nullptr, static_cast<int*>(nullptr));
    gather38<<<256 * 2, dim3(32, 64, 512)>>>(nullptr);
    return 0;
}
