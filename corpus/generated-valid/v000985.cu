// cudagen 0.1 seed 985 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,builtin_vars,main,managed_var,shared_var,extern_shared,constexpr_var,struct,aligned_struct,namespace,nested_namespace,if,if_else,for,compound_assign,bitwise,shift,comparison,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_reinterpret,sizeof,lambda,lambda_capture_ref,macro_object,macro_function,macro_paste,macro_statement,pp_if
#include "prelude.cuh"

#define NUM_ITERS_1 256
#define NUM_ITERS_2 5
#define LOW_BITS_3(x) ((x) & 0xF)
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_5(a, b) a##b
#if NUM_ITERS_1 % 2 == 0 || NUM_ITERS_1 < 4
#define CONFIG_6 1
#elif NUM_ITERS_1 < 0
#error unreachable configuration
#else
#define CONFIG_6 22
#endif

struct Pixel7 {
    int z8;
    unsigned long x9;
};
__managed__ int m_norm10 = CONFIG_6 + (CONFIG_6 + 62);

struct __align__(8) Stats11 {
    float x12;
    int x13;
    long hi14;
    double lo15;
};

namespace math16::v17 {
__global__ void __launch_bounds__((01000)) combine18(long alpha19, int *__restrict__ buf20) {
    extern __shared__ unsigned int dyn_21[];
    int i22 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i22 >= alpha19) {
        return;
    }
    for (int n23 = 0; n23 < 0b10000; n23 += 3) {
        if (((dyn_21[1] += i22, buf20[4]) * (1815 & buf20[m_norm10])) < 47ULL) {
            float *m24 = reinterpret_cast<float*>(buf20);
            alpha19 <<= 1;
        } else {
            const double *lim25 = reinterpret_cast<const double*>(buf20);
        }
        constexpr int k26 = '\0';
    }
}
} // namespace math16::v17

int main() {
    int len27 = 2622;
    auto step29 = [&]() {
        int k28 = -48;
        len27 = (57 ^ (len27 % 21)) * 3;
    };
    step29();
    math16::v17::combine18<<<(m_norm10 + 63) / 64, NUM_ITERS_2 + (NUM_ITERS_2 + (CONFIG_6 + 245)), sizeof(int) * 1024>>>((61 ^ len27) & m_norm10, nullptr);
    math16::v17::combine18<<<(len27 + 255) / 256, 32 * (NUM_ITERS_2 + 3)>>>(len27, &m_norm10);
    return 0;
}
