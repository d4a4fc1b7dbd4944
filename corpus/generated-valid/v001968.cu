// cudagen 0.1 seed 1968 valid
// features: kernel,kernel_static,launch,launch_dim3,builtin_vars,main,device_var,shared_var,static_shared,extern_shared,constexpr_var,auto_var,struct,enum_class,ternary,logical,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,sizeof,macro_object
#include "prelude.cuh"

#define CHUNK_1 256
static __device__ int d_trace2 = 1234U;
enum class Mode3 {
    Mul4,
    Green5,
    Fast6 = 5,
    Idle7,
    Low8
};
enum class Color9 : unsigned int { Red10 = 3, Off11 };
static __global__ void fold12(Mode3 a13) {
    extern __shared__ long long dyn_14[];
    unsigned int idx15 = (blockIdx.x * blockDim.x) + threadIdx.x;
    Mode3 z16 = a13;
    auto diff17 = (!(dyn_14[threadIdx.z] + 1012)) ? (idx15 - (18.5F / d_trace2)) : (CHUNK_1 + idx15);
    static __shared__ unsigned sh_18[32];
    float* acc19 = nullptr;
    Mode3 stride20 = z16;
}
struct Node21 {
    int id22;
    int z23;
    long y24;
    int count25;
};
int main() {
    int count26 = 3019;
    dim3 y27(64, (count26 + 0177) / 128, (count26 + 255) / 0400);
    int* tmp28 = nullptr;
    count26 = sizeof(size_t);
    fold12<<<dim3((count26 + 63) / 0100), y27>>>(Mode3::Green5);
    return 0;
}
