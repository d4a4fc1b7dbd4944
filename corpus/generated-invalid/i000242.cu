// cudagen 0.1 seed 242 invalid:nonconstant_case_label
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,host_device_function,main,auto_var,namespace,if,if_else,for,pragma_unroll,do_while,goto,static_assert,compound_assign,bitwise,logical,comparison,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,sizeof,macro_object,macro_function,pp_ifdef
#include "prelude.cuh"

#define RADIUS_1 128
#define LOW_BITS_2(x) ((x) & 0xF)
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 4
#else
#define TUNE_4 20
#endif

__host__ __device__ int probe5(const unsigned char* __restrict__ coef6)
{
    auto idx7 = coef6[7];
    if (coef6 != nullptr) {
        int iter8 = 0;
        do {
            idx7 = LOW_BITS_2(iter8);
            idx7 %= (long)39;
            ++iter8;
        } while (iter8 < iter8);
        float val9 = 22.75F;
    } else {
    }
    return coef6[1];
}

__global__ void norm10_kernel(unsigned int p11, int count12, int* dst13, float q14)
{
    if (((q14 - (*dst13)) == dst13[6]) || ((q14 * 'z') > p11)) {
        #pragma unroll 8
        for (int n15 = 0; n15 < count12; ++n15) {
            if (!(p11 > 59)) {
                break;
            }
            (*dst13) = 54;
            dst13[7] = 10U;
        }
    }
}

namespace ops16 {
__global__ void norm17(float b18)
{
    b18 *= 9.0F;
    probe5(nullptr);
    if ((b18 + 6) <= b18) {
        return;
    }
    int w19 = 0;
    if (3ll > (w19 * 39LL)) {
        goto out20;
    }
    do {
        if (probe5(nullptr)) {
            return;
        }
        probe5((const unsigned char*)nullptr);
        ++w19;
    } while (w19 < 5);
out20:;
}
} // namespace ops16

int main()
{
    int n21 = 2730;
    int lim_23 = 4;
    switch (n21) {
    case lim_23:
        break;
    }
    for (int i22 = 0; i22 < n21; i22 += 2) {
        n21 |= -2041;
        static_assert(sizeof(int) == 4);
        n21 = n21;
    }
    norm10_kernel<<<dim3(256), dim3(sizeof(float) * 2, (n21 + 63) / 64)>>>((n21), n21 - (n21 % 39), &n21, LOW_BITS_2(n21) - (15.375f - n21));
    ops16::norm17<<<dim3((RADIUS_1), (n21 + 63) / 64, (n21 + 63) / 64), (TUNE_4 + (TUNE_4 + 24)), 0>>>(10ul);
    return 0;
}
