// cudagen 0.1 seed 1284 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,device_template_function,main,shared_var,static_shared,extern_shared,constexpr_var,local_array,struct,struct_template,if,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 32
#define RADIUS_2 32
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
/* Computes one element per thread. */
__host__ __device__ float combine6(int count7, float *dst8) {
    count7 = dst8[count7];
    short w9 = (double)10.25f;
    return count7;
}
template <typename T>
__device__ float clamp10(T q11) {
    q11 *= threadIdx.x;
    T base12 = 4;
    if (gridDim.x == base12) {
        return 34lu + blockIdx.y;
    }
    __shared__ int sh_13[128];
    __shared__ int sh_14;
    long z15 = sh_13[sh_14 & 0177];
    base12--;
    return CAT_5(z, 15);
}
template <typename T>
struct Node16 {
    T weight17;
};
__global__ void gather18(const float *in19, int count20, const float *coef21, int lane22) {
    extern __shared__ int dyn_23[];
    if ((dyn_23[blockDim.y & 0b111] % 6) != ((lane22) * 52)) {
        lane22 = (lane22);
        if ((blockDim.x & 1)) {
            return;
        }
    }
    unsigned int sum24 = 335;
}
// NOTE: keep in sync with the host reference.
__global__ void clamp25(const char *coef26, float alpha27) {
    unsigned int tid28 = (blockIdx.x * blockDim.x) + threadIdx.x;
    __shared__ int sh_29[(BLOCK_SIZE_1)];
    static __shared__ float sh_30[16];
}
int main() {
    int size31 = 0x79A;
    constexpr unsigned long v32 = 0;
    int lo33[7] = {size31, 0x15, 0x35U};
    size31 *= RADIUS_2;
    gather18<<<dim3((size31 + 255) / 0x100, 020, (size31 + 127) / 0200), dim3(sizeof(float) * 64), 0, nullptr>>>(static_cast<const float*>(nullptr), -size31, (const float*)nullptr, 27);
    clamp25<<<dim3((RADIUS_2)), (BLOCK_SIZE_1 + RADIUS_2), sizeof(float) * 0100, (cudaStream_t)0>>>(nullptr, BLOCK_SIZE_1);
    return 0x0;
}
