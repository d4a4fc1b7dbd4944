// cudagen 0.2 seed 721 valid headers
// features: kernel,launch,builtin_vars,main,constexpr_var,if,compound_assign,bitwise,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,macro_object,macro_function,macro_paste,friend_template,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <array>
#include <cmath>
#include <cstdio>
#include <cuda_fp16.h>

#define RADIUS_1 32
#define CHUNK_2 (0x2 * (2))
#define RADIUS_3 128
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b
template <typename T> struct Cell8;
template <typename T> __device__ T peek9(const Cell8<T> &b);
template <typename T> struct Cell8 {
    __device__ explicit Cell8(T v) : val(v) {}
    template <typename U> friend __device__ U peek9(const Cell8<U> &b);
    template <typename U> friend struct Spy10;
private:
    T val;
};
template <typename T> __device__ T peek9(const Cell8<T> &b) { return b.val; }
template <typename U> struct Spy10 {
    __device__ static int look(const Cell8<int> &b) { return b.val + static_cast<int>(sizeof(U)); }
};
__device__ int unlock11(int x) {
    Cell8<int> v(x);
    return peek9(v) + Spy10<float>::look(v);
}

__global__ void shade12_kernel(int n13, int count14, unsigned int *acc15, const unsigned int *src16) {
    (*acc15) = (count14);
    if (threadIdx.z >= n13) {
        return;
    }
    fmaxf(-21, 16.375f);
    acc15[threadIdx.z] = threadIdx.z;
    sinf((RADIUS_1 - count14) - acc15[n13]);
    int tmp17 = float(n13);
    (void)tmp17;
    n13 = count14 * ADD3_4(n13, threadIdx.x, CHUNK_2);
}

int main() {
    int len18 = 06266;
    len18 &= len18;
    floorf(sinf(len18));
    shade12_kernel<<<RADIUS_1 + 0340, 32>>>(0x1041lu, 2512, static_cast<unsigned*>(nullptr), (const unsigned*)nullptr);
    return 0;
}
