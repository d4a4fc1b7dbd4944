// cudagen 0.2 seed 145 valid headers
// features: kernel,launch_bounds,restrict_params,launch,device_function,device_forceinline,host_function,main,constexpr_var,auto_var,if,for,while,comparison,incdec,pointer_arith,array_index,lit_int_binary,lit_float,lit_nullptr,cast_c,cast_functional,cast_reinterpret,lambda,macro_object,macro_function,macro_statement,runtime_api
// nvcc: -std=c++20
#include <cuda_runtime.h>

#define TILE_DIM_1 128
#define MOD8_2(x) ((x) % 8)
#define LOW_BITS_3(x) ((x) & 0xF)
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__device__ float bias6(int stride7, int n8)
{
    long *k9 = (long*)nullptr;
    (void)k9;
    stride7++;
    return stride7;
}
constexpr int LANES10 = 0b111;

float check_count11(int count12, float b13, const int *src14)
{
    cudaError_t err15 = cudaDeviceSynchronize();
    int ok16 = err15 == cudaSuccess ? 1 : 0;
    (void)ok16;
    b13 = MOD8_2(count12);
    b13 = TILE_DIM_1 + count12;
    return LANES10;
}

__global__ void __launch_bounds__(0b100000, 0b10) stencil17_kernel(float alpha18, float *buf19)
{
    alpha18 = (buf19[4] * 3.625F);
    alpha18 = 2;
    (*buf19) = (1 / alpha18) * (16 - (alpha18 + (*buf19)));
    int y20{LANES10};
    y20 = -y20;
}

__device__ __forceinline__ long probe21(int len22, const unsigned int *__restrict__ input23)
{
    for (int n24 = 0b0; n24 < 3; n24++) {
        int v25{-7};
        (void)v25;
        constexpr int h26 = 26;
        (void)h26;
        char idx27 = 45 + n24 + (LANES10 + input23[1]);
        (void)idx27;
    }
    int h28 = MOD8_2(input23[len22]);
    return MOD8_2(h28);
}

int main()
{
    int n29 = 3394;
    int iter30 = 0;
    while (iter30 < n29) {
        auto step35 = [](float u31, float f32) -> float {
            int mid33 = LANES10 + (f32 / 9);
            auto stride34 = 53;
            SWAP_4(float, u31, f32);
            return LANES10 * mid33;
        };
        step35(iter30, 0.25F);
        ++iter30;
    }
    if (35 == float(iter30)) {
        return (8);
    }
    double *idx36 = nullptr;
    stencil17_kernel<<<(TILE_DIM_1 + (LANES10 + (TILE_DIM_1 + (TILE_DIM_1 + 121)))), 512>>>(iter30, reinterpret_cast<float*>(idx36));
    return 0;
}
