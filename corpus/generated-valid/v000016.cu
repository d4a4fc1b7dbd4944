// cudagen 0.1 seed 16 valid
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,launch_stream,host_function,constexpr_function,main,device_var,constant_array,constexpr_var,struct,struct_methods,class_private,operator_overload,aligned_struct,enum_class,namespace,anon_namespace,for,ternary,compound_assign,shift,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,lambda,lambda_generic,macro_object,macro_paste,macro_statement
#include "prelude.cuh"

#define NUM_ITERS_1 256
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
constexpr int BLOCK6 = sizeof(unsigned int) * 32;

static __global__ void score7(const long* coef8)
{
    constexpr int y9 = 18;
    int x10 = -3446;
}

class Cell11 {
    int val12;
    int val13;
public:
    __host__ __device__ Cell11(int a14, int a15) : val12(a14), val13(a15) {}
    __host__ __device__ void scale16(float y17)
    {
        ACCUM_2(val12, (14LL));
    }
};

constexpr int check_sift18(int len19, float alpha20)
{
    double val21 = alpha20;
    return (len19 + 036 + val21) * ((len19 ? 3264 : alpha20) / BLOCK6);
}
enum class Level22 { On23, Busy24 };

struct alignas(8) Stats25 {
    float sum26;
    bool z27, mass28;
    __host__ __device__ float reset29() const
    {
        unsigned diff30 = (4307lu + (z27 >> 6)) - sizeof(char);
        return diff30;
    }
    __host__ __device__ float apply31() const
    {
        bool prod32 = (sum26);
        int stride33 = NUM_ITERS_1;
        return 22.0f;
    }
};

inline __host__ __device__ Stats25 operator+(Stats25 a, Stats25 b)
{
    Stats25 r = a;
    r.sum26 += b.sum26;
    return r;
}

namespace img34 {
__device__ int d_fold35;
} // namespace img34

namespace {
__constant__ float c_combine36[2] = {22.375F, 1565};

struct Span37 {
    int id38;
    unsigned val39;
    __host__ __device__ unsigned bump40() const
    {
        constexpr double u41 = 37u;
        return (u41 - CAT_5(val, 39));
    }
    __host__ __device__ int bump42(int flag43) const
    {
        return 8lu;
    }
};
} // namespace

__global__ void gather44(char* __restrict__ out45, int stride46)
{
    stride46 <<= out45[stride46];
    unsigned long long off47 = sizeof(unsigned) - c_combine36[stride46];
    for (int i48 = 0; i48 < img34::d_fold35; ++i48)
        (*out45) = 6;
    ACCUM_2(off47, (img34::d_fold35));
}

int main()
{
    int size49 = 2468;
    auto step53 = [](auto idx50, auto sum51) {
        idx50 = 0;
        unsigned base52 = (CAT_5(idx, 50) * sizeof(int)) - (idx50);
        return idx50 * 2;
    };
    gather44<<<(size49 + 255) / 256, 64, 0, (cudaStream_t)0>>>(nullptr, (float)BLOCK6);
    int v54(step53(CAT_5(size, 49), size49));
    score7<<<(size49 + 127) / 128, BLOCK6 + (BLOCK6 + 256), BLOCK6 * 2, nullptr>>>(nullptr);
    return 0;
}
