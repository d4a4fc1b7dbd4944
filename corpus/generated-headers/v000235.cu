// cudagen 0.2 seed 235 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,default_args,main,shared_var,extern_shared,constexpr_var,local_array,const_local,if,goto,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_string,lit_nullptr,cast_static,lambda,lambda_capture_ref,lambda_capture_value,lambda_iife,lambda_launch,macro_statement,union,union_anonymous,runtime_api
#include <cuda_runtime.h>
#include <array>
#include <algorithm>
#include <type_traits>
#include <cooperative_groups.h>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
__global__ void relax2(unsigned int *acc3, int count4, int n5) {
    unsigned idx6 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int e7[7] = {};
    float z8(acc3[idx6]);
    (void)z8;
    count4 = (64ul + count4) * (warpSize / (24u - idx6));
    count4--;
    if ((n5 == e7[n5]) && (n5 >= idx6)) {
        return;
    }
}
union Word9 {
    int i;
    float f;
    unsigned char bytes[4];
};
__host__ __device__ int use10(int x) {
    Word9 v{};
    v.i = static_cast<int>(x);
    return static_cast<int>(v.bytes[2]) + static_cast<int>(v.i);
}
template <typename T, int N>
__global__ void trace11_kernel(const T *input12, const double *input13, const float *src14) {
    extern __shared__ unsigned char dyn_15[];
    unsigned gid16 = threadIdx.x;
    T stride17 = ((7.75f + gid16) / static_cast<int>(0xE)) / (N - (src14[gid16] + dyn_15[5]));
    int *hi18 = nullptr;
    (void)hi18;
    T t19 = stride17 - 1;
    (void)t19;
    const char idx20 = 29 + input12[gid16];
    (void)idx20;
    stride17 = stride17;
    ++dyn_15[4];
}
struct Bits21 {
    int tag;
    union {
        int i;
        float f;
    };
};
__device__ float use22(int x) {
    Bits21 v{};
    v.tag = x;
    if (x > 4) {
        v.f = 3.5f;
        return v.f;
    }
    v.i = static_cast<int>(x);
    return static_cast<float>(v.i) + 1.0f;
}
__host__ int host_scale23(float *dst24) {
    const char *val25 = "\"q\"";
    auto fn28 = [&]() {
        float res26(val25[0]);
        const float res27 = (val25[0x0] - (val25[0] << 6)) + (0.25f * ((*dst24) + (*dst24)));
        trace11_kernel<long, 1><<<(4), (512), 1 << 10>>>(nullptr, nullptr, &res27);
    };
    fn28();
    unsigned int y29 = val25[1] >> ((val25[0] + val25[0]) * (24 - val25[1]));
    if (!(val25[1] > (*dst24))) {
        goto done30;
    }
    y29 = 1;
done30:;
    return dst24[y29] + val25[1];
}
__host__ double host_scatter31(int count32 = 50U) {
    cudaStream_t stream33;
    cudaStreamCreate(&stream33);
    cudaStreamSynchronize(stream33);
    ([=] {
        trace11_kernel<float, 2><<<0x2, 512>>>(nullptr, nullptr, nullptr);
        cudaEvent_t start34, stop35;
        cudaEventCreate(&start34);
        cudaEventCreate(&stop35);
        cudaEventRecord(start34);
        cudaEventRecord(stop35);
        cudaEventSynchronize(stop35);
        float ms36 = 0.0f;
        cudaEventElapsedTime(&ms36, start34, stop35);
        cudaEventDestroy(start34);
        cudaEventDestroy(stop35);
        const char *tmp37 = "kernel\n";
    })();
    relax2<<<0x4 * 0b100, dim3((count32 + 255) / 256)>>>(static_cast<unsigned int*>(nullptr), count32 - count32, 0x7 + count32);
    count32 = count32;
    int idx38 = 49;
    (void)idx38;
    unsigned lim39[1 << 2] = {};
    (void)lim39;
    return -(8 + (count32 - count32));
}
int main() {
    int n40 = 166;
    int h41[7] = {n40, 0x1, 0x1B, 1061};
    (void)h41;
    relax2<<<dim3(16), 256 * 2>>>(nullptr, n40 - n40, (0b111100));
    trace11_kernel<long, ((2))><<<dim3(2 * 0b1000, (n40 + 127) / 0x80), dim3(64, (8), (n40 + 63) / 0b1000000), 0>>>(nullptr, static_cast<const double*>(nullptr), nullptr);
    return 0;
}
