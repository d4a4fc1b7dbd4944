// cudagen 0.1 seed 1081 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_shared_mem,host_device_function,main,managed_var,typedef,namespace,if,if_else,static_assert,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,macro_function,macro_statement
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
static_assert(((0b10000)) > 15);

__global__ void step5_kernel(const float *__restrict__ src6, float *dst7)
{
    float val8 = dst7[3];
    dst7[0x4] = 22.625f - dst7[0x6];
    static_assert(sizeof(int) == 4);
    if (src6 == nullptr) {
        int y9 = dst7[1] * 8ll;
        dst7[y9 & 7] = 39 >> (-MOD8_1(y9));
    } else {
        ++dst7[1];
    }
}

namespace gpu10 {
template <typename T, int N = 7>
__global__ void __maxnreg__(128) spread11(T *out12, T *__restrict__ buf13)
{
    if (out12 == nullptr) {
        if (out12[1] <= 56) {
            return;
        }
        (*buf13) = 1.75;
    }
    if (18 > (*out12)) {
        unsigned long long acc14 = 54;
        if (out12[0] >= 46) {
            return;
        }
    }
}

inline __host__ __device__ size_t fuse15(int count16)
{
    bool lo17 = 0x36 > count16;
    if (lo17) {
        return 52;
    }
    if ((count16 / count16) > (count16 + 0x1)) {
        lo17 = '\101' <= lo17;
        count16 = count16 * lo17;
    } else if (lo17) {
        count16 = 43U;
    }
    return count16;
}
__managed__ int m_filter18 = 31;
} // namespace gpu10
typedef int idx19_t;

int main()
{
    int n20 = 0x10b;
    if (n20 != n20) {
        gpu10::fuse15(gpu10::m_filter18);
    } else {
        float acc21 = n20;
        (--n20, (n20 = 19lu));
    }
    gpu10::fuse15(62U * gpu10::fuse15(n20));
    step5_kernel<<<32, (512)>>>(nullptr, nullptr);
    gpu10::spread11<float, 0x7><<<2 * 2, 0x20, 0>>>((float*)nullptr, nullptr);
    return 0;
}
