// cudagen 0.2 seed 93 valid headers
// features: kernel,kernel_static,launch_bounds,launch,launch_dim3,host_function,main,shared_var,static_shared,switch,ternary,compound_assign,bitwise,comparison,incdec,comma,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_bool,cast_static,sizeof,lambda,local_class,variadic_template,pack_expansion,fold_expression,alias_template,hdr_cmath,hdr_cuda_fp16
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cuda_fp16.h>

__device__ float halfMix1(float x) {
    __half a = __float2half(x);
    __half b = __float2half(2.5f);
    __half s = __hadd(a, b);
    __half p = a * b;
    return __half2float(s) + __half2float(p);
}
template <typename... Ts>
__host__ __device__ double fold2(Ts... xs) {
    return (1.0 * ... * static_cast<double>(xs));
}
template <typename... Ts>
__host__ __device__ int count3(Ts... xs) {
    return static_cast<int>(sizeof...(xs));
}
template <typename... Ts>
__host__ __device__ bool all4(Ts... xs) { return (... && (xs != 0)); }
__host__ __device__ int spread5(int x) {
    return static_cast<int>(fold2(x, 2.5f, 2u)) + count3(x, x, 1.0) + (all4(x, 2) ? 1 : 0) + count3(static_cast<long>(x), 2);
}
template <typename T> using Ptr7 = T *;
template <typename A, typename B> struct Duo8 { A a; B b; };
template <typename T> using Same9 = Duo8<T, T>;
int aliased6(int x) {
    Ptr7<int> p = &x;
    Same9<int> d{x, 6};
    return x + *p + d.a + d.b;
}

static __global__ void __launch_bounds__(0x400) mix10(int lane11)
{
    static __shared__ unsigned long sh_12;
    (void)sh_12;
    (++lane11, (lane11 = lane11));
    __shared__ float sh_13[256];
    (void)sh_13;
}

unsigned lerp14(int len15, char alpha16)
{
    mix10<<<dim3((len15 + 255) / 256), (0x100)>>>(len15);
    --len15;
    return 52ul ^ len15;
}

int main()
{
    int n17 = 1146;
    struct Local18 {
        int s;
        int add(int v) { s += v; return s; }
    };
    Local18 k19{5};
    int u20 = k19.add(-n17);
    switch ((u20)) {
    case 0xA:
        u20 &= static_cast<short int>(fold2(u20 + u20, (n17 < u20) ? 0x36lu : n17));
        break;
    case 5:
        break;
    case 2:
        break;
    }
    auto lam22 = []() {
        dim3 h21 = dim3(0x10 * 16);
    };
    lam22();
    mix10<<<512, sizeof(float) * 32>>>((u20 += n17, (2 + n17)));
    unsigned short base23 = (u20 + fminf(u20, 4.75f)) - (static_cast<float>(0b100011L) - (u20 - u20));
    (void)base23;
    return 0;
}
