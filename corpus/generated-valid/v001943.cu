// cudagen 0.1 seed 1943 valid
// features: kernel,kernel_static,launch,launch_dim3,builtin_vars,device_function,device_forceinline,host_function,static_host_function,constexpr_function,main,if,switch,switch_fallthrough,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_char,lit_string,lit_nullptr,cast_c,cast_static,macro_function,comments
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
// Helper used by the kernels below.

__global__ void clamp2(const int *coef3, double b4, const float *coef5, int count6)
{
    int i7 = threadIdx.x;
    b4 -= ((i7 ^ 14) >> blockIdx.x) + LOW_BITS_1(threadIdx.z - '#');
    ++b4;
    int diff8 = 076;
}

static __global__ void bump9_kernel(long p10, int n11, double b12, unsigned int cfg13)
{
    int i14 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i14 >= p10) {
        return;
    }
    float k15(LOW_BITS_1(p10));
    switch (i14) {
    case 11:
        break;
    }
    --p10;
    k15 = LOW_BITS_1(p10);
    long long w16 = k15 - 54;
}

constexpr int split17(int stride18)
{
    return stride18;
}

__device__ __forceinline__ int decay19(int count20, int len21, float p22)
{
    len21--;
    count20 |= (LOW_BITS_1((len21 << count20)));
    count20 <<= (4 + (gridDim.y + count20)) * 'a';
    switch (threadIdx.x) {
    case 1 << 1:
        if ((count20 <= count20) || (p22 == count20)) {
            break;
        }
        ++count20;
        [[fallthrough]];
    case 8:
        break;
    case 3 * 3:
        break;
    }
    return LOW_BITS_1(len21);
}

static void run_combine23(float b24)
{
    if ((b24 + b24) == 066) {
        return;
    }
    clamp2<<<2 * 4, 512>>>(nullptr, split17(b24), &b24, 8 | split17(b24));
}

int main()
{
    int n25 = 2641;
    if (!(n25 >= n25)) {
        return 16;
    }
    n25 = split17(split17(n25) % (043 - n25));
    int sum26 = split17((long long)(n25 & n25));
    sum26 |= split17(static_cast<unsigned>(sum26 * n25));
    const char *lo27 = "\x41\102";
    split17(lo27[1] - static_cast<int>(lo27[1]));
    bump9_kernel<<<(n25 + 255) / 256, dim3((n25 + 127) / 128, (1))>>>(n25, (n25) - (~lo27[0]), n25 % (~lo27[0]), (float)lo27[0]);
    return 0;
}
