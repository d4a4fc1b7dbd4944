// cudagen 0.1 seed 677 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,main,shared_var,shared_2d,constexpr_var,struct,struct_methods,operator_overload,aligned_struct,namespace,nested_namespace,if,goto,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,lambda,lambda_init_capture,macro_function,pp_ifdef
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))

#ifdef USE_FAST_PATH_3
#define TUNE_4 2
#else
#define TUNE_4 32
#endif

__host__ __device__ unsigned update5(int n6, int n7)
{
    char flag8 = ~((((double)n6) > n7) ? ((long long)n7) : TWICE_PLUS_2(n6, 40));
    float hi9 = flag8 >> ((flag8 += TUNE_4, flag8) * ((long)14u));
    if ((-n7) != n6) {
        int lim10 = static_cast<short>(sizeof(int)) | (flag8 + n6);
        n7 -= static_cast<int>(41 * hi9) | 7;
    }
    return (46 % static_cast<unsigned char>(hi9)) | static_cast<unsigned char>(MIN2_1(hi9, 25));
}

namespace impl11::v12 {
struct alignas(16) Bounds13 {
    float hi14;
    int val15;
    __host__ __device__ void scale16(float x17)
    {
        ++x17;
    }
    __host__ __device__ float total18(float mid19) const
    {
        if (hi14 != val15)
            return TUNE_4;
        return hi14 + (8.375F + val15);
    }
};

__host__ __device__ Bounds13 operator+(Bounds13 a, Bounds13 b)
{
    Bounds13 r = a;
    r.hi14 += b.hi14;
    r.val15 += b.val15;
    return r;
}

__device__ __host__ int rank20(const short int *coef21, impl11::v12::Bounds13 cfg22)
{
    unsigned int *hi23 = static_cast<unsigned int*>(nullptr);
    (hi23[2]--, ((*hi23) >>= static_cast<short>((float)(9 + hi23[1]))));
    return TWICE_PLUS_2((int)cfg22.hi14, hi23[0] - alignof(float)) * MIN2_1(double(coef21[1]), (static_cast<int>(TUNE_4)));
}
} // namespace impl11::v12

__global__ void merge24_kernel(float *buf25, int *out26)
{
    int i27 = threadIdx.x;
    if (i27 <= threadIdx.y)
        return;
    __shared__ float sh_28[64];
    __shared__ unsigned sh_29[7][17];
}

void decay30(const impl11::v12::Bounds13 &beta31, int count32)
{
    merge24_kernel<<<16, TUNE_4 + 32>>>(nullptr, &count32);
    merge24_kernel<<<(count32 + 0b1111111) / 128, (TUNE_4 + 96) * 4>>>((float*)nullptr, nullptr);
    auto fn36 = [stride33 = count32]() -> float {
        float q34 = (float)(((long)stride33) * stride33);
        float stride35{3.0f};
        (++stride35, (stride35 = (((+stride33) >= stride33) ? (stride33 * stride33) : stride33) & ((stride33 >> 0) + long(stride35))));
        return q34;
    };
    if ((beta31.val15) > beta31.hi14) {
        goto skip37;
    }
    static_assert(sizeof(int) == 4);
    merge24_kernel<<<(count32 + 0b11111) / 32, 64 * 8>>>(nullptr, &count32);
skip37:;
}

int main()
{
    int count38 = 1755;
    merge24_kernel<<<(count38 + 255) / 256, 1 << 5>>>(nullptr, nullptr);
    merge24_kernel<<<(count38 + 31) / 32, sizeof(unsigned int) * 32>>>(static_cast<float*>(nullptr), &count38);
    merge24_kernel<<<16 * 8, (TUNE_4 + 32) * 4, 0, 0>>>(nullptr, (int*)nullptr);
    return 0;
}
