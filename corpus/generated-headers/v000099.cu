// cudagen 0.2 seed 99 valid headers
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,main,device_var,constexpr_var,local_array,using_alias,if,ternary,compound_assign,comparison,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,macro_object,macro_statement,comments,bit_field,call_operator,operator_overload_more,partial_specialization,explicit_specialization,hdr_cmath
#include <cuda_runtime.h>

#define BLOCK_SIZE_1 256
#define CHUNK_2 (64)
#define RADIUS_3 256
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_5(a, b) a##b
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Clamp7 {
    int k;
    __host__ __device__ int operator()(int v) const { return v * k; }
};
__host__ __device__ int call8(int x) {
    Clamp7 fn{7};
    return fn(x) + fn.operator()(1);
}
// Helper used by the kernels below.
__global__ void fuse9(const unsigned long *__restrict__ src10, const double *input11) {
    int i12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (void)i12;
    long diff13 = fminf(sqrtf(threadIdx.x) - call8(*input11), *input11);
    int z14[2] = {};
    z14[diff13] -= (fabsf(RADIUS_3) > CHUNK_2) ? 36U : (z14[0] + (CHUNK_2 * diff13));
}
struct Pair15 {
    int x, y;
    int operator[](int i) const { return i == 0 ? x : y; }
    Pair15 &operator+=(const Pair15 &o) { x += o.x; y += o.y; return *this; }
    Pair15 operator-() const { return Pair15{-x, -y}; }
    Pair15 &operator++() { ++x; return *this; }
    bool operator<(const Pair15 &o) const { return x < o.x; }
    friend bool operator==(const Pair15 &a, const Pair15 &b) { return a.x == b.x && a.y == b.y; }
};
Pair15 operator*(const Pair15 &a, int k) { return Pair15{a.x * k, a.y * k}; }
int ops16(int v) {
    Pair15 a{v, 1};
    Pair15 b = -a * 2;
    a += b;
    ++a;
    return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}
struct Packed17 {
    short f0 : 4;
    unsigned int f1 : 10;
    unsigned : 7;
    int f2 : 8;
    unsigned short f3 : 12;
    unsigned short f4 : 6;
};
__host__ __device__ int pack18(int x) {
    Packed17 b{};
    b.f0 = 2;
    b.f1 = 63;
    b.f2 = 56;
    b.f3 = 17;
    b.f4 = static_cast<unsigned>(x) & 63u;
    return static_cast<int>(b.f0) + static_cast<int>(b.f1) + static_cast<int>(b.f2) + static_cast<int>(b.f3) + static_cast<int>(b.f4);
}
using real19_t = float;
static __device__ unsigned int d_warp20 = 34ULL;
template <typename T, typename U> struct Pick21 { static constexpr int value = 1; };
template <typename T> struct Pick21<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick21<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes23 {
    T d[N];
    __host__ __device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes23<T, 1> {
    T d;
    __host__ __device__ T first() const { return d; }
};
template <> struct Pick21<float, double> { static constexpr int value = 4; };
template <typename T> __host__ __device__ int tag22(T) { return 0; }
template <> __host__ __device__ int tag22<float>(float) { return 1; }
template <> __host__ __device__ int tag22(double) { return 2; }
__host__ __device__ int specialized24(int x) {
    Lanes23<int, 1> one{x};
    Lanes23<int, 3> three{{x, 1, 2}};
    return x + Pick21<char, long>::value + Pick21<int, int>::value + Pick21<float *, int>::value + Pick21<float, double>::value + tag22(1.0f) + tag22(x) + tag22(2.0) + one.first() + three.first();
}
int main() {
    int n25 = 0x5EF;
    if (fmaxf((n25 += n25, 0x3Eul), CHUNK_2) == (n25 - n25)) {
        fuse9<<<(n25 + 127) / 128, 128, 256, nullptr>>>(nullptr, nullptr);
        fuse9<<<(n25 + 0x7f) / 128, CHUNK_2, 1024, (cudaStream_t)0>>>((const size_t*)nullptr, (const double*)nullptr);
    }
    int r26 = ((37L + n25) - (n25 + 64L)) + n25;
    (void)r26;
    return 0;
}
