// cudagen 0.2 seed 864 valid headers
// features: kernel,kernel_extern_c,restrict_params,launch,launch_shared_mem,builtin_vars,host_device_function,device_template_function,host_function,static_host_function,main,device_array,managed_var,shared_var,shared_2d,local_array,if,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,member_access,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,comments,structured_binding,managed_in_class,hdr_cmath,hdr_utility
#include <cuda_runtime.h>
#include <algorithm>
#include <utility>
#include <cooperative_groups.h>
#include <cuda_fp16.h>

template <typename F>
__global__ void applyEach1(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
// Layout: row-major, no padding.

__global__ void decay2(const float* src3) {
    unsigned gid4 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid4 * gid4) {
        return;
    }
    int t5[8]{7, static_cast<int>(-15l), static_cast<int>(15), -30, 6, 5, 1878l, 2683};
    __shared__ int sh_6[128];
    double tmp7 = +((t5[blockIdx.x] >> 5) - (gid4 << t5[1]));
    (void)tmp7;
    (++t5[4], (sh_6[gid4] &= gid4));
    expf(21.75f);
}
/* Helper used by the kernels below. */

template <typename T, typename U>
__host__ __device__ T clamp8(T* __restrict__ data9, const T* __restrict__ coef10) {
    float idx11 = data9[2];
    (void)idx11;
    T tmp12{1};
    (void)tmp12;
    return (2.125F);
}
struct Stats13 {
    int count;
    float total;
    __host__ __device__ void add(float v) {
        ++count;
        total += v;
    }
};
__managed__ Stats13 managedStats14[4];
__host__ __device__ int record15(int x) {
    managedStats14[x & 3].add(static_cast<float>(x));
    return managedStats14[x & 3].count;
}
__device__ short d_lerp16[64] = {37lu};

extern "C" __global__ void norm17_kernel(char* buf18, unsigned* dst19) {
    unsigned int idx20 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (void)idx20;
    (*buf18) = (47);
    __shared__ float sh_21[2][6];
    (void)sh_21;
}

static float weigh22(int len23, long long* data24) {
    if (managedStats14[len23].count != data24[len23]) {
        return +managedStats14[2].count;
    }
    norm17_kernel<<<(len23 + 255) / 256, 512>>>(reinterpret_cast<char*>(data24), nullptr);
    int h25[2]{8, -991};
    (void)h25;
    clamp8<float, float>(reinterpret_cast<float*>(data24), reinterpret_cast<const float*>(data24));
    std::pair<int, float> pr26 = std::make_pair(len23, 1.5f);
    auto [val27, q28] = pr26;
    (void)q28;
    --managedStats14[val27].count;
    return 54;
}

int main() {
    int count29 = 1904;
    double prod30[3]{39, 19, 5.0};
    managedStats14[3] = Stats13{static_cast<int>(+((prod30[count29] != count29) ? 42 : 9)), 8.75f};
    decay2<<<1, 32, 0>>>((const float*)nullptr);
    return 0;
}
