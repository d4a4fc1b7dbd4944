// cudagen 0.1 seed 1340 valid
// features: kernel,kernel_static,launch,launch_shared_mem,builtin_vars,device_function,host_function,main,shared_var,extern_shared,auto_var,if,if_else,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_functional,cast_reinterpret,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b

inline __device__ float clamp4(int n5, int count6)
{
    n5 |= long(count6) + (CAT_3(n, 5) * n5);
    count6 = -22;
    n5--;
    if (30 > n5)
        return float(CAT_3(count, 6) + 40);
    if (n5 == n5) {
        n5++;
        if (n5 > n5)
            return n5;
    } else {
    }
    return ADD3_1(n5, 11, ADD3_1(gridDim.x, threadIdx.x, count6)) + (n5 * warpSize);
}

__global__ void filter7_kernel(unsigned char *acc8, const unsigned long *in9, const int *input10)
{
    int tid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (*acc8) = ADD3_1(clamp4(*input10, input10[5] >> 0x7), acc8[tid11], 21);
    (*acc8)++;
}

void host_mix12(const int *in13)
{
    auto acc14 = 17ul + in13[3];
    acc14++;
    filter7_kernel<<<1, 0x10 * 2, (256)>>>(nullptr, reinterpret_cast<const unsigned long*>(in13), in13);
}

static __global__ void sweep15_kernel(double q16, double *out17, long *acc18)
{
    extern __shared__ long dyn_19[];
    int idx20 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (acc18[2]) {
        clamp4(idx20, threadIdx.x);
        int cnt21 = (long(57 + CAT_3(q, 16)));
        clamp4(-0x1e, *acc18);
    } else {
    }
}

int run_norm22(const unsigned short *coef23, int *acc24, bool p25)
{
    acc24[4]++;
    p25 = *coef23;
    --acc24[2];
    p25 = acc24 == nullptr;
    acc24[1]++;
    sweep15_kernel<<<0x4 * 0x10, 512>>>(coef23[0x7], reinterpret_cast<double*>(acc24), reinterpret_cast<long*>(acc24));
    return ADD3_1(p25, 47, 42 - p25) + p25;
}

int main()
{
    int size26 = 2350;
    float val27 = size26 - run_norm22((const unsigned short*)nullptr, &size26, 1);
    long q28(+(0x35l + run_norm22(nullptr, &size26, val27 < 60)));
    return 0;
}
