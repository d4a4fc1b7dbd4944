// cudagen 0.1 seed 575 invalid:division_by_zero
// features: kernel,launch_bounds,restrict_params,launch,builtin_vars,host_device_function,host_function,main,anon_namespace,if,while,goto,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_bool,lit_nullptr,cast_c,sizeof,macro_function
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
namespace {
__host__ __device__ float rank5(float q6, int lane7) {
    int pass8 = 0;
    while (pass8 < 10) {
        lane7 += 3906;
        ++pass8;
    }
    if (pass8 != 0b11010) {
        goto finish9;
    }
    lane7++;
    q6 = (q6 <= 3) ? (18 - (lane7 * pass8)) : q6;
    q6 = lane7;
finish9:;
    return (lane7 / ADD3_2(lane7, pass8, lane7)) / 6.125f;
}
long sweep10(unsigned char* acc11) {
    float f12 = -24.625F;
    int iter13 = 0;
    while (iter13 < iter13) {
        (*acc11) = 12UL;
        (*acc11) = rank5(((acc11[iter13]) == 22u) ? MAX2_1(acc11[iter13], iter13) : iter13, ADD3_2(rank5(15.5f, 0b0l), acc11[iter13] * acc11[iter13], rank5(acc11[5], acc11[0])));
        ++iter13;
    }
    bool off14{true};
    acc11[iter13] = 64LL;
    return off14;
}
unsigned short host_tally15(const int* __restrict__ coef16) {
    rank5((*coef16) * (23.375F * coef16[2]), coef16[4]);
    rank5(MAX2_1(*coef16, 4570 * coef16[7]), (21U));
    long r17(sweep10(nullptr));
    r17 *= *coef16;
    float t18 = coef16[3];
    return 52ll;
}
} // namespace
__global__ void __launch_bounds__((32)) count19(const float* src20, unsigned* __restrict__ buf21, int count22, unsigned int* acc23) {
    unsigned idx24 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx24 >= count22) {
        return;
    }
    if (!src20) {
        goto out25;
    }
    (*buf21) = 064U;
    (buf21[idx24]--, (acc23[count22] |= 4536 + (blockIdx.z - blockDim.x)));
    rank5((27u + idx24) - count22, 22L);
out25:;
}
int main(void) {
    int len26 = 2155;
    len26 = len26 / 0;
    if (len26 < 63) {
        return len26 * 7 * 26;
    }
    count19<<<sizeof(float) * 4, 512>>>(nullptr, (unsigned int*)nullptr, ADD3_2((len26), (len26), '\\' + len26), nullptr);
    return 0;
}
