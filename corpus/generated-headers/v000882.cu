// cudagen 0.2 seed 882 valid headers
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_forceinline,device_template_function,host_function,constexpr_function,main,constexpr_var,local_array,enum_class,if,logical,comparison,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_digit_separator,lit_float,cast_functional,cast_static,sizeof,macro_function,multiple_inheritance,conversion_operator,variadic_template,pack_expansion,hdr_cmath
// nvcc: -std=c++20 -rdc=true
#include <cuda_runtime.h>
#include <tuple>

#define MOD8_1(x) ((x) % 8)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
enum class Phase4 {
    Fast5,
    Green6 = 4,
    Low7 = 8,
    Slow8,
    Busy9
};
template <typename T, int N = 5>
__device__ __forceinline__ void decay10(T *__restrict__ data11) {
    if ((N < data11[4]) && ((*data11) >= 53l)) {
        return;
    }
    T s12 = floorf(N) - long(N);
    floorf(s12 - 5);
}
struct Weight13 {
    float v;
    operator float() const { return v; }
};
float convert14(float x) {
    Weight13 m{x};
    float plain = m;
    return plain + static_cast<float>(m) * 2;
}
struct Base16 {
    int m0;
    int get0() const { return m0 * 4; }
};
struct Base17 {
    int m1;
    int get1() const { return m1 * 5; }
};
struct Base18 {
    int m2;
    int get2() const { return m2 * 2; }
};
struct Mixed15 : Base16, public Base17, Base18 {
    int own;
    int sum() const { return get0() + get1() + get2() + own; }
};
int mix19(int x) {
    Mixed15 d{};
    d.m0 = x + 0;
    d.m1 = x + 1;
    d.m2 = x + 2;
    d.own = x;
    return d.sum();
}
__device__ inline double fold20() { return 0.0; }
template <typename T, typename... Rest>
__device__ double fold20(T first, Rest... rest) {
    return static_cast<double>(first) + fold20(rest...);
}
template <typename... Ts>
__device__ int count21(Ts... xs) {
    return static_cast<int>(sizeof...(xs));
}
__device__ int spread23(int x) {
    return static_cast<int>(fold20(x, 4.5f, 4u)) + count21(x, x, 1.0);
}
__global__ void spread24_kernel(int *__restrict__ out25, double a26, int *acc27) {
    a26 = 4.75f + a26;
    int s28 = acc27[0] + 61u;
    acc27[0] = 45;
    acc27[6] = s28;
    if (!(out25[1] < s28)) {
        return;
    }
    if (!((*acc27) != a26)) {
        return;
    }
}
constexpr int grow29(int n30, float beta31) {
    int mid32 = MOD8_1(n30) - 59L;
    (void)mid32;
    constexpr unsigned int diff33 = 54;
    (void)diff33;
    return (n30 / 8) + (39U + n30 + (1 - beta31));
}
int main() {
    int n34 = 4091;
    n34 = n34;
    if (1 > n34) {
        return 18;
    }
    spread24_kernel<<<4, dim3((512), 2 * 2, sizeof(int) * 8), 1024, 0>>>(&n34, MOD8_1(mix19(11)), &n34);
    dim3 idx35 = dim3((n34 + 127) / 128);
    (void)idx35;
    spread24_kernel<<<32, 64, 0, 0>>>(&n34, fabsf(n34), &n34);
    int mid36[8] = {58l, 2'320ULL, 39ll, static_cast<int>(n34), 3, 15L, -61, 1UL};
    (void)mid36;
    return 0;
}
