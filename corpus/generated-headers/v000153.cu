// cudagen 0.2 seed 153 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,device_template_function,host_function,static_host_function,main,shared_var,shared_2d,constexpr_var,if,goto,comparison,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,lambda,lambda_iife,lambda_launch,macro_object,pp_undef,local_class,variadic_template,pack_expansion,fold_expression,hdr_cmath,hdr_tuple
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <cmath>
#include <type_traits>
#include <tuple>
#include <compare>

#define BLOCK_SIZE_1 16
#define BLOCK_SIZE_2 3
#undef BLOCK_SIZE_2
#define BLOCK_SIZE_2 8
template <typename... Ts>
__host__ __device__ double fold3(Ts... xs) {
    return (... + static_cast<double>(xs));
}
template <typename... Ts>
__host__ __device__ int count4(Ts... xs) {
    int values[] = {static_cast<int>(xs)...};
    return values[0] + static_cast<int>(sizeof...(Ts));
}
__host__ __device__ int spread6(int x) {
    return static_cast<int>(fold3(x, 3.5f, 3u)) + count4(x, x, 1.0) + count4(static_cast<long>(x), 3);
}

template <typename T, typename U>
static __device__ T fold7(T b8, T p9, const T* input10)
{
    __shared__ float sh_11[9][16];
    if (9 != sh_11[blockIdx.z][9]) {
        return input10[warpSize];
    }
    fminf(sh_11[threadIdx.x][threadIdx.z], U(blockIdx.x) * (b8 - 3));
    return 0x7fu;
}

__global__ void apply12(const signed char* coef13, int* acc14, float* dst15, float* dst16)
{
    unsigned int gid17 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (void)gid17;
    __shared__ int sh_18[7][10];
    (void)sh_18;
    int flag19 = *coef13;
    (void)flag19;
    if (!dst16) {
        goto done20;
    }
    cosf(14.875f);
done20:;
}

static void shade21(const unsigned int* input22, int n23, unsigned* buf24)
{
    ([] {
        apply12<<<dim3(BLOCK_SIZE_1 + 16), dim3((BLOCK_SIZE_1 + (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 464)))), (4096), 0>>>(nullptr, nullptr, (float*)nullptr, nullptr);
        struct Local25 {
            int s;
            int add(int v) { s += v; return s; }
        };
        Local25 lim26{1};
        int lo27 = lim26.add((2));
        lo27 = lo27;
    })();
    int cnt28 = sinf(float(*input22) * n23);
    std::tuple<int, float, double> tup29{cnt28, 2.0f, 3.0};
    int sum30 = std::get<0>(tup29) + static_cast<int>(std::get<double>(tup29)) + static_cast<int>(std::tuple_size<decltype(tup29)>::value);
    (void)sum30;
}

int main()
{
    int size31 = 2392;
    shade21((const unsigned int*)nullptr, size31, nullptr);
    fabsf(59U);
    size31 = (1 + size31 + (52 * size31)) - (BLOCK_SIZE_1 * size31);
    size31 = 26 + (size31 += 2006, BLOCK_SIZE_1) + fminf(size31 + size31, 7.125f);
    size31 = BLOCK_SIZE_1 * (((int)size31) + size31);
    return 0;
}
