// cudagen 0.1 seed 65 valid
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,builtin_vars,device_function,device_noinline,host_function,main,host_global,local_array,auto_var,struct,operator_overload,enum,while,compound_assign,bitwise,pointer_arith,member_access,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,macro_object,macro_paste,macro_statement,pp_undef
#include "prelude.cuh"

#define TILE_DIM_1 16
#define NUM_ITERS_2 (8)
#define TILE_DIM_3 256
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b
#undef TILE_DIM_3
#define TILE_DIM_3 8
enum Phase8 { ON9, IDLE10 = 6, BLUE11 };
int g_apply12 = (37);

struct Sample13 {
    int weight14;
    int mass15;
    float count16;
    double id17;
};

inline __host__ __device__ Sample13 operator+(Sample13 a, Sample13 b)
{
    Sample13 r = a;
    r.weight14 += b.weight14;
    r.mass15 += b.mass15;
    r.count16 += b.count16;
    r.id17 += b.id17;
    return r;
}

__device__ __noinline__ void tile18(int count19, int *buf20)
{
    int hi21 = 138U + (*buf20);
    int w22 = 0;
    while (w22 < (12)) {
        Sample13 z23 = Sample13{0b100, 10ULL, -13.625f, static_cast<double>(*buf20)};
        ++w22;
    }
    auto u24 = hi21 + 47;
    float val25[(5)] = {};
    unsigned int v26{6U};
}

__global__ void __maxnreg__(128) smooth27_kernel(const float *input28, Phase8 alpha29, const unsigned int *input30)
{
    int i31 = (blockIdx.x * blockDim.x) + threadIdx.x;
    tile18(input28[1], static_cast<int*>(nullptr));
    alpha29 = IDLE10;
    alpha29 = alpha29;
    tile18(alpha29, nullptr);
    int f32[(4)]{static_cast<int>(20), 2588, i31, 37};
}

void host_gather33(const unsigned int *__restrict__ coef34, double a35, unsigned alpha36)
{
    dim3 tmp37 = dim3(16, 020);
    Sample13 s38 = Sample13{1L, 54, 12.5f, static_cast<double>(22)};
    a35 *= (alpha36 + static_cast<unsigned>(31)) & (*coef34);
}

int main()
{
    int count39 = 02510;
    SWAP_4(int, g_apply12, count39);
    signed char base40[4] = {static_cast<signed char>(45), 5};
    host_gather33(nullptr, CAT_7(count, 39), static_cast<size_t>(50 & g_apply12));
    smooth27_kernel<<<(BLUE11 + 0b1), NUM_ITERS_2 + 504>>>(nullptr, IDLE10, nullptr);
    return 0;
}
