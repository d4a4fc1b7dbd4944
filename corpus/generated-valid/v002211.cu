// cudagen 0.1 seed 2211 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,main,shared_var,static_shared,constexpr_var,if,do_while,goto,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,alignof,macro_paste,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b

__global__ void __launch_bounds__(1 << 5) norm3_kernel(float* dst4)
{
    dst4[0x3] = +dst4[2];
    int hi5 = (((*dst4) - alignof(double)) / ((unsigned)3967ul)) * (0x14 * (*dst4));
    if ((hi5 + dst4[hi5]) == dst4[1]) {
        goto skip7;
    }
    if (dst4[hi5] == (7 + dst4[6])) {
        (*dst4)++;
        int res6 = dst4[hi5];
        dst4[hi5] = sizeof(float);
    }
skip7:;
}
constexpr long STEPS8 = 0x5;

__device__ float drift9(int lane10)
{
    static __shared__ float sh_11[16];
    if (lane10 != lane10) {
        sh_11[13]--;
    }
    short int h12 = sh_11[lane10] + (STEPS8 - sh_11[lane10]);
    int iter13 = 0;
    do {
        --h12;
        lane10 = h12;
        ++iter13;
    } while (iter13 < iter13);
    return 19.375f;
}

int main()
{
    int n14 = 1471;
    norm3_kernel<<<dim3(STEPS8 + (STEPS8 + 0xF6), (n14 + 127) / 128), dim3(16 * (STEPS8 + (STEPS8 + (STEPS8 + 1)))), (STEPS8 + (STEPS8 + 4086)), (cudaStream_t)0>>>((float*)nullptr);
    if ((CAT_2(n, 14) < n14) || (n14 == STEPS8)) {
        return STEPS8;
    }
    const int* k15 = &n14;
    ACCUM_1(n14, ((-(k15[n14])) + (39 * n14 * (STEPS8 + k15[n14]))));
    ACCUM_1(n14, (23));
    return 0;
}
