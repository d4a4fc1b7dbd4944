// cudagen 0.2 seed 14 valid headers
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,host_function,default_args,main,constexpr_var,auto_var,static_local,compound_assign,bitwise,incdec,comma,pointer_arith,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_static,lambda,lambda_capture_ref,lambda_iife,lambda_launch,macro_object,macro_paste,pp_if,variable_template,rdc_extern_device_var,runtime_api,hdr_vector,hdr_numeric
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <vector>
#include <numeric>
#include <cmath>
#include <cstdio>
#include <tuple>
#include <cooperative_groups.h>
#include <cuda_fp16.h>

#define TILE_DIM_1 256
#define CAT_2(a, b) a##b

#if (TILE_DIM_1 * 2) >= 29 && TILE_DIM_1 != 0
#define CONFIG_3 8
#else
#define CONFIG_3 16
#endif
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
extern __device__ int sharedCounter5;
extern __device__ float lookup6[8];
__device__ int bumpShared7(int x) {
    sharedCounter5 += x;
    return sharedCounter5 + static_cast<int>(lookup6[x & 7]);
}
template <typename T> constexpr T kScale9 = T(3);
template <typename T> constexpr int kSize10 = static_cast<int>(sizeof(T)) * 4;
int aliased8(int x) {
    return x + kSize10<double> + static_cast<int>(kScale9<float>);
}

__global__ void bump11_kernel(int *dst12, short q13, unsigned char p14, int *__restrict__ data15)
{
    int tid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    auto sum17 = 61 + q13;
    (void)sum17;
    constexpr unsigned char u18 = 255;
    (void)u18;
    dst12[6] &= 6 + tid16 + threadIdx.x;
    dst12[warpSize] = kSize10<char>;
    int v19 = sharedCounter5;
    (void)v19;
    int *v20 = dst12;
    (void)v20;
}

__host__ size_t check_scatter21(int stride22 = 39u)
{
    (stride22--, (stride22 ^= ((stride22 + stride22) * (61 * stride22)) + (stride22 + static_cast<long>(kSize10<char>))));
    auto step29 = [&](unsigned u23, double off24) -> long {
        int flag25 = kSize10<char> - ((off24 - 33ull) + (1099 * stride22));
        dim3 v26 = dim3(1, (u23 + 127) / 128);
        cudaError_t err27 = cudaGetLastError();
        int ok28 = err27 == cudaSuccess ? 1 : 0;
        return CAT_2(off, 24) - 3;
    };
    step29(stride22, 53L);
    ([] {
        auto m30 = -26;
    })();
    bump11_kernel<<<dim3(64 * 4, (stride22 + 63) / 64), 256>>>(nullptr, kSize10<int>, CAT_2(stride, 22), nullptr);
    stride22 = ((63l * stride22) - (kSize10<char> + stride22)) + static_cast<float>(3 - stride22);
    stride22 -= kSize10<char> % (stride22 + 33);
    int off31 = (stride22 += 44, ((34l) + stride22));
    return (stride22 += 15, off31);
}

int main()
{
    int size32 = 892;
    std::vector<int> vec33(static_cast<size_t>(size32) % 64 + 1);
    vec33.push_back(static_cast<int>(1));
    vec33[0] = static_cast<int>(size32);
    int *ptr34 = vec33.data();
    int count35 = static_cast<int>(vec33.size());
    std::iota(vec33.begin(), vec33.end(), static_cast<int>(0));
    count35 += static_cast<int>(std::accumulate(vec33.begin(), vec33.end(), static_cast<int>(0)));
    bump11_kernel<<<(16), 32>>>(nullptr, 54l, 27, nullptr);
    auto lam37 = [&](unsigned int z36) {
        count35++;
        bump11_kernel<<<dim3((size32 + 127) / 128), (512)>>>(ptr34, kSize10<int> * size32, (ptr34[0] += size32, z36) % (size32), ptr34);
        bump11_kernel<<<(2), dim3((z36 + 255) / 256, (128))>>>(ptr34, (z36 += 54, (49u * (*ptr34))), static_cast<float>(18.375f * ptr34[6]), ptr34);
    };
    lam37(ptr34[count35]);
    static int sum38 = 1396l;
    size32 = sum38;
    return 0;
}
