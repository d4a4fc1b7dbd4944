// cudagen 0.1 seed 49 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,device_function,static_device_function,device_template_function,main,constant_var,shared_var,shared_2d,constexpr_var,const_local,namespace,switch,bitwise,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_static,lambda,lambda_launch,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 7
#else
#define TUNE_4 63
#endif
#undef TUNE_4
#define TUNE_4 12
// NOTE: keep in sync with the host reference.

template <typename T, int N>
static __device__ double kick5(T q6) {
    T acc7 = q6;
    const T cnt8 = 20.25;
    return 33u;
}

namespace math9 {
template <typename T, int N>
__global__ void __launch_bounds__((TUNE_4 + 0xF4)) norm10(T alpha11, unsigned short* data12, int* dst13) {
    kick5<T, ((4))>((dst13[3] * TUNE_4) + (+dst13[2]));
    __shared__ int sh_14[12][3];
    --dst13[0x5];
    --alpha11;
}
__constant__ float c_score15 = 14.125F;
} // namespace math9

int main() {
    int size16 = 2'738;
    switch (size16) {
    case 1:
        break;
    }
    math9::norm10<int, 8><<<(size16 + 127) / 128, 0b100000>>>(-48, static_cast<unsigned short*>(nullptr), nullptr);
    char y17 = size16 * 50U;
    auto step22 = [](unsigned long h18, int m19) {
        float tmp20 = 12.75F * (~(h18 - TUNE_4));
        math9::norm10<int, ((0x6))><<<4, TUNE_4 + (TUNE_4 + 104)>>>(TUNE_4 + m19 + tmp20, (unsigned short*)nullptr, nullptr);
        int f21 = h18;
    };
    step22(y17, 48l);
    y17 = static_cast<int>(54l);
    ++y17;
    return 0x0;
}
