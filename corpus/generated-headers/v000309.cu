// cudagen 0.2 seed 309 valid headers
// features: kernel,kernel_static,launch,launch_dim3,host_function,constexpr_function,main,constexpr_var,const_local,if,do_while,shift,logical,comparison,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_char,lit_string,cast_functional,lambda,lambda_init_capture,macro_object,macro_function,macro_statement,pp_ifdef,pp_undef,local_class,call_operator,variadic_template,pack_expansion,fold_expression,structured_binding
#include <cuda_runtime.h>
#include <cmath>
#include <cstdio>

#define CHUNK_1 256
#define WARPS_2 64
#define TILE_DIM_3 128
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_6

#ifndef USE_FAST_PATH_6
#define TUNE_7 6
#else
#define TUNE_7 25
#endif
#undef TUNE_7
#define TUNE_7 24
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Split9 {
    int first;
    double second;
};
Split9 make10(int x) { return Split9{x, static_cast<double>(x)}; }
int unpack11(int x) {
    auto [a, b] = make10(x);
    int arr[3] = {x, 1, 2};
    const auto &[p, q, r] = arr;
    Split9 v{x, static_cast<double>(x)};
    auto &&[m, n] = v;
    return a + static_cast<int>(b) + p + q + r + m + static_cast<int>(n);
}
template <typename... Ts>
__device__ double fold12(Ts... xs) {
    return (static_cast<double>(xs) * ... * 1.0);
}
template <typename... Ts>
__device__ int count13(Ts... xs) {
    int values[] = {static_cast<int>(xs)...};
    return values[0] + static_cast<int>(sizeof...(Ts));
}
__device__ int spread15(int x) {
    return static_cast<int>(fold12(x, 6.5f, 6u)) + count13(x, x, 1.0);
}
struct Offset16 {
    int k;
    __host__ __device__ int operator()(int v) const { return v * k; }
};
__host__ __device__ int call17(int x) {
    Offset16 fn{7};
    return fn(x) + fn.operator()(1);
}

static __global__ void probe18_kernel(const int *coef19)
{
    struct Local20 {
        int s;
        __host__ __device__ int add(int v) { s += v; return s; }
    };
    Local20 f21{7};
    int diff22 = f21.add(coef19[1] - coef19[0b10]);
    ACCUM_5(diff22, (double(15 << coef19[diff22])));
    float prod23 = TILE_DIM_3;
    (void)prod23;
    if (diff22 && (coef19[6] == 36))
        return;
}

constexpr int sweep24(int len25, unsigned int cfg26)
{
    int stride27 = 5 + (-MIN2_4(len25, WARPS_2));
    (void)stride27;
    long long y28 = WARPS_2;
    return '0' + MIN2_4(cfg26, y28 + 047);
}

int main()
{
    int len29 = 1887;
    auto lam36 = [r30 = len29](float y31, unsigned int stride32) {
        int w33 = 0;
        do {
            const char *x34 = "path\\to";
            ++w33;
        } while (w33 < r30);
        signed char val35 = y31;
    };
    lam36(len29, len29);
    const bool tmp37 = (len29 += len29, MIN2_4(len29, len29));
    const int mid38 = 1228 << ((tmp37 << len29) + len29);
    len29 = tmp37;
    probe18_kernel<<<dim3(1 << 4, 4 * 0x2, 1 << 5), dim3((mid38 + 255) / 0x100, (TUNE_7 + 0b101000))>>>(&mid38);
    return 0;
}
