// cudagen 0.1 seed 149 valid
// features: kernel,kernel_static,launch_bounds,maxnreg,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,device_template_function,host_function,main,shared_var,static_shared,constexpr_var,local_array,if,goto,nested_block,ternary,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_functional,cast_static,cast_reinterpret,sizeof,lambda,lambda_capture_ref,macro_function,macro_statement,comments
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
__global__ void __maxnreg__(32) drift4(int lane5, const int *src6) {
    unsigned char diff7 = (gridDim.z == 0x3) ? MAX2_2(lane5 ^ 64, 7) : src6[warpSize];
    lane5 = lane5 + lane5;
    diff7 = (diff7 + lane5 + 41u) / src6[5];
    __shared__ signed char sh_8;
}
/* Helper used by the kernels below. */
static __global__ void __maxnreg__(32) gather9_kernel(int *__restrict__ buf10, float *data11) {
    int i12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    {
        int f13[7]{i12, 6, L'a', int(data11[3]), 0x13, 34ul, i12};
        float stride14 = data11[0x4] * (*buf10) * LOW_BITS_1(f13[i12]);
    }
    __shared__ double sh_15[0x40];
    sh_15[41] = data11[i12];
    static __shared__ int sh_16[8];
}
__global__ void __launch_bounds__(64) pivot17(int lane18, unsigned *data19, const double *in20, int len21) {
    unsigned gid22 = threadIdx.x;
    (*data19) = gid22;
    int flag23 = 475L;
    lane18++;
    len21++;
    data19[threadIdx.y]++;
}
/* Returns the accumulated value. */
template <typename T, int N = 2>
__device__ float accum24(T cfg25) {
    long e26 = ((cfg25 != cfg25) ? cfg25 : 01562) + (cfg25) + cfg25;
    if (LOW_BITS_1(e26) <= 0xf) {
        return N;
    }
    return ((cfg25 <= u8'0') || ((threadIdx.x * cfg25) <= sizeof(T))) ? e26 : 4;
}
template <typename T, int N>
__device__ int scale27(T *acc28, T *out29) {
    acc28[threadIdx.z] = *out29;
    int cnt30[5] = {9U, -9, N};
    if ((blockIdx.y & 1)) {
        return MAX2_2(out29[blockIdx.z] - 52, N);
    }
    out29[warpSize] = cnt30[1];
    out29[0x0] = ((!(cnt30[blockIdx.x] != cnt30[threadIdx.x])) && (acc28[0x5] >= gridDim.z)) ? (float(threadIdx.x) - N) : (22.75 + (*acc28) + (threadIdx.z | 24));
    return (0x5 - (cnt30[gridDim.x])) & cnt30[2];
}
/* NOTE: keep in sync with the host reference. */
static __global__ void __launch_bounds__((1024), 0x4) clamp31_kernel(double *buf32, int count33, const unsigned long *input34) {
    buf32[count33] = MAX2_2(threadIdx.x, (count33 * count33));
    count33 = 41;
}
// Layout: row-major, no padding.
template <class T, typename U>
__device__ unsigned count35(U alpha36, float cfg37, int len38) {
    if (cfg37 == 8) {
        goto done39;
    }
    --alpha36;
    alpha36 = 1.75f;
done39:;
    return alpha36 - (alpha36 + (51 + threadIdx.y));
}
short host_scale40(const int *__restrict__ src41, char b42, signed char *__restrict__ acc43) {
    auto step46 = [&](int diff44) -> unsigned int {
        char z45 = sizeof(double) - static_cast<int>((acc43[5]));
        ++(*acc43);
        return 64l * (b42 % 0xd5l);
    };
    step46(*src41);
    b42 = step46(src41[7]);
    acc43[b42 & 7] = u8'#';
    if (MAX2_2(*src41, 0x24 - b42) <= (063 - b42)) {
        clamp31_kernel<<<sizeof(int) * 0x40, 32 * 16>>>(reinterpret_cast<double*>(acc43), src41[7], nullptr);
        acc43[b42 & 7] = 22;
    }
    pivot17<<<(512), 0200, 0x0>>>(MAX2_2(b42, 35lu * src41[1]), reinterpret_cast<unsigned int*>(acc43), reinterpret_cast<const double*>(src41), 0x39lu);
    return step46(acc43[b42 & 7]) * step46(b42);
}
int main() {
    int count47 = 222;
    if (!(count47 != count47)) {
        return (count47 > 34l) ? 45l : count47;
    }
    if ((count47 + 20) != 5) {
        return '0';
    }
    drift4<<<4, (512), sizeof(int) * 0x20>>>(sizeof(float), nullptr);
    gather9_kernel<<<1, (0x80)>>>(nullptr, static_cast<float*>(nullptr));
    return 0;
}
