// cudagen 0.1 seed 904 valid
// features: kernel,launch,device_function,host_device_function,default_args,main,shared_var,extern_shared,constexpr_var,auto_var,if,for,goto,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object
#include "prelude.cuh"

#define TILE_DIM_1 256
#define CHUNK_2 32
#define CHUNK_3 (16)

__global__ void fold4_kernel(bool b5)
{
    extern __shared__ double dyn_6[];
    b5 = b5 != 15;
    dyn_6[6] = b5 + dyn_6[5];
    if ((b5 + 49ul) > 64UL) {
        return;
    }
}

inline __device__ __host__ double weigh7(bool a8 = 0)
{
    float w9{'0'};
    constexpr float z10 = -15.25F;
    int sum11 = -2589;
    return sizeof(char);
}

__global__ void gather12(int *out13)
{
    for (int n14 = 0; n14 < 3; ++n14) {
        for (int n15 = 0; n15 < 9; n15++) {
            if (38 != int(*out13)) {
                return;
            }
            unsigned int m16 = (n14) * (CHUNK_2 + n15);
        }
    }
    if ((*out13) != out13[0b111]) {
        return;
    }
}

__device__ int step17(int *data18, unsigned int *data19)
{
    data18[1] = ((1808 + (*data19)) - data19[0]) + ((int)(+data19[0b101]));
    if (((*data18) < 2u) || ((*data19) < 7L)) {
        goto skip23;
    }
    (data19[4]++, ((*data19) = data18[2]));
    for (int it20 = 0b11; it20 > 0; --it20) {
        long e21{47lu};
        auto k22 = TILE_DIM_1;
    }
    if ((data19[2]) <= 0b110001) {
        return (sizeof(unsigned)) * ((*data19) >> (*data19));
    }
skip23:;
    return ' ';
}

int main()
{
    int len24 = 329;
    for (int j25 = 0; j25 < 3; ++j25) {
        auto base26 = ~((0b11101 % j25) / j25);
        float res27{3.0f};
    }
    (++len24, (len24 = static_cast<unsigned long>(TILE_DIM_1)));
    gather12<<<(len24 + 127) / 128, 1 << 9>>>(static_cast<int*>(nullptr));
    fold4_kernel<<<(len24 + 127) / 128, (128)>>>(len24);
    return 0;
}
