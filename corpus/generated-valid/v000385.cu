// cudagen 0.1 seed 385 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,device_function,device_forceinline,static_device_function,host_function,static_host_function,main,shared_var,extern_shared,local_array,struct,if,while,nested_block,ternary,compound_assign,bitwise,shift,logical,comparison,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_statement,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

struct Stats2 {
    float flag3;
    int lo4;
    double hi5;
};
// Computes one element per thread.

__device__ void rank6(int stride7) {
    stride7 = stride7;
    __shared__ float sh_8[64];
}

__global__ void gather9(int n10, double* out11) {
    extern __shared__ float dyn_12[];
    n10 = *out11;
    if (dyn_12[5] <= dyn_12[7]) {
        if ((n10 + (+n10)) != ((float)dyn_12[0b10])) {
            int pass13 = 0;
            while ((pass13 < 8) && ((dyn_12[0b100] > pass13) && (dyn_12[4] >= 34))) {
                dyn_12[n10] = pass13 + (((int)52) - n10);
                dyn_12[n10 & 7] = -dyn_12[pass13 & 7];
                ++pass13;
            }
        }
    }
}
// NOTE: keep in sync with the host reference.

void host_pivot14(int len15) {
    len15 += 879 + len15;
    {
        len15 = ((20) << len15) / (3LL << len15);
        len15 >>= 0;
    }
    float lim16 = sizeof(Stats2);
}

static __device__ float stencil17(int n18, int len19) {
    if (n18 <= (n18)) {
        return 9.625f;
    }
    unsigned int base20{51};
    Stats2 r21 = {0b101001, 12u, 53};
    r21.hi5 += len19 & ((int)(base20 + base20));
    unsigned int r22 = (((r21.lo4 != base20) || (len19 <= n18)) ? (0x30L + r21.hi5) : base20) - base20;
    return (n18 == r21.flag3) ? 19.625f : 1.625f;
}

static void run_drift23(const unsigned* input24, int n25) {
    gather9<<<dim3((n25 + 31) / 32), sizeof(int) * 64, 0>>>((41 + n25) / (54u), (double*)nullptr);
    int t26 = n25;
    unsigned long lim27 = 9;
    if (n25 == (*input24)) {
        return;
    }
    float idx28 = input24[7] * 0x0;
    host_pivot14(lim27);
}

__device__ __forceinline__ void decay29(float beta30, int* dst31) {
    beta30 /= stencil17(beta30, (16LL ^ (*dst31)) / (dst31[5] + dst31[5]));
    __shared__ int sh_32;
    int sum33 = stencil17((sh_32), stencil17(stencil17(beta30, sh_32), dst31[4]));
    if (((dst31[6] + 9) & 0x1)) {
        return;
    }
    __shared__ long sh_34[8];
    sum33 = (*dst31) % sh_32;
    int w35[2]{0x3eU, sum33};
}

int main() {
    int count36 = 2019;
    count36 ^= count36;
    int val37[4] = {};
    dim3 sum38 = dim3(0x1, (count36 + 63) / 0x40);
    run_drift23(nullptr, 0x38);
    double base39 = (float)val37[0];
    if ((count36 ^ 2861) < 0b10000lu) {
        return 18ul;
    }
    return 0x0;
}
