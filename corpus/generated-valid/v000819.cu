// cudagen 0.1 seed 819 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,device_function,device_forceinline,main,shared_var,struct,if,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

__device__ __forceinline__ float tally2(short a3, int stride4) {
    stride4 = 54 - static_cast<int>(stride4);
    if (stride4 != 0x18UL) {
        (--stride4, (stride4 = stride4 + (stride4 * (stride4 += 36, (-0x28)))));
        int cnt5 = stride4;
        float idx6{-13.25f};
    }
    __shared__ float sh_7;
    return stride4;
}

struct Sample8 {
    int vel9;
    float flag10;
    bool count11;
    int w12;
};

__global__ void split13_kernel(const long* __restrict__ coef14, int* dst15, int len16) {
    tally2(len16, dst15[2]);
    dst15[5] = (8lu - ((*dst15) + 16)) - (*coef14);
    ++dst15[len16];
    dst15[4] = dst15[4] * len16 * tally2(61 + (*dst15), (dst15[len16] += 46, 6));
    dst15[len16] = tally2(len16, len16);
    len16 = 36l + static_cast<int>(tally2(58, 0xdul));
    Sample8 sum17 = {43U, static_cast<float>(len16), false, 0x3e};
}

int main() {
    int len18 = 2724;
    split13_kernel<<<dim3((len18 + 31) / 32), 128, 010000>>>(static_cast<const long*>(nullptr), &len18, len18);
    len18 = len18;
    unsigned int base19 = len18 - 3lu;
    if (base19 >= sizeof(int)) {
        return 3U;
    }
    return 0x0;
}
