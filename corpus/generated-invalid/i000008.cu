// cudagen 0.1 seed 8 invalid:redeclared_host_as_device
// features: kernel,restrict_params,launch,device_function,device_noinline,static_device_function,host_function,main,device_var,constant_array,constexpr_var,if,for,goto,ternary,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_reinterpret,macro_object,macro_paste,macro_statement,pp_undef
#include "prelude.cuh"

#define RADIUS_1 32
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#undef RADIUS_1
#define RADIUS_1 24
static __device__ float d_drift6;

static __device__ __noinline__ int sweep7(const float* __restrict__ input8) {
    d_drift6 = 3.25f;
    d_drift6++;
    double stride9 = d_drift6;
    return (!((d_drift6 += stride9, RADIUS_1) >= RADIUS_1)) ? 5 : input8[5];
}
__constant__ char c_tile10[8] = {-20, -52l, 22, 36, 22L, 0, 127UL, 50};
__constant__ unsigned c_sift11[8] = {0x124, 64, 0x6, 14ul, 34, 18, 0x40, 03002};

__global__ void weigh12(int n13) {
    for (int n14 = 6; n14 > 0; --n14) {
        if ((c_sift11[n13] - n14) >= RADIUS_1)
            break;
        d_drift6 = 051ul;
        int acc15 = (d_drift6 += 9, (d_drift6 += 8.875f, RADIUS_1)) + CAT_5(n, 13);
    }
    constexpr int acc16 = RADIUS_1 + 22;
    long e17 = 655u;
    int t18 = 49L;
}

inline double run_blend19(int count20, size_t* __restrict__ data21, int stride22) {
    weigh12<<<(4), RADIUS_1 + 232>>>(077 - count20);
    data21[0x5] = *data21;
    return 7.5;
}

int mix23(float* __restrict__ data24, int n25) {
    data24[n25] = CAT_5(n, 25);
    if (!data24) {
        goto skip26;
    }
    run_blend19(n25 - (*data24), reinterpret_cast<unsigned long*>(data24), 44ULL);
    weigh12<<<1 << 5, (RADIUS_1 + 8) * 8>>>(run_blend19(n25, nullptr, (n25 < n25) ? data24[n25] : data24[0x2]));
    data24[6] = data24[n25] / ((data24[0x2] >= 50) ? run_blend19(0xf, reinterpret_cast<size_t*>(data24), 0) : 3.875f);
skip26:;
    return run_blend19(0x22u + (CAT_5(n, 25) >> 7), reinterpret_cast<size_t*>(data24), n25);
}
__device__ int both31(int x);
__host__ int both31(int x)
{
    return x;
}

int main() {
    int len27 = 3739;
    int e28 = len27;
    long cnt29 = CAT_5(len, 27);
    if (!(e28 <= e28))
        return (unsigned long long)(len27 + 073UL);
    weigh12<<<(e28 + 0x3F) / 64, RADIUS_1 + 8>>>(61);
    int flag30{0x3E};
    return 0;
}
