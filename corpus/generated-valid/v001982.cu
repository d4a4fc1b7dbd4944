// cudagen 0.1 seed 1982 valid
// features: kernel,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,extern_shared,if,goto,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_function,macro_statement
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

__global__ void __maxnreg__(32) spread5_kernel(const float *input6, const long long *in7, int count8, int len9) {
    extern __shared__ int dyn_10[];
    int tid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid11 >= len9) {
        return;
    }
    if ((in7[blockDim.x & 7] != 15lu) || (count8 & 1)) {
        return;
    }
    int r12 = 3087 % (in7[7] + in7[threadIdx.x]);
    int base13 = r12;
}

__global__ void bias14(const unsigned int *in15, unsigned *data16, int lane17, float b18) {
    unsigned idx19 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (((idx19 + data16[threadIdx.x & 0x7]) & 1)) {
        goto done20;
    }
    if ((in15[idx19 & 7] + (~idx19)) <= lane17) {
        (++b18, ((*data16) += blockDim.x - (*in15)));
        if ((data16 == nullptr) && (b18 < in15[idx19])) {
            return;
        }
    }
    if (blockIdx.y != idx19) {
        return;
    }
done20:;
}

int main() {
    int size21 = 717;
    ACCUM_2(size21, (TWICE_PLUS_1(size21, size21)));
    size21 = 10;
    size21 &= size21;
    double sum22 = size21;
    if (size21 > size21) {
        return -12;
    }
    if (((size21 - 0b101010) & 1)) {
        return 41UL - sum22;
    }
    spread5_kernel<<<(4), 128>>>(nullptr, (const long long*)nullptr, 0x2B, sum22);
    bias14<<<(size21 + 255) / 256, 0x80, sizeof(float) * 32, (cudaStream_t)0>>>((const unsigned int*)nullptr, nullptr, TWICE_PLUS_1(size21, 31 / size21), (size21 & size21) % ((unsigned char)sum22));
    return 0x0;
}
