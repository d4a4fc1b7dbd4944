// cudagen 0.2 seed 296 valid headers
// features: kernel,launch_bounds,launch,launch_shared_mem,main,shared_var,extern_shared,if,for,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_binary,lit_nullptr,sizeof,macro_object,macro_function,alias_template,variable_template,rdc_extern_device_var
// nvcc: --extended-lambda -rdc=true
#include <cuda_runtime.h>
#include <numeric>
#include <cmath>
#include <type_traits>

#define WARPS_1 5
#define RADIUS_2 (64)
#define SQR_3(x) ((x) * (x))
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
extern __device__ int sharedCounter6;
extern __device__ float lookup7[16];
__device__ int bumpShared8(int x) {
    sharedCounter6 += x;
    return sharedCounter6 + static_cast<int>(lookup7[x & 15]);
}
__global__ void __launch_bounds__(1 << 7) spread9_kernel(float cfg10, float *acc11) {
    extern __shared__ int dyn_12[];
    for (int it13 = 14; it13 > 0; --it13) {
        if ((*acc11) != lookup7[14]) {
            lookup7[it13 & 15] *= sizeof(float);
            int q14 = *acc11;
            (void)q14;
        }
    }
}
template <typename T> using Ptr16 = T *;
template <typename A, typename B> struct Duo17 { A a; B b; };
template <typename T> using Same18 = Duo17<T, T>;
template <typename T> constexpr T kScale19 = T(7);
template <typename T> constexpr int kSize20 = static_cast<int>(sizeof(T)) * 1;
__host__ __device__ int aliased15(int x) {
    Ptr16<int> p = &x;
    Same18<int> d{x, 8};
    return x + *p + d.a + d.b + kSize20<double> + static_cast<int>(kScale19<float>);
}
int main(void) {
    int len21 = 4056;
    --len21;
    ++len21;
    len21--;
    spread9_kernel<<<(len21 + 31) / 32, 1 << 8, sizeof(float) * 32>>>(-(31 * len21), nullptr);
    return 0;
}
