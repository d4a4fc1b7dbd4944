// cudagen 0.1 seed 1826 valid
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,host_device_function,default_args,main,constant_array,shared_var,shared_2d,static_shared,constexpr_var,local_array,struct,class_private,using_alias,if,for,while,ternary,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_if,comments
#include "prelude.cuh"

#define CHUNK_1 128
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define HALF_3(x) ((x) / 2)
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_5(a, b) a##b

#if (CHUNK_1 * 2) >= 24 && CHUNK_1 != 0
#define CONFIG_6 7
#else
#define CONFIG_6 28
#endif

__host__ __device__ void scatter7(int n8) {
    for (int n9 = 0, j10 = n8; n9 < j10; (++n9, (--j10))) {
        n8 = 8 - (n9 - CAT_5(j, 10));
        char tmp11 = ((CAT_5(j, 10) * j10) ? 57 : (7 - n9)) + 9;
    }
}

__global__ void scatter12(unsigned short *__restrict__ data13, float q14) {
    if (q14 <= (*data13)) {
        return;
    }
    static __shared__ size_t sh_15;
    int q16[4] = {};
}
// NOTE: keep in sync with the host reference.

__global__ void scatter17_kernel(double *acc18) {
    acc18[4] = (*acc18) + ((*acc18) + acc18[2] + (acc18[0]));
    (*acc18) = static_cast<unsigned char>(acc18[5]) >> 11;
}

class Tile19 {
    int hi20;
public:
    __host__ __device__ Tile19(int b21) : hi20(b21) {}
    __host__ __device__ void norm22(float f23) {
        int f24 = +(((hi20 > f23) ? 0u : 34lu) - (1 - f23));
        f24 = (CAT_5(f, 23) * CAT_5(hi, 20) * (18UL + hi20));
    }
    __host__ __device__ int scale25() const {
        return ((50 <= hi20) || (hi20 < hi20)) ? HALF_3(hi20) : (hi20 - 48);
    }
};

__global__ void merge26_kernel(const double *__restrict__ coef27) {
    float res28 = *coef27;
    res28 = coef27[6];
    res28++;
    res28 = 21ll;
    res28 = coef27[0] + CAT_5(res, 28);
}
using idx29_t = int;
__constant__ float c_bump30[2] = {-17.375f};
// Layout: row-major, no padding.

__host__ __device__ int shade31(long alpha32 = 22) {
    alpha32 = MIN2_2(alpha32, alpha32 + alpha32) - alpha32;
    Tile19 idx33{6};
    size_t flag34{25U};
    flag34 = HALF_3(MIN2_2(alpha32 * alpha32, alpha32 * flag34));
    return (CAT_5(alpha, 32) << sizeof(idx29_t)) << (((alpha32 == flag34) ? flag34 : 37) * ((alpha32 < flag34) ? alpha32 : 41));
}

__global__ void __maxnreg__(128) mix35(const unsigned short *coef36, const idx29_t *__restrict__ in37, idx29_t n38) {
    Tile19 val39(MIN2_2(*coef36, CONFIG_6));
    static __shared__ int sh_40[64];
    __shared__ float sh_41[3][7];
    int idx42 = (n38 += *in37, int((long long)59ull));
    static __shared__ idx29_t sh_43[1 << 7];
}

int main() {
    int n44 = 1789;
    int iter45 = 0;
    while (iter45 < (2 * 0b11)) {
        merge26_kernel<<<(CONFIG_6 + (CONFIG_6 + (CONFIG_6 + 107))) * 2, dim3((n44 + 255) / 256, (n44 + 255) / 256)>>>(nullptr);
        ++iter45;
    }
    merge26_kernel<<<(n44 + 63) / 64, 0b1 << 7, 128 * 8>>>(static_cast<const double*>(nullptr));
    if (n44 < n44) {
        return n44 / (32 / n44);
    }
    scatter12<<<CONFIG_6 + 121, CONFIG_6 + (CONFIG_6 + 114)>>>((unsigned short*)nullptr, (n44 += iter45, (n44 + 9.75f)));
    scatter17_kernel<<<dim3((iter45 + 31) / 32, 0b1 << 7, 1 << 4), dim3(sizeof(float) * 16, CHUNK_1 + 128), sizeof(double) * 128>>>(static_cast<double*>(nullptr));
    mix35<<<1 << 6, 1 << 5, sizeof(int) * 32>>>((const unsigned short*)nullptr, static_cast<const idx29_t*>(nullptr), MIN2_2(n44, iter45) + 23);
    return 0;
}
