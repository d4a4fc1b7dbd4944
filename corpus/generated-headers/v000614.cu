// cudagen 0.2 seed 614 valid headers
// features: kernel,restrict_params,launch,builtin_vars,device_function,static_device_function,device_template_function,main,device_array,constexpr_var,if,range_for,do_while,compound_assign,bitwise,logical,comparison,pointer_arith,array_index,call,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_statement,ctad,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <utility>

#define WARPS_1 5
#define NUM_ITERS_2 128
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__global__ void kick7_kernel(int len8, short b9, const signed char* __restrict__ in10, int n11)
{
    int w12 = 0;
    do {
        if (in10[w12 & 7] <= 49) {
            n11 += in10[warpSize];
            int r13 = 40;
            (void)r13;
        }
        ++w12;
    } while (w12 < len8);
}
__device__ long d_tile14[64] = {-3341L, -1363, 5};
template <typename T> struct Keep15 {
    T v;
    __device__ Keep15(T x) : v(x) {}
    __device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin16 { A a; B b; };
__device__ int deduce18(int x) {
    Keep15 h(x);
    Keep15 g{9.5};
    return h.get() + static_cast<int>(g.get());
}

template <class T, class U>
static __device__ long kick19(T b20, T* __restrict__ buf21)
{
    b20 += *buf21;
    d_tile14[warpSize] -= warpSize;
    float diff22(buf21[3]);
    (void)diff22;
    for (auto &lo23 : d_tile14) {
        b20 = deduce18(buf21[5]) & (6U);
        int stride24 = ceilf(36U);
        (void)stride24;
    }
    return d_tile14[33];
}

int main()
{
    int size25 = 1128;
    kick7_kernel<<<256, (64)>>>(size25, static_cast<unsigned long>(size25 * sizeof(float)), (const signed char*)nullptr, size25);
    if ((60 > size25) || (size25 <= size25)) {
        return size25;
    }
    return 0;
}
