// cudagen 0.1 seed 823 valid
// features: kernel,launch,builtin_vars,host_function,main,constexpr_var,struct,struct_methods,namespace,nested_namespace,if,for,do_while,static_assert,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,macro_function,macro_paste,macro_statement,pp_ifdef
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_4(a, b) a##b

#ifdef USE_FAST_PATH_5
#define TUNE_6 16
#else
#define TUNE_6 43
#endif

namespace detail7::inner8 {
float check_lerp9(unsigned long a10) {
    unsigned int* e11 = nullptr;
    e11[3] = float(a10);
    if (LOW_BITS_1(*e11) >= CAT_4(a, 10))
        return (7.25f * (*e11)) - (4.25F - (*e11));
    static_assert(0b111010 > 57);
    int stride12 = e11[0x5] * a10;
    return 21.375f * stride12 * CAT_4(a, 10);
}

struct Bounds13 {
    double vel14;
    char hi15;
    unsigned long flag16;
    float id17;
    __host__ __device__ double get18() const {
        return TUNE_6;
    }
    __host__ __device__ void scale19(float val20) {
        --vel14;
        vel14 = +(flag16 | (flag16 - hi15));
    }
};
} // namespace detail7::inner8

__global__ void warp21(double* dst22) {
    int idx23 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int iter24 = 0;
    do {
        (*dst22) = 12.375F;
        int lim25 = ~(idx23 & (0x7 + idx23));
        if (blockDim.x)
            break;
        ++iter24;
    } while (iter24 < 11);
    float* y26 = reinterpret_cast<float*>(dst22);
}

int main() {
    int count27 = 1'398;
    count27 = static_cast<int>(detail7::inner8::check_lerp9(59 * count27));
    for (int i28 = 0; i28 < (0x8 * 0x2); ++i28) {
        if (i28 != detail7::inner8::check_lerp9(32))
            break;
    }
    detail7::inner8::check_lerp9((float)23.f);
    count27--;
    warp21<<<TUNE_6 + 469, 8 * 4>>>((double*)nullptr);
    return 0;
}
