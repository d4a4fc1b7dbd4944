// cudagen 0.2 seed 577 valid headers
// features: kernel,launch_bounds,launch,launch_stream,builtin_vars,host_function,main,local_array,if,if_else,if_init,compound_assign,bitwise,logical,comparison,comma,pointer_arith,address_of,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_static,macro_function,macro_paste,runtime_api
#include <cuda_runtime.h>
#include <cmath>
#include <cooperative_groups.h>
#include <cuda_fp16.h>

#define SQR_1(x) ((x) * (x))
#define MOD8_2(x) ((x) % 8)
#define CAT_3(a, b) a##b

__global__ void __launch_bounds__(1024) bump4(int *data5, int count6, float a7)
{
    int gid8 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid8 >= count6) {
        return;
    }
    count6 += gridDim.x * (4751 & count6);
    double mid9[2] = {19.375, 49l};
    int u10 = 10L;
    unsigned char s11 = threadIdx.y;
    (void)s11;
    mid9[1] = -7.5F;
    u10 = 60ull * CAT_3(count, 6);
    if (!(data5 == nullptr)) {
        return;
    }
}

float split12(int count13, int len14)
{
    len14 |= count13 * 2;
    bool t15 = MOD8_2(len14 & count13) | ((len14 % 15) & (7 + count13));
    (void)t15;
    return MOD8_2(len14 + count13) - 1;
}

int main(void)
{
    int len16 = 3649;
    cudaEvent_t start17, stop18;
    cudaEventCreate(&start17);
    cudaEventCreate(&stop18);
    cudaEventRecord(start17);
    cudaEventRecord(stop18);
    cudaEventSynchronize(stop18);
    float ms19 = 0.0f;
    cudaEventElapsedTime(&ms19, start17, stop18);
    cudaEventDestroy(start17);
    cudaEventDestroy(stop18);
    if (size_t x20 = ms19 + ((1 + len16) * (ms19)); (ms19 += -22.75f, len16) >= ms19) {
        ms19 -= (len16 += len16, (2502 + len16)) / (2996 & len16);
    } else if (float lim21 = ms19; (CAT_3(x, 20) * 18) >= SQR_1(x20)) {
        bump4<<<256, 128>>>(&len16, ms19, (ms19 += lim21, (4 ^ len16)));
        cudaStream_t res22 = nullptr;
        (void)res22;
    } else {
        unsigned short res23[8] = {15, 49, static_cast<unsigned short>(CAT_3(len, 16))};
        (void)res23;
    }
    return 0;
}
