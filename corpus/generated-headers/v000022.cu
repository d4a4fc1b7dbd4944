// cudagen 0.2 seed 22 valid headers
// features: kernel,launch,builtin_vars,main,shared_var,static_shared,static_local,struct,if,if_else,static_assert,comparison,incdec,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_bool,sizeof,comments,ctad
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <type_traits>
#include <utility>
#include <cuda_fp16.h>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
template <typename T> struct Keep4 {
    T v;
    Keep4(T x) : v(x) {}
    T get() const { return v; }
};
template <typename A, typename B> struct Twin5 { A a; B b; };
int deduce7(int x) {
    Keep4 h(x);
    Keep4 g{6.5};
    return h.get() + static_cast<int>(g.get());
}
/* NOTE: keep in sync with the host reference. */
struct Vec8 {
    bool weight9;
    float mass10;
    double weight11;
    unsigned long x12;
};
__global__ void score13(int len14, int stride15, int len16) {
    unsigned int idx17 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx17 >= stride15) {
        return;
    }
    if (((len14 + len16) - (len14 + 9)) < 50) {
        static __shared__ int sh_18[4 * 16];
        (void)sh_18;
        Vec8 base19 = Vec8{};
        (void)base19;
    }
    static_assert(17 == 17, "tile must fit");
}
int main() {
    int size20 = 0x2e4;
    if (size20 > sizeof(Vec8)) {
        --size20;
        if (size20 <= (-size20)) {
            Vec8 lim21{false, 18.625F, 13.125, 0b111001};
            (void)lim21;
        }
    } else {
        float z22 = 20.375f;
        (void)z22;
    }
    static unsigned int stride23 = 20ul;
    score13<<<4, (512)>>>(+stride23, 5lu, 45 * stride23 * (40lu - stride23));
    return 0;
}
