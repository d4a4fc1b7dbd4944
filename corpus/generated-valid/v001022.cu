// cudagen 0.1 seed 1022 valid
// features: kernel,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,static_device_function,host_device_function,device_template_function,host_function,main,constant_array,shared_var,static_shared,constexpr_var,local_array,const_local,typedef,namespace,if,if_else,if_init,for,while,static_assert,ternary,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b

template <class T>
static __device__ __noinline__ unsigned clamp2(const T *coef3, const T *coef4) {
    if ((*coef3) >= coef4[0]) {
        if (53UL < (+(*coef4))) {
            return coef3[0x6] + (*coef4);
        }
        if (T(*coef4) <= coef3[7]) {
            return (55 * (*coef3)) - ((coef4[blockIdx.y] != 64) ? 48 : threadIdx.x);
        }
    }
    for (int i5 = 0; i5 < 8; i5++) {
        float lim6{7.0f};
    }
    const T t7 = ~threadIdx.y;
    return 34;
}
__constant__ double c_rank8[4] = {21.75, 58, 17.625, 4l};
__constant__ float c_blend9[4] = {18.25F, 6.125f, 22.375f, 24.625f};

namespace ops10 {
__global__ void pivot11(int len12) {
    int idx13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx13 >= len12) {
        return;
    }
    static __shared__ unsigned int sh_14[16];
    unsigned lo15 = (((threadIdx.x - 28LL) < sh_14[4]) && (((gridDim.z == 0x24) ? 46 : sh_14[len12 & 0xF]) < c_blend9[len12])) ? idx13 : c_blend9[2];
    if (5 == len12) {
        return;
    }
    int acc16 = 36 - ((idx13 * 945) | (len12 + CAT_1(idx, 13)));
    float stride17{u8' '};
}

__host__ __device__ unsigned int update18(long long *out19, int len20, unsigned long long p21) {
    if ((((unsigned int)out19[0]) * 35) != ((*out19) & out19[0x5])) {
        p21 = (~(CAT_1(len, 20) % out19[p21])) & (1 + ((p21 == p21) ? p21 : out19[4]));
        int iter22 = 0;
        while ((iter22 < iter22) && ((out19[5] ^ out19[len20 & 7]) <= 17L)) {
            for (int it23 = 0; it23 < 13; it23++) {
                double hi24[5] = {};
            }
            float diff25[3] = {};
            ++iter22;
        }
    } else {
    }
    return ((len20 * (*out19)) + 25) - 17;
}
} // namespace ops10

__global__ void sweep26_kernel(float *out27, unsigned b28, char *data29, unsigned p30) {
    int i31 = (blockIdx.x * blockDim.x) + threadIdx.x;
    data29[i31] = ((unsigned long)(p30 % b28)) / p30;
    unsigned u32 = i31 % (51 & b28);
}

__global__ void __launch_bounds__((0x80)) merge33_kernel(int stride34) {
    int gid35 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid35 >= stride34) {
        return;
    }
    int w36 = 0;
    while (w36 < 11) {
        stride34 = 16u;
        ++w36;
    }
    for (int i37 = 0xF; i37 > 0x0; --i37) {
        float r38 = threadIdx.z;
        ++stride34;
    }
}
__constant__ int c_norm39[4] = {2373, 45};

namespace kern40 {
__host__ __device__ float mix41(float *acc42) {
    if (((acc42[0] += acc42[0x1], 20) > (*acc42)) || ((*acc42) < acc42[0])) {
        if (acc42[0x6] >= acc42[7]) {
            return +((acc42[3] < acc42[0]) ? acc42[7] : acc42[2]);
        }
        int z43 = acc42[0x2];
    }
    return acc42[5];
}
typedef int idx44_t;

__global__ void kick45(signed char a46, const int *in47, const double *in48) {
    kern40::idx44_t idx49 = (blockIdx.x * blockDim.x) + threadIdx.x;
    a46 = in47[a46];
    if (unsigned int cnt50 = blockIdx.x; ((cnt50 % 4) + gridDim.z) < (cnt50 += *in48, 38)) {
        int sum51 = c_norm39[0] + 'z';
    }
    constexpr unsigned f52 = 50;
    static_assert(sizeof(int) == 4);
}
} // namespace kern40

unsigned int run_bump53(int count54, float beta55) {
    count54 = beta55;
    beta55--;
    return (count54 += 23, (59u + count54));
}

int main() {
    int size56 = 1452;
    kern40::kick45<<<0x1 << 5, 128, 0>>>(3112 * size56, nullptr, nullptr);
    --size56;
    ops10::pivot11<<<256, (64), sizeof(int) * 32, (cudaStream_t)0>>>(static_cast<int>(size56) - CAT_1(size, 56));
    sweep26_kernel<<<(size56 + 255) / 256, 1 << 7, sizeof(double) * 64, 0>>>(nullptr, size56 * (CAT_1(size, 56) | 3), (char*)nullptr, (size56 += size56, CAT_1(size, 56)) | (0x13 & size56));
    merge33_kernel<<<0x20 * 0x10, 128, sizeof(double) * 256, nullptr>>>(30);
    return 0x0;
}
