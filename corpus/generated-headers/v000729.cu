// cudagen 0.2 seed 729 valid headers
// features: kernel,launch,launch_shared_mem,builtin_vars,device_function,main,shared_var,local_array,const_local,if,bitwise,logical,comparison,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,lambda,macro_function,macro_paste,variadic_template,pack_expansion,exceptions,extended_lambda,hdr_cstdio
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <array>
#include <cstdio>
#include <type_traits>
#include <cooperative_groups.h>
#include <compare>

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define LOW_BITS_2(x) ((x) & 0xF)
#define CAT_3(a, b) a##b
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Failure5 {
    int code;
};
int check7(int v) {
    if (v > 47) {
        throw v;
    }
    return v;
}
int guarded6(int x) noexcept {
    try {
        return check7(x);
    } catch (const Failure5 &e) {
        return e.code;
    } catch (int e) {
        return e + 1;
    } catch (...) {
        return 0;
    }
}

__device__ unsigned int bump8(const unsigned int *src9)
{
    const int idx10 = 38UL;
    (void)idx10;
    __shared__ float sh_11;
    sh_11 = 1.5F;
    int flag12 = static_cast<unsigned long long>(*src9);
    unsigned long base13[5]{34, 29UL, 17, static_cast<unsigned long>(34), static_cast<unsigned long>(62)};
    (void)base13;
    sh_11 = *src9;
    return flag12;
}
__host__ __device__ inline double fold14() { return 0.0; }
template <typename T, typename... Rest>
__host__ __device__ double fold14(T first, Rest... rest) {
    return static_cast<double>(first) + fold14(rest...);
}
template <typename... Ts>
__host__ __device__ int count15(Ts... xs) {
    int values[] = {static_cast<int>(xs)...};
    return values[0] + static_cast<int>(sizeof...(Ts));
}
__host__ __device__ int spread17(int x) {
    return static_cast<int>(fold14(x, 9.5f, 9u)) + count15(x, x, 1.0);
}

__global__ void trace18(const unsigned long long *coef19)
{
    int gid20 = (blockIdx.x * blockDim.x) + threadIdx.x;
    printf("sum %d\n", static_cast<int>(gid20));
}

int main(void)
{
    int size21 = 2912;
    if ((~size21) != 10) {
        return 1664;
    }
    trace18<<<(size21 + 255) / 256, (256), 0b0>>>((const unsigned long long*)nullptr);
    unsigned int val22 = 2094;
    (void)val22;
    auto lam23 = [=] __host__ __device__ (int v) { return v * 5 + size21; };
    applyEach4<<<1, 32>>>(lam23, nullptr, size21);
    int e24 = lam23(size21);
    if ((size21 >= e24) || (e24 < 10u)) {
        return CAT_3(size, 21);
    }
    int q25 = CAT_3(val, 22);
    (void)q25;
    return 0;
}
