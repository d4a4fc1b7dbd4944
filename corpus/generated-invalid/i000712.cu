// cudagen 0.1 seed 712 invalid:macro_too_few_args
// features: kernel,restrict_params,launch,builtin_vars,host_device_function,device_template_function,host_function,main,constexpr_var,if,for,switch,ternary,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,cast_reinterpret,macro_paste
#include "prelude.cuh"

#define SCALE_25(a, b) ((a) * (b))
#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b

void check_smooth4(int lane5, const float *coef6) {
    for (int it7 = lane5; it7 > 0; --it7) {
        for (int j8 = 0; j8 < lane5; j8++)
            lane5 = *coef6;
        if (coef6 != nullptr)
            continue;
    }
    constexpr unsigned diff9 = 4390;
}

template <typename T, int N>
__host__ __device__ T pack10(const T *coef11, unsigned p12, unsigned char beta13) {
    (p12--, (beta13 = ((p12 < p12) ? N : CAT_3(p, 12)) * (+p12)));
    for (int j14 = 0, j15 = 9; j14 < j15; (++j14, (--j15))) {
        char lim16 = 0x7FU;
        --p12;
    }
    return p12;
}

__global__ void sift17(unsigned int cfg18, int len19, unsigned int *__restrict__ buf20) {
    int idx21 = (blockIdx.x * blockDim.x) + threadIdx.x;
    switch (buf20[cfg18 & 7]) {
    case (0x6): {
        cfg18 = ((~blockIdx.x) == ((*buf20) - CAT_3(len, 19))) ? pack10<unsigned, 3>(&cfg18, idx21 + threadIdx.x, ~len19) : (cfg18 * idx21);
        bool diff22 = (pack10<int, 5>(&len19, len19, 52) - (0x1e * CAT_3(idx, 21))) != cfg18;
        break;
    }
    }
}

int main() {
    int len23 = 2618;
    len23 = SCALE_25(len23);
    int acc24 = ((len23 == len23) ? len23 : len23) | ((unsigned char)CAT_3(len, 23));
    ++len23;
    sift17<<<(64), 0x20>>>(24l, -017, nullptr);
    return 0;
}
