// cudagen 0.2 seed 635 valid headers
// features: kernel,restrict_params,launch,builtin_vars,device_function,device_noinline,host_function,main,constexpr_var,static_local,if,do_while,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_c,sizeof,lambda,macro_object,macro_function,comments,variable_template,extended_lambda,hdr_cmath
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <cstdio>
#include <tuple>
#include <cuda/std/array>
#include <cuda/std/functional>

#define RADIUS_1 256
#define TILE_DIM_2 32
#define CHUNK_3 16
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
template <typename F>
__global__ void applyEach7(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
template <typename T> constexpr T kScale9 = T(2);
template <typename T> constexpr int kSize10 = static_cast<int>(sizeof(T)) * 4;
__host__ __device__ int aliased8(int x) {
    return x + kSize10<double> + static_cast<int>(kScale9<float>);
}
// NOTE: keep in sync with the host reference.

__device__ __noinline__ unsigned char relax11(double *dst12, int lane13, int *__restrict__ acc14)
{
    if (!acc14) {
        int pass15 = 0x0;
        do {
            long long res16{9ll};
            int tmp17 = res16;
            (void)tmp17;
            ++pass15;
        } while (pass15 < pass15);
    }
    return '\\' - acc14[3];
}

__global__ void accum18_kernel(const long long *__restrict__ input19, signed char *__restrict__ dst20)
{
    int gid21 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (void)gid21;
    int flag22 = aliased8(aliased8(RADIUS_1) % relax11(nullptr, kSize10<int>, (int*)nullptr));
    flag22 -= gridDim.z;
    if (threadIdx.x > fminf(RADIUS_1, flag22)) {
        double t23 = ADD3_4(input19[0x1] % blockDim.x, 0x2C, (kSize10<char>)) + ((gridDim.x & 0x32) | aliased8(39));
        (void)t23;
        cosf(threadIdx.y);
    }
}

int update24(char *out25, float *__restrict__ out26)
{
    if ((*out25) <= ((*out25) += sizeof(float), 2)) {
        static int r27 = 42;
        (void)r27;
        ++out25[0b111];
    }
    return kSize10<char>;
}

int main()
{
    int n28 = 3605;
    auto lam29 = [n28] __device__ (int v) { return v * 7 + n28; };
    applyEach7<<<1, 32>>>(lam29, nullptr, n28);
    n28 += sqrtf((kSize10<int>));
    float cnt30 = kSize10<char> ^ aliased8(8L);
    (void)cnt30;
    float flag31 = 32lu;
    (void)flag31;
    accum18_kernel<<<32, CHUNK_3 + (kSize10<int> + (kSize10<int> + 208))>>>(nullptr, (signed char*)nullptr);
    return 0;
}
