// cudagen 0.1 seed 2009 valid
// features: kernel,restrict_params,launch,launch_shared_mem,builtin_vars,host_function,main,shared_var,constexpr_var,auto_var,struct,class_private,if,static_assert,compound_assign,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste,pp_ifdef,comments
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#define USE_FAST_PATH_6

#ifdef USE_FAST_PATH_6
#define TUNE_7 8
#else
#define TUNE_7 52
#endif
constexpr int BLOCK8 = sizeof(float) * 2;
/* Helper used by the kernels below. */

__global__ void weigh9(int lane10, int lane11, short int a12)
{
    if ((gridDim.x <= a12) || lane10)
        return;
    if (!lane10) {
        int mid13 = (int)(-26);
        if (CAT_5(mid, 13) >= mid13)
            return;
        lane10 = lane10;
    }
    a12 -= BLOCK8;
    if ((lane11 / TUNE_7) >= 0x2b)
        return;
}

class Bounds14 {
    int weight15;
public:
    __host__ __device__ Bounds14(int a16) : weight15(a16) {}
    __host__ __device__ void total17(int k18)
    {
        weight15 = BLOCK8;
    }
    __host__ __device__ void get19(int q20)
    {
        Bounds14 x21(8 - weight15);
    }
};

__global__ void smooth22(unsigned int p23, double a24, const float *coef25, unsigned *__restrict__ dst26)
{
    if ((*dst26) - threadIdx.x) {
        __shared__ float sh_27;
    }
    p23 = static_cast<int>((float)(BLOCK8 + blockIdx.z));
    --dst26[p23];
    auto sum28 = 0x4 * ADD3_2(dst26[5], a24, p23) * TUNE_7;
    static_assert(58 > 0b111001, "expected value");
    p23 = (blockIdx.x - BLOCK8) % (TUNE_7);
}

__host__ int host_march29(int count30, int n31)
{
    count30 >>= 0x1;
    count30 += 0x19;
    long h32 = count30;
    return (TUNE_7);
}

int main()
{
    int len33 = 0xB46;
    weigh9<<<1, (BLOCK8 + 8) * 8>>>(BLOCK8 + len33, ADD3_2(len33, sizeof(Bounds14), BLOCK8) + BLOCK8, host_march29(len33 * 45, static_cast<int>(43)));
    constexpr char off34 = 2;
    smooth22<<<(128), TUNE_7 + 0x78, (BLOCK8 + 4088)>>>(BLOCK8, off34, (const float*)nullptr, nullptr);
    return 0x0;
}
