// cudagen 0.2 seed 908 valid headers
// features: kernel,launch_bounds,launch,launch_dim3,builtin_vars,host_function,main,shared_var,static_shared,constexpr_var,local_array,shift,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,lambda,macro_statement,pp_ifdef,pp_if,pp_undef,multiple_inheritance,extended_lambda
// nvcc: -std=c++20 --extended-lambda -rdc=true
#include <cuda_runtime.h>
#include <vector>
#include <type_traits>
#include <utility>
#include <tuple>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#ifdef USE_FAST_PATH_2
#define TUNE_3 6
#else
#define TUNE_3 18
#endif
#if (TUNE_3 * 2) >= 49 && TUNE_3 != 0
#define CONFIG_4 7
#else
#define CONFIG_4 22
#endif
#undef TUNE_3
#define TUNE_3 8
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Part7 {
    int m0;
    __host__ __device__ int get0() const { return m0 * 1; }
};
struct Part8 {
    int m1;
    __host__ __device__ int get1() const { return m1 * 1; }
};
struct Blend6 : Part7, Part8 {
    int own;
    __host__ __device__ int sum() const { return get0() + get1() + own; }
};
__host__ __device__ int mix9(int x) {
    Blend6 d{};
    d.m0 = x + 0;
    d.m1 = x + 1;
    d.own = x;
    const Part7 &b = d;
    return d.sum() + b.get0();
}
__global__ void __launch_bounds__(1 << (TUNE_3 + 1), 1) step10(long *dst11, float cfg12, int stride13, float *data14)
{
    short q15 = stride13;
    (void)q15;
    static __shared__ int sh_16;
    (void)sh_16;
    float cnt17[8]{-1.5f, 0.F, 20.375f, static_cast<float>(TUNE_3), 6.0F, 36ll, 0x14, 7.0f};
    (void)cnt17;
}
unsigned char check_kick18(int lane19, double q20)
{
    step10<<<dim3((lane19 + 0177) / 128), 64>>>(nullptr, (q20) - lane19, q20 + (q20 - lane19), static_cast<float*>(nullptr));
    float tmp21[1 << 1] = {};
    step10<<<(lane19 + 127) / 0200, TUNE_3 * TUNE_3>>>(nullptr, lane19 >> (lane19 << 0), (tmp21[lane19] + lane19) * (16 << lane19), tmp21);
    return static_cast<float>(lane19 << lane19);
}
int main()
{
    int size22 = 31;
    auto lam23 = [=] __device__ (int v) { return v * 7 + size22; };
    applyEach5<<<1, 32>>>(lam23, nullptr, size22);
    unsigned int lo24 = sizeof(int);
    (void)lo24;
    size22--;
    return 0;
}
