// cudagen 0.2 seed 876 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,main,shared_var,extern_shared,enum_class,for,incdec,comma,array_index,lit_int_octal,lit_int_suffix,lit_float,cast_functional,sizeof,macro_object,macro_function,pp_undef,anonymous_class,alias_template,variable_template,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <cstdio>
#include <tuple>
#include <compare>

#define RADIUS_1 5
#define BLOCK_SIZE_2 128
#define NUM_ITERS_3 128
#define HALF_4(x) ((x) / 2)
#define MIN2_5(a, b) ((a) < (b) ? (a) : (b))
#undef RADIUS_1
#define RADIUS_1 2
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Window7 {
    struct {
        int lo, hi;
    } span;
    int count;
};
typedef struct {
    int key;
    float weight;
} Anon8;
__host__ __device__ int extent9(int x) {
    Window7 r{};
    r.span.lo = x;
    r.span.hi = x + 3;
    Anon8 a{x, 1.0f};
    return r.span.hi - r.span.lo + a.key;
}
enum class Kind10 { Idle11, Red12 };

__global__ void decay13(long alpha14, long b15)
{
    extern __shared__ int dyn_16[];
    float h17 = 11.875f;
    (void)h17;
    b15++;
}
template <typename T> using Ptr19 = T *;
template <typename A, typename B> struct Duo20 { A a; B b; };
template <typename T> using Same21 = Duo20<T, T>;
template <typename T> constexpr T kScale22 = T(2);
template <typename T> constexpr int kSize23 = static_cast<int>(sizeof(T)) * 2;
__host__ __device__ int aliased18(int x) {
    Ptr19<int> p = &x;
    Same21<int> d{x, 9};
    return x + *p + d.a + d.b + kSize23<double> + static_cast<int>(kScale22<float>);
}
__host__ __device__ float norm24(float x, float y) {
    return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
struct Window25 {
    struct {
        int lo, hi;
    } span;
    int count;
};
typedef struct {
    int key;
    float weight;
} Anon26;
int extent27(int x) {
    Window25 r{};
    r.span.lo = x;
    r.span.hi = x + 7;
    Anon26 a{x, 1.0f};
    return r.span.hi - r.span.lo + a.key;
}

int main()
{
    int n28 = 05302;
    (void)n28;
    for (int j29 = 0, j30 = 13; j29 < j30; (++j29, (--j30))) {
        decay13<<<dim3(128, 8), 512>>>(kSize23<int>, kSize23<int>);
        dim3 sum31(512, (j29 + 63) / 64);
        (void)sum31;
        decay13<<<(kSize23<char> + (RADIUS_1 + 252)), 64, sizeof(float) * 128>>>(MIN2_5(j30, 5), unsigned(kSize23<int>));
    }
    unsigned char mid32 = 2;
    (void)mid32;
    return 0;
}
