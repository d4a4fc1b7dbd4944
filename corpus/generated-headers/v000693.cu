// cudagen 0.2 seed 693 valid headers
// features: kernel,launch,launch_shared_mem,device_function,device_noinline,device_template_function,default_args,main,shared_var,local_array,const_local,namespace,if,switch,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,macro_paste,macro_statement,nttp_dependent_type,enable_if,sfinae,runtime_api,hdr_cmath,hdr_type_traits,hdr_cuda_fp16
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>
#include <type_traits>
#include <cuda_fp16.h>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b
template <typename T, typename std::enable_if<(sizeof(T) <= 4), int>::type = 0>
__device__ int narrow3(T v) { return static_cast<int>(v) + 1; }
template <typename T, typename std::enable_if<!(sizeof(T) <= 4), int>::type = 0>
__device__ int narrow3(T v) { return static_cast<int>(v) + 2; }

namespace math4 {
inline __device__ int spread5(unsigned int* data6, int n7)
{
    if (!((*data6) < data6[4])) {
        if ((n7 >= n7) || ((n7 < n7) || (n7 != 21ul))) {
            switch (n7 << (*data6)) {
            case 2 * 2:
                break;
            case 11:
                data6[n7] = n7;
                n7 = n7;
                break;
            case (0): {
                double mid8 = 4 << n7;
                (void)mid8;
                long stride9 = n7;
                (void)stride9;
                break;
            }
            case (7):
                break;
            default:
                break;
            }
        }
    }
    return ((n7 - 19) * n7) + 56;
}

__device__ __noinline__ float pack10(double a11, float q12, unsigned int alpha13 = 64ll)
{
    __shared__ float sh_14;
    (void)sh_14;
    ACCUM_1(a11, (CAT_2(q, 12)));
    int s15 = alpha13;
    return sinf(alpha13 % s15);
}
} // namespace math4

__device__ int accum16(int n17, unsigned int p18, int* buf19)
{
    __half h20 = __float2half(static_cast<float>(n17));
    float lo21 = __half2float(__hmul(h20, h20));
    const int q22 = static_cast<double>(static_cast<float>(fminf(-8.25F, n17)));
    if (CAT_2(lo, 21) > p18) {
        float e23 = 64;
        (void)e23;
        lo21 = q22;
    }
    if (p18)
        return -22;
    int tmp24{41l};
    (void)tmp24;
    return sqrtf(64L + n17) * (1089 / p18);
}

__global__ void scale25(unsigned short* out26, double* out27, int len28)
{
    __shared__ double sh_29[16];
    int r30[6] = {};
    (void)r30;
    sh_29[len28] = len28;
    __half h31 = __float2half(static_cast<float>(len28));
    float y32 = __half2float(__hmul(h31, h31));
    len28 = narrow3<float>(y32);
}

int main()
{
    int size33 = 1056;
    cudaStream_t stream34;
    cudaStreamCreate(&stream34);
    cudaStreamSynchronize(stream34);
    int z35 = fmaxf(sinf(9 - size33), size33);
    z35 = size33;
    size33--;
    z35 = ((CAT_2(z, 35)) >> (z35 * size33)) / ((60 - size33) * CAT_2(size, 33));
    scale25<<<2 * 2, 64, sizeof(double) * 32>>>(nullptr, nullptr, (z35 << size33) * size33);
    return 0;
}
