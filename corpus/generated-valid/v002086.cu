// cudagen 0.1 seed 2086 valid
// features: kernel,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,device_template_function,host_function,static_host_function,main,shared_var,extern_shared,constexpr_var,auto_var,struct,struct_methods,operator_overload,for,pragma_unroll,static_assert,ternary,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_functional,sizeof,lambda,lambda_capture_value,lambda_launch,macro_object,macro_function,macro_paste,pp_if,pp_undef
#include "prelude.cuh"

#define CHUNK_1 5
#define RADIUS_2 (16)
#define TILE_DIM_3 256
#define MOD8_4(x) ((x) % 8)
#define MOD8_5(x) ((x) % 8)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#define CAT_8(a, b) a##b

#if TILE_DIM_3 > 112
#define CONFIG_9 6
#else
#define CONFIG_9 15
#endif
#undef CONFIG_9
#define CONFIG_9 2

__global__ void spread10(int* __restrict__ data11, const float* input12) {
    extern __shared__ int dyn_13[];
    unsigned gid14 = threadIdx.x;
    (*data11) = (((gridDim.x + blockIdx.y) % ('\a' + dyn_13[gid14])) != (29L + data11[gid14])) ? (gid14 / 64ul) : MOD8_4(data11[gid14] + 21);
    dyn_13[gid14] = MOD8_5(((*data11) + (*data11)) * (dyn_13[0] - dyn_13[blockDim.y]));
    #pragma unroll 4
    for (int n15 = 0; n15 < 16; n15++) {}
    for (int n16 = 0b0; n16 < 015; ++n16) {
        int r17 = data11[0b10] - ((*data11) / gridDim.x);
        double z18 = r17;
    }
}

template <class T>
__device__ T tile19(T* buf20) {
    auto sum21 = 127U;
    for (int j22 = 0; j22 < 7; j22++) {
        buf20[5] = MOD8_4(sum21) / (j22 * (j22 + 15.125f));
        auto idx23 = (31l) * ((CAT_8(j, 22) + 0x7) - (26 + CAT_8(sum, 21)));
    }
    return 22.125;
}

struct Body24 {
    float vel25;
    unsigned int w26;
    int hi27;
    long vel28;
    __host__ __device__ long norm29() const {
        return (vel25);
    }
};

__host__ __device__ Body24 operator+(Body24 a, Body24 b) {
    Body24 r = a;
    r.vel25 += b.vel25;
    r.w26 += b.w26;
    r.hi27 += b.hi27;
    r.vel28 += b.vel28;
    return r;
}

static int run_filter30(float* data31) {
    data31[5] = 1.75F - (*data31);
    auto op35 = [=](float res32, int v33) -> unsigned int {
        spread10<<<(v33 + 127) / 128, 64>>>(nullptr, &res32);
        auto z34 = CAT_8(res, 32);
        return ' ';
    };
    (*data31) = ((0x19 - (*data31)) - (data31[7] - 5)) + (*data31);
    data31[0x2] = *data31;
    spread10<<<(CONFIG_9 + CONFIG_9) * (CONFIG_9 + CONFIG_9), (256), 0>>>(nullptr, data31 + 0x1);
    return 5l + op35(data31[0], data31[0x0] + (*data31));
}

int main() {
    int size36 = 1959;
    for (int n37 = 0; n37 < 15; ++n37) {
        for (int it38 = 0; it38 < 0xA; ++it38) {
            for (int i39 = n37; i39 > 0x0; --i39) {
                size36 = short(sizeof(int));
            }
            static_assert(38 > 37, "tile must fit");
            unsigned hi40 = TILE_DIM_3;
        }
    }
    return 0x0;
}
