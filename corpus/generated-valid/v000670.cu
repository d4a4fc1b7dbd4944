// cudagen 0.1 seed 670 valid
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,host_global,constexpr_var,auto_var,enum,if,for,while,ternary,compound_assign,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_string,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,comments
#include "prelude.cuh"

// Computes one element per thread.

__host__ size_t clamp1(int n2, const int *in3, int *__restrict__ dst4)
{
    const char *acc5 = "tile";
    (*dst4) = 7;
    n2 >>= acc5[1] + ((*in3) - static_cast<unsigned char>(sizeof(unsigned int)));
    return in3[1];
}
enum Mode6 { MUL7, ON8 };
static int g_drift9;
// Helper used by the kernels below.

__global__ void smooth10_kernel(unsigned long *out11, double *buf12, int stride13, int lane14)
{
    int gid15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid15 >= lane14) {
        return;
    }
    if ((*buf12) > 24) {
        stride13 = blockIdx.y;
        int pass16 = 0;
        while (pass16 < pass16) {
            auto u17 = (*buf12) + threadIdx.x;
            stride13 /= 6 - stride13;
            ++pass16;
        }
    }
}

__global__ void blend18_kernel(int lane19)
{
    unsigned gid20 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid20 >= lane19) {
        return;
    }
    auto idx21 = gid20;
    constexpr int y22 = 8UL;
    unsigned v23 = unsigned(MUL7);
    for (int j24 = 0; j24 < lane19; ++j24) {
        unsigned long long val25 = idx21;
    }
    if ((lane19 >> lane19) != gridDim.z) {
        return;
    }
    v23 >>= 3;
}

static __global__ void gather26_kernel(int count27, unsigned char p28, bool cfg29, int len30)
{
    int idx31 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx31 >= len30) {
        return;
    }
    p28 = 23 * ((((int)idx31) > idx31) ? count27 : len30);
    ++p28;
}

int main()
{
    int len32 = 0273;
    long z33 = g_drift9;
    g_drift9 += 3387l << (g_drift9 + 50U + g_drift9);
    gather26_kernel<<<dim3((g_drift9 + 31) / 32), (32)>>>(48LL, g_drift9 * MUL7, (!(z33 >= len32)) ? (g_drift9 - len32) : (g_drift9 % z33), g_drift9);
    smooth10_kernel<<<(z33 + 63) / 0100, 128, 0, (cudaStream_t)0>>>(nullptr, static_cast<double*>(nullptr), g_drift9, len32);
    blend18_kernel<<<(g_drift9 + 63) / 64, (256), 0, 0>>>(len32);
    return 0;
}
