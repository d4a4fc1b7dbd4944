// cudagen 0.1 seed 1836 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,device_function,static_device_function,main,device_array,shared_var,constexpr_var,local_array,const_local,struct,aligned_struct,if,range_for,static_assert,ternary,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,sizeof,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b
__device__ unsigned int d_fold2[16];
__global__ void split3(double alpha4)
{
    __shared__ unsigned int sh_5;
    const int cnt6 = 12ul;
    constexpr bool w7 = 1;
    d_fold2[8] = 066L + alpha4;
    char w8 = 15;
    double flag9[6] = {};
}
__device__ int d_probe10[64];
template <class T>
__global__ void fold11(T a12, T *dst13)
{
    a12 = 41 + ((d_probe10[0x2b]) * a12);
    --dst13[5];
    d_probe10[62] = ((d_fold2[6] | (071ul)) != 23) ? (-d_probe10[43]) : d_probe10[0x2e];
    d_probe10[051] = ((d_probe10[16] & d_probe10[10]) * (a12 * 1));
    d_probe10[057] = (33);
    if (a12 > (d_probe10[37]))
        return;
}
inline constexpr int RADIUS14 = (256);
static __device__ float probe15(int n16, int lane17, const double *coef18)
{
    for (unsigned int off19 : d_fold2)
        d_fold2[off19] = (0xe37 + d_probe10[lane17] + (RADIUS14 + lane17)) ^ CAT_1(n, 16);
    d_probe10[1]--;
    return ((RADIUS14 | lane17) * RADIUS14) - RADIUS14;
}
struct __align__(8) Node20 {
    signed char sum21;
    int vel22;
    float z23;
    bool x24;
};
int main()
{
    int n25 = 3241;
    if (n25 >= CAT_1(n, 25)) {
        n25 = n25;
        static_assert(sizeof(int) == 4);
    }
    split3<<<8 * 0x2, 128>>>(-(n25 * n25));
    fold11<int><<<(n25 + 127) / 128, sizeof(unsigned int) * 32, sizeof(int) * 64>>>((n25 += 0x35, RADIUS14), &n25);
    return 0;
}
