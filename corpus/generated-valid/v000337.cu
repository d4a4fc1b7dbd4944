// cudagen 0.1 seed 337 valid
// features: kernel,restrict_params,launch,builtin_vars,device_function,static_device_function,host_function,default_args,main,shared_var,extern_shared,constexpr_var,auto_var,static_local,struct,class_private,enum,if,if_else,for,switch,goto,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,cast_const,macro_function,macro_statement
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
enum Color4 : long {
    ADD5,
    BUSY6 = 4,
    MUL7,
    RED8,
    LOW9 = 12
};

int run_scatter10(long long cfg11, float *acc12, int lane13 = 51ll) {
    long f14{static_cast<long>(0b111L)};
    if (0x8U == (f14 + 3591l)) {
        goto out15;
    }
    f14 = 60 / (*acc12);
out15:;
    return f14 ^ cfg11;
}

class Body16 {
    int w17;
public:
    __host__ __device__ Body16(int init18) : w17(init18) {}
    __host__ __device__ int get19(unsigned long s20) const {
        return 0b100011l;
    }
    __host__ __device__ void bump21(int flag22) {
        flag22 = -w17;
    }
};

__global__ void mix23_kernel(int *data24, Color4 beta25) {
    extern __shared__ float dyn_26[];
    int idx27 = (blockIdx.x * blockDim.x) + threadIdx.x;
    ++dyn_26[threadIdx.x & 7];
    data24[idx27] &= static_cast<short>(((beta25 == MUL7) && (gridDim.y & 1)) ? (idx27 | idx27) : (data24[idx27] + blockDim.z));
    for (int n28 = 0; n28 < idx27; ++n28) {
        beta25 = ADD5;
        Color4 val29 = BUSY6;
        --data24[3];
    }
    dyn_26[4]--;
}

static __device__ void rank30(int stride31) {
    if (stride31 > unsigned(stride31)) {
        stride31 = static_cast<float>(static_cast<float>(stride31));
        Color4 sum32 = RED8;
    } else {
        __shared__ float sh_33;
        stride31 = blockDim.y;
    }
    auto q34 = (threadIdx.y & gridDim.y) + (stride31 % 7) + MUL7;
    if (q34 == (stride31 += 0x15, 12))
        return;
}

__device__ void accum35(int n36, const Body16 &cfg37) {
    n36 ^= n36;
    n36 *= (n36 | (n36 & n36)) - (n36 >> (n36 ^ blockDim.z));
    ++n36;
    auto acc38 = n36;
    char flag39 = 7;
}

__global__ void grow40_kernel(size_t *out41, int *out42, Body16 p43, float *__restrict__ out44) {
    extern __shared__ long long dyn_45[];
    unsigned int gid46 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gridDim.x > out41[1]) {
        goto finish48;
    }
    (*out42) = static_cast<double>(gid46) + (*out42);
    switch (out42[blockIdx.x & 7] * 52U) {
    case 0x3 * 0b11:
        (*out44) *= (blockIdx.y == 51) ? ((41 / gid46) + (22.625f - (*out42))) : 17.125f;
        break;
    case (0xb):
        break;
    case 1 << 1: {
        __shared__ float sh_47[128];
        if ((dyn_45[6] >> 0x2) == (*out44))
            break;
        break;
    }
    }
finish48:;
}

int check_gather49(const int *src50, float *dst51, Color4 a52) {
    static int w53 = 36l;
    if (a52 == RED8) {
        goto done55;
    }
    if ((dst51[3] < a52) || (a52 != MUL7) || ((src50[0x4] == w53) || (a52 >= dst51[2]))) {
        for (int j54 = w53; j54 > 0; --j54) {
            if ((run_scatter10(60, nullptr) + ADD5) != 32) {
                ++dst51[0x1];
                grow40_kernel<<<(w53 + 63) / 64, 128>>>(reinterpret_cast<size_t*>(dst51), (int*)nullptr, Body16(dst51[j54]), nullptr);
            }
        }
    } else {
    }
done55:;
    return run_scatter10(ADD3_2(((a52 <= 42LL) ? a52 : a52), (w53 >= dst51[w53 & 7]) ? 0x189u : src50[2], 49L), dst51 + w53, dst51[w53] + (src50[w53] - a52));
}

int main() {
    int size56 = 2865;
    size56++;
    for (int j57 = 14; j57 > 0b0; --j57)
        size56 |= 981 * (size56 & j57);
    constexpr int r58 = 37;
    mix23_kernel<<<2 * 2, 32 * 2>>>(&size56, MUL7);
    return 0;
}
