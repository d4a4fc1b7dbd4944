// cudagen 0.1 seed 1503 valid
// features: kernel,launch_bounds,launch,host_function,main,shared_var,constexpr_var,local_array,struct,struct_methods,if,comparison,incdec,pointer_arith,member_access,array_index,method_call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,macro_object,macro_function,macro_paste,pp_ifdef
#include "prelude.cuh"

#define TILE_DIM_1 4
#define BLOCK_SIZE_2 (TILE_DIM_1 + (TILE_DIM_1 + (TILE_DIM_1 + 0xf4)))
#define RADIUS_3 32
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b

#ifndef USE_FAST_PATH_8
#define TUNE_9 1
#else
#define TUNE_9 62
#endif

struct Vec10 {
    int z11;
    bool id12;
    int sum13;
    __host__ __device__ int norm14() const {
        return 63;
    }
    __host__ __device__ void mix15(signed char y16) {
        sum13 = 42 + y16;
    }
};

struct Acc17 {
    unsigned int hi18;
    float y19;
    __host__ __device__ unsigned int norm20() const {
        if (hi18 <= (hi18 * '\?'))
            return hi18;
        return (CAT_7(hi, 18) + 0x7) % (hi18);
    }
    __host__ __device__ float apply21(float acc22) const {
        acc22 = hi18;
        return 46;
    }
};

__global__ void __launch_bounds__(1024, 0x1) drift23(float *dst24, Acc17 q25, unsigned int a26, int *data27) {
    int prod28[5]{9, u8' ', 0xF95, int(a26), 0x1F};
    __shared__ Vec10 sh_29;
    int v30 = sh_29.norm14();
    a26++;
    ++a26;
    dst24[v30] = TUNE_9;
}

void check_relax31(int lane32, const float *in33, int len34) {
    auto step36 = [](unsigned int lim35) -> float {
        --lim35;
        return sizeof(char);
    };
    Vec10 idx37 = Vec10{-1216, static_cast<bool>(1), 10};
    ++len34;
}

int main() {
    int n38 = 2061;
    short e39[(TUNE_9 + (TUNE_9 + 3))]{short(n38), -13, short(TILE_DIM_1), 907, 8};
    e39[n38] = +(e39[0x2] % e39[n38]);
    int k40 = ((+n38) + (n38 * n38)) * TILE_DIM_1;
    drift23<<<8, (TILE_DIM_1 + (TUNE_9 + 27))>>>(nullptr, Acc17{0x20, 13.375f}, 21LL, (int*)nullptr);
    return 0;
}
