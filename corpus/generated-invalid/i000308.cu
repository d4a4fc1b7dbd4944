// cudagen 0.1 seed 308 invalid:kernel_exception_spec
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,host_device_function,main,constexpr_var,if,for,while,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,lambda,lambda_capture_ref,lambda_iife,macro_object,macro_function,macro_paste,pp_if,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 8
#define TILE_DIM_2 32
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define CAT_4(a, b) a##b

#if (BLOCK_SIZE_1 * 2) >= 40 && BLOCK_SIZE_1 != 0
#define CONFIG_5 3
#else
#define CONFIG_5 12
#endif
// Layout: row-major, no padding.

__host__ __device__ int kick6(int len7, int len8) {
    int iter9 = 0;
    while (iter9 < 13) {
        int t10{static_cast<int>(2 + MAX2_3(iter9, len7 - 3702L))};
        ++iter9;
    }
    int* tmp11 = &len7;
    int prod12(iter9 - len7);
    tmp11[len7] %= (57) - len8;
    return ((prod12 + 033) * ((float)4.375F)) - ((51L - len7) + TILE_DIM_2);
}

static __global__ void relax13_kernel(unsigned int alpha14, float p15, const long* __restrict__ src16, const int* __restrict__ src17) {
    int idx18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    long lim19 = MAX2_3(src17[5] / u' ', alpha14 / src16[threadIdx.z]) - (MAX2_3(gridDim.x, 28) + src17[threadIdx.y]);
    lim19 *= (p15 + p15 + idx18) * 4;
    if (static_cast<unsigned int>(src16[3]) != 3)
        return;
    for (int it20 = (blockIdx.x * blockDim.x) + threadIdx.x; it20 < lim19; it20 += blockDim.x * gridDim.x) {
        alpha14++;
        float tmp21 = -5.125f;
    }
}
__global__ void noexcept_kernel24(int *p) noexcept
{
    p[0] = 0;
}

int main() {
    int len22 = 3782;
    if ((len22 <= 2U) || (45 <= CAT_4(len, 22)))
        return len22;
    ([&] {
        len22 *= +(CAT_4(len, 22) + 40 + (26L - len22));
        ++len22;
        ++len22;
    })();
    float sum23 = static_cast<unsigned>(len22 * CONFIG_5) + (8 / len22);
    relax13_kernel<<<dim3(BLOCK_SIZE_1 * 2, 16, 16), 64, 128 * BLOCK_SIZE_1, (cudaStream_t)0>>>(len22, sum23, nullptr, &len22);
    if ((sum23 != len22) || (len22 >= len22))
        return static_cast<unsigned>((len22 > TILE_DIM_2) ? 44ul : sum23);
    return 0;
}
