// cudagen 0.1 seed 52 invalid:lambda_as_kernel_template_arg
// features: kernel,kernel_template,kernel_from_macro,restrict_params,launch,launch_shared_mem,builtin_vars,host_device_function,host_function,constexpr_function,main,constexpr_var,struct,class_private,namespace,if,if_else,for,nested_block,static_assert,ternary,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_launch,macro_function,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define CAT_1(a, b) a##b

#ifdef USE_FAST_PATH_2
#define TUNE_3 11
#else
#define TUNE_3 29
#endif
#undef TUNE_3
#define TUNE_3 12

__host__ __device__ int split4(int n5) {
    float mid6 = 19.625F * n5;
    int e7 = 27;
    if (((unsigned long long)((mid6 > 55U) ? n5 : TUNE_3)) > 0b10100) {
        int e8 = static_cast<double>((n5 % 0x33L) / static_cast<float>(8.875F));
        ++e8;
    } else if (n5 < mid6) {
        if (n5 >= 48) {
            return 55ul;
        }
        long val9 = 37;
    }
    return float(15.75f);
}
#define DEFINE_MAP_KERNEL_10(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_10(map_kick11, int)
DEFINE_MAP_KERNEL_10(map_scale12, double)
#define DEFINE_MAP_KERNEL_13(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_13(map_decay14, int)
DEFINE_MAP_KERNEL_13(map_warp15, unsigned int)

namespace img16 {
constexpr __host__ int host_apply17(int stride18) {
    return sizeof(long);
}

__global__ void kick19_kernel(int len20, float* __restrict__ dst21) {
    (*dst21) = 9.5f;
    int lo22{64ull};
    static_assert(((3) * 3) > 8);
    (*dst21) = ((dst21[len20 & 0x7] * len20) / ((int)CAT_1(lo, 22))) + (0b0ul | len20);
}
} // namespace img16

class Acc23 {
    int val25;
public:
    __host__ __device__ Acc23(int init26) : val25(init26) {}
    __host__ __device__ int mix27(int x28) const {
        return static_cast<int>(TUNE_3 - val25);
    }
    __host__ __device__ int apply29() const {
        int y30 = (TUNE_3 & val25) * val25;
        return 15u / (val25 | 38UL);
    }
};

__host__ __device__ long norm31(float* __restrict__ dst32) {
    {
        dst32[0b111] = (+(*dst32)) * (20.75F * dst32[0x5]);
        double stride33 = (21.75f + (*dst32)) / 6;
    }
    ++dst32[0];
    Acc23 z34{int(53)};
    return 5lu;
}

namespace img35 {
template <typename T>
__global__ void sweep36_kernel(T* dst37) {
    int gid38 = threadIdx.x;
    T idx39 = ((dst37[gid38] * gid38) + gid38) * (0x30 - blockDim.x);
    Acc23 hi40(37 & gid38);
}

constexpr int check_accum41(int lane42) {
    float m43(lane42 - ((2 != (lane42 - 64ul)) ? (lane42 >> lane42) : 8));
    return m43;
}

__global__ void combine44(const int* __restrict__ in45) {
    float prod46 = float(in45[0b110]);
    int val47 = static_cast<int>(TUNE_3);
}
} // namespace img35
template <typename F>
__global__ void apply_kernel55(F f, int *p)
{
    p[threadIdx.x] = f(threadIdx.x);
}

int main(void) {
    int count48 = 3335;
    auto op56 = [](int x) { return x * 2; };
    apply_kernel55<<<1, 32>>>(op56, nullptr);
    for (int it49 = 0; it49 < count48; ++it49) {
        if (count48 == 59ul) {
            auto step52 = [](unsigned int f50) -> unsigned short {
                img35::combine44<<<(f50 + 255) / 256, 1 << 8, 0>>>(static_cast<const int*>(nullptr));
                unsigned long lim51 = (2538lu & ((CAT_1(f, 50) >= sizeof(Acc23)) ? TUNE_3 : sizeof(int))) & (26 & f50);
                f50 = f50;
                return lim51;
            };
            for (int n53 = 0; n53 < 0x6; n53++) {
                map_scale12<<<(n53 + 31) / 32, sizeof(int) * 16>>>(nullptr, it49);
                float k54 = (+count48) * TUNE_3;
            }
        } else {
        }
    }
    map_kick11<<<(4), 2 * 0x10>>>(nullptr, count48 * count48);
    map_decay14<<<(TUNE_3 + 0x4) * 8, 32, sizeof(int) * 32>>>(nullptr, count48);
    map_warp15<<<32, TUNE_3 + (TUNE_3 + 104)>>>((unsigned int*)nullptr, CAT_1(count, 48));
    return 0;
}
