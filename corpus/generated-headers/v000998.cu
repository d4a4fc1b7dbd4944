// cudagen 0.2 seed 998 valid headers
// features: kernel,kernel_static,restrict_params,launch,host_device_function,main,shared_var,shared_2d,static_shared,extern_shared,constexpr_var,auto_var,if,if_else,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,sizeof,macro_object,macro_function,pp_ifdef,conversion_operator,nttp_dependent_type,enable_if,sfinae,hdr_cstdio,hdr_type_traits
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <cmath>
#include <cstdio>
#include <type_traits>

#define CHUNK_1 8
#define SQR_2(x) ((x) * (x))
#define HALF_3(x) ((x) / 2)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#ifdef USE_FAST_PATH_6
#define TUNE_7 6
#else
#define TUNE_7 30
#endif
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Meter9 {
    double v;
    __host__ __device__ operator double() const { return v; }
    __host__ __device__ explicit operator bool() const { return v > 0; }
};
__host__ __device__ double convert10(double x) {
    Meter9 m{x};
    double plain = m;
    return plain + (m ? 1 : 0);
}
template <typename T, typename std::enable_if<(sizeof(T) <= 4), int>::type = 0>
int narrow11(T v) { return static_cast<int>(v) + 1; }
template <typename T, typename std::enable_if<!(sizeof(T) <= 4), int>::type = 0>
int narrow11(T v) { return static_cast<int>(v) + 2; }

__host__ __device__ long lerp12(unsigned long cfg13)
{
    ++cfg13;
    if ((sizeof(float) * cfg13) > cfg13) {
        cfg13 %= TUNE_7;
        cfg13 *= SQR_2(cfg13 + (7 / cfg13));
    } else {
        constexpr unsigned stride14 = 61;
        (void)stride14;
        auto tmp15 = TUNE_7;
        (void)tmp15;
    }
    long long w16 = HALF_3(cfg13);
    (void)w16;
    return 3170;
}

static __global__ void sweep17_kernel(int n18, unsigned int *out19, const int *__restrict__ coef20, signed char a21)
{
    extern __shared__ int dyn_22[];
    n18 = CHUNK_1 * (*coef20);
    static __shared__ unsigned sh_23[4][13];
    (void)sh_23;
    dyn_22[3] &= n18;
    __shared__ int sh_24[128];
    (void)sh_24;
}

int main()
{
    int size25 = 2874;
    size25 = 30 - size25;
    sweep17_kernel<<<(64), 64>>>(-(size25 + CHUNK_1), nullptr, &size25, 127L);
    printf("sum %d\n", static_cast<int>(size25));
    return 0;
}
