// cudagen 0.1 seed 53 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,main,constexpr_var,const_local,enum_class,if,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_string,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_capture_ref,lambda_generic,pp_ifdef,pp_if
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 5
#else
#define TUNE_4 24
#endif

#if TUNE_4 > 84
#define CONFIG_5 7
#else
#define CONFIG_5 9
#endif
enum class State6 : unsigned char {
    Busy7,
    Fast8,
    Red9 = 6,
    Blue10,
    Mul11
};

signed char norm12(double *buf13) {
    if ((buf13[5] + buf13[4]) <= 56) {
        return 20 + (*buf13);
    }
    (*buf13) = 49;
    int off14{static_cast<int>(*buf13)};
    auto step16 = [&](auto lim15) {
        buf13[off14] = -14.125;
        ++(*buf13);
        lim15 = 2;
        return lim15 * 2;
    };
    const char *prod17 = "kernel\n";
    const float mid18 = off14;
    return prod17[0];
}

__global__ void mix19_kernel(double *data20, const int *in21, float a22, float q23) {
    unsigned int tid24 = (blockIdx.x * blockDim.x) + threadIdx.x;
    constexpr unsigned char u25 = (CONFIG_5 + (CONFIG_5 + 0x3));
    ++a22;
    constexpr int z26 = sizeof(unsigned int) * (9);
}

int main() {
    int n27 = 3402;
    ++n27;
    mix19_kernel<<<dim3((n27 + 127) / 128, CONFIG_5 + 7), 0x1 << 8>>>(nullptr, &n27, 0x37 + (n27 / U'A'), CONFIG_5);
    auto step30 = [&](auto flag28, auto mid29) {
        flag28 = flag28;
        mid29 = 127 - ((n27 * n27) << (n27 * n27));
        n27 = n27 >> n27;
        return flag28 * 2;
    };
    step30(n27, n27);
    mix19_kernel<<<dim3(64, (n27 + 255) / 256), 0x4 * 16>>>((double*)nullptr, (const int*)nullptr, 58u * step30(n27, n27), TUNE_4);
    mix19_kernel<<<(32), sizeof(unsigned int) * 16, sizeof(int) * (TUNE_4 + 40)>>>(nullptr, nullptr, norm12(static_cast<double*>(nullptr)), TUNE_4 * (n27 * sizeof(short int)));
    return 0;
}
