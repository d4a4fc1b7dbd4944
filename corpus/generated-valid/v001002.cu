// cudagen 0.1 seed 1002 valid
// features: kernel,kernel_extern_c,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,main,device_var,host_global,auto_var,namespace,if,while,do_while,switch,static_assert,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,sizeof
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
__device__ long d_tile3 = 16;
extern "C" __global__ void accum4(float *dst5, float b6, const int *src7, int lane8) {
    unsigned int idx9 = threadIdx.x;
    if (idx9 >= lane8) {
        return;
    }
    short y10 = (unsigned char)((*src7) + lane8);
    int diff11 = (b6 + idx9) / 1125;
    lane8 = 1;
    long r12 = -25;
    b6 *= 20.125f;
}
float g_step13[] = {7.375f, 1.625f, 6.75f, 17.875F, 14.875f};
__global__ void __launch_bounds__(32) norm14_kernel(unsigned int p15, int lane16, long long *__restrict__ buf17, int count18) {
    auto lo19 = d_tile3;
    int q20 = p15;
}
__global__ void march21(const int *coef22, double *data23, const float *__restrict__ coef24, int count25) {
    int tid26 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid26 >= count25) {
        return;
    }
    int iter27 = 0;
    do {
        static_assert(sizeof(int) == 4);
        ++iter27;
    } while (iter27 < 16);
    count25 = (*coef22) / ((63L * coef24[2]) / ((int)3170));
    d_tile3 = 0b100100 * data23[tid26];
}
__global__ void stencil28(int n29) {
    int idx30 = (blockIdx.x * blockDim.x) + threadIdx.x;
    n29 ^= idx30;
    d_tile3 = 11;
}
namespace util31 {
inline __host__ __device__ unsigned int decay32(int lane33, int lane34, const float *__restrict__ input35) {
    lane34++;
    lane33 = (lane33 += 0b110011, input35[0b101]) + (19);
    int w36 = 0b0;
    while ((w36 < lane33) && (int(lane33) == (*input35))) {
        switch (w36) {
        case (7): {
            bool x37(lane33 <= (*input35));
            static_assert(42 == 42, "expected value");
            break;
        }
        case 10:
            break;
        case 5:
            break;
        default:
            break;
        }
        ++w36;
    }
    return (int)(9 - input35[7]);
}
} // namespace util31
int main() {
    int count38 = 2596;
    norm14_kernel<<<1, 32, sizeof(float) * 256>>>((float)g_step13[0], count38, (long long*)nullptr, 44U / (count38 / 52));
    unsigned base39 = (((short)14) * (count38 % count38)) >> 5;
    count38 /= 31UL;
    accum4<<<512, 512>>>(g_step13, (unsigned)(28 + count38), &count38, count38);
    march21<<<(count38 + 127) / 128, 1 << 7>>>(&count38, nullptr, g_step13, 6U - g_step13[count38]);
    stencil28<<<2, (128), 0, nullptr>>>(21UL);
    return 0;
}
