// cudagen 0.1 seed 273 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,host_function,main,shared_var,shared_2d,extern_shared,local_array,enum_class,using_alias,if,for,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_static,sizeof,macro_paste,comments
#include "prelude.cuh"

#define CAT_1(a, b) a##b
enum class Op2 : unsigned int { On3, Add4, On5 };

__global__ void spread6(int *__restrict__ acc7, int lane8, float p9) {
    if (acc7 != nullptr) {
        for (int j10 = lane8; j10 > 0; --j10) {
            for (int n11 = 0, j12 = lane8; n11 < j12; (++n11, (--j12))) {
                --acc7[j10];
            }
        }
    }
    char hi13 = ((acc7[3] % 46) != 29) ? lane8 : (((*acc7) != (*acc7)) ? static_cast<int>(*acc7) : (-(*acc7)));
    lane8 |= -3554;
}

template <typename T, int N>
__global__ void __launch_bounds__(64) split14_kernel(T *out15, int count16, T alpha17, T *data18) {
    __shared__ unsigned sh_19;
    if (count16 <= count16) {
        __shared__ float sh_20[15][3 * 2];
        count16 ^= -46;
    }
}
// Layout: row-major, no padding.

__global__ void tile21_kernel(int n22, const int *__restrict__ input23, const int *__restrict__ src24, int lane25) {
    extern __shared__ int dyn_26[];
    short q27[3]{static_cast<short int>(CAT_1(n, 22)), static_cast<short int>(20), short(39ll)};
    float q28 = n22;
    bool stride29{static_cast<bool>(input23[n22] * dyn_26[0])};
    bool res30 = q28 + 3 + 0;
    for (int j31 = 0; j31 < 5; ++j31) {
        q27[n22]++;
        if (!(q27[lane25] < CAT_1(n, 22))) {
            return;
        }
    }
}
enum class Mode32 { Off33, Blue34 = 6, Add35 };
using kind36_t = Mode32;

__global__ void clamp37(int count38, int *__restrict__ data39, unsigned int *buf40) {
    int acc41 = 17;
    data39[5]++;
    float k42(acc41);
}
/* Computes one element per thread. */

float weigh43(int count44, float *acc45) {
    count44 *= sizeof(int);
    Mode32 e46 = Mode32::Blue34;
    count44 /= 55;
    if (e46 != Mode32::Add35) {
        return -11.125f;
    }
    acc45[7] *= 0.F;
    tile21_kernel<<<dim3((count44 + 31) / 32, 64, (count44 + 255) / 0400), 0b100000, 0>>>(7, &count44, &count44, 6 + (+acc45[3]));
    return (e46 != Mode32::Add35) ? count44 : 16.125F;
}

int main() {
    int len47 = 02427;
    len47 = CAT_1(len, 47);
    float r48 = 1.5f;
    r48 -= weigh43(30U, &r48);
    r48--;
    spread6<<<dim3(2, 256), 512, 1024>>>(&len47, -63, 22.125f);
    split14_kernel<double, (2 * 2)><<<dim3((len47 + 63) / 64, (len47 + 0b11111) / 32), (64), 0>>>(nullptr, len47, -2474LL, nullptr);
    clamp37<<<(len47 + 255) / 256, 32>>>(r48, nullptr, static_cast<unsigned int*>(nullptr));
    return 0;
}
