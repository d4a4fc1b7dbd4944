// cudagen 0.1 seed 1141 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,device_function,device_noinline,static_device_function,default_args,main,constexpr_var,local_array,auto_var,const_local,enum_class,anon_namespace,if,do_while,switch,switch_fallthrough,ternary,compound_assign,bitwise,shift,logical,comparison,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_static,sizeof,macro_function,macro_statement,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 5
#else
#define TUNE_4 36
#endif
#undef TUNE_4
#define TUNE_4 2

__device__ void score5(int stride6, const unsigned* input7) {
    stride6 <<= 4;
    float sum8 = stride6;
    int acc9 = stride6 + TUNE_4;
    sum8 = (stride6);
}
// NOTE: keep in sync with the host reference.

template <class T, int N>
__global__ void __launch_bounds__(512) reduce10(const T* __restrict__ input11, T* buf12, int len13, int len14) {
    len14 = ((4 & len14) & (240L >> len14)) | (((len13 < len14) ? len14 : len14) * 7);
    len13 %= len14 ^ len13;
    unsigned acc15[1 << 2] = {};
    int tmp16[3] = {};
}

__global__ void count17_kernel(int count18) {
    if (count18 != count18) {
        return;
    }
    float flag19 = count18;
    flag19 *= TUNE_4 / flag19;
    flag19 = (MAX2_1(count18, 32) != 0100) ? (19.25f * (count18 % 14)) : (count18 + (5.125f + count18));
}

namespace {
enum class Color20 { Fast21, Off22 };
enum class Phase23 {
    Fast24,
    High25 = 3,
    Off26 = 7,
    High27,
    Green28
};
} // namespace

static __device__ int reduce29(int len30 = 15) {
    len30 = (TUNE_4);
    int pass31 = 0;
    do {
        switch (len30) {
        case (TUNE_4 + 0b10):
        case (11): {
            Phase23 mid32 = Phase23::Green28;
            mid32 = mid32;
            break;
        }
        case (0):
            break;
        }
        len30 = (((pass31 * len30) + (pass31 * 28)) <= (len30 + 26)) ? len30 : TUNE_4;
        ++pass31;
    } while ((pass31 < len30) && len30);
    return '\\';
}

__device__ __noinline__ signed char rank33(Phase23 a34, unsigned char beta35) {
    reduce29();
    beta35 = ((beta35 - TUNE_4) ^ (beta35 + beta35)) ^ beta35;
    auto w36 = beta35;
    Color20 prod37 = Color20::Fast21;
    w36 |= w36 * w36;
    double idx38[8]{10, 3.0, 52UL, 4L, static_cast<double>(beta35), 5.875, 47, 13.125F};
    int sum39 = (w36 - idx38[beta35 & 7]) + (idx38[w36] + 13) + 065;
    return w36;
}

int main() {
    int n40 = 2390;
    n40 |= n40;
    cudaStream_t off41 = nullptr;
    n40 %= 42;
    constexpr size_t t42 = 1;
    const double m43 = n40;
    reduce10<unsigned int, (TUNE_4 + 6)><<<(n40 + 31) / 32, 32 * 16, 4096>>>(nullptr, nullptr, 13ull, t42);
    count17_kernel<<<(n40 + 63) / 64, (TUNE_4 + 14) * TUNE_4, TUNE_4 + 254>>>((n40 % 0b1000000) + sizeof(int));
    return 0;
}
