// cudagen 0.1 seed 536 valid
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,main,constant_var,shared_var,extern_shared,constexpr_var,auto_var,if,for,while,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,alignof,comments
#include "prelude.cuh"

// Helper used by the kernels below.

__global__ void sweep1_kernel(double *__restrict__ data2, int count3, float p4)
{
    int tid5 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid5 >= count3) {
        return;
    }
    int t6 = ((int)(tid5 << 2)) + count3;
    t6 = (*data2) * t6;
    count3 = count3 % (2 - (count3 * threadIdx.x));
}
// Computes one element per thread.

__global__ void fuse7_kernel(const int *input8, const short *input9, float alpha10)
{
    extern __shared__ unsigned short dyn_11[];
    int tid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    constexpr double sum13 = 35;
    alpha10 = (*input8) * int(((*input9) == sum13) ? dyn_11[threadIdx.x] : alignof(char));
    int iter14 = 0;
    while (iter14 < 10) {
        alpha10 = 15;
        int val15 = *input9;
        ++iter14;
    }
    long flag16 = ((62 | gridDim.x));
}

__global__ void fuse17(int count18, const char *__restrict__ coef19, unsigned int b20, int lane21)
{
    extern __shared__ int dyn_22[];
    unsigned int i23 = (blockIdx.x * blockDim.x) + threadIdx.x;
    auto sum24 = warpSize - blockIdx.x;
    b20 -= warpSize;
    if (sum24 < blockIdx.y) {
        return;
    }
}

__global__ void scatter25_kernel(float p26, double *__restrict__ buf27, double *__restrict__ data28)
{
    for (int it29 = 0; it29 < 0b111; it29++) {
        buf27[it29 & 7] += *buf27;
    }
    buf27[warpSize & 0x7] = char(threadIdx.x);
    data28[gridDim.x] = *data28;
    double f30 = p26;
    (*buf27) = 54UL;
}

__global__ void update31(int *buf32, float alpha33, float a34)
{
    extern __shared__ long dyn_35[];
    int gid36 = threadIdx.x;
    for (int it37 = 0; it37 < 6; it37++) {
        dyn_35[7] = dyn_35[0] * gridDim.x;
        auto u38 = int((gid36 * dyn_35[it37 & 7]) & (dyn_35[0x6] + 0x3e));
    }
}
__constant__ float c_trace39 = 14.625f;

int main()
{
    int count40 = 3346;
    dim3 lim41 = dim3(0x10, (16), (count40 + 255) / 256);
    fuse17<<<dim3((0x2), (count40 + 0x3f) / 64, (count40 + 255) / 256), 0x40>>>(8 & count40, nullptr, 33, 28ll);
    sweep1_kernel<<<(count40 + 63) / 64, 128>>>((double*)nullptr, -39, count40);
    fuse7_kernel<<<dim3(64), 64>>>(&count40, nullptr, 21.5F);
    scatter25_kernel<<<(0b1000000), 32 * 4>>>(6.125f, nullptr, nullptr);
    return 0;
}
