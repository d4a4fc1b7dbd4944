// cudagen 0.1 seed 1432 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,builtin_vars,device_function,host_device_function,device_template_function,host_function,static_host_function,main,constant_array,shared_var,static_shared,constexpr_var,auto_var,const_local,static_local,if,shift,logical,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,macro_function,macro_statement
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

static __global__ void reduce3_kernel(float* dst4, const short* __restrict__ input5, long a6, int lane7) {
    int gid8 = threadIdx.x;
    if (gid8 >= a6)
        return;
    int lo9 = lane7;
    __shared__ int sh_10[(64)];
    __shared__ int sh_11[16];
}

__global__ void lerp12(const size_t* __restrict__ input13) {
    int tid14 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int hi15 = tid14;
    hi15 = SQR_1(tid14 * tid14) - (tid14 - tid14);
}

template <typename T>
__global__ void lerp16(T alpha17) {
    int idx18 = threadIdx.x;
    int x19{idx18};
    ACCUM_2(alpha17, (alpha17));
    if (x19)
        return;
    alpha17 = 17.5 * SQR_1(alpha17 - alpha17);
    auto idx20 = x19 + (0b100011 * (x19 - 54));
    idx20 = (idx20) << 0x5;
    unsigned int* v21 = nullptr;
}

template <typename T, int N>
__host__ __device__ unsigned long reduce22(T cfg23) {
    cfg23 = (cfg23 * 24.5);
    float lo24 = N;
    cfg23 = N;
    cfg23 = N;
    cfg23 = N % short(lo24);
    lo24 = cfg23;
    return double(N) + lo24;
}
__constant__ float c_sift25[8] = {12.625f, 50, 16.25f, 25, -17.5F, 15.75F, 17.75F, 1049};

__device__ void smooth26(int lane27, bool q28, float alpha29) {
    alpha29 = 11.625f;
    if (q28 || q28)
        return;
    static __shared__ int sh_30[256];
    alpha29 = 19.625f;
    float lim31 = SQR_1(alpha29);
    int t32 = blockDim.x;
    float lo33 = 26;
}

static int update34(double q35, int len36) {
    len36 = len36;
    int t37 = len36 + len36 + (len36 - (43 - len36));
    static float cnt38 = 4u;
    q35 = 7 - len36;
    const int s39 = (-0x18LL);
    float lim40 = t37;
    return cnt38;
}

int main() {
    int len41 = 0xc0d;
    len41 = len41;
    len41 = SQR_1(len41);
    reduce3_kernel<<<dim3((len41 + 0x1f) / 32, (len41 + 63) / 64, 8), (64)>>>((float*)nullptr, (const short*)nullptr, 52, len41);
    lerp12<<<(len41 + 127) / 128, 1 << 8>>>(nullptr);
    lerp16<unsigned><<<(len41 + 127) / 0b10000000, dim3((len41 + 63) / 64, (len41 + 127) / 128, 8 * 0x10)>>>(len41);
    return 0;
}
