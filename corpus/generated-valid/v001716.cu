// cudagen 0.1 seed 1716 valid
// features: kernel,kernel_from_macro,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,host_function,main,constexpr_var,local_array,const_local,namespace,if,if_else,if_init,for,goto,static_assert,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,pp_if,comments
#include "prelude.cuh"

#define RADIUS_1 3
#define CHUNK_2 32

#if RADIUS_1 > 14
#define CONFIG_3 3
#else
#define CONFIG_3 29
#endif

namespace math4 {
__device__ __noinline__ void bias5(int count6, const int *coef7, int lane8) {
    bool res9 = lane8 == sizeof(float);
    (++count6, (lane8 -= +count6));
    count6 = 60;
    int q10[4] = {count6, 21UL, 51ULL};
}

float check_score11(int lane12, const unsigned int *src13) {
    if (lane12 == lane12) {
        goto done15;
    }
    if ((src13[1] == 60) || (*src13) || (src13[1] <= 0b1100U)) {
        lane12 = static_cast<double>(lane12 / RADIUS_1);
        lane12 = 051ull & (((*src13) & lane12) + (sizeof(int) - (*src13)));
        long q14[7] = {};
    }
done15:;
    return lane12;
}
} // namespace math4
// Layout: row-major, no padding.

__global__ void __maxnreg__(32) norm16(short alpha17, unsigned char cfg18, int len19, unsigned long long *buf20) {
    len19 = ((int)len19) * (buf20[1] += 28, alpha17);
    ++alpha17;
    if (cfg18 != (*buf20)) {
        goto skip21;
    }
    cfg18 -= sizeof(int) % ((~len19) + (buf20[alpha17 & 7] * sizeof(int)));
    buf20[alpha17 & 7] |= ((unsigned char)(CHUNK_2 - len19)) - (*buf20);
    cfg18 = (double)alpha17;
skip21:;
}
#define DEFINE_MAP_KERNEL_22(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_22(map_rank23, unsigned int)

__global__ void combine24_kernel(double beta25, const unsigned int *coef26, const unsigned *src27, int len28) {
    float r29[6] = {9.0f, static_cast<float>(sizeof(unsigned char)), 4602, static_cast<float>(src27[len28] + 21.625F)};
    const float cnt30 = (double)(((coef26[2]) > len28) ? (coef26[len28] + coef26[len28]) : (~len28));
    if (int diff31 = (beta25 += 17.875f, (57L % src27[2])) + cnt30; ((coef26[diff31 & 7] * 3222) & 1)) {
        static_assert(2 > 1);
        int idx32 = 7;
    } else if ((0b101110 / beta25) > (cnt30 + diff31)) {}
}
#define DEFINE_MAP_KERNEL_33(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_33(map_update34, int)

inline void sift35(double q36, int stride37, bool b38) {
    if (b38) {
        return;
    }
    if (!b38) {
        q36 /= b38 * (stride37 += 3, q36);
    }
    if (((36L <= q36) ? CHUNK_2 : CHUNK_2) <= stride37) {
        goto finish39;
    }
    if (stride37 >= stride37) {
        return;
    }
    combine24_kernel<<<(stride37 + 63) / 64, (CONFIG_3 + (RADIUS_1 + (CONFIG_3 + (CHUNK_2 + 163)))), 4096, (cudaStream_t)0>>>(15lu ^ stride37, (const unsigned*)nullptr, (const unsigned int*)nullptr, q36);
    norm16<<<(stride37 + 255) / 256, dim3(512), sizeof(int) * 64, nullptr>>>(0b101010, b38, CHUNK_2, nullptr);
finish39:;
}

int main() {
    int n40 = 419;
    for (int it41 = 13; it41 > 0; --it41) {
        combine24_kernel<<<dim3((it41 + 255) / 256, sizeof(int) * 4), 4 * (RADIUS_1 + (RADIUS_1 + 2)), sizeof(int) * 32, (cudaStream_t)0>>>((it41 * n40) - (it41 % it41), (const unsigned int*)nullptr, nullptr, 56 % static_cast<unsigned>(it41));
        n40 |= it41 & 054l;
    }
    n40 |= (~n40) + n40;
    map_rank23<<<2, 256>>>(static_cast<unsigned int*>(nullptr), 1024);
    map_update34<<<dim3(sizeof(int) * 0b10, (n40 + 63) / 0b1000000, (RADIUS_1 + 1) * (RADIUS_1 + 1)), (0100), sizeof(double) * 256, nullptr>>>((int*)nullptr, (n40 * 26));
    return 0;
}
