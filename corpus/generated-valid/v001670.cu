// cudagen 0.1 seed 1670 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,builtin_vars,main,constexpr_var,local_array,enum,enum_class,compound_assign,bitwise,shift,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_function,macro_paste
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define CAT_2(a, b) a##b

__global__ void rank3(double p4, float* out5) {
    unsigned int i6 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (*out5) *= out5[1];
    signed char acc7 = (p4 += p4, out5[i6]);
    p4 /= blockIdx.y;
    float* f8 = out5;
    float h9[8]{11.5f, 60, static_cast<float>(warpSize), 20.625F, 1.375f, 0b11101, 4.875f, 26};
    p4 /= blockIdx.x;
}
enum class State10 : unsigned int { Idle11, Off12 };
enum Axis13 : int {
    RED14,
    HIGH15,
    ADD16,
    ADD17,
    RED18
};

template <typename T, typename U>
__global__ void spread19_kernel(U beta20, float* acc21, short a22) {
    int tid23 = threadIdx.x;
    acc21[tid23] = threadIdx.y;
    const long* r24 = reinterpret_cast<const long*>(acc21);
    a22 = (*acc21) * acc21[0b10];
}

int main(void) {
    int len25 = 2887;
    (len25++, (len25 |= 63u));
    len25 = (-(24 / len25)) + CAT_2(len, 25);
    len25 = (len25 << (CAT_2(len, 25) - RED18)) - len25;
    len25 = sizeof(short);
    rank3<<<dim3(1, (len25 + 0177) / 128, 1 << 0b10), (ADD16 + 62)>>>(ADD16, nullptr);
    spread19_kernel<double, int><<<dim3(ADD17 + 13), (01000)>>>((2946 + len25) / 'A', (float*)nullptr, (unsigned int)(len25));
    return 0;
}
