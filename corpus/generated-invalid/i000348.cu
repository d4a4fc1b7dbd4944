// cudagen 0.1 seed 348 invalid:function_redefinition
// features: kernel,restrict_params,launch,launch_stream,host_device_function,host_function,constexpr_function,main,constant_var,constexpr_var,auto_var,enum_class,using_alias,namespace,if,if_else,if_init,for,goto,ternary,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_reinterpret,macro_object
#include "prelude.cuh"

#define TILE_DIM_1 4
#define TILE_DIM_2 32
#define CHUNK_3 4

namespace ops4 {
__global__ void grow5(bool b6, const int *__restrict__ src7, const float *coef8, unsigned long long b9) {
    b9 = b6;
    if ((*src7) == (src7[7] | TILE_DIM_2)) {
        (--b9, (b6 = b9 <= src7[b9]));
    } else {
        b9 = ((52 * b9) + b6) - src7[b9 & 7];
    }
    --b9;
    if (((b6 == 37) ? TILE_DIM_2 : b9) <= CHUNK_3) {
        return;
    }
}
__constant__ signed char c_merge10 = 072;

constexpr __host__ __device__ int decay11(int lane12) {
    lane12 = lane12;
    return lane12 + 3;
}
} // namespace ops4
using ptr13_t = unsigned char*;
enum class Kind14 {
    Mul15,
    Add16,
    High17,
    Low18,
    Blue19
};

__global__ void bias20_kernel(long cfg21, float cfg22, unsigned long cfg23) {
    if (((ops4::c_merge10 < 2) ? cfg21 : 42L) > 20UL) {
        return;
    }
    unsigned s24 = (cfg21 += 074LL, (ops4::decay11(cfg21) | cfg21));
    if ((cfg21 > 6UL) ? ops4::c_merge10 : 20) {
        ops4::decay11((s24 += ops4::c_merge10, (7 % cfg23)));
        ops4::decay11((s24 ^ cfg21));
        Kind14 e25 = Kind14::Low18;
    }
}

__host__ __device__ int gather26(float beta27, float alpha28, long cfg29) {
    ops4::decay11(alpha28);
    auto flag30 = (2693) * cfg29;
    return 3421;
}

__global__ void mix31(signed char *__restrict__ buf32) {
    if (unsigned int idx33 = ops4::decay11(ops4::c_merge10) + ops4::decay11(ops4::c_merge10 % 22lu); (1838lu % buf32[6]) < (ops4::decay11(idx33) + 23)) {
        int sum34 = ((((buf32 == nullptr) ? 0 : 41) + (buf32[4] * idx33)) < (buf32[idx33 & 7] += -52, idx33)) ? (ops4::decay11(*buf32) * 41l) : gather26(*buf32, (13.625f), gather26(ops4::c_merge10, 23, idx33));
    }
    auto f35 = ((int)(buf32[ops4::c_merge10])) * ops4::c_merge10;
    int *u36 = &f35;
}

inline void bias37(int count38, int n39, const int *src40) {
    if ((*src40) > 48) {
        goto finish44;
    }
    ops4::decay11(src40[5]);
    for (int n41 = 12; n41 > 0; --n41) {
        cudaStream_t z42 = nullptr;
        float mid43 = -src40[n39];
    }
finish44:;
}
int helper46(int x)
{
    return x + 1;
}
int helper46(int x)
{
    return x - 1;
}

int main() {
    int len45 = 1216;
    if (len45 != len45) {
        return 46;
    }
    len45 = ops4::decay11(len45);
    ops4::grow5<<<(len45 + 255) / 256, 32>>>(gather26((int)len45, len45, len45), &len45, (const float*)nullptr, gather26(30, len45, 9 * len45));
    bias20_kernel<<<8, 128>>>(49, len45 + gather26(len45, len45, 28), (len45 += -47l, ops4::decay11(len45)));
    mix31<<<512, 128>>>((signed char*)nullptr);
    return 0;
}
