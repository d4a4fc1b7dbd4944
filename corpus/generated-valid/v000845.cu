// cudagen 0.1 seed 845 valid
// features: kernel,launch,builtin_vars,host_device_function,default_args,main,shared_var,auto_var,switch,ternary,compound_assign,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,cast_static,macro_function
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)

__global__ void update2(float alpha3, unsigned *buf4) {
    buf4[7] = static_cast<long>(((*buf4) > (*buf4)) ? 40lu : blockIdx.y) - (((unsigned)2466) + (buf4[7] + alpha3));
    auto e5 = alpha3;
    auto q6 = alpha3;
    switch (buf4[threadIdx.y]) {
    case (2): {
        unsigned short v7 = 35 - ((threadIdx.x <= q6) ? 51 : (46U / alpha3));
        break;
    }
    case 3: {
        alpha3 += -(static_cast<unsigned int>(46) - alpha3);
        __shared__ short sh_8[16];
        break;
    }
    case (11):
        break;
    case 4:
        break;
    default:
        break;
    }
}

__host__ __device__ int scale9(float b10 = 32) {
    const int *sum11 = (const int*)nullptr;
    b10 = 25;
    b10 = LOW_BITS_1(*sum11);
    auto sum12 = static_cast<long>((1 + sum11[3]) * 37);
    return sum12;
}

int main() {
    int size13 = 3818;
    size13--;
    update2<<<(size13 + 31) / 0x20, 128>>>(34 - LOW_BITS_1(size13), nullptr);
    int tmp14 = -static_cast<int>(size13 ? size13 : size13);
    return 0;
}
