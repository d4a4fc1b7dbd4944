// cudagen 0.1 seed 2320 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,host_function,main,if,for,goto,compound_assign,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_reinterpret,sizeof
#include "prelude.cuh"

__global__ void mix1(float cfg2) {
    unsigned gid3 = (blockIdx.x * blockDim.x) + threadIdx.x;
    cfg2 = 6;
    if ((+gid3) >= 11) {
        return;
    }
    if ((cfg2 + 5) > 29) {
        goto skip5;
    }
    cfg2 = warpSize + (cfg2 - (0x34 - threadIdx.x));
    for (int it4 = (blockIdx.x * blockDim.x) + threadIdx.x; it4 < 7; it4 += blockDim.x * gridDim.x) {
        cfg2 *= 0b111111l;
    }
    cfg2--;
skip5:;
}

__global__ void march6_kernel(const unsigned int* coef7) {
    unsigned i8 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int acc9 = (i8);
}

int host_fold10(double alpha11, const double* coef12, float beta13) {
    beta13 = -(0x33 + coef12[0b1]);
    march6_kernel<<<2 * 0x2, 512, sizeof(int) * 64, (cudaStream_t)0>>>(reinterpret_cast<const unsigned*>(coef12));
    for (int it14 = 0; it14 < 2; it14++) {
        unsigned int off15 = coef12[3];
        off15++;
    }
    return 10;
}

int main() {
    int size16 = 1597;
    host_fold10(28UL, nullptr, (int)host_fold10(size16, (const double*)nullptr, size16));
    const char* x17 = "x=%d";
    mix1<<<(size16 + 0x7f) / 0x80, sizeof(int) * 8>>>(host_fold10(35u - x17[0], nullptr, 7 + size16));
    return 0;
}
