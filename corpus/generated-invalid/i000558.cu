// cudagen 0.1 seed 558 invalid:unterminated_string
// features: kernel,restrict_params,launch,host_function,constexpr_function,main,constant_var,shared_var,for,ternary,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,sizeof,alignof,macro_function,macro_paste,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_3(a, b) a##b
#ifndef USE_FAST_PATH_4
#define TUNE_5 8
#else
#define TUNE_5 41
#endif
#if TUNE_5 == 8
#define CONFIG_6 2
#else
#define CONFIG_6 15
#endif
__constant__ unsigned int c_probe7 = (TUNE_5 + (CONFIG_6 + 1));
__global__ void accum8_kernel(float *buf9, const int *__restrict__ input10, unsigned int *__restrict__ data11, unsigned int *buf12) {
    (*buf12) = 0b11000;
    __shared__ long sh_13[256];
    for (int n14 = 0; n14 < 9; n14++) {
        buf12[3]++;
        double acc15 = 12l;
    }
    sh_13[c_probe7] = TWICE_PLUS_1(TWICE_PLUS_1(c_probe7, 44) - 0b10100, 4186 - input10[c_probe7 & 7]);
}
constexpr int shade16(int count17, int len18) {
    len18 = (((len18 * len18) == 21) ? (count17 % len18) : (len18)) * 3943U;
    return alignof(double) % len18;
}
int main(void) {
    int n19 = 3965;
    const char *label21 = "unterminated;
    n19 = 3517LL;
    --n19;
    accum8_kernel<<<1 << (CONFIG_6 + (CONFIG_6 + 2)), 128 * (CONFIG_6 + 2)>>>(nullptr, nullptr, (unsigned*)nullptr, (unsigned int*)nullptr);
    for (int it20 = n19; it20 > 0; --it20) {
        shade16(n19, n19 + (it20 - 26U));
    }
    accum8_kernel<<<sizeof(unsigned int) * TUNE_5, 1 << (CONFIG_6 + 0b11)>>>(nullptr, &n19, nullptr, (unsigned int*)nullptr);
    return 0;
}
