// cudagen 0.1 seed 9 invalid:kernel_nonvoid_return
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,host_function,static_host_function,default_args,main,constexpr_var,local_array,const_local,struct,if,for,goto,nested_block,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

#ifdef USE_FAST_PATH_5
#define TUNE_6 3
#else
#define TUNE_6 51
#endif

__device__ __forceinline__ float warp7(int lane8) {
    lane8 = (29 - threadIdx.y) - (sizeof(unsigned) + (lane8));
    lane8 |= lane8;
    return (19u - lane8) % 46ull;
}

struct Stats9 {
    unsigned long z10;
    bool sum11;
};

struct Span12 {
    int flag13;
    bool vel14;
    unsigned int w15;
};

int check_pivot16(float* buf17) {
    buf17[4] = 28UL - (buf17[0x2] - 24.75f);
    Stats9 cnt18{0x29, static_cast<bool>((1))};
    constexpr double v19 = 4;
    cnt18.z10++;
    return LOW_BITS_1((static_cast<long>(*buf17) + TUNE_6));
}

template <typename T, typename U>
__global__ void accum20_kernel(T a21, long long* buf22, int lane23, U* out24) {
    float q25 = 0x37;
    a21 = gridDim.x;
    a21 -= q25;
    Span12 w26 = Span12{};
}

inline __device__ void blend27(int len28) {
    if (!(len28 == len28)) {
        goto done32;
    }
    len28 = len28 - (LOW_BITS_1(len28) - static_cast<unsigned int>(len28));
    for (int i29 = 0x0; i29 < 14; i29 += 3) {
        for (int i30 = 0; i30 < i29; i30++) {
            if ((threadIdx.x & i29) >= sizeof(unsigned int)) {
                unsigned int acc31 = 4927 >> i29;
            }
            len28 = i29;
        }
    }
    len28 = TUNE_6;
done32:;
}

template <typename T, int N = 4>
__global__ void combine33(const T* in34, int len35) {
    unsigned i36 = threadIdx.x;
    if (i36 >= len35)
        return;
    int h37[5]{49, 9, N, len35, static_cast<int>(warpSize)};
    int h38 = len35 % threadIdx.y;
    char base39[3] = {};
}

static __host__ double run_lerp40(int n41 = 40) {
    int h42 = n41;
    float y43 = TUNE_6 * (n41 >> LOW_BITS_1(h42));
    constexpr int lo44 = 2 * 0x5 * 3;
    const float y45 = TUNE_6;
    return (check_pivot16(&y43) + check_pivot16(&y43)) - (y45 + h42);
}
__global__ int bad_kernel49(const int *in)
{
    return in[threadIdx.x];
}

int main() {
    int size46 = 0xa59;
    {
        accum20_kernel<int, unsigned int><<<1 << 2, 8 * 16, 0, 0>>>((41 * size46) - TUNE_6, nullptr, size46, (unsigned int*)nullptr);
        accum20_kernel<long, int><<<TUNE_6 + (TUNE_6 + (TUNE_6 + 103)), sizeof(int) * (TUNE_6 + 0115)>>>(size46, static_cast<long long*>(nullptr), size46, &size46);
    }
    for (int j47 = 0x0; j47 < size46; j47 += 0x1)
        combine33<int, ((4))><<<2, 1 << 9>>>(nullptr, 24UL);
    long diff48 = 0x3a;
    return 0;
}
