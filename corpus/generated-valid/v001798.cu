// cudagen 0.1 seed 1798 valid
// features: kernel,kernel_template,launch,launch_shared_mem,builtin_vars,main,shared_var,extern_shared,constexpr_var,local_array,const_local,enum,if,if_else,for,while,goto,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,comments
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))

__global__ void accum2_kernel(int n3, float* acc4, const int* coef5, int lane6)
{
    int i7 = threadIdx.x;
    if ((acc4[2] > i7) || (26 != n3)) {
        return;
    }
    (*acc4) = 9 / lane6;
    char* v8 = static_cast<char*>(nullptr);
    (++acc4[5], (acc4[0b101] -= (29 + lane6) & blockDim.x));
}
enum State9 { ON10, SLOW11, IDLE12, OFF13 };
// NOTE: keep in sync with the host reference.

__global__ void spread14(long long* acc15, unsigned int b16)
{
    unsigned tid17 = (blockIdx.x * blockDim.x) + threadIdx.x;
    b16 = IDLE12;
    (*acc15) = 25ll;
    long long* base18 = static_cast<long long*>(nullptr);
    State9 s19 = OFF13;
}

__global__ void filter20(int len21, State9 beta22, unsigned* data23)
{
    extern __shared__ float dyn_24[];
    unsigned int gid25 = threadIdx.x;
    len21 += sizeof(unsigned long);
    for (int it26 = 0; it26 < (sizeof(unsigned int) * OFF13); ++it26) {
        data23[7] %= it26 + (data23[0b11] * int(threadIdx.x));
        double z27[SLOW11 + OFF13]{3.875F, -21.625f, static_cast<double>(3.75), static_cast<double>(len21)};
    }
}
// NOTE: keep in sync with the host reference.

template <typename T, int N>
__global__ void step28(T alpha29, unsigned long long* buf30, float a31)
{
    extern __shared__ float dyn_32[];
    (*buf30) *= SLOW11;
    int w33 = 0;
    if (((T)warpSize) >= blockDim.y) {
        goto skip35;
    }
    while (w33 < 3) {
        if ((N | blockDim.x) <= a31) {
        } else if ((a31 += 15.0F, SLOW11) < static_cast<int>(w33)) {
            const T q34 = +TWICE_PLUS_1((*buf30) - buf30[w33 & 0x7], w33);
        }
        ++w33;
    }
    dyn_32[threadIdx.x]++;
skip35:;
}

int main()
{
    int count36 = 0x5B7;
    int w37 = 0;
    while (w37 < w37) {
        float res38 = -45;
        const long long lo39 = ((int)((res38 <= res38) ? w37 : SLOW11)) + w37;
        res38 /= 19.125F;
        ++w37;
    }
    accum2_kernel<<<(w37 + 0x3f) / 0x40, 64>>>(ON10, static_cast<float*>(nullptr), static_cast<const int*>(nullptr), w37);
    spread14<<<SLOW11 + (IDLE12 + SLOW11), sizeof(unsigned int) * (OFF13 + (OFF13 + 58)), (OFF13 + 1021)>>>(nullptr, count36);
    filter20<<<(OFF13 + 0x1d), IDLE12 + (SLOW11 + (IDLE12 + 123)), sizeof(double) * 32>>>(0x2C, IDLE12, (unsigned int*)nullptr);
    return 0;
}
