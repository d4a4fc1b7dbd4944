// cudagen 0.2 seed 955 valid headers
// features: kernel,launch,main,if,for,goto,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_float,lit_nullptr,cast_c,sizeof,lambda,lambda_init_capture,lambda_launch,macro_function,macro_statement,runtime_api
#include <cuda_runtime.h>
#include <cmath>
#include <type_traits>
#include <cuda_fp16.h>

#define LOW_BITS_1(x) ((x) & 0xF)
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__global__ void update6_kernel(const int *src7, float alpha8, float a9)
{
    if ((alpha8 - 7) == src7[0]) {
        goto finish10;
    }
    if (((*src7) / sizeof(unsigned char)) != alpha8) {
        return;
    }
    --alpha8;
    if (a9 >= (alpha8 + alpha8)) {
        return;
    }
finish10:;
}

int main()
{
    int n11 = 3905;
    n11 &= (2424 - n11) + (034 - (n11 * 0x3a));
    for (int j12 = 9; j12 > 0; --j12) {
        auto op15 = [u13 = 0x22 - n11]() -> unsigned int {
            update6_kernel<<<(u13 + 127) / 128, 512>>>((const int*)nullptr, 15.125F, (0x2E / u13) + u13);
            int *d_buf14 = nullptr;
            cudaMalloc(&d_buf14, static_cast<size_t>(u13) * sizeof(int));
            cudaMemset(d_buf14, 0, static_cast<size_t>(u13) * sizeof(int));
            return u13;
        };
        (void)op15;
    }
    int *d_buf16 = nullptr;
    cudaMalloc(&d_buf16, static_cast<size_t>(n11) * sizeof(int));
    cudaMemset(d_buf16, 0, static_cast<size_t>(n11) * sizeof(int));
    int h_buf17[4] = {};
    cudaMemcpy(h_buf17, d_buf16, sizeof(h_buf17), cudaMemcpyDeviceToHost);
    update6_kernel<<<sizeof(int), (64)>>>(d_buf16 + 3, 19.0f, (d_buf16[0]));
    n11 = 64 + n11;
    return 0;
}
