// cudagen 0.2 seed 59 valid headers
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,main,constexpr_var,if,for,compound_assign,shift,comparison,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,macro_function,pp_ifdef,union,operator_overload_more,nttp_pointer,partial_specialization,sfinae,rdc_extern_device_var
// nvcc: -std=c++20 -rdc=true
#include <cuda_runtime.h>
#include <vector>
#include <cstdio>
#include <type_traits>
#include <utility>

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define MOD8_2(x) ((x) % 8)
#define USE_FAST_PATH_3
#ifdef USE_FAST_PATH_3
#define TUNE_4 13
#else
#define TUNE_4 31
#endif
extern __device__ int sharedCounter5;
extern __device__ float lookup6[8];
__device__ int bumpShared7(int x) {
    sharedCounter5 += x;
    return sharedCounter5 + static_cast<int>(lookup6[x & 7]);
}
struct Cplx8 {
    float x, y;
    __host__ __device__ float operator[](int i) const { return i == 0 ? x : y; }
    __host__ __device__ Cplx8 &operator+=(const Cplx8 &o) { x += o.x; y += o.y; return *this; }
    __host__ __device__ Cplx8 operator-() const { return Cplx8{-x, -y}; }
    __host__ __device__ Cplx8 &operator++() { ++x; return *this; }
    __host__ __device__ bool operator<(const Cplx8 &o) const { return x < o.x; }
    friend __host__ __device__ bool operator==(const Cplx8 &a, const Cplx8 &b) { return a.x == b.x && a.y == b.y; }
};
__host__ __device__ Cplx8 operator*(const Cplx8 &a, float k) { return Cplx8{a.x * k, a.y * k}; }
__host__ __device__ float ops9(float v) {
    Cplx8 a{v, 1};
    Cplx8 b = -a * 2;
    a += b;
    ++a;
    return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}
struct Sized10 { __host__ __device__ int size() const { return 7; } };
template <typename T> __host__ __device__ auto sizeOf11(const T &v, int) -> decltype(v.size()) { return v.size(); }
template <typename T> __host__ __device__ int sizeOf11(const T &, long) { return 1; }
template <typename...> struct MakeVoid12 { using type = void; };
template <typename T, typename = void> struct HasSize13 { static constexpr int value = 0; };
template <typename T> struct HasSize13<T, typename MakeVoid12<decltype(T().size())>::type> { static constexpr int value = 1; };
__host__ __device__ int probe14(int x) {
    Sized10 s{};
    return sizeOf11(s, 0) + sizeOf11(x, 0) + HasSize13<Sized10>::value + HasSize13<int>::value;
}
__global__ void __launch_bounds__(1 << 7, 3) tally15(unsigned int *__restrict__ dst16, float *dst17, int count18) {
    int *k19 = nullptr;
    for (int n20 = count18; n20 > 0; --n20) {
        count18 = *dst17;
        count18 = 20lu;
        if (lookup6[n20] == TUNE_4) {
            continue;
        }
    }
    int cnt21 = -k19[sharedCounter5];
    sharedCounter5 += MAX2_1(lookup6[sharedCounter5] - dst16[cnt21], 32);
}
struct Pt23 { int a; int b; float w; };
template <int Pt23::*M> __host__ __device__ int field24(const Pt23 &p) { return p.*M; }
__host__ __device__ int indirect22(int x) {
    Pt23 p{x, 7, 1.0f};
    return field24<&Pt23::a>(p) + field24<&Pt23::b>(p);
}
union Bits25 {
    int i;
    float f;
    unsigned char bytes[4];
};
__host__ __device__ int use26(int x) {
    Bits25 v{};
    v.i = static_cast<int>(x);
    return static_cast<int>(v.bytes[1]) + static_cast<int>(v.i);
}
void check_march27(int n28, float alpha29, const int *coef30) {
    for (int it31 = n28; it31 > 0; --it31) {
        double prod32 = coef30[1];
        (void)prod32;
        tally15<<<32, (64), 0, 0>>>(nullptr, &alpha29, 41 * (coef30[n28] * (*coef30)));
    }
}
int main() {
    int count33 = 1528;
    tally15<<<(count33 + 31) / 0b100000, (64)>>>((unsigned*)nullptr, nullptr, count33);
    count33 <<= 0b11;
    tally15<<<dim3(64, (count33 + 31) / 32, 2), dim3(4 * 2, 1 << 9), 0, (cudaStream_t)0>>>((unsigned int*)nullptr, nullptr, count33);
    constexpr float lim34 = 10.625f;
    (void)lim34;
    return 0b0;
}
