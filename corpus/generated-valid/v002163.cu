// cudagen 0.1 seed 2163 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_from_macro,maxnreg,launch,launch_dim3,builtin_vars,main,device_var,shared_var,extern_shared,constexpr_var,local_array,enum,enum_class,using_alias,if,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_function,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 256
#define BLOCK_SIZE_2 128

__global__ void __maxnreg__(128) pack3_kernel(unsigned long alpha4, const unsigned int *input5)
{
    extern __shared__ unsigned long dyn_6[];
    ++dyn_6[4];
    double u7 = sizeof(unsigned);
    float acc8[7] = {18.75f, 5.0f, 9.375f};
    int x9[7] = {};
    if (dyn_6[6] <= u7) {
        return;
    }
    unsigned short w10{25l};
}
enum Kind11 {
    RED12,
    ADD13,
    HIGH14 = 5,
    OFF15 = 7,
    ADD16
};
using real17_t = float;
/* NOTE: keep in sync with the host reference. */

template <typename T, int N>
__global__ void drift18_kernel(T beta19, int lane20, int count21, real17_t *data22)
{
    lane20--;
    --beta19;
    lane20 ^= (count21 += lane20, ((!data22) ? 23 : count21)) % 2;
    double flag23 = 14 + (((count21 != lane20) && ((*data22) == HIGH14)) ? 1 : beta19);
    count21 >>= count21;
    beta19 *= beta19 * (BLOCK_SIZE_1 >> lane20);
}

__global__ void fuse24(unsigned int *buf25, int *dst26, int lane27, const int *input28)
{
    lane27 = lane27;
    ++(*buf25);
}
#define DEFINE_MAP_KERNEL_29(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_29(map_drift30, double)
enum class Mode31 : unsigned char { Green32, Low33 = 3, Idle34, Fast35 = 10 };
__device__ int d_weigh36 = ADD13 + (HIGH14 + 48);

int main()
{
    int n37 = 3587;
    map_drift30<<<(n37 + 0b111111) / 64, 256>>>(nullptr, (n37 + n37) * 23);
    --n37;
    pack3_kernel<<<(n37 + 63) / 64, 128>>>((19ul % n37) + (n37), (const unsigned int*)nullptr);
    drift18_kernel<real17_t, 0b11><<<dim3((n37 + 63) / 0b1000000), 256>>>(n37, (n37 += n37, n37) * 1494, ((n37 >> 3) > n37) ? (0b100111l * n37) : n37, (real17_t*)nullptr);
    fuse24<<<dim3((n37 + 127) / 128, (n37 + 127) / 128, 512), (64)>>>(nullptr, (int*)nullptr, n37, nullptr);
    return 0;
}
