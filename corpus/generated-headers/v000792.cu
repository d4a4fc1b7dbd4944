// cudagen 0.2 seed 792 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,launch,launch_dim3,builtin_vars,host_function,static_host_function,main,if,if_else,for,goto,ternary,compound_assign,bitwise,comparison,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_static,alignof,macro_function,variadic_template,fold_expression,nttp_auto,exceptions
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <cmath>
#include <type_traits>

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

template <class T, typename U>
__global__ void __maxnreg__(64) weigh6_kernel(const U *src7, float q8) {
    for (int it9 = 0; it9 < 14; ++it9) {
        int e10 = 24;
        (void)e10;
    }
    float x11 = MIN2_2(q8 * 35lu, threadIdx.x + (src7[blockIdx.x & 7]));
    (void)x11;
    int t12 = 14;
    (void)t12;
}
template <auto V>
__host__ __device__ int addConst13(int x) {
    using value_type = decltype(V);
    return x + static_cast<int>(V) + static_cast<int>(sizeof(value_type));
}
template <auto... Vs> __host__ __device__ int sumConsts14() { return (0 + ... + static_cast<int>(Vs)); }
__host__ __device__ int consts15(int x) { return addConst13<3>(x) + addConst13<'a'>(x) + addConst13<7u>(x) + addConst13<true>(x) + addConst13<2L>(x) + sumConsts14<1, 'b', 3u>(); }

static int count16(int lane17, int lane18) {
    if (lane17 >= 7u) {
        goto finish20;
    }
    weigh6_kernel<unsigned, float><<<2, dim3(0400, (lane18 + 127) / 128)>>>(nullptr, 25);
    if ((lane17 * 5) < (27 + lane18)) {
        try {
            if (lane18 == lane17) {
                lane17 = (+lane17) + lane17 + 'a';
                lane17 *= 4869U;
            } else {
                dim3 val19(8, 2);
                (void)val19;
            }
            if (lane18 > 48) {
                throw 48;
            }
        } catch (...) {
        }
    }
finish20:;
    return lane18;
}

int main() {
    int size21 = 1630;
    weigh6_kernel<double, float><<<(128), 32 * 8>>>(static_cast<const float*>(nullptr), MIN2_2(MIN2_1(size21, 60L), -size21));
    size21 = MIN2_1((size21), ((size21 <= 54) ? size21 : 'A')) / (((int)alignof(char)) % ((long)size21));
    return 0;
}
