// cudagen 0.2 seed 98 valid headers
// features: kernel,launch,launch_shared_mem,launch_stream,device_function,main,constexpr_var,if,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_suffix,lit_nullptr,sizeof,macro_object,pp_ifdef,comments,local_class,structured_binding,runtime_api,hdr_cmath,hdr_cstdio
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <cstdio>
#include <tuple>

#define BLOCK_SIZE_1 3
#define NUM_ITERS_2 32
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 5
#else
#define TUNE_4 23
#endif
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
struct Result6 {
    int first;
    int second;
};
Result6 make7(int x) { return Result6{x, x}; }
int unpack8(int x) {
    auto [a, b] = make7(x);
    int arr[3] = {x, 1, 2};
    auto [p, q, r] = arr;
    Result6 v{x, x};
    auto &&[m, n] = v;
    return a + static_cast<int>(b) + p + q + r + m + static_cast<int>(n);
}

__device__ float grow9(int n10, bool cfg11, int *data12) {
    int sum13 = NUM_ITERS_2 * (data12[n10 & 7] & 5l);
    floorf(cosf((*data12) + 32));
    (*data12) = (BLOCK_SIZE_1) % sum13;
    return ~n10;
}
// Helper used by the kernels below.

__global__ void blend14(const long long *in15, int stride16, int count17) {
    stride16 = count17;
    long long y18 = (TUNE_4 >> (~stride16)) * (4231 * (in15[6] + 48lu));
    (void)y18;
    if (count17 != count17) {
        return;
    }
    stride16++;
}

int main() {
    int count19 = 2855;
    blend14<<<8, 128, sizeof(double) * 128, nullptr>>>(nullptr, unpack8(count19), fminf(cosf(count19), count19));
    printf("step %d\n", static_cast<int>(count19));
    struct Local20 {
        int s;
        int add(int v) { s += v; return s; }
    };
    Local20 f21{7};
    int off22 = f21.add(sqrtf(NUM_ITERS_2));
    (void)off22;
    int device23 = 0;
    cudaGetDevice(&device23);
    cudaDeviceProp prop24;
    cudaGetDeviceProperties(&prop24, device23);
    int sms25 = prop24.multiProcessorCount + prop24.warpSize;
    (void)sms25;
    return 0;
}
