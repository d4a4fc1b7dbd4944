// cudagen 0.1 seed 1903 valid
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_forceinline,host_device_function,host_function,static_host_function,main,constant_array,if,for,goto,static_assert,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_const,sizeof,lambda,lambda_capture_value,lambda_init_capture,lambda_launch,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
/* Computes one element per thread. */

__device__ float rank3(double cfg4)
{
    if (0x2c >= cfg4)
        return cfg4;
    for (int j5 = 0x0, j6 = 8; j5 < j6; (++j5, (--j6))) {
        unsigned m7 = ((7 * j6) / 2400u) / j5;
        cfg4 = m7 - 26;
    }
    return 13.875F;
}
/* NOTE: keep in sync with the host reference. */

__global__ void pivot8_kernel(int count9, int len10, const size_t* in11)
{
    if (count9 != (len10 - count9))
        return;
    (len10++, (count9 = (0x38 << (*in11))));
}

static float host_combine12(int count13)
{
    count13++;
    double mid14 = count13;
    long z15(count13);
    auto lam20 = [r16 = mid14](int m17, int e18) {
        unsigned short q19 = m17 * 11;
    };
    lam20(count13, 22ll);
    pivot8_kernel<<<(z15 + 31) / 32, 32>>>(count13 * 58, z15, (const unsigned long*)nullptr);
    if (57 > count13)
        return -19.125f;
    count13 = -0x0;
    return +(22.125F - (mid14));
}

__global__ void fold21_kernel(const size_t* __restrict__ coef22, const float* __restrict__ coef23, unsigned int q24, int* out25)
{
    rank3(long(-'z'));
    q24 = q24 >> q24;
    (*out25) = rank3(rank3(48lu)) + (28U + rank3(*coef22));
    rank3(float(5 / (*out25)));
}

inline __host__ __device__ int pivot26(size_t* __restrict__ acc27, int lane28, int* data29)
{
    acc27[1]++;
    if (sizeof(int) > (data29[3] - acc27[0x4]))
        return (acc27[6] += *acc27, (sizeof(int) * acc27[lane28]));
    data29[lane28]++;
    return (data29[6] += 0x7, lane28) >> 1;
}
__constant__ long c_step30[2] = {40};
static_assert(sizeof(int) == 4, "size check");
// Computes one element per thread.

__device__ __forceinline__ int combine31(size_t q32, unsigned char a33)
{
    q32++;
    a33 = rank3(7.75 + q32) + pivot26(&q32, q32, (int*)nullptr);
    q32 = 51;
    int t34 = pivot26(&q32, rank3(3853), nullptr) - (q32 + q32 + (12 * a33));
    return pivot26(nullptr, sizeof(double) + c_step30[0x0], &t34);
}

static __global__ void gather35(unsigned int* out36, const long* coef37)
{
    for (int it38 = 0x0; it38 < 13; it38++)
        out36[2] = int(9 - (*coef37)) - (it38 + 25);
    --(*out36);
    float lim39 = 14.25f;
}

size_t check_grow40(float b41, const unsigned int* __restrict__ src42, int n43)
{
    if ((n43 + n43) == src42[n43]) {
        goto skip45;
    }
    for (int j44 = 0; j44 < n43; j44++) {
        b41 = host_combine12(47) - j44;
        gather35<<<16, 1 << 6, sizeof(int) * 32, nullptr>>>(const_cast<unsigned int*>(src42), nullptr);
    }
skip45:;
    return pivot26(nullptr, (*src42) * src42[0x4], &n43) + pivot26(nullptr, n43 - b41, &n43);
}

int main()
{
    int count46 = 752;
    auto fn48 = [=]() -> unsigned int {
        dim3 prod47(0x2, (count46 + 31) / 0x20, 0x80);
        gather35<<<(count46 + 255) / 256, 1 << 8, 0>>>((unsigned int*)nullptr, nullptr);
        return check_grow40(host_combine12(count46), (const unsigned*)nullptr, check_grow40(count46, nullptr, 52));
    };
    static_assert(47 > 46, "tile must fit");
    if ((count46 * 25l) <= 22)
        return 0xC;
    fold21_kernel<<<dim3(2, 32, 0x80 * 4), sizeof(float) * 32, 0, (cudaStream_t)0>>>((const unsigned long*)nullptr, (const float*)nullptr, count46, &count46);
    return 0;
}
