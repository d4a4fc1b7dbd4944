// cudagen 0.1 seed 1519 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,builtin_vars,device_function,device_forceinline,host_device_function,device_template_function,host_function,static_host_function,main,shared_var,shared_2d,static_shared,host_global,constexpr_var,local_array,const_local,if,for,pragma_unroll,goto,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_static,comments
#include "prelude.cuh"

inline __host__ __device__ float score1(unsigned char* __restrict__ acc2) {
    acc2[5] -= 52;
    int acc3 = acc2[5];
    unsigned long long z4{3012ll};
    if ((*acc2) + acc3) {
        goto skip7;
    }
    if (acc3) {
        size_t x5 = (z4 - acc3) * acc3;
        unsigned int res6 = 3 + ((acc2[6] + 22) - acc2[0b1]);
    }
skip7:;
    return (double(z4) <= z4) ? (-acc3) : 20.875f;
}
static float g_clamp8;

template <class T, typename U>
__global__ void probe9_kernel(const T* src10, unsigned int alpha11, int lane12) {
    int idx13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx13 >= lane12) {
        return;
    }
    float idx14 = (13.875f + (lane12 << 2UL)) / idx13;
    __shared__ unsigned int sh_15[32 * 4];
}

template <class T, int N>
__host__ __device__ void clamp16(T q17) {
    q17 -= N;
    const bool cnt18 = q17 < (+(q17 - 0b10000));
}

__host__ __device__ int pivot19(size_t* buf20, int lane21, int len22) {
    int q23 = (lane21 + (buf20[lane21] % 36)) * (len22 += 18, ((23 < (*buf20)) ? buf20[0] : len22));
    int t24 = (*buf20) / (52 + buf20[0]);
    len22 |= q23;
    float sum25[3] = {8.875f};
    return lane21 / len22;
}
/* Helper used by the kernels below. */

inline __device__ char shade26(const float* __restrict__ src27, const float* __restrict__ src28) {
    static __shared__ int sh_29[3][4];
    __shared__ unsigned int sh_30[16];
    return 60;
}

__device__ __forceinline__ float pack31(int* buf32, unsigned a33) {
    long sum34 = (buf32[a33] <= a33) ? buf32[a33] : static_cast<unsigned int>(29);
    a33 <<= a33;
    #pragma unroll
    for (int n35 = sum34; n35 > 0; --n35) {
        for (int j36 = 0; j36 < sum34; j36 += 1) {
            --sum34;
            const int base37 = 1618ull;
        }
    }
    return -57l;
}

static int check_smooth38(unsigned* data39, double q40, int n41) {
    if ((38 >= g_clamp8) ? 41UL : data39[n41]) {
        return data39[6];
    }
    constexpr int e42 = -064;
    if (n41 - 47ull) {
        goto skip44;
    }
    for (int n43 = 0; n43 < (3 * 3); ++n43) {
        if (6 <= data39[n43]) {
            break;
        }
        n41 ^= 4 + static_cast<short>(n43 + (*data39));
    }
skip44:;
    return (data39[5] << 4) + data39[n41];
}

int main() {
    int count45 = 626;
    --count45;
    ++count45;
    probe9_kernel<long, int><<<(128), 128>>>(static_cast<const long*>(nullptr), ((g_clamp8 > g_clamp8) || (g_clamp8 == g_clamp8)) ? ((count45 == g_clamp8) ? 3u : count45) : 30, (g_clamp8 += 19.5f, (62 * count45)));
    return 0;
}
