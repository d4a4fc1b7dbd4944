// cudagen 0.1 seed 2035 valid
// features: kernel,kernel_static,kernel_extern_c,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,host_function,static_host_function,main,constexpr_var,static_local,struct,namespace,if,if_else,for,goto,static_assert,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,member_access,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_paste,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_2(a, b) a##b

namespace gpu3 {
static __global__ void spread4(int* out5, double alpha6, const int* __restrict__ input7) {
    int i8 = threadIdx.x;
    alpha6 += 15.25 + ((*input7));
    float hi9 = (*input7) + 18.75f + (out5[i8]) + input7[i8 & 7];
    constexpr unsigned short u10 = 6;
}

__global__ void rank11(float a12) {
    int i13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((a12 - blockDim.z) > a12) {
        goto skip14;
    }
    a12 = (short(threadIdx.y) >> (8ul ^ i13)) >> (i13 << (blockDim.z & i13));
    a12 -= i13 % 55UL;
skip14:;
}

__global__ void smooth15_kernel(unsigned int beta16, const int* __restrict__ coef17) {
    if (coef17 == nullptr) {
        goto done18;
    }
    beta16 <<= ((blockDim.x | blockDim.x) % 58l) - static_cast<long>(30U);
    beta16++;
done18:;
}
} // namespace gpu3

__device__ float spread19(long p20, int stride21) {
    constexpr float base22 = 20.375F;
    if ((stride21 * base22) == ' ') {
        goto out25;
    }
    p20 >>= threadIdx.x;
    for (int i23 = 0; i23 < p20; ++i23) {
        float tmp24 = 48lu;
        tmp24 /= (i23 + static_cast<int>(gridDim.x)) - static_cast<int>(p20 + 7);
    }
out25:;
    return static_cast<int>((gridDim.y * base22));
}

struct Vec26 {
    unsigned int vel27;
    int y28;
    float count29;
};

extern "C" __global__ void __maxnreg__(128) rank30_kernel(const long* __restrict__ input31, unsigned int* __restrict__ data32, const float* input33) {
    int tid34 = threadIdx.x;
    for (int n35 = 14; n35 > 0; --n35) {
        data32[n35 & 7] >>= threadIdx.x % ((tid34) * ((*input31) | 0b101001));
        --data32[blockDim.x];
    }
}

inline __host__ __device__ void relax36(int* __restrict__ buf37, unsigned short q38, int len39) {
    q38 = unsigned(23 - q38) - (len39 & ((unsigned int)len39));
    q38 = 36 + (len39 % (q38));
}

__global__ void apply40_kernel(int len41, int len42, int n43) {
    int gid44 = threadIdx.x;
    if (gid44 >= n43) {
        return;
    }
    Vec26 lim45 = {4U, 17u, 19.875f};
    float idx46 = 0b1111ul;
    SWAP_1(int, n43, len42);
    int q47 = static_cast<signed char>(u8'a');
    static_assert(sizeof(int) == 4, "expected value");
    --len42;
}

static int check_norm48(const int* in49) {
    static int z50 = 37ULL;
    apply40_kernel<<<8, 256, sizeof(double) * 64>>>(10 >> (*in49), (in49[z50] + 44ULL) % z50, in49[3]);
    return (~(in49[z50] + 10)) * (in49[z50 & 7] / (-(*in49)));
}

int main(void) {
    int n51 = 3922;
    unsigned cnt52 = CAT_2(n, 51);
    if (cnt52 <= U'a') {
        n51 <<= (long)(n51 / ((float)1226));
        rank30_kernel<<<dim3(32 * 4), 512>>>(nullptr, static_cast<unsigned int*>(nullptr), (const float*)nullptr);
    } else {
    }
    gpu3::spread4<<<dim3((n51 + 63) / 64, 1, 32), 512, 0, (cudaStream_t)0>>>(&n51, (~cnt52) / 7.375, &n51);
    gpu3::rank11<<<0200, 2 * 16>>>(18);
    gpu3::smooth15_kernel<<<dim3(1, 1 << 5), 256>>>(CAT_2(n, 51), static_cast<const int*>(nullptr));
    return 0;
}
