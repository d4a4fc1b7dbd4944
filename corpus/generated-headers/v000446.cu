// cudagen 0.2 seed 446 valid headers
// features: kernel,launch_bounds,launch,device_function,device_noinline,host_function,static_host_function,main,constexpr_var,if,nested_block,shift,comparison,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,sizeof,macro_function,pp_ifdef,comments,multiple_inheritance,if_constexpr,runtime_api,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <algorithm>

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))

#ifdef USE_FAST_PATH_2
#define TUNE_3 10
#else
#define TUNE_3 21
#endif
struct Base5 {
    int m0;
    __host__ __device__ int get0() const { return m0 * 4; }
};
struct Part6 {
    int m1;
    __host__ __device__ int get1() const { return m1 * 2; }
};
struct Combo4 : Base5, Part6 {
    int own;
    __host__ __device__ int sum() const { return get0() + get1() + own; }
};
__host__ __device__ int mix7(int x) {
    Combo4 d{};
    d.m0 = x + 0;
    d.m1 = x + 1;
    d.own = x;
    const Base5 &b = d;
    return d.sum() + b.get0();
}

__global__ void __launch_bounds__(1 << 7, 0x3) gather8_kernel(double b9, int lane10)
{
    lane10 = (b9 += 57, 0b111111) + MIN2_1(b9, 44L) + lane10;
    if (mix7(TUNE_3) < 54) {
        return;
    }
    if ((lane10) != lane10) {
        return;
    }
}
/* NOTE: keep in sync with the host reference. */

__global__ void kick11(unsigned int p12)
{
    p12 = 0x0;
    {
        if constexpr (sizeof(int) == 4) {
            if (p12) {
                return;
            }
            p12 = 30LL;
        } else {
        }
    }
}

__device__ __noinline__ char relax13(int stride14)
{
    int q15 = stride14;
    q15 = (3 + q15);
    return expf(stride14);
}

static __host__ float check_mix16(int stride17, unsigned long a18)
{
    float *diff19 = nullptr;
    if (sqrtf(*diff19) == 26U) {
        return a18;
    }
    stride17 = (sinf(diff19[1]) - diff19[2]) - 12;
    gather8_kernel<<<1 << 0x8, sizeof(int) * 128>>>(expf(19.25f) - 5.625, TUNE_3);
    stride17 = ((stride17 += *diff19, stride17) << (0x12 - stride17)) + MIN2_1(MIN2_1(stride17, TUNE_3), 4);
    return 26l;
}

int main()
{
    int size20 = 3319;
    size20 = 54 - size20;
    size20 = MIN2_1(-mix7(44), 34);
    cudaError_t err21 = cudaGetLastError();
    int ok22 = err21 == cudaSuccess ? 1 : 0;
    kick11<<<(size20 + 127) / 0x80, 0x20>>>(size20 * (ok22 / size20));
    return 0b0;
}
