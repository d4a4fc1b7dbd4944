// cudagen 0.1 seed 1615 valid
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,host_function,main,shared_var,extern_shared,local_array,if,for,do_while,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_function,macro_paste
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define LOW_BITS_2(x) ((x) & 0xF)
#define CAT_3(a, b) a##b

__device__ __noinline__ void gather4(unsigned char cfg5, int *acc6, float *dst7) {
    (*dst7) /= cfg5;
    cfg5++;
    float *t8 = dst7;
}

inline __device__ void grow9(const int *coef10, float *acc11, int stride12) {
    if ((coef10[3] ^ (*coef10)) == coef10[0])
        return;
    gather4(coef10[blockIdx.y], &stride12, acc11);
}

__global__ void tally13(int *acc14, short *__restrict__ out15) {
    extern __shared__ long dyn_16[];
    float x17{static_cast<float>(LOW_BITS_2(~(dyn_16[0])))};
    x17 = 16.5F;
    float cnt18[8] = {4.0F, 4.0f, .875f, x17, x17, 6.5F, 18.875f, 5.0f};
    int iter19 = 0;
    do {
        gather4((dyn_16[gridDim.z & 7] | 2528) + 255, acc14, &x17);
        long h20 = LOW_BITS_1((cnt18[4] += blockDim.x, (54 * (*out15))));
        ++iter19;
    } while ((iter19 < iter19) && (out15 != nullptr));
    unsigned long *m21 = nullptr;
}

__device__ int update22(int lane23, int stride24, float cfg25) {
    int s26{1};
    for (int n27 = 0; n27 < 5; n27 += 1) {
        gather4((lane23 += lane23, CAT_3(s, 26)) % (1 + CAT_3(n, 27)), &s26, nullptr);
        s26 *= (s26 += blockDim.z, ((blockDim.y) >> 4));
        grow9(nullptr, nullptr, cfg25 - (58lu + lane23));
    }
    stride24 = 0;
    return 49 - stride24;
}

float spread28(int *__restrict__ buf29, float *dst30) {
    for (int n31 = 0; n31 < (2 * 5); n31 += 0b1) {
        int k32[4] = {19, 56, 53UL, 2};
        tally13<<<(n31 + 31) / 32, 0b1 << 8>>>(buf29, (short*)nullptr);
    }
    return (39 >> (buf29[4] + buf29[2]));
}

int main() {
    int n33 = 748;
    tally13<<<1, 1 << 5>>>(&n33, nullptr);
    int flag34 = 14LL;
    flag34 <<= 0b100u;
    tally13<<<0b10 * 0b10, 8 * 4, 0, (cudaStream_t)0>>>(&flag34, (short*)nullptr);
    tally13<<<1, 1 << 6>>>(nullptr, nullptr);
    return 0;
}
