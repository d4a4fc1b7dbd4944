// cudagen 0.2 seed 511 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,main,constexpr_var,auto_var,bitwise,shift,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_nullptr,cast_static,sizeof,macro_function,call_operator,consteval
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <algorithm>

#define LOW_BITS_1(x) ((x) & 0xF)
#define LOW_BITS_2(x) ((x) & 0xF)
#define CAT_3(a, b) a##b
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
consteval int square5(int x) { return x * x + 5; }
constexpr int kSquare6 = square5(8);
__device__ int folded7(int x) { return x + square5(1); }
struct Clamp8 {
    int k;
    int operator()(int v) const { return v * k; }
};
int call9(int x) {
    Clamp8 fn{8};
    return fn(x) + fn.operator()(1);
}

__global__ void spread10(float* data11, const int* input12) {
    auto lim13 = kSquare6 * input12[4];
    lim13 = data11[1];
    unsigned base14 = (input12[lim13] * (*input12)) | (*input12);
    (void)base14;
}

void run_apply15(const long long* input16) {
    int* hi17 = static_cast<int*>(nullptr);
    (*hi17) = ((*hi17) += 61, (hi17[5] << (0x3E + input16[5])));
}

int main() {
    int len18 = 527;
    len18 = kSquare6;
    spread10<<<(len18 + 31) / 32, 1 << 0x7>>>(static_cast<float*>(nullptr), nullptr);
    spread10<<<1 << 3, dim3(256, (16)), sizeof(float) * 0x20, nullptr>>>(nullptr, static_cast<const int*>(nullptr));
    return 0b0;
}
