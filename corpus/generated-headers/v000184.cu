// cudagen 0.2 seed 184 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,host_function,main,shared_var,shared_2d,static_shared,const_local,for,goto,ternary,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,lambda,macro_function,macro_paste,variadic_template,fold_expression,partial_specialization,explicit_specialization,structured_binding,hdr_cmath,hdr_cstdio,hdr_cub
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <numeric>
#include <cstdio>
#include <utility>
#include <cub/block/block_reduce.cuh>

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define CAT_2(a, b) a##b
__global__ void blockTotal3(const int *in, int *out) {
    using Reduce = cub::BlockReduce<int, 256>;
    __shared__ typename Reduce::TempStorage storage;
    int v = in[threadIdx.x];
    int total = Reduce(storage).Sum(v);
    if (threadIdx.x == 0) {
        out[blockIdx.x] = total;
    }
}
template <typename... Ts>
__device__ double fold4(Ts... xs) {
    return (0.0 + ... + static_cast<double>(xs));
}
template <typename... Ts>
__device__ int count5(Ts... xs) {
    return static_cast<int>(sizeof...(xs));
}
__device__ int spread7(int x) {
    return static_cast<int>(fold4(x, 2.5f, 2u)) + count5(x, x, 1.0);
}
template <typename T, typename U> struct Pick8 { static constexpr int value = 1; };
template <typename T> struct Pick8<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick8<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes10 {
    T d[N];
    __host__ __device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes10<T, 1> {
    T d;
    __host__ __device__ T first() const { return d; }
};
template <> struct Pick8<float, double> { static constexpr int value = 4; };
template <typename T> __host__ __device__ int tag9(T) { return 0; }
template <> __host__ __device__ int tag9<float>(float) { return 1; }
template <> __host__ __device__ int tag9(double) { return 2; }
__host__ __device__ int specialized11(int x) {
    Lanes10<int, 1> one{x};
    Lanes10<int, 3> three{{x, 1, 2}};
    return x + Pick8<char, long>::value + Pick8<int, int>::value + Pick8<float *, int>::value + Pick8<float, double>::value + tag9(1.0f) + tag9(x) + tag9(2.0) + one.first() + three.first();
}
struct Parts12 {
    int first;
    long second;
};
Parts12 make13(int x) { return Parts12{x, static_cast<long>(x)}; }
int unpack14(int x) {
    auto [a, b] = make13(x);
    int arr[3] = {x, 1, 2};
    auto [p, q, r] = arr;
    Parts12 v{x, static_cast<long>(x)};
    auto &&[m, n] = v;
    return a + static_cast<int>(b) + p + q + r + m + static_cast<int>(n);
}

template <typename T>
__global__ void drift15(T* data16, double q17) {
    __shared__ double sh_18[128];
    (void)sh_18;
    for (int n19 = 6; n19 > 0b0; --n19) {
        static __shared__ int sh_20[15][7];
        (void)sh_20;
        data16[n19] = data16[n19];
    }
    T k21 = 0b11101;
    (void)k21;
}

long long update22(int stride23, int count24, signed char alpha25) {
    auto lam29 = [](unsigned int v26) -> unsigned int {
        const float base27 = fminf(fabsf((v26)), -23.625f);
        const float diff28 = 7.75F;
        return (cosf(15.75F));
    };
    (void)lam29;
    if ((alpha25 != stride23) && (count24 > 0x8)) {
        goto skip34;
    }
    --alpha25;
    for (int i30 = 0; i30 < sizeof(unsigned int); ++i30) {
        for (int j31 = 0, j32 = count24; j31 < j32; (++j31, (--j32))) {
            count24 = sinf((alpha25 += CAT_2(stride, 23), stride23) + fminf(CAT_2(stride, 23), alpha25));
            printf("step %d\n", static_cast<int>(j31));
            float diff33 = unpack14(floorf(j32 * j32));
            (void)diff33;
        }
    }
skip34:;
    return ((MIN2_1(alpha25, 38) > count24) && specialized11(alpha25)) ? (unpack14(28) & count24) : 0xF;
}

int main() {
    int size35 = 0xa92;
    auto lam38 = [](short int x36, unsigned long long m37) -> float {
        m37 = MIN2_1(m37 - sizeof(float), 50);
        return fminf(5.875f, m37) / (+x36);
    };
    lam38(size35, 945ul);
    float res39 = size35 % (size35 | (sizeof(float) + size35));
    res39++;
    size35 = 6 + res39;
    sqrtf(res39);
    blockTotal3<<<(size35 + 63) / 0x40, 64, sizeof(int) * 0x100>>>(&size35, &size35);
    drift15<unsigned><<<8 * 0x8, dim3(8), 0x0>>>((unsigned int*)nullptr, (unsigned short)(4462));
    return 0;
}
