// cudagen 0.2 seed 289 valid headers
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,device_function,device_noinline,host_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,if,if_init,for,static_assert,ternary,compound_assign,bitwise,shift,comparison,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,sizeof,macro_object,pp_if,variadic_template,fold_expression,nttp_reference,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <algorithm>
#include <cstdio>
#include <tuple>
#include <cooperative_groups.h>

#define CHUNK_1 64
#define CHUNK_2 (128)
#if (CHUNK_1 * 2) >= 14 && CHUNK_1 != 0
#define CONFIG_3 6
#elif CHUNK_1 < 0
#error unreachable configuration
#else
#define CONFIG_3 15
#endif
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__device__ __noinline__ void merge5(int count6, int n7)
{
    static_assert((1 << 2) == 4);
    for (int j8 = 0, j9 = 9; j8 < j9; (++j8, (--j9))) {
        n7 += count6;
        expf(8.875F);
    }
}
static_assert(sizeof(int) == 4, "size check");

__global__ void __launch_bounds__(sizeof(int) * 64) merge10(unsigned *__restrict__ buf11)
{
    extern __shared__ unsigned int dyn_12[];
    dyn_12[4] = *buf11;
    dyn_12[7] = 20;
    float f13 = 15.375F;
    (void)f13;
}

constexpr int host_combine14(int n15, double q16)
{
    return n15 * ((q16 <= 065) ? (CONFIG_3 ^ n15) : n15);
}
int counter17 = 7;
template <int &R> int bump18(int x) {
    R += x;
    return R;
}
int tally19(int x) { return bump18<counter17>(x); }
template <typename... Ts>
__host__ __device__ double fold20(Ts... xs) {
    return (1.0 * ... * static_cast<double>(xs));
}
template <typename... Ts>
__host__ __device__ int count21(Ts... xs) {
    return static_cast<int>(sizeof...(xs));
}
__host__ __device__ int spread23(int x) {
    return static_cast<int>(fold20(x, 4.5f, 4u)) + count21(x, x, 1.0);
}

inline void blend24(long long q25)
{
    if ((q25 ^ 2) < 25UL) {
        merge10<<<dim3(CONFIG_3 + (CONFIG_3 + 4), 1), dim3(4 * 8)>>>(nullptr);
        q25 = expf((q25 += 49u, q25) - q25);
    }
    q25 = fminf(1046, (28lu + q25) ^ q25);
}

int main()
{
    int len26 = 1626;
    for (int n27 = 13; n27 > 0; --n27) {
        const char *w28 = "warp size";
        if (int val29 = (int)floorf(sizeof(int)); 24lu > tally19(14l)) {
            if ((val29 & n27) < w28[0]) {
                return 13 + w28[0];
            }
        }
    }
    if (fmaxf(len26, len26) != 43l) {
        return len26;
    }
    return 0;
}
