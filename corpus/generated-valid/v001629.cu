// cudagen 0.1 seed 1629 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_shared_mem,device_function,main,constexpr_var,auto_var,enum_class,if,do_while,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_static,sizeof,macro_object,pp_ifdef
#include "prelude.cuh"

#define NUM_ITERS_1 32
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 11
#else
#define TUNE_5 57
#endif

template <class T, int N>
__global__ void sift6_kernel(T *out7, float *acc8, T *buf9)
{
    char sum10 = -16;
    int w11 = 0b0;
    do {
        auto z12 = acc8[sum10];
        constexpr int diff13 = 16UL;
        ++w11;
    } while (w11 < 7);
}

__global__ void __launch_bounds__(0b1 << 6, 3) weigh14_kernel(const float *coef15)
{
    auto z16 = NUM_ITERS_1;
    ++z16;
    z16 = NUM_ITERS_1;
    int f17 = (unsigned long)NUM_ITERS_1;
    constexpr unsigned h18 = 'a';
}
enum class Color19 { Low20 = 2, Blue21, Mul22 = 8 };

inline __device__ unsigned long long pivot23(int *out24)
{
    double r25 = 62 << static_cast<long>(out24[0x5]);
    auto val26 = static_cast<int>(r25 - 38ull) * r25;
    auto base27 = TUNE_5;
    if (val26 < 12) {
        return (0x5);
    }
    int flag28 = NUM_ITERS_1;
    float hi29 = r25;
    return flag28;
}

int main(void)
{
    int count30 = 2819;
    Color19 w31 = Color19::Blue21;
    w31 = w31;
    sift6_kernel<long, 2><<<(count30 + 31) / 32, 256, sizeof(double) * 0b10000000>>>((long*)nullptr, nullptr, nullptr);
    weigh14_kernel<<<1 << 3, 64 * 2, 0>>>(nullptr);
    return 0;
}
