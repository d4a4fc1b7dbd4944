// cudagen 0.1 seed 2131 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,launch,launch_dim3,host_function,constexpr_function,default_args,main,constexpr_var,local_array,namespace,if,while,nested_block,ternary,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,lambda,lambda_capture_value,lambda_generic,lambda_mutable,macro_function,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define CAT_2(a, b) a##b

#ifndef USE_FAST_PATH_3
#define TUNE_4 10
#else
#define TUNE_4 49
#endif
#undef TUNE_4
#define TUNE_4 12

namespace gpu5 {
unsigned int host_mix6(int len7 = 17)
{
    auto step11 = [](int stride8) {
        long e9 = (float(TUNE_4 - stride8));
        int flag10 = (e9 * (3470 * e9)) + (+(stride8 + 4094U));
    };
    step11(CAT_2(len, 7));
    auto lam14 = []() -> unsigned int {
        int pass12 = 0;
        while (pass12 < 0b1100) {
            unsigned char w13 = 3u;
            (++w13, (w13 = 60));
            ++pass12;
        }
        return pass12 - 48;
    };
    lam14();
    len7 = (1447lu << len7) * (58 + len7);
    {
        len7 = len7;
        (len7--, (len7 = (len7 += TUNE_4, (len7 - 0b101)) % CAT_2(len, 7)));
    }
    size_t sum15 = 58;
    return (sum15) ? TWICE_PLUS_1((len7 > CAT_2(sum, 15)) ? TUNE_4 : sum15, (22lu)) : float(52);
}

template <typename T>
__global__ void __maxnreg__(128) clamp16(const T* in17, T* data18, T b19)
{
    b19 = ((in17[2] != 7) && (CAT_2(b, 19) >= TWICE_PLUS_1(in17[2], 61))) ? 24.875 : (-(data18[7] * 9));
    float h20 = TWICE_PLUS_1(data18[1], 30);
    h20 = float(b19);
    double sum21[2]{-19.875F, static_cast<double>(h20)};
    h20 = *data18;
    double lo22 = 2074U;
    T base23 = 35;
}
} // namespace gpu5

constexpr __host__ int pack24(int count25)
{
    return CAT_2(count, 25) + (count25 << count25);
}

int main()
{
    int size26 = 1762;
    size26 = TUNE_4;
    auto op29 = [=](auto v27, auto cnt28) mutable {
        v27 = ((cnt28 > v27) ? size26 : size26) << ((18 + size26) * (size26 + size26));
        return v27 * 2;
    };
    if (34 > (size26 % CAT_2(size, 26))) {
        return ((size26 >= size26) && (size26 != 42)) ? (+size26) : (3335LL / size26);
    }
    if (size26 < 48) {
        return 2'870L * size26 * 2U;
    }
    gpu5::clamp16<long><<<dim3((TUNE_4 + 0b110100), 2 * 0b1000), 1 << 5>>>((const long*)nullptr, nullptr, -size26);
    return 0;
}
