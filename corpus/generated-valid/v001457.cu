// cudagen 0.1 seed 1457 valid
// features: kernel,maxnreg,launch,launch_dim3,device_function,device_forceinline,host_device_function,device_template_function,main,shared_var,static_shared,constexpr_var,const_local,struct,if,logical,comparison,incdec,pointer_arith,member_access,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_static,sizeof,macro_function,comments
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)

template <typename T, int N = 6>
__device__ __forceinline__ void stencil2(T *out3, const T *in4) {
    out3[1]++;
    T tmp5 = 3.25f;
    tmp5 = in4[7];
    constexpr double k6 = 45L;
    T val7 = N;
}
/* NOTE: keep in sync with the host reference. */

struct Sample8 {
    bool mass9;
    float val10;
    long vel11;
    int id12;
};
// Returns the accumulated value.

__host__ __device__ size_t tile13(int *out14) {
    if (!(1 < (*out14))) {
        return out14[4];
    }
    if (MOD8_1(out14[0b101]) == 0x2D) {
        return out14[0x5] + (64 + out14[0x7]);
    }
    Sample8 h15 = Sample8{true, float(21.75F), 0x24, 0b111};
    constexpr float flag16 = 8ul;
    constexpr double u17 = 44;
    Sample8 t18{false, flag16, 2L, 0b100};
    ++out14[5];
    return 5lu;
}

__global__ void __maxnreg__(32) apply19(const int *src20, const int *coef21, const int *src22) {
    const unsigned char base23 = 0xFF;
    static __shared__ float sh_24;
}

int main(void) {
    int count25 = 2214;
    apply19<<<8, dim3((count25 + 255) / 0x100, sizeof(unsigned int) * 128)>>>(static_cast<const int*>(nullptr), static_cast<const int*>(nullptr), nullptr);
    count25 = MOD8_1(count25);
    apply19<<<(count25 + 0x7f) / 128, (128)>>>(nullptr, nullptr, nullptr);
    return 0;
}
