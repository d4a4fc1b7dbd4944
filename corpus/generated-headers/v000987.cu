// cudagen 0.2 seed 987 valid headers
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,builtin_vars,host_device_function,host_function,constexpr_function,default_args,main,if,if_init,for,logical,comparison,pointer_arith,address_of,array_index,call,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_statement,pp_undef,nested_class,anonymous_class,variadic_template,fold_expression,runtime_api,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <algorithm>
#include <tuple>
#include <cooperative_groups.h>
#include <cuda_fp16.h>

#define WARPS_1 8
#define BLOCK_SIZE_2 8
#define RADIUS_3 32
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#undef RADIUS_3
#define RADIUS_3 8
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

constexpr __host__ __device__ int grow8(int n9) {
    double v10 = long(n9) % (n9 + n9 + n9);
    return v10;
}
template <typename... Ts>
__device__ double fold11(Ts... xs) {
    return (... + static_cast<double>(xs));
}
template <typename... Ts>
__device__ int count12(Ts... xs) {
    return static_cast<int>(sizeof...(xs));
}
template <typename... Ts>
__device__ bool all13(Ts... xs) { return (... && (xs != 0)); }
__device__ int spread14(int x) {
    return static_cast<int>(fold11(x, 3.5f, 3u)) + count12(x, x, 1.0) + (all13(x, 3) ? 1 : 0);
}
struct Tree15 {
    using value_type = int;
    enum Kind { Small, Large };
    struct Leaf {
        value_type v;
        value_type scaled() const { return v * static_cast<value_type>(9); }
    };
    Leaf first, second;
    value_type total() const { return first.scaled() + second.v; }
};
int walk16(int x) {
    using value_type = Tree15::value_type;
    Tree15::Leaf e{static_cast<value_type>(x)};
    Tree15 t{e, e};
    return t.total();
}
struct Extent17 {
    struct {
        int lo, hi;
    } span;
    int count;
};
typedef struct {
    int key;
    float weight;
} Anon18;
__host__ __device__ int extent19(int x) {
    Extent17 r{};
    r.span.lo = x;
    r.span.hi = x + 7;
    Anon18 a{x, 1.0f};
    return r.span.hi - r.span.lo + a.key;
}
struct Range20 {
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
    Range20 r{};
    r.span.lo = x;
    r.span.hi = x + 5;
    Anon21 a{x, 1.0f};
    return r.span.hi - r.span.lo + a.key;
}

__global__ void __launch_bounds__(sizeof(float) * 8, 2) smooth23(long long* __restrict__ data24, int* acc25) {
    unsigned tid26 = threadIdx.x;
    if (blockDim.y != (*acc25)) {
        return;
    }
    float diff27 = tid26;
    diff27 = (unsigned char)tid26;
}

void run_bias28(int len29, int stride30 = -3909) {
    if (len29 != 37) {
        for (int n31 = 10; n31 > 0; --n31) {
            for (int i32 = 0; i32 < n31; ++i32) {
                stride30 = i32;
                smooth23<<<RADIUS_3 + (BLOCK_SIZE_2 + (BLOCK_SIZE_2 + (BLOCK_SIZE_2 + (WARPS_1 + (WARPS_1 + 16))))), 2 * 16>>>(nullptr, &stride30);
            }
        }
    }
}

int main() {
    int size33 = 1415;
    smooth23<<<4, WARPS_1 + 248, 0>>>(static_cast<long long*>(nullptr), &size33);
    fabsf(size33);
    cudaEvent_t start34, stop35;
    cudaEventCreate(&start34);
    cudaEventCreate(&stop35);
    cudaEventRecord(start34);
    cudaEventRecord(stop35);
    cudaEventSynchronize(stop35);
    float ms36 = 0.0f;
    cudaEventElapsedTime(&ms36, start34, stop35);
    cudaEventDestroy(start34);
    cudaEventDestroy(stop35);
    if (unsigned int r37 = ms36 * ms36; !(r37 || (size33 < '#'))) {
        int z38 = -fabsf(8 + r37);
        (void)z38;
    }
    size33 = size33 + (size33 * (size33 - size33));
    return 0;
}
