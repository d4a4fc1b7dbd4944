// cudagen 0.2 seed 361 valid headers
// features: kernel,kernel_static,launch_bounds,launch,launch_dim3,device_function,device_noinline,host_function,constexpr_function,main,shared_var,static_shared,if,for,bitwise,comparison,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,cast_functional,cast_reinterpret,lambda,lambda_init_capture,macro_statement,comments,if_constexpr,concept,requires_clause,runtime_api
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <algorithm>

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
template <typename F>
__global__ void applyEach2(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
template <typename T> concept Small3 = sizeof(T) <= 8;
template <typename T> concept Arith4 = Small3<T> && (sizeof(T) >= 4);
template <Small3 T> T twice5(T x) { return x + x; }
template <typename T> requires (sizeof(T) >= 4) T thrice6(T x) { return x * 3; }
template <typename T> T quad7(T x) requires Arith4<T> { return x * 4; }
int sign8(Small3 auto v) { return v != 0 ? 1 : 2; }
template <typename T> concept Small9 = sizeof(T) <= 8;
template <typename T> concept Arith10 = Small9<T> && (sizeof(T) >= 4);
template <Small9 T> T twice11(T x) { return x + x; }
template <typename T> requires (sizeof(T) >= 4) T thrice12(T x) { return x * 3; }
template <typename T> T quad13(T x) requires Arith10<T> { return x * 4; }
int sign14(Small9 auto v) { return v != 0 ? 1 : 2; }
// Helper used by the kernels below.

static __global__ void __launch_bounds__(0x40 * 4) kick15_kernel(const unsigned int* coef16, const int* coef17, const int* coef18)
{
    long lo19 = *coef16;
    if constexpr (sizeof(double) == 4) {
        lo19 = 7lu + (lo19 + ((*coef16) + 4U));
        int off20 = 43ull;
        (void)off20;
    }
    float f21 = ~(1 | coef17[lo19]);
    (void)f21;
}

__device__ __noinline__ double decay22(size_t p23, long* dst24)
{
    p23 = 30U;
    int f25 = (p23 + ((*dst24) * 3419)) * ((p23 % (*dst24)) + 11U);
    if constexpr (sizeof(int) == 4) {
        if ((dst24[f25 & 7] % p23) <= f25) {
            return -8.25;
        }
        unsigned sum26 = 32L;
        (void)sum26;
    } else {
        unsigned acc27 = 33;
        (void)acc27;
    }
    static __shared__ long long sh_28[256];
    return (f25 % p23) % (523UL % sh_28[p23 & 255]);
}

constexpr int pack29(int lane30, int stride31)
{
    return -(lane30 * stride31);
}

int main()
{
    int count32 = 2352;
    for (int it33 = 7; it33 > 0; --it33) {
        auto fn40 = [hi34 = it33](long long y35, char cnt36) -> int {
            cudaEvent_t start37, stop38;
            cudaEventCreate(&start37);
            cudaEventCreate(&stop38);
            cudaEventRecord(start37);
            cudaEventRecord(stop38);
            cudaEventSynchronize(stop38);
            float ms39 = 0.0f;
            cudaEventElapsedTime(&ms39, start37, stop38);
            cudaEventDestroy(start37);
            cudaEventDestroy(stop38);
            y35 = (0x3E | hi34) * ((hi34 - 7) - 41);
            return y35;
        };
        fn40(it33, 4u);
    }
    if ((count32 - count32) > count32) {
        return unsigned(48);
    }
    int *d_buf41 = nullptr;
    cudaMalloc(&d_buf41, static_cast<size_t>(count32) * sizeof(int));
    cudaMemset(d_buf41, 0, static_cast<size_t>(count32) * sizeof(int));
    int h_buf42[4] = {};
    cudaMemcpy(h_buf42, d_buf41, sizeof(h_buf42), cudaMemcpyDeviceToHost);
    kick15_kernel<<<(count32 + 0b11111) / 32, dim3((count32 + 127) / 128, (count32 + 63) / 64, 0x2)>>>(reinterpret_cast<const unsigned*>(d_buf41), d_buf41, h_buf42);
    return 0;
}
