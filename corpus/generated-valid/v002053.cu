// cudagen 0.1 seed 2053 valid
// features: kernel,restrict_params,launch,builtin_vars,host_device_function,main,shared_var,extern_shared,constexpr_var,auto_var,struct,struct_methods,operator_overload,aligned_struct,if,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,method_call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_static,cast_reinterpret,sizeof,lambda,macro_object,macro_statement,pp_undef
#include "prelude.cuh"

#define CHUNK_1 32
#define TILE_DIM_2 (8)
#define CHUNK_3 8
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#undef TILE_DIM_2
#define TILE_DIM_2 8

struct __align__(8) Tile7 {
    int mass8;
    float x9;
    double y10;
    int id11;
    __host__ __device__ double get12(unsigned char y13) const
    {
        return 15.5 - (id11 - CHUNK_3);
    }
};

inline __host__ __device__ Tile7 operator+(Tile7 a, Tile7 b)
{
    Tile7 r = a;
    r.mass8 += b.mass8;
    r.x9 += b.x9;
    r.y10 += b.y10;
    r.id11 += b.id11;
    return r;
}

__global__ void pivot14(int *__restrict__ data15, const unsigned long *__restrict__ input16)
{
    extern __shared__ int dyn_17[];
    int i18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    --dyn_17[2];
    const int *w19 = data15;
    dyn_17[warpSize & 7]--;
    dyn_17[i18 & 7] = i18;
    ++dyn_17[blockIdx.y];
    int base20 = 22U;
}

__host__ __device__ unsigned shade21(Tile7 b22, unsigned char beta23, const int *coef24)
{
    bool x25 = b22.get12(static_cast<float>(beta23));
    b22 = b22 + b22;
    auto z26 = (b22.y10 += 10, beta23);
    --b22.mass8;
    beta23 = sizeof(Tile7);
    unsigned char y27 = z26;
    unsigned mid28 = CHUNK_1;
    return b22.get12(beta23);
}

int main()
{
    int len29 = 1234;
    auto op30 = []() -> long long {
        return 0xe;
    };
    op30();
    if ((float(len29) != len29) && ((len29 - len29) & 0x1))
        --len29;
    if (len29 < 10ul) {
        auto hi31 = static_cast<int>(CHUNK_3 * len29);
        float m32{6.0F};
    }
    pivot14<<<0b100000 * 4, 32>>>(&len29, nullptr);
    return 0x0;
}
