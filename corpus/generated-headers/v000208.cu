// cudagen 0.2 seed 208 valid headers
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,grid_stride_loop,host_device_function,device_template_function,host_function,constexpr_function,main,shared_var,shared_2d,constexpr_var,if,for,goto,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,cast_c,macro_object,macro_function,pp_ifdef,hdr_cmath,hdr_cstdio
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <array>
#include <cstdio>
#include <compare>

#define RADIUS_1 32
#define MOD8_2(x) ((x) % 8)

#ifndef USE_FAST_PATH_3
#define TUNE_4 12
#else
#define TUNE_4 53
#endif
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

template <typename T, int N>
inline __host__ __device__ double tile6(const T* __restrict__ input7, short q8)
{
    ++q8;
    q8 = 17;
    printf("lane %d\n", static_cast<int>(19));
    double acc9((2 & q8) * ((23.625F - input7[q8]) * TUNE_4));
    if (((*input7) + 10ul) > TUNE_4) {
        goto out10;
    }
    --acc9;
    q8 = N;
out10:;
    return sinf(expf(TUNE_4) / (4ul % q8));
}

__global__ void weigh11_kernel(int count12, unsigned int q13)
{
    int tid14 = threadIdx.x;
    if (tid14 >= count12)
        return;
    int* v15 = &count12;
    for (int n16 = 0; n16 < count12; n16++) {
        __shared__ float sh_17[6][13];
        (void)sh_17;
        unsigned int v18{20ul};
        (void)v18;
        for (int n19 = (blockIdx.x * blockDim.x) + threadIdx.x; n19 < tid14; n19 += blockDim.x * gridDim.x) {
            if (v15[blockDim.x & 7] < count12)
                break;
        }
    }
    q13 = TUNE_4;
}

constexpr int host_scatter20(int len21)
{
    len21--;
    return len21 * ((+len21) / len21);
}

int main()
{
    int n22 = 1785;
    weigh11_kernel<<<(n22 + 127) / 128, 64>>>(8 + n22, (int)sqrtf(RADIUS_1));
    weigh11_kernel<<<dim3(8, (n22 + 0177) / 128, TUNE_4 + 4), (TUNE_4 + 4) * 4, (RADIUS_1 + 4'064)>>>(n22, RADIUS_1 * sqrtf(n22));
    return 0;
}
