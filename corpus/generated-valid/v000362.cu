// cudagen 0.1 seed 362 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,static_host_function,main,shared_var,constexpr_var,auto_var,struct,enum_class,if,while,nested_block,static_assert,compound_assign,bitwise,shift,logical,comparison,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#ifndef USE_FAST_PATH_4
#define TUNE_5 4
#else
#define TUNE_5 35
#endif
#undef TUNE_5
#define TUNE_5 12
enum class Op6 { Green7 = 2, Green8, Low9 = 5 };
__global__ void weigh10_kernel(const int *__restrict__ src11, float alpha12) {
    alpha12 = (alpha12 + alpha12) * 24.25F;
    unsigned mid13(-src11[5]);
    mid13 |= src11[mid13];
    __shared__ int sh_14;
}
struct Pixel15 {
    unsigned hi16;
    float weight17;
};
__global__ void trace18_kernel(const unsigned long long *src19, unsigned char *acc20, const int *__restrict__ input21, const double *__restrict__ input22) {
    {
        acc20[0b10] *= 40ull;
        auto acc23 = sizeof(float);
    }
    auto h24 = *acc20;
    h24 = (*input22) * 0UL;
}
static __global__ void grow25(const long *input26, char *data27, Op6 alpha28) {
    int y29 = ~input26[5];
    alpha28 = Op6::Low9;
}
enum class Phase30 {
    On31 = 2,
    Slow32,
    Busy33 = 6,
    Low34,
    Off35
};
static int mix36(unsigned *__restrict__ dst37, Pixel15 q38) {
    Pixel15 h39 = {' ', u8'#'};
    if (dst37 != nullptr)
        return h39.weight17;
    (*dst37) = h39.weight17;
    q38.hi16 <<= 0x0;
    h39 = Pixel15{static_cast<unsigned>(15), 3.0f};
    if ((h39.weight17) > dst37[0x0])
        return *dst37;
    return (double)(*dst37);
}
enum class Kind40 { Fast41, Off42 = 5, On43, Off44 };
template <typename T>
__global__ void __maxnreg__(32) spread45(T *acc46, unsigned char cfg47) {
    Op6 res48 = Op6::Green7;
    Pixel15 r49 = {5u, 2.375f};
    int pass50 = 0;
    while ((pass50 < 0xF) && (((*acc46) >= (*acc46)) || (res48 != Op6::Green7))) {
        int t51 = acc46[cfg47];
        (*acc46) += *acc46;
        ++pass50;
    }
    static_assert((0x13) > 18);
    acc46[7] /= (-((T)r49.hi16)) - (TUNE_5 + pass50);
}
static float check_apply52(float a53, float *__restrict__ data54) {
    if ((data54[5] <= 88) && (25 == a53))
        return a53;
    (*data54) /= 11.875f;
    return data54[0];
}
int main() {
    int count55 = 436;
    count55 = sizeof(double);
    spread45<unsigned int><<<(count55 + 63) / 64, 0x200, sizeof(unsigned int) * (TUNE_5 + 244), nullptr>>>((unsigned int*)nullptr, (0b11001));
    count55 = count55 - 8;
    weigh10_kernel<<<TUNE_5 + 52, dim3(0b100000, (count55 + 255) / 256)>>>(&count55, TUNE_5 | count55);
    trace18_kernel<<<dim3((count55 + 127) / 0x80, 4 * 2), TUNE_5 + (TUNE_5 + (TUNE_5 + (TUNE_5 + 80))), TUNE_5 + (TUNE_5 + 232), 0>>>(nullptr, (unsigned char*)nullptr, (const int*)nullptr, nullptr);
    grow25<<<0x1, 256, sizeof(double) * 128>>>((const long*)nullptr, nullptr, Op6::Green8);
    return 0;
}
