// cudagen 0.1 seed 1443 valid
// features: kernel,maxnreg,launch,device_function,main,struct,namespace,if,bitwise,shift,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,macro_function,comments
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
// Computes one element per thread.
__device__ short step2(long q3) {
    (q3++, (q3 = 0b101001));
    q3 = q3;
    int tmp4 = ~q3;
    return q3;
}
struct Sample5 {
    double w6;
    int y7;
};
namespace detail8 {
__global__ void __maxnreg__(64) stencil9_kernel(float *out10, const float *src11, unsigned char *buf12, Sample5 a13) {
    Sample5 flag14 = {8.75, 5};
    if (buf12[1] != 36L) {
        return;
    }
    flag14.y7++;
}
} // namespace detail8
int main() {
    int count15 = 767;
    ++count15;
    detail8::stencil9_kernel<<<2, 1 << 6>>>(nullptr, (const float*)nullptr, (unsigned char*)nullptr, Sample5{20.625, count15});
    float acc16 = 20.0f;
    if ((count15 | count15) <= acc16) {
        return (unsigned)acc16;
    }
    return 0;
}
