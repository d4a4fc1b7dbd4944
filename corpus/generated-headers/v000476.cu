// cudagen 0.2 seed 476 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_shared_mem,builtin_vars,host_function,main,static_local,ternary,bitwise,comparison,comma,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_functional,sizeof,alignof,variadic_template,fold_expression,nttp_integral,exceptions,runtime_api,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <numeric>
#include <cmath>
#include <cstdio>
#include <type_traits>
#include <cooperative_groups.h>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
template <typename... Ts>
double fold4(Ts... xs) {
    return (static_cast<double>(xs) + ...);
}
template <typename... Ts>
int count5(Ts... xs) {
    return static_cast<int>(sizeof...(xs));
}
int spread7(int x) {
    return static_cast<int>(fold4(x, 7.5f, 7u)) + count5(x, x, 1.0);
}

template <class T>
__global__ void __launch_bounds__(32, 4) sweep8(T alpha9, int count10, T *acc11)
{
    float z12 = sizeof(float);
    (void)z12;
    alpha9 = 4.875;
    T r13(((*acc11) + threadIdx.z) * sqrtf(count10));
    (void)r13;
    T diff14 = long(sinf(threadIdx.x)) * alpha9;
    (void)diff14;
    long k15((int(52)));
    (void)k15;
}
template <typename T, int N>
struct Fixed16 {
    T data[N];
    T sum() const {
        T s = T();
        for (int i = 0; i < N; ++i) {
            s += data[i];
        }
        return s;
    }
};
template <int K, typename T> T scaleBy17(T v) { return v * static_cast<T>(K); }
template <bool Neg> int flip18(int v) { return Neg ? -v : v; }
double fixed19(int x) {
    Fixed16<double, 2> a{};
    a.data[0] = static_cast<double>(x);
    return a.sum() + scaleBy17<4>(static_cast<double>(x)) + static_cast<double>(flip18<true>(x));
}

unsigned char host_sift20(long p21, unsigned int cfg22, unsigned *data23)
{
    sweep8<float><<<8, (128), sizeof(float) * 64>>>((p21 <= 19) ? fixed19(data23[2]) : ((cfg22 < cfg22) ? data23[1] : p21), (p21 % alignof(int)) % 7UL, nullptr);
    sweep8<int><<<(cfg22 + 63) / 64, (64)>>>(p21, p21, nullptr);
    int *d_buf24 = nullptr;
    cudaMalloc(&d_buf24, static_cast<size_t>(52) * sizeof(int));
    cudaMemset(d_buf24, 0, static_cast<size_t>(52) * sizeof(int));
    short r25 = cosf((p21 += 17UL, 52) ^ 34UL);
    return fminf(r25, cfg22);
}

int main()
{
    int len26 = 3395;
    try {
        int lo27 = 742l;
        sweep8<int><<<4, 4 * 8>>>(len26, +(lo27 | 4493), &len26);
        if (len26 > 37) {
            throw 37;
        }
    } catch (int) {
    } catch (...) {
    }
    fmaxf(2 & ((len26 != 36) ? len26 : len26), spread7(fixed19(2930U)));
    static unsigned int x28 = 20;
    (void)x28;
    return 0;
}
