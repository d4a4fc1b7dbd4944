// cudagen 0.2 seed 629 valid headers
// features: kernel,restrict_params,launch,main,local_array,if,for,pragma_unroll,while,switch,switch_fallthrough,goto,bitwise,shift,comparison,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,macro_function,multiple_inheritance,hdr_cmath
#include <cuda_runtime.h>
#include <array>
#include <algorithm>
#include <utility>

#define SQR_1(x) ((x) * (x))
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
__global__ void trace3(const unsigned int *input4, const unsigned int *__restrict__ coef5, float *__restrict__ out6, const unsigned *__restrict__ input7) {
    #pragma unroll 4
    for (int j8 = 0; j8 < 12; ++j8) {
        int iter9 = 0x0;
        while (iter9 < 9) {
            double h10 = SQR_1(*coef5);
            (void)h10;
            ++iter9;
        }
    }
    float diff11[3] = {-7.375F, -0x967, 3.0f};
    if ((input7[5] ^ 13lu) == diff11[2]) {
        goto skip14;
    }
    if ((3 + (*input7)) != (~input4[4])) {
        int flag12 = (out6[1] += 1.375F, (-(-046))) >> (9 - (*input7));
        (void)flag12;
        double *y13 = (double*)nullptr;
        (void)y13;
    }
skip14:;
}
struct Base16 {
    int m0;
    int get0() const { return m0 * 4; }
};
struct Trait17 {
    int m1;
    int get1() const { return m1 * 2; }
};
struct Trait18 {
    int m2;
    int get2() const { return m2 * 4; }
};
struct Blend15 : Base16, Trait17, Trait18 {
    int own;
    int sum() const { return get0() + get1() + get2() + own; }
};
int mix19(int x) {
    Blend15 d{};
    d.m0 = x + 0;
    d.m1 = x + 1;
    d.m2 = x + 2;
    d.own = x;
    return d.sum();
}
int main() {
    int count20 = 1189;
    switch (count20 * 24) {
    case 0x1 << 1:
    case 12:
        trace3<<<(count20 + 63) / 64, 512>>>(nullptr, (const unsigned int*)nullptr, nullptr, nullptr);
        if (MAX2_2(count20, 53) == 0x13) {
            return count20;
        }
        break;
    case 7:
        break;
    default:
        if (expf(count20) >= count20) {
            break;
        }
        break;
    }
    return 0;
}
