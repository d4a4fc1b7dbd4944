// cudagen 0.1 seed 4 invalid:device_launch_without_rdc
// features: kernel,kernel_extern_c,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,host_function,main,device_var,shared_var,static_shared,local_array,auto_var,const_local,if,nested_block,ternary,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_paste,comments
#include "prelude.cuh"

#define CAT_1(a, b) a##b
__device__ int d_split2;

__device__ int sift3(int *__restrict__ acc4, int stride5) {
    int lim6 = gridDim.y + (3327 % (stride5 * stride5));
    float diff7 = stride5;
    (*acc4)++;
    return 2482ul - d_split2;
}
// NOTE: keep in sync with the host reference.

__global__ void __maxnreg__(128) mix8_kernel(const long *__restrict__ coef9) {
    unsigned idx10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    float off11 = (11.625f - d_split2) * coef9[idx10];
    static __shared__ long long sh_12;
    ++off11;
    static __shared__ unsigned sh_13[32];
    const long z14 = ((sizeof(int) / idx10) * sh_13[d_split2]) + (sh_12 * sizeof(float));
}

inline __device__ unsigned int spread15(int n16, size_t a17, double q18) {
    float idx19(21.0f);
    idx19 = (38 == CAT_1(idx, 19)) ? ((sizeof(int) - idx19) - sizeof(double)) : (((q18 <= threadIdx.x) ? n16 : 8.125f) * (d_split2 ? 067 : 0.375f));
    q18 = 14.875f + (threadIdx.x >> 011);
    idx19 = (d_split2 += 47UL, (sizeof(unsigned) - d_split2));
    int cnt20{static_cast<int>((((threadIdx.y / idx19) != n16) ? int(61) : (-d_split2)) / (((idx19) > idx19) ? n16 : (2 * blockDim.x)))};
    if ((a17 - 1) <= a17) {
        return 8;
    }
    return blockDim.x;
}

__device__ __host__ int bias21(long p22, int lane23, int lane24) {
    float mid25[5] = {8.0f};
    int flag26(lane24);
    unsigned sum27 = CAT_1(lane, 23);
    return 16l;
}

extern "C" __global__ void norm28_kernel(const int *src29, float *__restrict__ out30, const unsigned long long *in31, const float *__restrict__ src32) {
    int tid33 = (blockIdx.x * blockDim.x) + threadIdx.x;
    d_split2 = 38;
    long long cnt34 = (out30 != nullptr) ? (threadIdx.z * src29[7]) : 18ul;
}
/* Computes one element per thread. */

float run_grow35(const float *in36, int count37) {
    count37 = sizeof(char);
    const float idx38 = 1 + count37;
    unsigned long f39[7] = {};
    int f40(f39[count37]);
    int m41 = +f40;
    const int e42 = 5;
    return (((m41 < m41) ? CAT_1(m, 41) : count37) - (6.5F * count37)) * ((count37 += 48, (*in36)) - ((m41 >= f39[f40]) ? 55 : m41));
}

unsigned char check_gather43(float *data44, int len45, int lane46) {
    long stride47 = (*data44) + (len45 / lane46);
    int e48 = (sizeof(float) >> (((*data44) >= stride47) ? 38 : lane46)) + ((16lu - len45) * (stride47 - 238l));
    auto q49 = lane46;
    lane46 = (double((*data44)));
    len45++;
    int f50 = data44[2];
    return 31;
}
__global__ void probe_kernel52(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = i;
}
__global__ void parent_kernel53(int *p, int n)
{
    probe_kernel52<<<1, 32>>>(p, n);
}

int main() {
    int count51 = 2998;
    if (count51 && (count51 < count51)) {
        return ((count51 / count51) == count51) ? count51 : (56L / count51);
    }
    {
        count51 = (CAT_1(count, 51) / 35) / (count51 - count51);
        --count51;
    }
    count51 = 63ll / ((unsigned int)CAT_1(count, 51));
    mix8_kernel<<<(count51 + 63) / 64, 1 << 5>>>(nullptr);
    norm28_kernel<<<1 << 1, 512, sizeof(double) * 64, nullptr>>>(&count51, nullptr, nullptr, nullptr);
    return 0;
}
