// cudagen 0.2 seed 831 valid headers
// features: kernel,launch,launch_shared_mem,builtin_vars,grid_stride_loop,main,shared_var,static_shared,constexpr_var,if,if_else,for,pragma_unroll,compound_assign,shift,logical,comparison,incdec,call,lit_int_hex,lit_float,lit_nullptr,cast_c,macro_function,macro_paste,macro_statement,comments,ctad,deduction_guide,hdr_cmath,hdr_cub
#include <cuda_runtime.h>
#include <numeric>
#include <type_traits>
#include <cuda/std/array>
#include <cuda/std/functional>
#include <cub/block/block_reduce.cuh>

#define SQR_1(x) ((x) * (x))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
/* Computes one element per thread. */

__global__ void scatter6_kernel(int stride7) {
    unsigned int gid8 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (void)gid8;
    stride7--;
    if ((stride7 != CAT_5(stride, 7)) || (!stride7)) {
        if (!(stride7 == threadIdx.x)) {
            #pragma unroll 2
            for (int n9 = (blockIdx.x * blockDim.x) + threadIdx.x; n9 < stride7; n9 += blockDim.x * gridDim.x) {
                stride7 -= 7 + CAT_5(n, 9);
                sinf(threadIdx.x);
                static __shared__ float sh_10;
                (void)sh_10;
            }
        }
    } else {
    }
}
static constexpr float kW11 = 5.25f;
template <typename T> struct Keep12 {
    T v;
    __device__ Keep12(T x) : v(x) {}
    __device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin13 { A a; B b; };
template <typename A, typename B> Twin13(A, B) -> Twin13<A, B>;
template <typename T> struct View14 {
    const T *p;
    int n;
    __device__ View14(const T *q, int m) : p(q), n(m) {}
};
template <typename T> View14(T *, int) -> View14<T>;
__device__ int deduce15(int x) {
    Keep12 h(x);
    Keep12 g{3.5};
    Twin13 d{x, 2.5f};
    View14 w(&x, 1);
    return h.get() + static_cast<int>(g.get()) + d.a + w.n;
}
__global__ void blockTotal16(const int *in, int *out) {
    using Reduce = cub::BlockReduce<int, 64>;
    __shared__ typename Reduce::TempStorage storage;
    int v = in[threadIdx.x];
    int total = Reduce(storage).Sum(v);
    if (threadIdx.x == 0) {
        out[blockIdx.x] = total;
    }
}

int main() {
    int count17 = 3199;
    constexpr float f18 = 3.75f;
    (void)f18;
    unsigned long z19 = floorf((count17));
    (void)z19;
    scatter6_kernel<<<0x1 << 5, 64, 0>>>(ceilf(36) + floorf(19.75F));
    blockTotal16<<<2, (512), 0>>>((const int*)nullptr, nullptr);
    return 0x0;
}
