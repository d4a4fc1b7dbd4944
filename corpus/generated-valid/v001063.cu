// cudagen 0.1 seed 1063 valid
// features: kernel,kernel_from_macro,launch_bounds,launch,builtin_vars,host_function,main,shared_var,constexpr_var,struct,struct_template,enum_class,for,nested_block,bitwise,shift,incdec,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_const,macro_function,macro_paste
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define HALF_2(x) ((x) / 2)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

template <typename T>
struct Pixel6 {
    T vel7;
    unsigned char weight8;
    __host__ __device__ unsigned char get9() const {
        return CAT_5(weight, 8) - (46 + weight8);
    }
};

struct Cell10 {
    float lo11;
    int z12;
};
enum struct Color13 : short { Fast14 = 3, Off15, Add16 };
#define DEFINE_MAP_KERNEL_17(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_17(map_stencil18, int)
DEFINE_MAP_KERNEL_17(map_march19, int)

inline unsigned long long warp20(Pixel6<float> a21, int stride22) {
    Color13 f23 = Color13::Fast14;
    Color13 w24 = Color13::Off15;
    return 0x3F | stride22;
}
constexpr long WIDTH25 = 0x2 * 0x4;

__global__ void __launch_bounds__((0x200), 3) norm26_kernel(const float* src27) {
    int gid28 = (blockIdx.x * blockDim.x) + threadIdx.x;
    {
        __shared__ long sh_29;
        sh_29 = ((WIDTH25 ^ gridDim.x) & sh_29) ^ 0x3ul;
    }
    int u30(gid28);
    float* acc31 = const_cast<float*>(src27);
}

void host_shade32(long long q33) {
    q33--;
    const float* acc34 = nullptr;
    --q33;
}

int main() {
    int n35 = 87;
    for (int j36 = 0; j36 < 012; ++j36) {
        n35 = j36;
        map_stencil18<<<(n35 + 0x3F) / 0100, (WIDTH25 + 56) * 2>>>(&n35, warp20(Pixel6<float>{}, ' ' & n35));
    }
    n35++;
    map_march19<<<(n35 + 31) / 32, 1 << (WIDTH25 + 1)>>>(nullptr, (51 - CAT_5(n, 35)) >> WIDTH25);
    norm26_kernel<<<(n35 + 63) / 64, 0x1 << 0x9>>>((const float*)nullptr);
    return 0;
}
