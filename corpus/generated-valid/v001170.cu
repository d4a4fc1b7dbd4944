// cudagen 0.1 seed 1170 valid
// features: kernel,kernel_extern_c,launch_bounds,maxnreg,restrict_params,launch,launch_dim3,builtin_vars,host_device_function,host_function,default_args,main,device_array,shared_var,extern_shared,if,static_assert,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

__global__ void __maxnreg__(64) warp2(int n3, int lane4, int stride5)
{
    extern __shared__ int dyn_6[];
    float tmp7 = 20L;
    int z8 = +(tmp7 + 37lu);
}

extern "C" {
__global__ void mix9(const char *coef10, int count11, int n12, unsigned char p13)
{
    extern __shared__ double dyn_14[];
    int i15 = threadIdx.x;
    if (i15 >= count11) {
        return;
    }
    static_assert(43 > 42, "bad config");
    n12 = (23);
    __shared__ signed char sh_16[32];
    ++sh_16[gridDim.x & 31];
    int stride17 = (unsigned long long)coef10[n12];
    count11 = blockDim.z - ((threadIdx.z & p13) + coef10[3]);
    if (p13 >= '#') {
        return;
    }
}
}
__device__ int d_drift18[16];

inline __host__ __device__ int mix19(int len20 = 14)
{
    len20 = len20;
    len20++;
    len20 = +(7U + len20);
    len20 = '#';
    return 30ll;
}

__device__ __host__ int accum21(int *__restrict__ data22, char *__restrict__ buf23, const unsigned *__restrict__ in24)
{
    (*buf23) = 37;
    data22[4] = (64);
    (*data22) = (mix19(data22[7]) ^ 64);
    double h25{double(buf23[5])};
    return *buf23;
}

extern "C" {
__global__ void rank26_kernel(const int *__restrict__ in27, float p28)
{
    int gid29 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (((*in27) & 1)) {
        return;
    }
    __shared__ int sh_30[32];
    d_drift18[15] = ((31 + sh_30[gid29 & 31]) - mix19()) * gid29;
}
}

__global__ void __launch_bounds__(512) clamp31_kernel(float *__restrict__ acc32, const double *input33)
{
    unsigned idx34 = (blockIdx.x * blockDim.x) + threadIdx.x;
    acc32[blockIdx.x] = static_cast<unsigned int>(4115);
    int val35 = (idx34);
}
__device__ unsigned d_combine36[4] = {49LL, 2ul};

void check_filter37(double q38, float beta39 = 19.625f)
{
    beta39 = 44;
    int *u40 = nullptr;
    u40[3] = beta39;
}

int main(void)
{
    int count41 = 86;
    count41--;
    warp2<<<(count41 + 0b11111) / 32, 128>>>(-60, mix19(), 7 + double(count41));
    count41++;
    count41 = -count41;
    mix9<<<dim3((2)), 512>>>(nullptr, count41, accum21(nullptr, nullptr, nullptr), (count41 ^ count41) << count41);
    rank26_kernel<<<dim3(8), 256>>>(nullptr, (3 | count41) + 18);
    clamp31_kernel<<<4, dim3(1, (count41 + 255) / 256, 16)>>>(nullptr, nullptr);
    return 0;
}
