// cudagen 0.1 seed 2354 valid
// features: kernel,launch,builtin_vars,device_function,device_noinline,static_device_function,host_function,static_host_function,constexpr_function,main,device_array,shared_var,constexpr_var,struct,struct_template,enum,typedef,if,goto,static_assert,ternary,compound_assign,shift,comparison,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,macro_object,macro_statement,comments
#include "prelude.cuh"

#define NUM_ITERS_1 32
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

static __device__ __noinline__ int count5(int stride6, double* out7, int count8)
{
    SWAP_2(int, count8, stride6);
    if (stride6 > out7[7]) {
        return 033;
    }
    return (((*out7) < stride6) ? stride6 : out7[count8]) * (stride6 / threadIdx.x);
}
enum Op9 : long { SLOW10, ON11, ADD12 };

static void host_fuse13(long long beta14, int len15)
{
    if ((+len15) != beta14) {
        return;
    }
    len15 = len15 - (0x1F + len15);
    len15 >>= len15 - beta14;
}
enum State16 : int { ON17, IDLE18 = 6, GREEN19, BUSY20 };
__device__ long long d_probe21[8] = {64lu, 37, 964};

__global__ void probe22_kernel(const float* coef23, const int* in24, unsigned p25)
{
    int i26 = threadIdx.x;
    int s27 = -52;
    if (threadIdx.x > s27) {
        goto out31;
    }
    if (threadIdx.y <= NUM_ITERS_1) {
        if (gridDim.x < (*coef23)) {
            __shared__ int sh_28;
        }
        int* res29 = &s27;
        unsigned base30 = (coef23 != nullptr) ? ((warpSize * (*res29)) + i26) : count5(3 - p25, nullptr, BUSY20);
    }
out31:;
}
// Layout: row-major, no padding.

constexpr int run_gather32(int count33, short beta34)
{
    return count33 + beta34;
}

inline static __device__ int weigh35(float alpha36, long long a37, long long alpha38)
{
    if ((alpha36 + d_probe21[gridDim.x]) != (alpha38 += threadIdx.x, alpha36)) {
        __shared__ float sh_39[256];
    }
    const int* cnt40 = nullptr;
    const int* s41 = cnt40;
    float mid42 = *cnt40;
    if (s41[3] >= cnt40[alpha38]) {
        goto finish43;
    }
    SWAP_2(float, mid42, alpha36);
finish43:;
    return 0x2bULL;
}
typedef float real44_t;

template <typename T>
struct Cell45 {
    T weight46;
    long val47;
    T vel48;
    __host__ __device__ void total49(T z50)
    {
        weight46 = z50;
    }
};

int main()
{
    int size51 = 2691;
    probe22_kernel<<<32, 512>>>((const real44_t*)nullptr, &size51, (size51 * size51) >> SLOW10);
    probe22_kernel<<<0x4, (ADD12 + (IDLE18 + (NUM_ITERS_1 + (GREEN19 + 209))))>>>((const float*)nullptr, &size51, (size51 - 4523u) << run_gather32(size51, size51));
    if (0x21 <= (size51 + size51)) {
        return 34 * run_gather32(size51, size51);
    }
    Op9 q52 = SLOW10;
    static_assert(41 > 050, "expected value");
    return 0;
}
