// cudagen 0.1 seed 341 invalid:launch_bad_config_type
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,main,device_var,shared_var,if,switch,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_statement,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
// Computes one element per thread.

__device__ float update4(int count5, int n6)
{
    ++count5;
    --n6;
    SWAP_1(int, count5, n6);
    __shared__ int sh_7[256];
    return ((-(n6 + sh_7[20])) != int(count5)) ? threadIdx.x : 32UL;
}
__device__ float d_tally8 = 12.5f;

__global__ void shade9_kernel(const unsigned char *coef10)
{
    int i11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    __shared__ unsigned char sh_12[16];
    __shared__ double sh_13[128];
    sh_13[122] -= blockIdx.z;
    int off14 = update4(update4(47, 23) + threadIdx.z, +update4(2925, i11));
    sh_12[off14]++;
    __shared__ float sh_15[32];
}

inline double reduce16(const char *coef17, float a18, int len19)
{
    a18 -= ((int)39) / a18;
    shade9_kernel<<<(len19 + 255) / 256, 256 * 2, 4096>>>(nullptr);
    long t20 = a18;
    shade9_kernel<<<(256), 128, 256, nullptr>>>(nullptr);
    a18 += a18;
    if ((a18 != sizeof(float)) || (t20 > a18)) {
        return 15.125F;
    }
    return ((int)(*coef17)) - ((int)t20);
}
// NOTE: keep in sync with the host reference.

__global__ void score21(int n22, const int *input23)
{
    unsigned gid24 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int m25 = ((int(n22) > gid24) && ((gid24 != input23[n22 & 7]) && ((*input23) < n22))) ? (*input23) : 15;
    switch (warpSize * (*input23)) {
    case 11:
        break;
    case 5: {
        d_tally8++;
        __shared__ long long sh_26[8];
        break;
    }
    default: {
        __shared__ int sh_27[128];
        break;
    }
    }
    update4(update4(24u, 31) * 0, double(threadIdx.x) + (d_tally8 + sizeof(float)));
}

__global__ void stencil28_kernel(int stride29, const float *src30, unsigned *dst31, float *out32)
{
    if (!((*out32) >= (*dst31))) {
        return;
    }
    __shared__ int sh_33;
    --out32[7];
    __shared__ float sh_34;
    __shared__ long sh_35[16];
    (*dst31) = 4413U;
    --sh_34;
}
static __device__ short d_merge36 = 23;
/* Computes one element per thread. */

__global__ void step37_kernel(long long *buf38)
{
    int gid39 = (blockIdx.x * blockDim.x) + threadIdx.x;
    d_tally8++;
    --d_tally8;
}
__global__ void probe_kernel41(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = i;
}
struct Shape42 {
    int w, h;
};

int main()
{
    int size40 = 3'477;
    Shape42 shape43 = {2, 3};
    probe_kernel41<<<shape43, 128>>>(nullptr, 0);
    size40 &= 13l;
    ++size40;
    score21<<<dim3(sizeof(unsigned int) * 64), dim3(32 * 16, 2, (size40 + 31) / 32)>>>(reduce16(nullptr, 3.875F, sizeof(signed char)) + reduce16(nullptr, 42l, size40), &size40);
    stencil28_kernel<<<4, (64), sizeof(double) * 256>>>(2925L, nullptr, (unsigned*)nullptr, (float*)nullptr);
    step37_kernel<<<4, 512>>>((long long*)nullptr);
    return 0;
}
