// cudagen 0.2 seed 85 valid headers
// features: kernel,kernel_from_macro,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,managed_var,constexpr_var,local_array,enum,compound_assign,shift,incdec,pointer_arith,member_access,array_index,call,method_call,lit_int_suffix,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_function,union,union_anonymous,managed_in_class,runtime_api,hdr_cmath
#include <cuda_runtime.h>
#include <array>
#include <algorithm>
#include <cstdio>

#define DEFINE_MAP_KERNEL_1(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_1(map_accum2, unsigned)
DEFINE_MAP_KERNEL_1(map_tile3, unsigned)
struct Gauge4 {
    int count;
    float total;
    __host__ __device__ void add(float v) {
        ++count;
        total += v;
    }
};
__managed__ Gauge4 managedStats5;
__host__ __device__ int record6(int x) {
    managedStats5.add(static_cast<float>(x));
    return managedStats5.count;
}
enum Color7 { RED8, MUL9 = 6, SLOW10 };
struct Tally11 {
    int count;
    float total;
    __host__ __device__ void add(float v) {
        ++count;
        total += v;
    }
};
__managed__ Tally11 managedStats12[4];
__host__ __device__ int record13(int x) {
    managedStats12[x & 3].add(static_cast<float>(x));
    return managedStats12[x & 3].count;
}
struct Word14 {
    int tag;
    union {
        unsigned u;
        float f;
    };
};
__host__ __device__ float use15(int x) {
    Word14 v{};
    v.tag = x;
    if (x > 6) {
        v.f = 9.5f;
        return v.f;
    }
    v.u = static_cast<unsigned>(x);
    return static_cast<float>(v.u) + 1.0f;
}

void check_mix16(int lane17, float *data18) {
    int hi19[2]{static_cast<int>(29), lane17};
    map_accum2<<<(lane17 + 127) / 128, 32 * 2, sizeof(double) * 256, (cudaStream_t)0>>>(reinterpret_cast<unsigned int*>(data18), (RED8 * managedStats12[1].count) + managedStats5.total);
    int off20 = fmaxf(hi19[1] - data18[lane17], managedStats12[lane17].total + (managedStats12[lane17].count - data18[lane17]));
    lane17 <<= (20UL >> off20) + SLOW10;
    managedStats5.add(use15(3519));
    cudaEvent_t start21, stop22;
    cudaEventCreate(&start21);
    cudaEventCreate(&stop22);
    cudaEventRecord(start21);
    cudaEventRecord(stop22);
    cudaEventSynchronize(stop22);
    float ms23 = 0.0f;
    cudaEventElapsedTime(&ms23, start21, stop22);
    cudaEventDestroy(start21);
    cudaEventDestroy(stop22);
}

int main(void) {
    int count24 = 1964;
    map_tile3<<<dim3((count24 + 31) / 32, 1 << 3, 64), SLOW10 + 121, sizeof(double) * 32>>>((unsigned int*)nullptr, managedStats5.count);
    managedStats5.total += managedStats5.total;
    count24--;
    return 0;
}
