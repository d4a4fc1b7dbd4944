// cudagen 0.1 seed 516 valid
// features: kernel,launch,launch_shared_mem,builtin_vars,device_function,device_template_function,default_args,main,constexpr_var,local_array,struct,struct_methods,if,switch,compound_assign,bitwise,comparison,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,sizeof,alignof,macro_function
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))

template <typename T, int N>
__device__ T pivot2(T b3) {
    if (b3 > N)
        return '0';
    b3 = (11.75f - b3) + N;
    return N;
}

__device__ void grow4(int count5, double alpha6 = -20.375f) {
    alpha6 /= count5 - threadIdx.z;
    unsigned int x7 = pivot2<long, 1>(alpha6 + 032) - (49 + (warpSize));
}

struct Stats8 {
    unsigned int w9, vel10;
    unsigned char weight11;
    float sum12;
    __host__ __device__ unsigned int reset13() const {
        float v14[4] = {};
        return 24;
    }
};

__global__ void accum15_kernel(int *buf16, int lane17, const int *input18) {
    unsigned int i19 = threadIdx.x;
    bool v20 = threadIdx.x;
    lane17 += v20 + pivot2<int, 7>(2680 ^ (*input18));
    switch (v20 + i19) {
    case 2: {
        grow4(3666u);
        float diff21 = 041;
        break;
    }
    case 3:
        break;
    }
}

int main() {
    int len22 = 3620;
    len22 = ((len22 + sizeof(int)) - (alignof(double) - len22));
    if (len22 <= 0b101100) {
        accum15_kernel<<<(len22 + 63) / 64, 010 * 0b100, sizeof(double) * 64>>>(&len22, len22, &len22);
        unsigned res23[(6)] = {3u, 33, 29};
    }
    return 0;
}
