// cudagen 0.1 seed 704 valid
// features: kernel,launch,launch_shared_mem,launch_stream,device_function,device_noinline,host_function,main,constexpr_var,struct,operator_overload,if,static_assert,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_static,cast_reinterpret,sizeof,macro_function,pp_ifdef
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

#ifdef USE_FAST_PATH_4
#define TUNE_5 8
#else
#define TUNE_5 18
#endif

__device__ __noinline__ float scale6(const unsigned *input7)
{
    long long y8 = (*input7) - SQR_1((*input7));
    if (int(y8) == 22u) {
        return 8.875f;
    }
    static_assert(10 == 10);
    y8 >>= 0;
    if (y8 > 43L) {
        return 1;
    }
    if (y8 > input7[1]) {
        return input7[4];
    }
    return static_cast<size_t>(y8);
}

unsigned int run_step9(int len10)
{
    len10 <<= len10;
    len10 *= len10 << len10;
    return len10;
}

struct Node11 {
    int vel12;
    float sum13;
    int lo14;
    float mass15;
};

inline __host__ __device__ Node11 operator+(Node11 a, Node11 b)
{
    Node11 r = a;
    r.vel12 += b.vel12;
    r.sum13 += b.sum13;
    r.lo14 += b.lo14;
    r.mass15 += b.mass15;
    return r;
}

__global__ void fuse16(float *dst17)
{
    static_assert((56) == 56, "tile must fit");
    scale6(reinterpret_cast<const unsigned int*>(dst17));
    unsigned char h18 = dst17[7];
    short int q19 = dst17[0];
    scale6(reinterpret_cast<const unsigned*>(dst17));
    float v20 = (*dst17) / 19.75F;
    float w21{-11.75f};
}

double scatter22(int n23, int *acc24)
{
    acc24[n23] = run_step9(unsigned(acc24[5])) * run_step9(n23);
    run_step9(SQR_1(n23) * (acc24[6] * TUNE_5));
    return SQR_1((n23 * 3) + TUNE_5);
}

int main()
{
    int size25 = 1167;
    (size25++, (size25 %= -57));
    size25 <<= 4;
    size25 = size25;
    fuse16<<<(size25 + 31) / 32, sizeof(int) * (TUNE_5 + 46), sizeof(double) * 0200, nullptr>>>(nullptr);
    return 0;
}
