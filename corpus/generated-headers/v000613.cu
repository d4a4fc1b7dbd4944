// cudagen 0.2 seed 613 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,extern_shared,if,shift,comparison,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,ctad,designated_init,hdr_cmath
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cooperative_groups.h>

template <typename F>
__global__ void applyEach1(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Spec2 { float x; int y; };
__host__ __device__ int configured3(int v) {
    Spec2 a{.x = static_cast<float>(v), .y = v};
    Spec2 b{.y = 1};
    Spec2 d = {.x = 8};
    return static_cast<int>(a.x) + static_cast<int>(b.y) + static_cast<int>(d.x);
}
template <typename T> struct Keep4 {
    T v;
    Keep4(T x) : v(x) {}
    T get() const { return v; }
};
template <typename A, typename B> struct Twin5 { A a; B b; };
int deduce7(int x) {
    Keep4 h(x);
    Keep4 g{2.5};
    return h.get() + static_cast<int>(g.get());
}

__global__ void weigh8_kernel(double *data9, unsigned int q10, float p11, bool b12)
{
    extern __shared__ unsigned dyn_13[];
    unsigned i14 = (blockIdx.x * blockDim.x) + threadIdx.x;
    q10 = 2;
    dyn_13[0] = dyn_13[q10];
    dyn_13[i14] = floorf(+dyn_13[blockIdx.x]);
}

int main()
{
    int n15 = 3641;
    cudaStream_t v16 = (cudaStream_t)0;
    (void)v16;
    weigh8_kernel<<<1 << 9, (512), 0, (cudaStream_t)0>>>((double*)nullptr, expf(62UL + n15), 1, ceilf(sinf(sizeof(int))));
    n15 = fabsf(sizeof(unsigned));
    int off17 = n15;
    if (static_cast<int>(off17) <= 075) {
        return (n15) / expf(23.875f);
    }
    return 0;
}
