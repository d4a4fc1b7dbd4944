// cudagen 0.2 seed 33 valid headers
// features: kernel,launch_bounds,launch,main,shared_var,extern_shared,enum_class,if,shift,comparison,comma,pointer_arith,address_of,array_index,lit_int_suffix,lit_nullptr,cast_functional,sizeof,macro_function,enum_underlying,variadic_template,pack_expansion
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <cuda_fp16.h>

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
template <typename F>
__global__ void applyEach2(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
__device__ inline double fold3() { return 1.0; }
template <typename T, typename... Rest>
__device__ double fold3(T first, Rest... rest) {
    return static_cast<double>(first) * fold3(rest...);
}
template <typename... Ts>
__device__ int count4(Ts... xs) {
    int values[] = {static_cast<int>(xs)...};
    return values[0] + static_cast<int>(sizeof...(Ts));
}
__device__ int spread6(int x) {
    return static_cast<int>(fold3(x, 7.5f, 7u)) + count4(x, x, 1.0);
}
enum class Phase7 : int { High8, Low9 = 6, Add10, On11 };

__global__ void __launch_bounds__(128) count12_kernel(float a13, int *buf14, float *dst15, int *acc16)
{
    extern __shared__ int dyn_17[];
    float e18 = (long(4534L) + ((*buf14) - 57)) >> sizeof(int);
    acc16[3] = acc16[4] * 48;
    if (a13 > e18)
        return;
}

int main(void)
{
    int count19 = 3910;
    count19 = count19;
    count19 = (8) * ((count19 + count19) - (count19 += 48, count19));
    count12_kernel<<<(count19 + 63) / 64, 1 << 8>>>(MIN2_1(count19 + count19, count19), &count19, nullptr, &count19);
    return 0;
}
