// cudagen 0.1 seed 2347 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,extern_shared,constexpr_var,const_local,struct,struct_methods,compound_assign,shift,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_object,macro_function
#include "prelude.cuh"

#define NUM_ITERS_1 64
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))

__global__ void fuse3(const float* input4, const int* src5) {
    extern __shared__ short dyn_6[];
    int gid7 = (blockIdx.x * blockDim.x) + threadIdx.x;
    const float stride8 = (40 * input4[0x4]) / ((dyn_6[blockDim.z] += input4[0x7], 0b11010) >> (0x4 + gid7));
    unsigned int mid9 = ((*input4) - 011216) + (gid7 << (dyn_6[gid7] += 25, (-0774)));
    char val10 = (MAX2_2(dyn_6[gridDim.x], dyn_6[0] % NUM_ITERS_1));
}

struct Body11 {
    float vel12;
    size_t mass13;
    __host__ __device__ void norm14(unsigned int flag15) {
        const int idx16 = 37;
        const signed char u17 = 40U;
    }
    __host__ __device__ void norm18(int v19) {
        v19 += 23u;
        mass13 >>= 4;
    }
};

int main() {
    int n20 = 397;
    const int v21 = ((8) * (n20 / n20)) + sizeof(Body11);
    int v22 = 18 + v21 + sizeof(Body11);
    float off23(v22);
    fuse3<<<1 << 3, 01000, 4096, (cudaStream_t)0>>>(&off23, (const int*)nullptr);
    return 0;
}
