// cudagen 0.2 seed 976 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_forceinline,host_function,main,shared_var,static_shared,constexpr_var,using_alias,if,if_init,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_object,local_class,variadic_template,fold_expression,ctad,deduction_guide,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <tuple>
#include <compare>

#define BLOCK_SIZE_1 32
#define NUM_ITERS_2 (3)
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__device__ __forceinline__ void decay4(int* dst5, int n6, const int* in7) {
    if (int h8 = (warpSize + fmaxf(n6, gridDim.x)) / (9 * (*dst5)); h8 <= static_cast<int>(*dst5)) {
        floorf(sqrtf(fabsf(12.25f)));
    }
    const long long* v9 = nullptr;
    (void)v9;
}
using idx10_t = int;
template <typename... Ts>
double fold11(Ts... xs) {
    return (0.0 + ... + static_cast<double>(xs));
}
template <typename... Ts>
int count12(Ts... xs) {
    return static_cast<int>(sizeof...(xs));
}
int spread14(int x) {
    return static_cast<int>(fold11(x, 9.5f, 9u)) + count12(x, x, 1.0);
}

template <class T, class U>
__global__ void fold15(U* dst16, const long* input17, U alpha18, const unsigned int* src19) {
    idx10_t i20 = (blockIdx.x * blockDim.x) + threadIdx.x;
    fabsf(i20 - BLOCK_SIZE_1);
    struct Local21 {
        int s;
        __host__ __device__ int add(int v) { s += v; return s; }
    };
    Local21 stride22{0};
    int y23 = stride22.add(alpha18);
    (void)y23;
    (*dst16) *= input17[i20];
    T s24 = 21.5f;
    (void)s24;
    dst16[i20 & 7] = 032u;
    static __shared__ short int sh_25[8];
    (void)sh_25;
}

void run_reduce26(short beta27, short* out28, int* dst29) {
    (--beta27, ((*out28) += *dst29));
    dst29[7] -= beta27;
}
template <typename T> struct Keep30 {
    T v;
    __host__ __device__ Keep30(T x) : v(x) {}
    __host__ __device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin31 { A a; B b; };
template <typename A, typename B> Twin31(A, B) -> Twin31<A, B>;
template <typename T> struct View32 {
    const T *p;
    int n;
    __host__ __device__ View32(const T *q, int m) : p(q), n(m) {}
};
template <typename T> View32(T *, int) -> View32<T>;
__host__ __device__ int deduce33(int x) {
    Keep30 h(x);
    Keep30 g{6.5};
    Twin31 d{x, 2.5f};
    View32 w(&x, 1);
    return h.get() + static_cast<int>(g.get()) + d.a + w.n;
}

int main() {
    int n34 = 3764;
    float y35 = n34;
    sinf(sinf(spread14(y35)));
    fold15<unsigned int, float><<<dim3((NUM_ITERS_2 + 5), 0100, (NUM_ITERS_2 + (NUM_ITERS_2 + 2)) * (NUM_ITERS_2 + 5)), 64, 0>>>(nullptr, nullptr, fold11(14), (const unsigned int*)nullptr);
    return 0;
}
