// cudagen 0.2 seed 993 valid headers
// features: kernel,kernel_static,launch,launch_shared_mem,device_function,host_device_function,main,constexpr_var,if,if_else,ternary,bitwise,logical,comparison,comma,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,macro_object,comments,local_class,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <cstdio>

#define WARPS_1 256
template <typename F>
__global__ void applyEach2(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__device__ void reduce3(float *data4, int lane5)
{
    lane5 = data4[lane5 & 7];
    long q6(fabsf(expf(ceilf(33u))));
    data4[lane5] = fminf(fabsf(*data4), ((data4[7] != 58) && (q6 & 1)) ? cosf(0b1111) : float(14UL));
    unsigned long *y7 = nullptr;
    (void)y7;
}
/* NOTE: keep in sync with the host reference. */

inline __host__ __device__ int step8(int count9, int n10)
{
    float m11 = n10;
    int val12 = 29ULL;
    int mid13 = count9 + 28l;
    if ((n10 + 20u) <= (WARPS_1 & count9)) {
        if (mid13)
            return +n10;
        struct Local14 {
            int s;
            __host__ __device__ int add(int v) { s += v; return s; }
        };
        Local14 cnt15{2};
        int r16 = cnt15.add(sqrtf(count9));
        (void)r16;
    } else {
    }
    return count9 / (((unsigned int)mid13) * ((n10 != mid13) ? val12 : m11));
}

static __global__ void weigh17_kernel(int count18, int count19)
{
    if (count19 != count19) {
        if (0b100110 == (count18 / 14)) {
            constexpr int r20 = 29UL;
            (void)r20;
            float val21 = 8.0f - count18;
            (void)val21;
        } else {
            count19 = (4 % count18) / count18;
        }
    }
}

int main(void)
{
    int n22 = 2575;
    weigh17_kernel<<<(1), (256), 0>>>(cosf(WARPS_1), (unsigned long long)((unsigned int)n22));
    n22 = (n22 += 58U, n22);
    return 0;
}
