// cudagen 0.1 seed 1715 valid
// features: kernel,kernel_from_macro,maxnreg,launch,launch_dim3,launch_shared_mem,builtin_vars,main,shared_var,extern_shared,constexpr_var,struct,struct_methods,struct_template,operator_overload,if,for,static_assert,bitwise,shift,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_char,lit_char_prefix,lit_string,lit_string_prefix,lit_bool,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_launch,macro_function,pp_ifdef
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

#ifdef USE_FAST_PATH_3
#define TUNE_4 10
#else
#define TUNE_4 24
#endif

struct Node5 {
    unsigned int id6, id7;
    bool y8;
    float hi9;
    __host__ __device__ unsigned total10() const {
        Node5 lim11{'z', 3636, true, hi9};
        return hi9;
    }
};

inline __host__ __device__ Node5 operator+(Node5 a, Node5 b) {
    Node5 r = a;
    r.id6 += b.id6;
    r.id7 += b.id7;
    r.hi9 += b.hi9;
    return r;
}

__global__ void __maxnreg__(32) march12_kernel(int *out13, int n14, const int *src15, int count16) {
    unsigned int i17 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i17 >= n14) {
        return;
    }
    ++out13[n14 & 7];
    double t18 = n14;
    ++t18;
    if (t18 != 39) {
        return;
    }
    out13[n14] = TUNE_4;
}

template <typename T>
struct Vec19 {
    T vel20;
    __host__ __device__ void bump21(T lo22) {
        lo22--;
        lo22 = lo22;
    }
};

__global__ void apply23(int n24, float q25) {
    extern __shared__ long dyn_26[];
    int y27 = q25;
    if ((q25 + TUNE_4) == q25) {
        return;
    }
}

__global__ void tile28(Node5 alpha29) {
    Node5 y30 = Node5{};
    ++y30.id6;
    static_assert((0x11 * 3) > 50, "bad config");
    unsigned *tmp31 = nullptr;
}
#define DEFINE_MAP_KERNEL_32(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_32(map_bias33, unsigned)
DEFINE_MAP_KERNEL_32(map_blend34, unsigned int)

struct Tile35 {
    int lo36;
    float mass37;
    __host__ __device__ void scale38(int u39) {
        mass37 = u39;
    }
};

inline __host__ __device__ Tile35 operator+(Tile35 a, Tile35 b) {
    Tile35 r = a;
    r.lo36 += b.lo36;
    r.mass37 += b.mass37;
    return r;
}

int main() {
    int size40 = 3891;
    for (int i41 = 0x0, j42 = 2; i41 < j42; (++i41, (--j42))) {
        for (int n43 = 14; n43 > 0; --n43) {
            ++size40;
            auto step44 = []() -> float {
                march12_kernel<<<1, dim3(2), 0>>>(nullptr, (35), nullptr, u8'z');
                return TUNE_4;
            };
            map_blend34<<<dim3(sizeof(int) * 4, 1 << 0x5), (512), sizeof(double) * 256>>>((unsigned int*)nullptr, -static_cast<float>(i41));
        }
    }
    const char *off45 = u8"ok";
    apply23<<<dim3((size40 + 63) / 64), TUNE_4 + (TUNE_4 + 80)>>>(2183, (TUNE_4 - size40) * (off45[0] % TUNE_4));
    tile28<<<dim3((size40 + 127) / 128, (size40 + 31) / 0x20, (size40 + 31) / 040), 1 << 9, 512 * 8>>>(Node5{30, 054LL, false, 63ul});
    map_bias33<<<(size40 + 255) / 256, sizeof(float) * 8>>>(nullptr, (~off45[0]) + off45[0x0]);
    return 0;
}
