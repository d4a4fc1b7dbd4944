// cudagen 0.1 seed 1485 valid
// features: kernel,kernel_template,launch_deduced_template_args,restrict_params,launch,builtin_vars,device_function,device_forceinline,main,device_var,constexpr_var,enum_class,if,switch,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,sizeof,macro_object
#include "prelude.cuh"

#define RADIUS_1 32
#define WARPS_2 64
#define TILE_DIM_3 ((0x10))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
__device__ int d_filter6 = 1829;

__global__ void warp7(int* out8, int stride9, size_t* data10) {
    int i11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i11 >= stride9) {
        return;
    }
    int e12 = stride9 * ((*out8) + 32) * (+(out8[i11] += -014, 042L));
    long long val13 = 40;
    int e14(WARPS_2);
    long val15 = 0x3;
    char q16 = out8[warpSize];
    int diff17{0lu};
    e12 ^= 0x33;
}

__global__ void sweep18(int* __restrict__ dst19) {
    int tid20 = threadIdx.x;
    dst19[0] = tid20 + (sizeof(double) + dst19[0x1]);
    ++d_filter6;
    dst19[warpSize]++;
}

template <typename T>
__global__ void gather21(const T* in22, int len23, unsigned char* buf24, int count25) {
    switch (count25) {
    case 10: {
        double m26 = 10.25;
        break;
    }
    }
    T s27 = *in22;
    float val28 = count25 + (WARPS_2 % ((count25 <= TILE_DIM_3) ? 6 : blockDim.x));
}
enum struct Phase29 : long {
    On30 = 3,
    On31,
    Idle32 = 8,
    Slow33,
    Blue34 = 12
};

__device__ __forceinline__ int reduce35(const unsigned int* __restrict__ coef36) {
    d_filter6 = (d_filter6 += 14, (47U - d_filter6)) * (d_filter6 += 583, (+d_filter6));
    (d_filter6--, (d_filter6 = coef36[d_filter6]));
    d_filter6 = d_filter6;
    if (d_filter6 == (-d_filter6)) {
        return d_filter6;
    }
    float q37 = 5 - (blockDim.x + 3 + ((coef36[d_filter6] <= coef36[0x7]) ? 22.5F : 23.75f));
    return +(coef36[threadIdx.z] + sizeof(unsigned char));
}

int main() {
    int size38 = 3848;
    const char* hi39 = "\x41\102";
    size38++;
    warp7<<<2, 0x200>>>(&size38, size38, (unsigned long*)nullptr);
    switch ((hi39[1])) {
    case 6:
        gather21<<<(size38 + 255) / 0400, 128>>>((const long*)nullptr, hi39[1], (unsigned char*)nullptr, -0b110100);
        if ((size38 % hi39[0x1]) <= 60) {
            return size38;
        }
        break;
    case (8):
        break;
    case 11:
        break;
    case 5:
        break;
    default:
        break;
    }
    sweep18<<<(TILE_DIM_3 + TILE_DIM_3), RADIUS_1 + (TILE_DIM_3 + (RADIUS_1 + (RADIUS_1 + TILE_DIM_3)))>>>(&size38);
    return 0;
}
