// cudagen 0.2 seed 320 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,main,if,while,switch,ternary,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,lambda,nttp_auto,three_way_comparison,extended_lambda,runtime_api,hdr_cmath
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <compare>

template <typename F>
__global__ void applyEach1(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
template <auto V>
__host__ __device__ int addConst2(int x) {
    using value_type = decltype(V);
    return x + static_cast<int>(V) + static_cast<int>(sizeof(value_type));
}
__host__ __device__ int consts3(int x) { return addConst2<3>(x) + addConst2<'a'>(x) + addConst2<true>(x) + addConst2<2L>(x); }

__global__ void scale4(int len5, const float *src6, int stride7, double *out8)
{
    stride7 = ((stride7 ? 34U : len5) / (len5 + len5)) - (static_cast<int>(1131l) * cosf(24.0F));
    len5 = ceilf(-sqrtf(1.5F));
    (*out8) = out8[0x5] * fminf(16.5f, 17.0f - len5);
    switch (consts3(0xD)) {
    case 0:
        break;
    default: {
        double y9 = 8 + (out8[stride7] + stride7 + ((*src6) + (*out8)));
        (void)y9;
        break;
    }
    }
    expf(28);
    consts3(floorf(-24.875f) + ((len5 <= (*src6)) ? 50 : stride7));
}
struct Stamp10 {
    int major;
    int minor;
    auto operator<=>(const Stamp10 &) const = default;
};
int ordered11(int x) {
    Stamp10 a{x, 1};
    Stamp10 b{6, x};
    int r = (a < b ? 1 : 0) + ((a <=> b) == 0 ? 2 : 0);
    return r + ((x <=> 2) < 0 ? 4 : 0);
}

int main()
{
    int count12 = 2451;
    if ((count12 + 62) <= count12) {
        int iter13 = 0;
        while (iter13 < iter13) {
            cudaError_t err14 = cudaPeekAtLastError();
            int ok15 = err14 == cudaSuccess ? 1 : 0;
            (void)ok15;
            ++iter13;
        }
        auto lam16 = [=] __device__ (int v) { return v * 3 + iter13; };
        applyEach1<<<1, 32>>>(lam16, nullptr, iter13);
    }
    scale4<<<(count12 + 0x3f) / 64, 32, 0, nullptr>>>(((count12 - 6) <= count12) ? static_cast<float>(count12) : 45, static_cast<const float*>(nullptr), count12, nullptr);
    return 0;
}
