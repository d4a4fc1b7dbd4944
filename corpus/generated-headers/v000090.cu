// cudagen 0.2 seed 90 valid headers
// features: kernel,launch,launch_dim3,builtin_vars,main,constexpr_var,const_local,compound_assign,bitwise,shift,incdec,comma,pointer_arith,array_index,lit_int_suffix,lit_nullptr,cast_c,local_class,virtual_function,alias_template,variable_template,ctad
#include <cuda_runtime.h>
#include <cstdio>
#include <type_traits>

template <typename F>
__global__ void applyEach1(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__global__ void spread2(double beta3, int len4, int *acc5) {
    int i6 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (void)i6;
    const char base7 = beta3 / beta3;
    (void)base7;
    constexpr float lim8 = 31UL;
    (void)lim8;
}
template <typename T> using Ptr10 = T *;
template <typename A, typename B> struct Duo11 { A a; B b; };
template <typename T> using Same12 = Duo11<T, T>;
template <typename T> constexpr T kScale13 = T(8);
template <typename T> constexpr int kSize14 = static_cast<int>(sizeof(T)) * 1;
__device__ int aliased9(int x) {
    Ptr10<int> p = &x;
    Same12<int> d{x, 1};
    return x + *p + d.a + d.b + kSize14<double> + static_cast<int>(kScale13<float>);
}
struct Shape16 {
    __host__ __device__ virtual double area() const = 0;
    __host__ __device__ virtual int sides() const { return 0; }
    __host__ __device__ virtual ~Shape16() {}
};
struct Square17 : Shape16 {
    double s;
    __host__ __device__ explicit Square17(double v) : s(v) {}
    __host__ __device__ double area() const override { return s * s; }
    __host__ __device__ int sides() const override { return 3; }
};
struct Tri18 : Shape16 {
    double s;
    __host__ __device__ explicit Tri18(double v) : s(v) {}
    __host__ __device__ double area() const override { return s * s; }
    __host__ __device__ int sides() const override { return 4; }
};
__host__ __device__ double dispatch15(double x) {
    Square17 k0(x);
    Tri18 k1(x);
    const Shape16 *p = &k0;
    const Shape16 &r1 = k1;
    return p->area() + static_cast<double>(p->sides()) + r1.area();
}
template <typename T> struct Keep19 {
    T v;
    __host__ __device__ Keep19(T x) : v(x) {}
    __host__ __device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin20 { A a; B b; };
__host__ __device__ int deduce22(int x) {
    Keep19 h(x);
    Keep19 g{2.5};
    return h.get() + static_cast<int>(g.get());
}

int main() {
    int n23 = 3337;
    n23 = 2196U - (n23 & 9);
    (--n23, (n23 >>= 1));
    long long hi24 = kSize14<int> - (n23);
    struct Local25 {
        int s;
        int add(int v) { s += v; return s; }
    };
    Local25 acc26{2};
    int val27 = acc26.add(6);
    spread2<<<(n23 + 63) / 64, dim3(1)>>>(val27, -(hi24 + hi24), (int*)nullptr);
    return 0;
}
