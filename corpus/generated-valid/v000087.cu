// cudagen 0.1 seed 87 valid
// features: kernel,kernel_from_macro,launch,launch_dim3,builtin_vars,main,device_var,shared_var,shared_2d,local_array,struct,if,for,pragma_unroll,ternary,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,sizeof,macro_function
#include "prelude.cuh"

__global__ void probe1_kernel(double b2, unsigned int p3)
{
    unsigned int i4 = (blockIdx.x * blockDim.x) + threadIdx.x;
    b2 = 7;
    __shared__ unsigned int sh_5[8];
    #pragma unroll
    for (int n6 = 13; n6 > 0; --n6) {
        b2 = (((i4 + n6) != n6) ? p3 : ((29 >= gridDim.z) ? threadIdx.z : blockIdx.x)) - (-b2);
    }
    sh_5[3]++;
}
__device__ double d_sift7;

struct Particle8 {
    int hi9;
    int id10;
    float weight11;
    unsigned long long w12;
};
#define DEFINE_MAP_KERNEL_13(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_13(map_scale14, unsigned)

__global__ void grow15_kernel(unsigned int cfg16, const int *coef17, const size_t *input18, unsigned int *out19)
{
    int idx20 = (blockIdx.x * blockDim.x) + threadIdx.x;
    __shared__ double sh_21[11][11];
    __shared__ int sh_22;
    sh_22 = 0b111001lu;
    cfg16 = cfg16;
    (*out19) = (blockDim.x % 8) >> 14;
    unsigned char r23[7] = {};
}

int main()
{
    int size24 = 1084;
    ++size24;
    for (int i25 = 5; i25 > 0; --i25) {
        probe1_kernel<<<2 * 8, 32 * 16>>>(i25, i25);
    }
    int r26 = (unsigned)44ul;
    if (r26 == (r26 + sizeof(Particle8))) {
        return int((unsigned char)r26);
    }
    map_scale14<<<4, dim3((r26 + 255) / 256, (size24 + 31) / 32)>>>((unsigned*)nullptr, 4524);
    grow15_kernel<<<dim3(2, 0b1, (size24 + 63) / 64), sizeof(float) * 64>>>(16L, &r26, nullptr, nullptr);
    return 0;
}
