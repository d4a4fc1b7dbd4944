// cudagen 0.2 seed 154 valid headers
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,main,constexpr_var,auto_var,bitwise,incdec,pointer_arith,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_static,macro_object,pp_ifdef,pp_if,pp_undef,union,union_anonymous,local_class,hdr_cmath
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <array>
#include <algorithm>
#include <cmath>
#include <utility>
#include <cuda/std/array>
#include <cuda/std/functional>

#define BLOCK_SIZE_1 64
#define BLOCK_SIZE_2 32
#define RADIUS_3 (((3)))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define USE_FAST_PATH_6

#ifdef USE_FAST_PATH_6
#define TUNE_7 6
#else
#define TUNE_7 46
#endif

#if BLOCK_SIZE_2 % 2 == 0 || BLOCK_SIZE_2 < 4
#define CONFIG_8 5
#else
#define CONFIG_8 12
#endif
#undef TUNE_7
#define TUNE_7 8
template <typename F>
__global__ void applyEach9(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
__host__ __device__ float norm10(float x, float y) {
    return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
union Pun11 {
    int i;
    float f;
    unsigned char bytes[4];
};
int use12(int x) {
    Pun11 v{};
    v.i = static_cast<int>(x);
    return static_cast<int>(v.bytes[0]) + static_cast<int>(v.i);
}
struct Bits13 {
    int tag;
    union {
        unsigned u;
        float f;
    };
};
float use14(int x) {
    Bits13 v{};
    v.tag = x;
    if (x > 8) {
        v.f = 8.5f;
        return v.f;
    }
    v.u = static_cast<unsigned>(x);
    return static_cast<float>(v.u) + 1.0f;
}

__global__ void relax15_kernel(const float *__restrict__ input16)
{
    unsigned i17 = (blockIdx.x * blockDim.x) + threadIdx.x;
    char x18 = (i17 * i17) | ((21 & i17) + 47l);
    struct Local19 {
        int s;
        __host__ __device__ int add(int v) { s += v; return s; }
    };
    Local19 off20{1};
    int t21 = off20.add(x18);
    (void)t21;
    auto y22 = CONFIG_8;
    (void)y22;
}

int main()
{
    int count23 = 379;
    struct Local24 {
        int s;
        int add(int v) { s += v; return s; }
    };
    Local24 diff25{1};
    int idx26 = diff25.add(CONFIG_8);
    (void)idx26;
    double diff27 = -10.375F;
    relax15_kernel<<<(count23 + 31) / 32, (BLOCK_SIZE_1 + (BLOCK_SIZE_2 + (BLOCK_SIZE_1 + (CONFIG_8 + 91)))), BLOCK_SIZE_1 + 960, nullptr>>>(static_cast<const float*>(nullptr));
    --diff27;
    const char *f28 = "ok";
    (void)f28;
    return 0;
}
