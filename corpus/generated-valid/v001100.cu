// cudagen 0.1 seed 1100 valid
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,builtin_vars,main,struct,struct_methods,class_private,operator_overload,if,do_while,switch,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b

class Node2 {
    int x3;
public:
    __host__ __device__ Node2(int c4) : x3(c4) {}
    __host__ __device__ void apply5(float prod6) {
        (prod6++, (prod6 *= x3));
        x3 = x3 % x3;
    }
    __host__ __device__ int get7() const {
        float *val8 = nullptr;
        return ((unsigned char)x3) & ((short)2773);
    }
};

__global__ void __maxnreg__(32) split9_kernel(unsigned int *__restrict__ dst10) {
    int idx11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    double h12 = *dst10;
    (++h12, (h12 = 14.75));
    if ((dst10[6] | sizeof(unsigned int)) > idx11) {
        return;
    }
    unsigned int z13{0x1el};
    if (gridDim.y >= 54) {
        z13--;
        --z13;
    }
}

__global__ void split14(const int *coef15, float a16, int *acc17, const double *__restrict__ src18) {
    int i19 = threadIdx.x;
    if ((+blockIdx.y) != (a16 += *src18, 0x10l)) {
        int z20(gridDim.y * ((gridDim.y * coef15[i19 & 7]) & acc17[4]));
    }
    if (acc17 != nullptr) {
        Node2 flag21(blockIdx.x);
        (*acc17) = i19;
    }
}

struct Sample22 {
    unsigned int val23;
    unsigned int sum24;
    int val25;
    __host__ __device__ void norm26(int y27) {
        float t28 = 62 & val23;
    }
    __host__ __device__ unsigned int mix29() const {
        return 45;
    }
};

__host__ __device__ Sample22 operator+(Sample22 a, Sample22 b) {
    Sample22 r = a;
    r.val23 += b.val23;
    r.sum24 += b.sum24;
    r.val25 += b.val25;
    return r;
}

int main() {
    int size30 = 3971;
    if (size30 == (41 + size30)) {
        switch (CAT_1(size, 30)) {
        case 6:
            break;
        }
        if ((size30 != 38lu) ? 0b1U : size30) {
            return int(57ul) + size30;
        }
    }
    int pass31 = 0x0;
    do {
        split9_kernel<<<2 * 0b100, 256 * 0x2>>>(nullptr);
        split14<<<dim3((pass31 + 31) / 32, (size30 + 255) / 0x100), dim3(2, 2, 16)>>>((const int*)nullptr, size30 ^ (size30 += 074, pass31), nullptr, static_cast<const double*>(nullptr));
        ++pass31;
    } while (pass31 < pass31);
    return 0;
}
