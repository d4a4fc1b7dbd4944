// cudagen 0.2 seed 172 valid headers
// features: kernel,maxnreg,restrict_params,launch,builtin_vars,host_function,main,constexpr_var,auto_var,struct,operator_overload,aligned_struct,if,for,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,macro_paste,macro_statement,alias_template,variable_template,runtime_api
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <cstdio>
#include <cooperative_groups.h>
#include <cuda/std/array>
#include <cuda/std/functional>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
float relax4(int count5, int stride6) {
    stride6 += (stride6 * (stride6)) % (696);
    cudaStream_t stream7;
    cudaStreamCreate(&stream7);
    cudaStreamSynchronize(stream7);
    stride6 = 40;
    constexpr int z8 = 38;
    stride6++;
    return z8 + stride6 + z8;
}
struct alignas(8) Body9 {
    float w10;
    float val11;
    size_t vel12;
};
__host__ __device__ Body9 operator+(Body9 a, Body9 b) {
    Body9 r = a;
    r.w10 += b.w10;
    r.val11 += b.val11;
    r.vel12 += b.vel12;
    return r;
}
template <typename T> using Ptr14 = T *;
template <typename A, typename B> struct Duo15 { A a; B b; };
template <typename T> using Same16 = Duo15<T, T>;
template <typename T> constexpr T kScale17 = T(7);
template <typename T> constexpr int kSize18 = static_cast<int>(sizeof(T)) * 1;
__device__ int aliased13(int x) {
    Ptr14<int> p = &x;
    Same16<int> d{x, 9};
    return x + *p + d.a + d.b + kSize18<double> + static_cast<int>(kScale17<float>);
}
__global__ void __maxnreg__(32) norm19(unsigned char alpha20, const unsigned int* __restrict__ src21) {
    int lim22 = *src21;
    unsigned char idx23 = 255;
    if (lim22 > src21[idx23 & 7]) {
        return;
    }
    auto sum24 = (lim22 += gridDim.x, (kSize18<int> / src21[blockIdx.y])) - (2003 ^ idx23);
    (void)sum24;
    idx23 = (kSize18<char> % src21[idx23 & 7]);
}
int main() {
    int count25 = 0261;
    cudaError_t err26 = cudaDeviceSynchronize();
    int ok27 = err26 == cudaSuccess ? 1 : 0;
    for (int it28 = 0, j29 = ok27; it28 < j29; (++it28, (--j29))) {
        if ((it28 >= it28) && (j29 >= count25)) {
            return 2119LL;
        }
        count25 = (kSize18<int> + CAT_2(count, 25)) * 0b111101;
    }
    norm19<<<2, (kSize18<int> + (kSize18<char> + 59)) * 8>>>(ok27, (const unsigned*)nullptr);
    return 0;
}
