// cudagen 0.1 seed 1468 valid
// features: kernel,restrict_params,launch,launch_dim3,device_function,device_noinline,default_args,main,shared_var,extern_shared,constexpr_var,local_array,enum,enum_class,if,do_while,goto,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,macro_object,macro_function,macro_paste,pp_ifdef,comments
#include "prelude.cuh"

#define WARPS_1 16
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#define USE_FAST_PATH_6

#ifdef USE_FAST_PATH_6
#define TUNE_7 9
#else
#define TUNE_7 61
#endif

__device__ __noinline__ void apply8(int len9) {
    unsigned long long tmp10 = len9;
    int base11 = WARPS_1 % static_cast<short>(CAT_5(tmp, 10));
}
enum Color12 { HIGH13, RED14 = 5, LOW15 = 10, BLUE16 };

__device__ __noinline__ float bias17(const unsigned int* input18, int n19 = '0') {
    if ((+input18[2]) > n19) {
        goto done20;
    }
    if ((*input18) > (input18[4] ^ HIGH13)) {
        return (*input18) * (*input18) * (*input18);
    }
    n19--;
done20:;
    return HIGH13 % n19;
}
// NOTE: keep in sync with the host reference.

__global__ void spread21(const float* __restrict__ in22, short a23, unsigned* __restrict__ out24, const float* input25) {
    extern __shared__ unsigned long long dyn_26[];
    apply8(static_cast<double>(-input25[a23]));
    dyn_26[a23 & 7] = TWICE_PLUS_2(*in22, in22[0] + a23) + (RED14 & (dyn_26[a23] * out24[0]));
    double hi27 = (+(out24[5] - 19.875)) * ((a23 + a23) * (12.625 * dyn_26[5]));
}
enum Level28 : long {
    FAST29,
    GREEN30,
    ADD31 = 3,
    ON32,
    IDLE33
};

__device__ unsigned int scale34(int n35 = 36L) {
    n35--;
    unsigned int prod36{40UL};
    n35++;
    unsigned long y37[8]{38u, 0b111ul, 20, 63, 62U, static_cast<unsigned long>(0b1001LL), 0b1000UL, 45};
    return y37[5];
}

__global__ void mix38(const float* coef39, const unsigned char* coef40) {}
enum class Op41 : int { Fast42, Blue43 };
enum struct Color44 : unsigned char { Off45, Red46, Green47 };

__device__ float count48(int lane49) {
    int w50 = 0;
    do {
        lane49 = 3470;
        long h51 = (8 | scale34(057u)) ^ 4lu;
        ++w50;
    } while (w50 < 9);
    __shared__ float sh_52;
    __shared__ int sh_53[128];
    return bias17(static_cast<const unsigned int*>(nullptr), (3lu / sh_52) * (w50 % w50));
}

int main() {
    int len54 = 924;
    len54 = ((35 + len54) - len54) / static_cast<int>(1674 + len54);
    Op41 prod55 = Op41::Blue43;
    spread21<<<(GREEN30 + GREEN30) * 8, 512>>>(nullptr, len54, static_cast<unsigned int*>(nullptr), (const float*)nullptr);
    mix38<<<dim3((len54 + 255) / 256, (TUNE_7 + (ADD31 + (BLUE16 + 41))) * 4), 0400>>>(static_cast<const float*>(nullptr), nullptr);
    return 0b0;
}
