// cudagen 0.1 seed 123 invalid:error_directive
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch_bounds,launch,launch_dim3,builtin_vars,device_function,host_function,static_host_function,default_args,main,constexpr_var,auto_var,if,ternary,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_string,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object
#include "prelude.cuh"

#define TILE_WIDTH_36 24
#if TILE_WIDTH_36 % 32 != 0
#error TILE_WIDTH must be a multiple of the warp size
#endif
#define TILE_DIM_1 64
#define BLOCK_SIZE_2 5
#define WARPS_3 32
template <class T, int N = 8>
__global__ void decay4(T *buf5, const T *input6, const T *coef7)
{
    int idx8 = threadIdx.x;
    int k9 = 5 * (gridDim.x * 20);
    --k9;
}
template <class T>
__global__ void __launch_bounds__(WARPS_3) smooth10_kernel(T *data11, T a12)
{
    int tid13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    ++a12;
    --a12;
}
__device__ long warp14(unsigned a15, size_t b16, double a17)
{
    a17 = sizeof(long long);
    a15 = (b16 % a15) % ((a15 + a15) ? warpSize : 22);
    return a15;
}
template <class T, int N = 4>
__global__ void filter18_kernel(T *dst19, T b20)
{
    int gid21 = (blockIdx.x * blockDim.x) + threadIdx.x;
    auto res22 = float(threadIdx.x * 3);
    float lo23 = threadIdx.x;
    warp14(warp14(gid21 + 21U, N & gid21, 18.75 / gid21), (gid21 != 21) ? (BLOCK_SIZE_2 + lo23) : gridDim.x, warp14(warp14(TILE_DIM_1, 45, 7.25F), N % gridDim.x, gid21 | 9));
    unsigned off24 = 37UL;
}
inline __device__ unsigned shade25(int stride26)
{
    float f27 = ((stride26) - (stride26 ^ 1'384UL)) * stride26;
    stride26 = warp14(49U, threadIdx.x, warp14(warp14(sizeof(float), stride26, f27), f27, 9.625));
    unsigned long val28 = gridDim.x;
    val28 = ((blockDim.z > 64) ? f27 : val28) + static_cast<unsigned>(stride26) + (warp14(0b100001, threadIdx.x, stride26) + warp14(stride26, 3636, stride26));
    return stride26;
}
static double host_sweep29(int count30 = 57)
{
    float *prod31 = (float*)nullptr;
    int flag32 = (!prod31) ? ((count30 * 24) | ((prod31 == nullptr) ? count30 : count30)) : ((*prod31) * ((count30 >= 50) ? 8 : prod31[2]));
    const char *res33 = "\"q\"";
    if (prod31[flag32] != 54)
        return +(count30 + res33[1]);
    return ((static_cast<double>(*prod31) * count30) > 0b11100) ? double(28 - prod31[count30]) : sizeof(float);
}
int main()
{
    int n34 = 2812;
    host_sweep29((n34 | n34) * n34);
    smooth10_kernel<<<1, 256>>>((double*)nullptr, 9.0);
    const char *acc35 = "x=%d";
    decay4<<<(n34 + 0b11111) / 32, (TILE_DIM_1 + (BLOCK_SIZE_2 + (BLOCK_SIZE_2 + 182)))>>>((double*)nullptr, static_cast<const double*>(nullptr), (const double*)nullptr);
    filter18_kernel<float, 2><<<dim3((n34 + 127) / 128), (32)>>>(static_cast<float*>(nullptr), BLOCK_SIZE_2 | n34);
    return 0;
}
