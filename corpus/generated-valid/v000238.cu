// cudagen 0.1 seed 238 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,kernel_extern_c,kernel_from_macro,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,shared_var,extern_shared,constexpr_var,auto_var,const_local,if,while,static_assert,compound_assign,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_const,sizeof,lambda,macro_function
#include "prelude.cuh"

int check_blend1(int n2) {
    int lim3 = 0x1F;
    auto op4 = []() -> float {
        return (unsigned long long)0x18U;
    };
    int iter5 = 0b0;
    while ((iter5 < lim3) && (lim3 < (lim3 + 48))) {
        lim3 = 54;
        ++iter5;
    }
    dim3 acc6(32 * 8, (2), (256));
    return 0b10010;
}
__global__ void rank7_kernel(double *__restrict__ dst8) {
    extern __shared__ float dyn_9[];
    int i10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    constexpr int cnt11 = 0b11;
    float tmp12 = 18.375F;
}
static_assert(12 > 0xB, "expected value");
extern "C" __global__ void __launch_bounds__(1024, 3) march13_kernel(const int *coef14, float *out15) {
    unsigned int tid16 = threadIdx.x;
    double acc17 = 070U;
    constexpr unsigned short u18 = 23;
    int y19{49};
}
#define DEFINE_MAP_KERNEL_20(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_20(map_relax21, double)
DEFINE_MAP_KERNEL_20(map_reduce22, double)
template <typename T, typename U>
__global__ void __launch_bounds__(sizeof(unsigned int) * 8, 0x4) relax23(T *out24, float *buf25, U *acc26, U *out27) {
    int gid28 = (blockIdx.x * blockDim.x) + threadIdx.x;
    static_assert(sizeof(int) == 0x4, "tile must fit");
    acc26[gid28]--;
}
template <typename T, int N>
__global__ void fold29_kernel(T q30, float cfg31) {
    int gid32 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((cfg31 * 5) >= cfg31) {
        return;
    }
    int w33 = 0;
    while (w33 < gid32) {
        cfg31 -= blockIdx.z;
        auto y34 = 4.875f * w33;
        ++w33;
    }
    int h35 = 29 % (gid32 * (N - gid32));
    if (!(threadIdx.x >= q30)) {
        return;
    }
}
int host_shade36(int n37, const unsigned *input38, const int *coef39) {
    relax23<<<dim3((n37 + 63) / 64, sizeof(int) * 4), 32, 0, (cudaStream_t)0>>>(const_cast<unsigned*>(input38), nullptr, (unsigned int*)nullptr, const_cast<unsigned*>(input38));
    map_reduce22<<<dim3((n37 + 31) / 32, (n37 + 255) / 0x100), dim3(512, 0x80, 16), sizeof(float) * 32, 0>>>(nullptr, *coef39);
    return input38[n37];
}
int main() {
    int n40 = 0x3AD;
    dim3 k41(32, (n40 + 63) / 64, 8);
    if ((n40 > 27) || (32 != n40)) {
        return 6;
    }
    const int u42 = (4864);
    fold29_kernel<unsigned, 7><<<dim3(sizeof(int) * 64), 256, sizeof(int) * 32>>>(n40, -11.75f);
    rank7_kernel<<<sizeof(int) * 2, dim3((n40 + 255) / 256), 0>>>((double*)nullptr);
    march13_kernel<<<k41, 0b10000000>>>(&u42, nullptr);
    map_relax21<<<dim3(16, (n40 + 0x1F) / 0x20), 256>>>(nullptr, 58 - (n40 / 4));
    return 0;
}
