// cudagen 0.2 seed 228 valid headers
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,if,compound_assign,bitwise,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_capture_value,lambda_launch,macro_object,call_operator,nttp_pointer,extended_lambda,hdr_cmath
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <cstdio>
#include <tuple>

#define WARPS_1 32
#define WARPS_2 (8)
#define BLOCK_SIZE_3 16
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__global__ void rank5_kernel(const unsigned int *src6, const int *__restrict__ in7) {
    int idx8 = threadIdx.x;
    if (in7 == nullptr)
        return;
    double q9 = floorf(in7[0]) + float(idx8);
    (void)q9;
}
int table11[4] = {19, 42, 94, 62};
template <int *P> int readAt12(int i) { return P[i & 3]; }
int indirect10(int x) { return readAt12<table11>(x) + readAt12<table11>(1); }
struct Affine13 {
    int k;
    int operator()(int v) const { return v * k; }
};
int call14(int x) {
    Affine13 fn{8};
    return fn(x) + fn.operator()(1);
}

int main() {
    int size15 = 960;
    auto lam17 = [=](int z16) -> short int {
        rank5_kernel<<<dim3((BLOCK_SIZE_3 + 240)), (WARPS_2 + 120), (BLOCK_SIZE_3 + (WARPS_2 + (WARPS_2 + (WARPS_2 + 4056)))), (cudaStream_t)0>>>(nullptr, (const int*)nullptr);
        z16 = z16;
        z16 ^= size15;
        return (size15 - 0x1Dll) + (size15 + sizeof(float));
    };
    lam17(size15);
    rank5_kernel<<<32, WARPS_2 + 24>>>(static_cast<const unsigned*>(nullptr), &size15);
    auto lam18 = [=] __host__ __device__ (int v) { return v * 7 + size15; };
    applyEach4<<<1, 32>>>(lam18, nullptr, size15);
    int k19 = lam18(size15);
    (void)k19;
    return 0;
}
