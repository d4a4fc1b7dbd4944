// cudagen 0.2 seed 45 valid headers
// features: kernel,launch_bounds,launch,launch_shared_mem,builtin_vars,host_function,main,constant_var,shared_var,extern_shared,constexpr_var,if,for,goto,ternary,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_char,lit_char_prefix,lit_nullptr,cast_c,sizeof,lambda,macro_function,macro_paste,extended_lambda,hdr_cmath
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <numeric>
#include <thrust/device_vector.h>
#include <thrust/fill.h>
#include <thrust/reduce.h>
#include <compare>

#define SQR_1(x) ((x) * (x))
#define CAT_2(a, b) a##b
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
__constant__ bool c_smooth4 = 0;

__global__ void __launch_bounds__(sizeof(float) * 64) filter5(int lane6, double *data7) {
    extern __shared__ float dyn_8[];
    if (c_smooth4) {
        goto skip13;
    }
    for (int n9 = 5; n9 > 0; --n9) {
        constexpr bool h10 = 0;
        (void)h10;
    }
    if (blockDim.x < (42 - c_smooth4)) {
        float u11 = sinf(sizeof(float)) * u'a';
        (void)u11;
        int prod12 = sinf(lane6);
        (void)prod12;
    }
skip13:;
}

float run_step14(int lane15, float cfg16, unsigned beta17) {
    --lane15;
    cfg16++;
    return cfg16;
}

int main() {
    int size18 = 3669;
    auto lam19 = [=] __device__ (int v) { return v * 8 + size18; };
    applyEach3<<<1, 32>>>(lam19, nullptr, size18);
    constexpr float f20 = -26;
    if (((size18 * 7) - ((37 >= size18) ? size18 : 33)) != (size18 * 46U)) {
        filter5<<<(128), sizeof(unsigned int) * 32, 0b0>>>(size18, nullptr);
        filter5<<<sizeof(unsigned int) * 32, 1 << 7, 0>>>(run_step14(35, f20, 42) * 8, (double*)nullptr);
    }
    return 0;
}
