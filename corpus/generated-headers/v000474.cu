// cudagen 0.2 seed 474 valid headers
// features: kernel,launch,launch_shared_mem,host_function,main,shared_var,extern_shared,switch,goto,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_statement,bit_field,hdr_cmath
// nvcc: -std=c++20 -rdc=true
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <numeric>
#include <cmath>
#include <cuda_fp16.h>

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
struct Header4 {
    signed int f0 : 11;
    unsigned : 0;
    int f1 : 9;
    signed int f2 : 11;
    bool on : 1;
};
__host__ __device__ int pack5(int x) {
    Header4 b{};
    b.f0 = 53;
    b.f1 = 26;
    b.f2 = 31;
    b.on = x > 2;
    return static_cast<int>(b.f0) + static_cast<int>(b.f1) + static_cast<int>(b.f2) + (b.on ? 1 : 0);
}

__global__ void count6(const int* src7, const int* input8, const float* src9)
{
    extern __shared__ int dyn_10[];
    dyn_10[2] = (int)(*src7);
    int base11 = pack5(4275l & pack5(src7[2]));
    float y12 = (base11 - 1) % dyn_10[6];
    (void)y12;
    if (pack5(0xE) > dyn_10[7]) {
        goto skip15;
    }
    switch (base11 - 5) {
    case 11:
        break;
    case 0x0: {
        double res13 = (pack5(22U) % 5) - (sizeof(signed char) | dyn_10[base11 & 0x7]);
        (void)res13;
        float acc14 = 7.625f;
        (void)acc14;
        break;
    }
    default:
        break;
    }
skip15:;
}

long run_sift16(char beta17, int n18, float alpha19)
{
    unsigned short diff20 = beta17;
    (void)diff20;
    if ((beta17 + n18) < 35) {
        goto finish21;
    }
    ceilf(1.375F);
    floorf(alpha19);
finish21:;
    return (~pack5(46)) - sinf((13.875f));
}

int main()
{
    int count22 = 3916;
    fabsf(expf(sqrtf(count22)));
    count6<<<(count22 + 31) / 32, sizeof(unsigned int) * 32, (1024)>>>((const int*)nullptr, nullptr, nullptr);
    count22--;
    return 0;
}
