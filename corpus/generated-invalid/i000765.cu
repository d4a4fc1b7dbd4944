// cudagen 0.1 seed 765 invalid:memory_space_local_in_device
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,device_function,host_function,main,device_var,shared_var,extern_shared,enum_class,typedef,if,ternary,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
enum class Axis4 : unsigned char {
    On5 = 3,
    Red6,
    Slow7,
    Slow8 = 10,
    High9
};
static __device__ double d_bump10 = 4.5f;

__device__ void accum11(float alpha12, float *__restrict__ dst13, int stride14) {
    int stride15 = d_bump10;
    stride14 = 0x40;
    stride14 = alpha12 * 0xfl;
}

static __global__ void __launch_bounds__(0x8 * 0x10, 0x2) drift16(unsigned long *acc17, int count18, int stride19, const int *coef20) {
    extern __shared__ int dyn_21[];
    acc17[0x0]++;
    __shared__ long sh_22;
    d_bump10 = 41;
    __shared__ float sh_23[64];
}

template <typename T, typename U>
__global__ void merge24_kernel(const T *__restrict__ input25, const int *__restrict__ coef26, signed char q27, const int *input28) {
    __constant__ int local_mem51 = 1;
    extern __shared__ float dyn_29[];
    T tmp30 = d_bump10;
    dyn_29[q27] = 24.0F;
}

__global__ void stencil31(unsigned long b32, int len33, float *acc34) {
    extern __shared__ long dyn_35[];
    __shared__ unsigned short sh_36[16];
    if ((acc34 != nullptr) && (!acc34))
        return;
}
typedef unsigned int idx37_t;

__global__ void scatter38(Axis4 alpha39, Axis4 p40, float b41, float *__restrict__ data42) {
    char h43 = 52;
    p40 = Axis4::High9;
}

int host_reduce44(const int *input45, int n46, Axis4 cfg47) {
    n46 = (*input45);
    cfg47 = cfg47;
    scatter38<<<(n46 + 0x3F) / 64, (64)>>>(cfg47, Axis4::Slow8, ~n46, nullptr);
    n46 = n46;
    dim3 off48 = dim3(sizeof(unsigned int) * 2, (n46 + 255) / 256);
    float lim49 = n46;
    return n46;
}

int main() {
    int size50 = 4091;
    if (!(size50 <= size50)) {
        size50 = -26;
        if (size50 <= 59L)
            return 36 * size50 * ((size50 & 0x1) ? size50 : 0x4ab);
        if (size50 != (size50 * size50))
            return 50U;
    }
    size50 = 41;
    size50 = (20UL + (size50)) * (float(size50) * (size50 + size50));
    drift16<<<1 << 2, dim3((4), sizeof(float) * 8, (512))>>>(nullptr, ((size50 + 5) < size50) ? (size50 & size50) : 49ull, ((size50 == size50) && (size50 >= size50)) ? size50 : size50, nullptr);
    merge24_kernel<float, long><<<dim3((size50 + 63) / 64), dim3(32, (size50 + 255) / 256, (0x20)), sizeof(int) * 32>>>(nullptr, nullptr, 40 + size50, (const int*)nullptr);
    stencil31<<<32, dim3((size50 + 63) / 64), 64 * 16>>>((51 | size50), size50, nullptr);
    return 0x0;
}
