// cudagen 0.2 seed 56 valid headers
// features: kernel,restrict_params,launch,launch_shared_mem,builtin_vars,grid_stride_loop,device_function,device_forceinline,host_function,main,shared_var,extern_shared,constexpr_var,local_array,for,static_assert,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_nullptr,cast_functional,cast_static,sizeof,macro_function,virtual_function,runtime_api,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <algorithm>

#define LOW_BITS_1(x) ((x) & 0xF)
struct Shape3 {
    __device__ virtual float area() const = 0;
    __device__ virtual int sides() const { return 0; }
    __device__ virtual ~Shape3() {}
};
struct Square4 final : Shape3 {
    float s;
    __device__ explicit Square4(float v) : s(v) {}
    __device__ float area() const override { return s * s; }
};
__device__ float dispatch2(float x) {
    Square4 k0(x);
    const Shape3 *p = &k0;
    return p->area() + static_cast<float>(p->sides());
}
static_assert(2 == 2, "tile must fit");

__device__ __forceinline__ double combine5(int stride6) {
    cosf(blockDim.x);
    __shared__ int sh_7[32];
    long long off8 = static_cast<long>(cosf((sh_7[26])));
    return LOW_BITS_1(stride6) - off8;
}

__global__ void fuse9(unsigned long long q10, char *buf11) {
    extern __shared__ int dyn_12[];
    int gid13 = threadIdx.x;
    dyn_12[7] = (threadIdx.z % (gid13 - sizeof(float))) + expf(dyn_12[6]);
    for (int j14 = (blockIdx.x * blockDim.x) + threadIdx.x; j14 < gid13; j14 += blockDim.x * gridDim.x) {
        float lo15 = q10;
        (void)lo15;
        short int s16[0b11]{50, 14U, static_cast<short>(gid13)};
        (void)s16;
    }
}

float host_merge17(const short *in18, float *__restrict__ dst19, bool b20) {
    unsigned int m21(10ull);
    (void)m21;
    constexpr int hi22 = 9;
    (void)hi22;
    return (fabsf(sizeof(int)) + cosf(*in18)) / int(38);
}

int main() {
    int count23 = 3'596;
    for (int i24 = 0; i24 < count23; ++i24) {
        cudaError_t err25 = cudaDeviceSynchronize();
        int ok26 = err25 == cudaSuccess ? 1 : 0;
        long tmp27 = 2'535 / ok26;
        (void)tmp27;
    }
    fuse9<<<(count23 + 63) / 64, 256, sizeof(double) * 64>>>(count23, nullptr);
    return 0;
}
