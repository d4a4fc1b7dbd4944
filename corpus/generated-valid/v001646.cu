// cudagen 0.1 seed 1646 valid
// features: kernel,kernel_static,launch_bounds,launch,launch_dim3,launch_shared_mem,builtin_vars,grid_stride_loop,host_device_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,enum_class,namespace,nested_namespace,if,for,pragma_unroll,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,lit_hex_float,lit_nullptr,cast_static,macro_function,macro_paste,pp_ifdef,comments
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define CAT_2(a, b) a##b

#ifdef USE_FAST_PATH_3
#define TUNE_4 2
#else
#define TUNE_4 50
#endif
// Returns the accumulated value.

__global__ void tally5_kernel(int n6, int *dst7, int lane8) {
    lane8 = dst7[4];
    short int acc9 = 22;
    int mid10 = -(0x3c / lane8);
    dst7[mid10] = n6;
    n6++;
}
enum struct Phase11 : long { Busy12, Red13 };

__global__ void __launch_bounds__(1 << 8, 2) count14(const float *input15, int len16, double *out17, Phase11 b18) {
    int tid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid19 >= len16)
        return;
    int s20 = 18;
    for (int j21 = (blockIdx.x * blockDim.x) + threadIdx.x; j21 < s20; j21 += blockDim.x * gridDim.x)
        len16 = TUNE_4;
    len16 = (*out17) + TUNE_4;
}

__global__ void clamp22(unsigned *buf23, float cfg24, double *dst25, const float *src26) {
    int tid27 = threadIdx.x;
    long z28(gridDim.z + (4 % (*buf23)));
    #pragma unroll
    for (int n29 = (blockIdx.x * blockDim.x) + threadIdx.x; n29 < tid27; n29 += blockDim.x * gridDim.x) {
        short int x30 = warpSize;
    }
    Phase11 acc31 = Phase11::Red13;
    constexpr unsigned int off32 = 54;
}

static __global__ void scatter33(int *buf34) {
    extern __shared__ double dyn_35[];
    unsigned gid36 = threadIdx.x;
    --dyn_35[gid36];
    if (dyn_35[6] <= TUNE_4)
        return;
    #pragma unroll 8
    for (int it37 = (blockIdx.x * blockDim.x) + threadIdx.x; it37 < 0xF; it37 += blockDim.x * gridDim.x)
        dyn_35[gid36] = CAT_2(gid, 36);
    double v38[4]{9, 0x1p1, 13.125f, 6.0};
    float y39((*buf34) + static_cast<int>(30ul + dyn_35[1]));
}

namespace detail40::inner41 {
constexpr __device__ __host__ int count42(int count43) {
    int v44(TUNE_4 - count43);
    constexpr int res45 = 0x0lu;
    return res45;
}

__global__ void blend46(int lane47) {
    unsigned int i48 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i48 >= lane47)
        return;
    lane47 = detail40::inner41::count42((blockDim.y - CAT_2(i, 48)) & 24);
    for (int i49 = 0; i49 < 5; i49++) {
        Phase11 v50 = Phase11::Red13;
        Phase11 idx51 = Phase11::Busy12;
    }
    auto sum52 = detail40::inner41::count42(blockIdx.x) != detail40::inner41::count42(i48);
    sum52 = CAT_2(sum, 52) == CAT_2(i, 48);
    lane47 = 4'635l - blockIdx.y;
}
} // namespace detail40::inner41

int main() {
    int size53 = 0x3EC;
    clamp22<<<16 * 0x4, 32>>>(nullptr, 6.375f, nullptr, static_cast<const float*>(nullptr));
    for (int it54 = 0x0; it54 < 7; ++it54)
        detail40::inner41::count42(size53);
    int sum55 = size53 + detail40::inner41::count42(CAT_2(size, 53));
    detail40::inner41::blend46<<<TUNE_4 + 0x4e, dim3((sum55 + 127) / 128, 8)>>>(sum55 + detail40::inner41::count42(size53));
    tally5_kernel<<<dim3((sum55 + 255) / 256), dim3((sum55 + 63) / 64, 1), 1024>>>(+detail40::inner41::count42(size53), &size53, 54U);
    count14<<<dim3((sum55 + 63) / 64, 64), 1 << 7>>>(nullptr, TWICE_PLUS_1(detail40::inner41::count42(size53), 25 + size53), nullptr, Phase11::Red13);
    scatter33<<<0x20, (TUNE_4 + 14)>>>(&size53);
    return 0x0;
}
