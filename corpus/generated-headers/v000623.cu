// cudagen 0.2 seed 623 valid headers
// features: kernel,restrict_params,launch,launch_shared_mem,builtin_vars,main,shared_var,constexpr_var,compound_assign,bitwise,shift,array_index,lit_int_binary,lit_char,lit_char_escape,lit_nullptr,cast_c,sizeof,macro_function,pp_ifdef,union,union_anonymous
#include <cuda_runtime.h>
#include <vector>
#include <type_traits>
#include <tuple>

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))

#ifndef USE_FAST_PATH_2
#define TUNE_3 5
#else
#define TUNE_3 42
#endif
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Bits5 {
    int tag;
    union {
        unsigned u;
        float f;
        double d;
    };
};
__device__ float use6(int x) {
    Bits5 v{};
    v.tag = x;
    if (x > 5) {
        v.f = 8.5f;
        return v.f;
    }
    v.u = static_cast<unsigned>(x);
    return static_cast<float>(v.u) + 1.0f;
}

__global__ void pack7_kernel(unsigned int* acc8, const int* __restrict__ in9, unsigned short* buf10, bool alpha11) {
    acc8[blockIdx.y & 7] >>= blockDim.x;
    __shared__ float sh_12[128];
    (void)sh_12;
    acc8[5] = 3388;
}

int main() {
    int n13 = 1502;
    n13 = n13;
    pack7_kernel<<<(n13 + 63) / 64, sizeof(float) * (TUNE_3 + 27), (TUNE_3 + (TUNE_3 + (TUNE_3 + (TUNE_3 + 108)))) * 2>>>(nullptr, nullptr, (unsigned short*)nullptr, (TUNE_3 - n13) >> ('\?' * n13));
    return 0;
}
