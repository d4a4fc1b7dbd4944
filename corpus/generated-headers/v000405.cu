// cudagen 0.2 seed 405 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,managed_var,shared_var,extern_shared,incdec,pointer_arith,member_access,array_index,lit_int_octal,lit_nullptr,cast_c,sizeof,lambda,macro_object,macro_function,pp_ifdef,comments,extended_lambda,managed_in_class,runtime_api,hdr_cstdio
// nvcc: --extended-lambda -rdc=true
#include <cuda_runtime.h>
#include <array>
#include <cstdio>
#include <type_traits>

#define WARPS_1 3
#define CHUNK_2 (((256)))
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))

#ifdef USE_FAST_PATH_4
#define TUNE_5 7
#else
#define TUNE_5 39
#endif
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Gauge7 {
    int count;
    float total;
    __host__ __device__ void add(float v) {
        ++count;
        total += v;
    }
};
__managed__ Gauge7 managedStats8;
__host__ __device__ int record9(int x) {
    managedStats8.add(static_cast<float>(x));
    return managedStats8.count;
}
/* Returns the accumulated value. */

__global__ void probe10_kernel(unsigned char* data11) {
    extern __shared__ char dyn_12[];
    managedStats8.total--;
    (*data11) = managedStats8.count + (*data11);
    float hi13(blockDim.x);
    (void)hi13;
}

int host_march14(char* data15, int len16, int n17) {
    probe10_kernel<<<dim3(sizeof(int) * 0100), sizeof(unsigned int) * 16>>>((unsigned char*)nullptr);
    probe10_kernel<<<(4), sizeof(unsigned int) * (WARPS_1 + (WARPS_1 + 26)), sizeof(int) * 128, nullptr>>>((unsigned char*)nullptr);
    printf("value %d\n", static_cast<int>(len16));
    int device18 = 0;
    cudaGetDevice(&device18);
    cudaDeviceProp prop19;
    cudaGetDeviceProperties(&prop19, device18);
    int sms20 = prop19.multiProcessorCount + prop19.warpSize;
    (void)sms20;
    int diff21 = -n17;
    (void)diff21;
    return 6;
}

int main() {
    int size22 = 701;
    dim3 res23 = dim3((size22 + 63) / 64);
    (void)res23;
    auto lam24 = [=] __device__ (int v) { return v * 3 + size22; };
    applyEach6<<<1, 32>>>(lam24, nullptr, size22);
    --managedStats8.count;
    return 0;
}
