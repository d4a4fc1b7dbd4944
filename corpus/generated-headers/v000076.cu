// cudagen 0.2 seed 76 valid headers
// features: kernel,launch,launch_shared_mem,main,shared_var,extern_shared,local_array,if,goto,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,cast_const,sizeof,lambda,lambda_generic,macro_function,macro_paste,macro_statement,pp_ifdef,pp_if,pp_undef,hdr_cmath
#include <cuda_runtime.h>
#include <algorithm>
#include <cstdio>
#include <type_traits>

#define SQR_1(x) ((x) * (x))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#define USE_FAST_PATH_6

#ifdef USE_FAST_PATH_6
#define TUNE_7 16
#else
#define TUNE_7 51
#endif

#if TUNE_7 > 119
#define CONFIG_8 1
#else
#define CONFIG_8 29
#endif
#undef CONFIG_8
#define CONFIG_8 2

__global__ void warp9_kernel(int len10, double *buf11)
{
    extern __shared__ unsigned int dyn_12[];
    if ((CAT_5(len, 10) + dyn_12[1]) < 'a') {
        goto skip13;
    }
    if ((len10 > dyn_12[len10]) && (buf11 == nullptr)) {
        return;
    }
    (dyn_12[5]++, (dyn_12[len10] = dyn_12[len10]));
    dyn_12[len10] = cosf(buf11[len10]) + (len10 % (45U % dyn_12[len10]));
skip13:;
}

int main(void)
{
    int size14 = 630;
    (size14++, (size14 = (size14 += 54L, int(-58))));
    size14 = size14;
    long long *v15 = static_cast<long long*>(nullptr);
    (void)v15;
    auto fn18 = [](auto val16) {
        int m17[3]{'0', U'z', 60ull};
        return val16 * 2;
    };
    fn18(size14);
    const double *val19 = (const double*)nullptr;
    size14 = 0x11e0;
    warp9_kernel<<<0x8, (TUNE_7 + 0x10) * (CONFIG_8 + (CONFIG_8 + (CONFIG_8 + (CONFIG_8 + (CONFIG_8 + (CONFIG_8 + (CONFIG_8 + 2))))))), sizeof(float) * 32>>>(17, const_cast<double*>(val19));
    return 0;
}
