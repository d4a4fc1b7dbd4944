// cudagen 0.1 seed 340 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,main,device_var,shared_var,extern_shared,constexpr_var,struct,struct_template,namespace,nested_namespace,if,for,switch,switch_fallthrough,nested_block,compound_assign,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,cast_reinterpret,cast_const,alignof,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#ifdef USE_FAST_PATH_1
#define TUNE_2 16
#else
#define TUNE_2 24
#endif
#if TUNE_2 == 24
#define CONFIG_3 2
#elif TUNE_2 < 0
#error unreachable configuration
#else
#define CONFIG_3 32
#endif
// NOTE: keep in sync with the host reference.

__global__ void weigh4_kernel(char a5) {
    extern __shared__ long dyn_6[];
    a5++;
    int x7((-50));
    {
        a5 = gridDim.z;
        __shared__ int sh_8[8];
    }
}

__host__ __device__ int norm9(int *acc10) {
    for (int j11 = 0, j12 = 7; j11 < j12; (++j11, (--j12))) {
        float v13 = alignof(int);
    }
    if (acc10[7] <= (acc10[3] += *acc10, 25u)) {
        acc10[3] = 034;
        acc10[6] = 33U;
    }
    return acc10[4];
}
__device__ double d_fuse14;

template <typename T, int N>
__global__ void shade15(T p16, int *buf17, const T *input18) {
    int idx19 = (blockIdx.x * blockDim.x) + threadIdx.x;
    buf17[idx19] >>= norm9(nullptr) + N;
    if (buf17[5]) {
        if ((unsigned char)warpSize) {
            return;
        }
    }
    if (warpSize != d_fuse14) {
        p16 = 23.5F;
    }
    buf17[threadIdx.x] <<= norm9(buf17);
}

namespace gpu20::v21 {
template <typename T>
struct Pixel22 {
    T sum23;
    char id24;
};

static __global__ void march25_kernel(const int *in26, float *buf27, int stride28, int *dst29) {
    extern __shared__ double dyn_30[];
    int tid31 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid31 >= stride28) {
        return;
    }
    int cnt32 = (short)stride28;
    unsigned base33 = tid31;
    buf27[6] = norm9(dst29);
}

static __global__ void fuse34_kernel(long *acc35, double cfg36, int lane37) {
    int gid38 = threadIdx.x;
    if (gid38 >= lane37) {
        return;
    }
    norm9(nullptr);
    lane37 = (double)4.875;
    gpu20::v21::Pixel22<unsigned int> v39 = gpu20::v21::Pixel22<unsigned int>{};
    int flag40 = norm9(reinterpret_cast<int*>(acc35));
}
} // namespace gpu20::v21

double check_pack41(int len42, float alpha43, float *data44) {
    for (int n45 = 0, j46 = 9; n45 < j46; (++n45, (--j46))) {
        alpha43 += norm9(reinterpret_cast<int*>(data44));
    }
    double y47 = norm9(static_cast<int*>(nullptr));
    len42 -= len42 - 9;
    len42 = (alpha43 - (len42 * alignof(double))) * ((unsigned)static_cast<float>(4));
    return len42;
}

int main() {
    int len48 = 1954;
    switch (norm9(nullptr)) {
    case 5:
    case CONFIG_3 + 5:
        if (static_cast<size_t>(len48) == 12) {
            break;
        }
        break;
    case 1:
        if ('\a' == (len48 * len48)) {
            break;
        }
        [[fallthrough]];
    case CONFIG_3 + (CONFIG_3 + 7):
        break;
    default:
        gpu20::v21::fuse34_kernel<<<(len48 + 63) / 0100, TUNE_2 + (CONFIG_3 + 102)>>>(static_cast<long*>(nullptr), (len48 - len48) * len48, (2395 + len48) << len48);
        break;
    }
    weigh4_kernel<<<(len48 + 255) / 256, 256, 0b0, nullptr>>>(50);
    shade15<double, 2><<<(len48 + 255) / 256, dim3((len48 + 077) / 64)>>>(CONFIG_3 + (len48 - len48), (int*)nullptr, nullptr);
    gpu20::v21::march25_kernel<<<(len48 + 0b111111) / 64, 0b10000000>>>((const int*)nullptr, nullptr, 11, (int*)nullptr);
    return 0;
}
