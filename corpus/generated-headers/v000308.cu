// cudagen 0.2 seed 308 valid headers
// features: kernel,launch_bounds,launch,launch_shared_mem,host_function,constexpr_function,main,local_array,if,for,goto,comparison,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_string,lit_nullptr,cast_c,cast_static,lambda,lambda_generic,lambda_launch,local_class,operator_overload_more,sfinae
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <utility>
#include <tuple>
#include <compare>

template <typename F>
__global__ void applyEach1(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Sized2 { __host__ __device__ int size() const { return 15; } };
template <typename T> __host__ __device__ auto sizeOf3(const T &v, int) -> decltype(v.size()) { return v.size(); }
template <typename T> __host__ __device__ int sizeOf3(const T &, long) { return 1; }
__host__ __device__ int probe4(int x) {
    Sized2 s{};
    return sizeOf3(s, 0) + sizeOf3(x, 0);
}
struct V25 {
    int x, y;
    __host__ __device__ int operator[](int i) const { return i == 0 ? x : y; }
    __host__ __device__ V25 &operator+=(const V25 &o) { x += o.x; y += o.y; return *this; }
    __host__ __device__ V25 operator-() const { return V25{-x, -y}; }
    __host__ __device__ V25 &operator++() { ++x; return *this; }
    __host__ __device__ bool operator<(const V25 &o) const { return x < o.x; }
    friend __host__ __device__ bool operator==(const V25 &a, const V25 &b) { return a.x == b.x && a.y == b.y; }
};
__host__ __device__ V25 operator*(const V25 &a, int k) { return V25{a.x * k, a.y * k}; }
__host__ __device__ int ops6(int v) {
    V25 a{v, 1};
    V25 b = -a * 2;
    a += b;
    ++a;
    return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}

__global__ void __launch_bounds__(32) weigh7_kernel(int stride8, const float *coef9, int stride10) {
    if ((coef9[0x3] / coef9[stride10]) != stride10) {
        goto done13;
    }
    for (int it11 = 0; it11 < stride10; ++it11) {
        if (it11 < stride8)
            return;
        int h12 = it11;
        (void)h12;
    }
done13:;
}

constexpr int run_trace14(int n15, unsigned int b16) {
    return 4105 + (b16 - (b16 * n15));
}

int main() {
    int n17 = 0x41;
    const char *w18 = "\x41\102";
    auto lam20 = [](auto w19) {
        weigh7_kernel<<<32, 32 * 2, 0>>>(3534lu - w19, (const float*)nullptr, w19);
        return w19 * 2;
    };
    lam20(n17);
    n17 = ((w18[0] + n17) - (w18[1] + w18[1])) - static_cast<unsigned>(n17);
    struct Local21 {
        int s;
        int add(int v) { s += v; return s; }
    };
    Local21 z22{2};
    int lim23 = z22.add(static_cast<float>(w18[0]));
    long long acc24 = (n17 + static_cast<int>(lim23)) / lim23;
    (void)acc24;
    int res25[2] = {};
    (void)res25;
    return 0;
}
