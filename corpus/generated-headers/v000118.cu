// cudagen 0.2 seed 118 valid headers
// features: kernel,kernel_static,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,main,constexpr_var,auto_var,struct,aligned_struct,if,if_else,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,macro_object,macro_statement,comments,variadic_template,pack_expansion
// nvcc: -std=c++20 -rdc=true
#include <cuda_runtime.h>
#include <vector>
#include <cuda_fp16.h>

#define BLOCK_SIZE_1 8
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

float check_shade4(int lane5, unsigned char a6, int *dst7)
{
    dst7[0x1] = lane5;
    auto sum8 = (((*dst7) * 31) - a6) + 33u;
    (void)sum8;
    return a6;
}
// Layout: row-major, no padding.

struct __align__(8) Acc9 {
    int z10;
    double flag11;
};
__device__ inline double fold12() { return 0.0; }
template <typename T, typename... Rest>
__device__ double fold12(T first, Rest... rest) {
    return static_cast<double>(first) + fold12(rest...);
}
template <typename... Ts>
__device__ int count13(Ts... xs) {
    return static_cast<int>(sizeof...(xs));
}
__device__ int spread15(int x) {
    return static_cast<int>(fold12(x, 1.5f, 1u)) + count13(x, x, 1.0) + count13(static_cast<long>(x), 1);
}

static __global__ void reduce16(int *dst17, unsigned *acc18, float a19, float q20)
{
    if ((0x3F != a19) && ((dst17[blockIdx.y] > (*dst17)) || (dst17[4] < q20))) {
        dst17[gridDim.x] = ~acc18[3];
        float e21 = 5.125f * (threadIdx.x - blockDim.x);
        (void)e21;
    } else {
    }
}

int main()
{
    int count22 = 02574;
    if ((0x6L * count22) != count22) {
        float k23 = count22;
        (void)k23;
    }
    cudaStream_t res24 = 0;
    ++count22;
    reduce16<<<(count22 + 127) / 128, BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 112), 0, res24>>>(&count22, nullptr, BLOCK_SIZE_1, (3ul - count22) + 1);
    count22 = 48u;
    return 0x0;
}
