// cudagen 0.1 seed 241 valid
// features: kernel,launch,launch_shared_mem,device_function,host_device_function,host_function,main,shared_var,extern_shared,constexpr_var,const_local,struct,struct_methods,aligned_struct,enum,enum_class,anon_namespace,if,while,switch,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,member_access,array_index,call,method_call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_object,macro_function,macro_paste,macro_statement,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 8
#define MOD8_2(x) ((x) % 8)
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b
#undef BLOCK_SIZE_1
#define BLOCK_SIZE_1 48

__global__ void scale8(int n9, int stride10)
{
    extern __shared__ float dyn_11[];
    int q12 = -13;
    if (q12 > 10U) {
        dyn_11[q12] = MOD8_2((n9)) + BLOCK_SIZE_1;
        switch (CAT_7(stride, 10)) {
        case (6):
            if (stride10 - CAT_7(n, 9))
                return;
            break;
        }
        stride10--;
    }
}
enum Kind13 : unsigned int {
    SLOW14 = 3,
    RED15 = 5,
    LOW16,
    LOW17,
    ON18
};

struct Tile19 {
    float y20;
    unsigned int mass21;
    char y22;
};

inline __host__ __device__ double blend23(unsigned cfg24, int len25, int n26)
{
    ++len25;
    cfg24 &= 5;
    if ((len25 - 54) > 4)
        return 16.625f;
    int w27 = 0;
    while (w27 < w27) {
        len25 = n26;
        n26++;
        ++w27;
    }
    return CAT_7(n, 26) + (n26);
}

__device__ int tile28(int* dst29)
{
    blend23(1 * static_cast<float>(*dst29), *dst29, *dst29);
    dst29[1] = dst29[0b111];
    if (dst29[1] < dst29[0b0]) {
        if (dst29[3] > dst29[0])
            return blend23(blend23(37, *dst29, *dst29), 43ul, LOW17 & (*dst29));
        double e30 = 2.875;
    }
    --dst29[0b100];
    return 44;
}

namespace {
enum struct Phase31 : int { Add32, Busy33 };

struct __align__(8) Bounds34 {
    unsigned int hi35;
    int count36;
    __host__ __device__ void get37(double f38)
    {
        count36 >>= SLOW14 - (count36 + alignof(double));
    }
    __host__ __device__ unsigned int scale39() const
    {
        const unsigned val40 = 28;
        return sizeof(Bounds34) + ((double)CAT_7(hi, 35));
    }
};

__host__ __device__ unsigned probe41(int lane42, int count43, long* buf44)
{
    lane42--;
    Kind13 q45 = ON18;
    count43++;
    return count43;
}
} // namespace

void check_spread46(Bounds34 beta47)
{
    probe41(beta47.count36, MAX2_3(probe41(beta47.count36, beta47.hi35, nullptr), beta47.hi35), nullptr);
    int tmp48 = beta47.hi35;
    scale8<<<(64), ON18 + 56, 0>>>(14, beta47.scale39());
}

int main()
{
    int count49 = 1302;
    count49++;
    count49 = MOD8_2(count49);
    if (count49 > probe41(count49, count49, (long*)nullptr)) {
        probe41((count49) * (2501 - count49), count49, nullptr);
        count49 = ~count49;
        double* m50 = nullptr;
    }
    return 0;
}
