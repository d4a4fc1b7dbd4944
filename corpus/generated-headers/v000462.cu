// cudagen 0.2 seed 462 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,main,constexpr_var,if,ternary,compound_assign,bitwise,logical,comparison,pointer_arith,array_index,lit_nullptr,cast_c,macro_function,macro_paste,pp_ifdef,pp_if,constexpr_loop
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <thrust/device_vector.h>
#include <thrust/fill.h>
#include <thrust/reduce.h>

#define SQR_1(x) ((x) * (x))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 3
#else
#define TUNE_6 37
#endif

#if TUNE_6 == 3
#define CONFIG_7 8
#else
#define CONFIG_7 27
#endif
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
__host__ __device__ constexpr int powSum9(int n) {
    int s = 0;
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j <= i; ++j) {
            s += 2;
        }
    }
    return s;
}
constexpr int kSteps10 = powSum9(7);
static_assert(powSum9(7) == 56, "a constexpr loop");
__host__ __device__ constexpr int steps11(int n) {
    int s = 0;
    for (int i = 1; i <= n; ++i) {
        s += i * 1;
    }
    return s;
}
constexpr int kSteps12 = steps11(4);
static_assert(steps11(4) == 10, "a constexpr loop");

__global__ void probe13_kernel(long long* data14) {
    int f15 = kSteps12;
    if (21 < ((unsigned)CAT_4(f, 15))) {
        return;
    }
    short sum16 = (!((f15 < kSteps12) && (data14[f15] != data14[f15]))) ? SQR_1(SQR_1(f15)) : kSteps10;
    data14[f15] &= CONFIG_7;
    double flag17 = SQR_1((sum16 >= TUNE_6) ? 62 : SQR_1(data14[sum16]));
    (void)flag17;
    int mid18{12};
    (void)mid18;
}

int main(void) {
    int count19 = 356;
    long long f20 = count19;
    if (f20 > f20) {
        return f20;
    }
    float stride21 = kSteps12;
    (void)stride21;
    probe13_kernel<<<(count19 + 63) / 64, 64, 0, (cudaStream_t)0>>>((long long*)nullptr);
    return 0;
}
