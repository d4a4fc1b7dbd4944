// cudagen 0.1 seed 535 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,host_device_function,device_template_function,host_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,auto_var,enum_class,if,for,while,do_while,goto,nested_block,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,pp_if,pp_undef,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 32
#define CHUNK_2 128
#define RADIUS_3 32
#define SQR_4(x) ((x) * (x))
#define TWICE_PLUS_5(a, b) (2 * (a) + (b))
#if CHUNK_2 % 2 == 0 || CHUNK_2 < 4
#define CONFIG_6 6
#elif CHUNK_2 < 0
#error unreachable configuration
#else
#define CONFIG_6 23
#endif
#undef RADIUS_3
#define RADIUS_3 48
enum class Mode7 { Off8 = 3, Fast9 = 6, High10 };

__global__ void split11_kernel(float q12, int lane13, Mode7 b14, int n15) {
    int i16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    Mode7 prod17 = b14;
    {
        unsigned char prod18 = threadIdx.x;
        --lane13;
    }
}

__global__ void score19(const int* input20, const int* coef21, int lane22) {
    extern __shared__ int dyn_23[];
    int gid24 = threadIdx.x;
    if (gid24 >= lane22) {
        return;
    }
    int iter25 = 0;
    if (gid24 == (*input20)) {
        goto skip30;
    }
    do {
        int w26 = 0;
        while (w26 < (12)) {
            unsigned short z27{9};
            __shared__ double sh_28[64];
            ++w26;
        }
        constexpr long r29 = 58;
        ++iter25;
    } while (iter25 < gid24);
skip30:;
}
// NOTE: keep in sync with the host reference.

constexpr __device__ __host__ int sift31(int stride32) {
    unsigned char h33{0b11111111ull};
    return h33;
}
enum class Kind34 { High35, Red36, Mul37 };

template <class T, int N>
__global__ void bump38_kernel(const T* input39) {
    int gid40 = (blockIdx.x * blockDim.x) + threadIdx.x;
    sift31(input39[6] / N);
    int off41 = sift31(sift31(TWICE_PLUS_5(threadIdx.x, input39[gid40])));
    off41 = sift31(static_cast<T>(input39[gridDim.z]));
}
enum class State42 {
    On43,
    On44,
    Green45,
    Low46,
    High47 = 8
};

template <typename T, typename U>
__device__ T tally48(const U* in49, U* buf50, const U* input51) {
    for (int it52 = 9; it52 > 0; --it52) {
        buf50[6]++;
        (*buf50) = it52 >> (075 << (((*buf50) > BLOCK_SIZE_1) ? it52 : it52));
    }
    buf50[2]++;
    buf50[warpSize] /= buf50[2];
    if (!in49) {
        return (*in49) - buf50[5];
    }
    return *input51;
}

long host_count53(long* dst54) {
    bump38_kernel<unsigned, ((1))><<<dim3(2, 1, 256 * 2), sizeof(int) * 32, 0>>>(static_cast<const unsigned int*>(nullptr));
    score19<<<dim3(2), 1 << 5, 1 << 8>>>(nullptr, reinterpret_cast<const int*>(dst54), 43lu / (dst54[6] + 14U));
    auto idx55 = dst54[0b111] >> 1;
    float h56 = (BLOCK_SIZE_1) + SQR_4((dst54[2]));
    ++dst54[idx55];
    if (idx55 <= h56) {
        return sift31(h56);
    }
    h56 = (idx55 % (*dst54)) + 33U;
    return sizeof(float) + (idx55 * ((dst54[idx55] > idx55) ? 5 : 012));
}

int main() {
    int len57 = 4006;
    for (int i58 = len57; i58 > 0; --i58) {
        host_count53((long*)nullptr);
        for (int it59 = 0; it59 < i58; ++it59) {
            len57 |= len57;
        }
    }
    len57 &= ((int)((len57 <= len57) ? 54 : len57)) - 1748l;
    split11_kernel<<<(CONFIG_6 + (CONFIG_6 + (CONFIG_6 + (CONFIG_6 + 8)))) * 8, dim3((len57 + 127) / 128, 2, 01000)>>>(((float)len57) + (RADIUS_3 - len57), len57, Mode7::Off8, host_count53(static_cast<long*>(nullptr)) >> len57);
    return 0;
}
