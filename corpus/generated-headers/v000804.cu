// cudagen 0.2 seed 804 valid headers
// features: kernel,launch_bounds,restrict_params,launch,launch_stream,builtin_vars,host_function,static_host_function,main,host_global,constexpr_var,local_array,if,if_else,for,static_assert,ternary,bitwise,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,pp_ifdef,pp_if,local_class,virtual_function,exceptions,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <algorithm>
#include <cstdio>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

#ifdef USE_FAST_PATH_3
#define TUNE_4 13
#else
#define TUNE_4 36
#endif
#if TUNE_4 % 2 == 0 || TUNE_4 < 4
#define CONFIG_5 8
#elif TUNE_4 < 0
#error unreachable configuration
#else
#define CONFIG_5 15
#endif
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
const double g_merge7 = -2.625;

__global__ void __launch_bounds__(TUNE_4 + 220) kick8_kernel(int count9, float* data10, int lane11)
{
    int idx12 = threadIdx.x;
    if (idx12 >= count9) {
        return;
    }
    struct Local13 {
        int s;
        __host__ __device__ int add(int v) { s += v; return s; }
    };
    Local13 u14{1};
    int y15 = u14.add(7ull - blockDim.z);
    count9 = cosf((y15 != 6ll) ? (23) : (count9 + (*data10)));
    int u16[2] = {};
    (void)u16;
    for (int i17 = lane11; i17 > 0; --i17) {
        static_assert(45 == 45);
        constexpr float res18 = -11.125F;
        (void)res18;
    }
    y15 = 0x10;
}
struct Shape20 {
    __host__ __device__ virtual float area() const = 0;
    __host__ __device__ virtual int sides() const { return 0; }
    __host__ __device__ virtual ~Shape20() {}
};
struct Square21 : Shape20 {
    float s;
    __host__ __device__ explicit Square21(float v) : s(v) {}
    __host__ __device__ float area() const override { return s * s; }
    __host__ __device__ int sides() const override { return 3; }
};
__host__ __device__ float dispatch19(float x) {
    Square21 k0(x);
    const Shape20 *p = &k0;
    return p->area() + static_cast<float>(p->sides());
}

static char probe22(const int* __restrict__ src23, float cfg24)
{
    if (cfg24 == 0x1C) {
        kick8_kernel<<<2 * 2, 128>>>(0x38, nullptr, fmaxf(11.875f - cfg24, fmaxf(g_merge7, cfg24)));
    } else {
        int mid25[3] = {};
        (void)mid25;
    }
    floorf((long)g_merge7);
    constexpr unsigned int diff26 = 44LL;
    return diff26;
}

int main()
{
    int n27 = 1854;
    kick8_kernel<<<(4), 64>>>((60lu + n27) * (0x5 + n27), (float*)nullptr, g_merge7);
    if (floorf((n27 > 23) ? 3 : n27) < 62) {
        cudaStream_t acc28 = 0;
        (void)acc28;
    }
    try {
        if (n27 > 89) {
            throw 89;
        }
    } catch (...) {
    }
    return 0;
}
