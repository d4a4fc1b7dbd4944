// cudagen 0.2 seed 281 valid headers
// features: kernel,restrict_params,launch,builtin_vars,host_function,main,shared_var,shared_2d,constexpr_var,local_array,const_local,ternary,bitwise,pointer_arith,array_index,lit_int_octal,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_capture_value,lambda_iife,pp_ifdef,pp_undef,variadic_template,pack_expansion,nttp_reference,if_constexpr
#include <cuda_runtime.h>
#include <algorithm>
#include <cstdio>
#include <tuple>
#include <cooperative_groups.h>

#ifndef USE_FAST_PATH_1
#define TUNE_2 1
#else
#define TUNE_2 31
#endif
#undef TUNE_2
#define TUNE_2 48
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
__host__ __device__ inline double fold4() { return 0.0; }
template <typename T, typename... Rest>
__host__ __device__ double fold4(T first, Rest... rest) {
    return static_cast<double>(first) + fold4(rest...);
}
template <typename... Ts>
__host__ __device__ int count5(Ts... xs) {
    int values[] = {static_cast<int>(xs)...};
    return values[0] + static_cast<int>(sizeof...(Ts));
}
__host__ __device__ int spread7(int x) {
    return static_cast<int>(fold4(x, 6.5f, 6u)) + count5(x, x, 1.0);
}

__global__ void blend8(int *__restrict__ data9, int *__restrict__ buf10, unsigned int a11) {
    short tmp12 = 15 - blockIdx.x;
    (*buf10) = ((int)tmp12) + 3 + ('0' * (gridDim.z - data9[warpSize & 7]));
    double hi13[7] = {21.375, static_cast<double>((*data9) + data9[0]), 1.5, -19.375f};
    constexpr float flag14 = 13.125f;
    int x15 = ((*buf10) & 1) ? flag14 : hi13[1];
    (void)x15;
    __shared__ long long sh_16[013][13];
    (void)sh_16;
    long base17 = buf10[a11];
    (void)base17;
}
int counter18 = 9;
template <int &R> int bump19(int x) {
    R += x;
    return R;
}
int tally20(int x) { return bump19<counter18>(x); }

unsigned int run_apply21(int stride22, const float *__restrict__ src23) {
    ([=] {
        long long acc24 = 59 * ((stride22 % 34) + (stride22 ^ stride22));
    })();
    if constexpr (sizeof(double) == 8) {
        const float lo25 = (stride22 - 4) - 18.125f;
        (void)lo25;
    }
    return src23[stride22] * ((*src23) + (src23[stride22] * src23[5]));
}

int main() {
    int size26 = 2732;
    size26 = size26;
    blend8<<<(128), sizeof(float) * 0100>>>(nullptr, nullptr, size26);
    return 0;
}
