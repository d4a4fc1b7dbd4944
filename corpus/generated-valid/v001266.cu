// cudagen 0.1 seed 1266 valid
// features: kernel,launch,launch_dim3,builtin_vars,device_function,device_forceinline,default_args,main,shared_var,static_shared,constexpr_var,struct,struct_methods,operator_overload,if,do_while,static_assert,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_if,pp_undef
#include "prelude.cuh"

#define CHUNK_1 4
#define WARPS_2 (CHUNK_1 * 16)
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_5(a, b) a##b

#if WARPS_2 == 64
#define CONFIG_6 5
#else
#define CONFIG_6 21
#endif
#undef CONFIG_6
#define CONFIG_6 48

__global__ void shade7_kernel(const int *coef8, const int *input9, const signed char *coef10, int *dst11) {
    int gid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    dst11[blockDim.z] = (*input9) + CAT_5(gid, 12);
    __shared__ unsigned char sh_13[CHUNK_1 * 2];
    sh_13[gid12] = ((((*dst11) <= 0b1111) ? CONFIG_6 : WARPS_2) + input9[threadIdx.y]);
    (*dst11) %= 51u;
    dst11[gid12] &= coef10[2] + WARPS_2;
    (*dst11)--;
    if (((*coef10) * gid12) == gid12) {
        return;
    }
}

__device__ __forceinline__ long bump14(int lane15 = 50) {
    int prod16(60UL);
    prod16++;
    prod16 /= 42;
    int res17 = prod16;
    int w18 = 0;
    do {
        int s19 = (prod16) + MAX2_3(res17, lane15);
        s19++;
        ++w18;
    } while ((w18 < 5) && w18);
    return prod16;
}
static_assert(sizeof(int) == 4);

__global__ void bump20_kernel(float cfg21) {
    int idx22 = (blockIdx.x * blockDim.x) + threadIdx.x;
    static __shared__ int sh_23;
    bump14();
    constexpr int h24 = 25;
    int mid25 = bump14() * blockIdx.x;
    float *lo26 = (float*)nullptr;
    int z27 = cfg21;
    if (lo26 == nullptr) {
        return;
    }
}

struct Node28 {
    size_t mass29;
    float id30;
    unsigned int val31;
    __host__ __device__ float get32() const {
        return 61;
    }
    __host__ __device__ float mix33() const {
        return (mass29 < CONFIG_6) ? id30 : id30;
    }
};

__host__ __device__ Node28 operator+(Node28 a, Node28 b) {
    Node28 r = a;
    r.mass29 += b.mass29;
    r.id30 += b.id30;
    r.val31 += b.val31;
    return r;
}
inline constexpr double kR34 = 8.75;

inline __device__ float mix35(double *dst36, float a37 = 16ul) {
    unsigned short diff38{53};
    --dst36[3];
    a37 = kR34;
    diff38 = MAX2_3(bump14(36), bump14()) - kR34;
    const unsigned char *flag39 = nullptr;
    return ((*dst36) - bump14()) - (-(blockDim.x - dst36[6]));
}

int main() {
    int size40 = 494;
    bool u41 = size40 >= kR34;
    size40 += kR34;
    shade7_kernel<<<sizeof(unsigned int) * (WARPS_2 + 64), 512>>>(&size40, &size40, nullptr, &size40);
    bump20_kernel<<<dim3((size40 + 63) / 0b1000000), CONFIG_6 + (WARPS_2 + (CHUNK_1 + (CHUNK_1 + (CHUNK_1 + CHUNK_1))))>>>((kR34 - CAT_5(u, 41)) / sizeof(double));
    return 0;
}
