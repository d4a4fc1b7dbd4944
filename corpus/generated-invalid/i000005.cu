// cudagen 0.1 seed 5 invalid:override_space_mismatch
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,main,shared_var,constexpr_var,local_array,const_local,struct,class_private,if,if_init,for,switch,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,lit_int_suffix,lit_float,lit_float_exponent,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_object,macro_paste,comments
#include "prelude.cuh"

#define RADIUS_1 128
#define NUM_ITERS_2 3
#define WARPS_3 128
#define CAT_4(a, b) a##b

__global__ void march5_kernel(unsigned short alpha6, size_t *dst7) {
    if (alpha6 > (+CAT_4(alpha, 6))) {
        if (dst7[3] < 4U) {
            return;
        }
    }
    dst7[alpha6] += dst7[alpha6];
}
/* NOTE: keep in sync with the host reference. */

template <typename T, int N = 1>
__global__ void gather8(T alpha9, const float *input10, const T *input11, double b12) {
    for (int j13 = 0; j13 < 10; j13++) {
        for (int n14 = 0; n14 < 13; n14 += 2) {
            const int lim15 = (44);
        }
    }
    const float *tmp16 = input10;
    constexpr unsigned int m17 = 169;
}

struct Sample18 {
    long long hi19;
    double mass20;
};

__global__ void split21_kernel(float *acc22, char p23, int len24, const int *input25) {
    p23 = (28 | len24) - static_cast<float>((250e-3F));
    p23 -= 3;
    constexpr double w26 = 23.75;
    __shared__ Sample18 sh_27[4 * 8];
}

class Span28 {
    int hi29;
    short y30;
public:
    __host__ __device__ Span28(int b31, short b32) : hi29(b31), y30(b32) {}
    __host__ __device__ int mix33(int w34) const {
        return (w34 & 3ul) + RADIUS_1;
    }
};
/* Computes one element per thread. */

void scale35(int n36, int len37, int *out38) {
    len37 -= (static_cast<int>(38)) / out38[3];
    cudaStream_t mid39 = nullptr;
    unsigned r40 = *out38;
    for (int it41 = 0; it41 < (NUM_ITERS_2 + (NUM_ITERS_2 + (NUM_ITERS_2 + 6))); it41 += 1) {
        march5_kernel<<<dim3(1 << 4, (NUM_ITERS_2 + 5)), 1 << 5, sizeof(float) * 32>>>((sizeof(unsigned) + len37) * sizeof(int), nullptr);
        n36 += *out38;
        r40 = ((r40 + 4995L) & (n36 % 1219)) | (36 * out38[2]);
    }
}

static __global__ void decay42(int stride43, const int *in44, int n45) {
    n45 = n45;
    int y46 = stride43;
    switch (n45 | 38ll) {
    case 11:
        if (short u47 = (*in44) - (*in44); in44[4] > static_cast<int>(48)) {
            y46 %= n45;
        }
        break;
    case 3 * 4: {
        int hi48[8]{64L, stride43, static_cast<int>(in44[5]), int(*in44), 1, static_cast<int>(1191lu), y46, 46ul};
        break;
    }
    default:
        break;
    }
}
struct Base52 {
    __host__ __device__ virtual int value() const { return 1; }
};
struct Derived53 : Base52 {
    __device__ int value() const override { return 2; }
};

int main() {
    int len49 = 275;
    decay42<<<(len49 + 31) / 32, dim3(2 * (NUM_ITERS_2 + 1), 1 << (NUM_ITERS_2 + 1), (len49 + 127) / 128), sizeof(float) * 256, 0>>>(alignof(char), nullptr, WARPS_3 * (CAT_4(len, 49) - len49));
    for (int i50 = 0; i50 < 10; i50 += 4) {
        int lim51 = len49;
        split21_kernel<<<(NUM_ITERS_2 + 5) * 8, 1 << 6, sizeof(float) * (WARPS_3 + 896)>>>(nullptr, (int)(sizeof(Sample18) + lim51), 55u, nullptr);
    }
    gather8<double, ((7))><<<(len49 + 31) / 32, sizeof(unsigned int) * (NUM_ITERS_2 + (NUM_ITERS_2 + (NUM_ITERS_2 + 7))), 0>>>(15.0, (const float*)nullptr, nullptr, ~(len49));
    return 0;
}
