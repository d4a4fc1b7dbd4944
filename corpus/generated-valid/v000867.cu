// cudagen 0.1 seed 867 valid
// features: kernel,kernel_from_macro,launch,builtin_vars,host_function,main,device_var,shared_var,constexpr_var,const_local,struct,struct_template,enum,enum_class,typedef,namespace,if,for,bitwise,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,alignof,macro_object,macro_function,macro_statement,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 256
#define CHUNK_2 128
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_4
#define TUNE_5 15
#else
#define TUNE_5 39
#endif
#undef BLOCK_SIZE_1
#define BLOCK_SIZE_1 12
// Computes one element per thread.

template <typename T>
struct Acc6 {
    T hi7;
    T mass8;
};
typedef unsigned int *ptr9_t;
constexpr int LANES10 = 32;
enum Mode11 : unsigned int { FAST12, SLOW13, ON14 = 4 };

namespace img15 {
enum class Level16 : long { Off17, High18, High19, Fast20 };
__device__ Acc6<long> d_kick21;
} // namespace img15

template <typename T>
struct Acc22 {
    T sum23;
};

namespace img24 {
__global__ void lerp25(Acc6<long> beta26, long *out27, const short int *coef28) {
    (*out27) = beta26.hi7;
    for (int n29 = 020; n29 > 0; --n29) {
        beta26 = Acc6<long>{0x12, static_cast<long>(n29)};
        beta26 = Acc6<long>{};
    }
    if (img15::d_kick21.mass8 > (*coef28)) {
        return;
    }
    if (1 == out27[0x1]) {
        return;
    }
    const unsigned char z30 = beta26.hi7;
}

template <typename T>
struct Particle31 {
    T w32, x33;
    unsigned char w34;
};

__global__ void trace35_kernel(const float *coef36) {
    float r37(8.75f);
    r37 = img15::d_kick21.hi7;
}
} // namespace img24
#define DEFINE_MAP_KERNEL_38(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_38(map_split39, double)
DEFINE_MAP_KERNEL_38(map_bump40, unsigned)

namespace util41 {
__global__ void scatter42_kernel(float *buf43, int n44) {
    buf43[n44 & 7] = alignof(char);
    if ((*buf43) != (buf43[n44 & 7] * 0x2CL)) {
        return;
    }
    img15::d_kick21 = img15::d_kick21;
    __shared__ long long sh_45;
}
__device__ int d_sift46;

inline double check_pivot47(int *acc48, const long *input49, int n50) {
    n50 = LANES10;
    unsigned int diff51 = 7 | acc48[n50];
    --(*acc48);
    diff51--;
    util41::scatter42_kernel<<<sizeof(int) * (SLOW13 + 1), (512)>>>(nullptr, (*acc48) / LANES10);
    img15::Level16 lo52 = img15::Level16::Off17;
    return (('a' - diff51) - 0x1All);
}
} // namespace util41

int main() {
    int count53 = 4044;
    ++count53;
    count53 = SLOW13;
    unsigned int res54 = count53;
    res54 = 45;
    if ((count53 & LANES10) < res54) {
        return util41::check_pivot47(nullptr, static_cast<const long*>(nullptr), LANES10 % count53);
    }
    Mode11 e55 = ON14;
    img24::lerp25<<<(count53 + 255) / 0x100, (512)>>>(Acc6<long>{static_cast<long>(util41::check_pivot47(static_cast<int*>(nullptr), nullptr, U'0')), 1L}, static_cast<long*>(nullptr), (const short*)nullptr);
    img24::trace35_kernel<<<0x1, BLOCK_SIZE_1 + 20>>>((const float*)nullptr);
    map_split39<<<16, TUNE_5 + 473>>>((double*)nullptr, 0b11111 - (e55 % LANES10));
    return 0x0;
}
