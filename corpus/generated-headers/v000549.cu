// cudagen 0.2 seed 549 valid headers
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,main,shared_var,extern_shared,constexpr_var,local_array,struct,struct_template,if,switch,compound_assign,bitwise,comparison,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,alignof,lambda,macro_object,macro_paste,pp_ifdef,pp_if,anonymous_class,extended_lambda,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <numeric>
#include <utility>

#define WARPS_1 3
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5

#ifndef USE_FAST_PATH_5
#define TUNE_6 9
#else
#define TUNE_6 17
#endif
#if (TUNE_6 * 2) >= 38 && TUNE_6 != 0
#define CONFIG_7 2
#elif TUNE_6 < 0
#error unreachable configuration
#else
#define CONFIG_7 15
#endif
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

static __device__ long long score9(float* __restrict__ data10)
{
    constexpr double s11 = -0.75;
    data10[blockDim.y & 7] = (fmaxf(data10[blockIdx.z], threadIdx.x + 4));
    fmaxf((33UL + gridDim.x) % 43, static_cast<unsigned int>(alignof(double) + data10[gridDim.x & 7]));
    float* prod12 = data10;
    (void)prod12;
    char w13[8] = {};
    (void)w13;
    return s11;
}

template <typename T>
struct Cell14 {
    T weight15, count16;
    T x17;
    __host__ __device__ T bump18(T y19) const
    {
        if (count16 >= weight15) {
            return WARPS_1 - x17;
        }
        if ((y19 * WARPS_1) != x17) {
            return sqrtf(weight15 - x17);
        }
        return count16;
    }
};
struct Window20 {
    struct {
        int lo, hi;
    } span;
    int count;
};
typedef struct {
    int key;
    float weight;
} Anon21;
__host__ __device__ int extent22(int x) {
    Window20 r{};
    r.span.lo = x;
    r.span.hi = x + 9;
    Anon21 a{x, 1.0f};
    return r.span.hi - r.span.lo + a.key;
}

__global__ void __launch_bounds__(32) split23(char* __restrict__ data24, int* __restrict__ dst25, const int* __restrict__ in26)
{
    extern __shared__ unsigned char dyn_27[];
    int idx28 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (void)idx28;
    signed char diff29{19};
    (void)diff29;
    dyn_27[6] = 13L;
}

int main(void)
{
    int n30 = 2016;
    switch (CAT_4(n, 30) + n30) {
    case 11:
        break;
    case 2 * 6:
        break;
    case 0:
        n30 %= extent22(n30 % n30) | (static_cast<long>(n30));
        if ((n30 | 42) == n30) {
            break;
        }
        break;
    case WARPS_1 + 4: {
        auto lam31 = [=] __device__ (int v) { return v * 2 + n30; };
        applyEach8<<<1, 32>>>(lam31, nullptr, n30);
        break;
    }
    }
    n30 += sizeof(float) - (static_cast<unsigned char>(n30) % extent22(n30));
    split23<<<(512), TUNE_6 + 239, 2048 * 2, (cudaStream_t)0>>>(nullptr, &n30, &n30);
    return 0;
}
