// cudagen 0.2 seed 364 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,launch,main,shared_var,extern_shared,constexpr_var,local_array,static_local,if,for,while,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_init_capture,macro_object,macro_paste,comments,nttp_pointer,if_constexpr,concept,requires_clause,requires_expression,runtime_api
// nvcc: -std=c++20 --extended-lambda -rdc=true
#include <cuda_runtime.h>
#include <algorithm>
#include <cstdio>
#include <type_traits>
#include <utility>
#include <tuple>

#define NUM_ITERS_1 4
#define CAT_2(a, b) a##b
struct Pt4 { int a; int b; float w; };
template <int Pt4::*M> int field5(const Pt4 &p) { return p.*M; }
int indirect3(int x) {
    Pt4 p{x, 8, 1.0f};
    return field5<&Pt4::a>(p) + field5<&Pt4::b>(p);
}
/* Helper used by the kernels below. */

__global__ void spread6_kernel(const float *in7) {
    extern __shared__ int dyn_8[];
    dyn_8[3] = ((int)127) % dyn_8[2];
    unsigned int lo9 = NUM_ITERS_1;
    (void)lo9;
}
// NOTE: keep in sync with the host reference.

template <typename T, typename U>
__global__ void __maxnreg__(32) mix10_kernel(U *data11) {
    for (int i12 = 0; i12 < sizeof(unsigned int); i12++)
        (*data11) -= (((CAT_2(i, 12) + (*data11)) != data11[4]) ? 8.0 : (NUM_ITERS_1 | i12)) - ((9 % i12) * data11[i12]);
    int iter13 = 0;
    while (iter13 < iter13) {
        --data11[iter13];
        ++iter13;
    }
    if (data11 != nullptr)
        return;
}
template <typename T> concept Small14 = sizeof(T) <= 16;
template <typename T> concept Arith15 = requires(T a, T b) {
    a + b;
    { a * b } -> Small14;
};
template <Small14 T> __device__ T twice16(T x) { return x + x; }
template <typename T> requires (sizeof(T) >= 4) __device__ T thrice17(T x) { return x * 3; }
template <typename T> __device__ T quad18(T x) requires Arith15<T> { return x * 4; }
__device__ int sign19(Small14 auto v) { return v != 0 ? 1 : 2; }
template <typename T>
__device__ int measure20(T v) {
    if constexpr (requires { v.size(); }) {
        return static_cast<int>(v.size());
    } else {
        return 1;
    }
}

int main() {
    int count21 = 1'978;
    auto step27 = [v22 = CAT_2(count, 21)](int x23, int base24) -> int {
        long k25{28U};
        unsigned h26[6]{static_cast<unsigned>(NUM_ITERS_1), 9U, 39, 6U, 16, 31U};
        return h26[base24];
    };
    (void)step27;
    int *d_buf28 = nullptr;
    cudaMalloc(&d_buf28, static_cast<size_t>(count21) * sizeof(int));
    cudaMemset(d_buf28, 0, static_cast<size_t>(count21) * sizeof(int));
    static float h29 = 7.875F;
    (void)h29;
    if (count21 >= d_buf28[2])
        return static_cast<int>(20);
    spread6_kernel<<<(count21 + 127) / 128, 256 * 2>>>(static_cast<const float*>(nullptr));
    mix10_kernel<long, unsigned int><<<sizeof(float) * 4, (NUM_ITERS_1 + 60) * 2>>>((unsigned int*)nullptr);
    return 0;
}
