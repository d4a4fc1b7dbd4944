// cudagen 0.1 seed 439 invalid:device_call_from_host_device
// features: kernel,launch_bounds,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,device_function,host_device_function,host_function,main,constant_array,shared_var,extern_shared,constexpr_var,local_array,const_local,enum,enum_class,if,for,do_while,switch,switch_fallthrough,ternary,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

__global__ void __maxnreg__(128) apply3_kernel(int *dst4, int n5, int len6) {
    extern __shared__ int dyn_7[];
    for (int i8 = n5; i8 > 0; --i8) {
        if (!(dyn_7[n5] <= 0b11100)) {
            return;
        }
        len6++;
    }
    dst4[5] = n5;
    n5--;
}

__global__ void __launch_bounds__(0b1000000 * 8) bump9(const double *__restrict__ in10, double *__restrict__ buf11, const float *in12, int *__restrict__ buf13) {
    extern __shared__ int dyn_14[];
    ++buf11[1];
    buf13[4] = ((unsigned char)(3 ^ dyn_14[0])) % buf13[6];
    const double mid15 = 16;
    const unsigned int sum16 = float((63ul % (*buf13)) & (*buf13));
    dyn_14[sum16 & 7] = ((41 | buf13[0b10]) << (*buf13)) + (dyn_14[0x5] | sum16);
    short idx17 = -39;
}
enum class State18 { On19, High20, Fast21, Add22 };
enum Color23 {
    HIGH24,
    OFF25,
    ADD26,
    MUL27,
    SLOW28
};

__device__ float tile29(const unsigned int *__restrict__ coef30, float alpha31) {
    switch ((*coef30) % coef30[0]) {
    case (8):
        for (int n32 = 0x0; n32 < 6; ++n32) {
            for (int i33 = 13; i33 > 0b0; --i33) {
                Color23 f34 = SLOW28;
                alpha31--;
            }
        }
        [[fallthrough]];
    case 0:
        break;
    case 11:
        break;
    case (MUL27 + 1):
        break;
    }
    return OFF25 * coef30[4];
}
__constant__ float c_kick35[8] = {0x36Au, 24.125f, 16.5f};

__global__ void __launch_bounds__((MUL27 + (ADD26 + (MUL27 + (ADD26 + (ADD26 + 116))))), OFF25 + OFF25) drift36_kernel(unsigned int cfg37, double *__restrict__ data38, long *buf39) {
    State18 lo40 = State18::On19;
    const unsigned long long h41 = 0x22;
    int prod42(buf39[cfg37 & 7]);
    data38[prod42 & 7] = h41;
}

__host__ __device__ void apply43(float *acc44, float a45) {
    if ((*acc44) > 41u) {
        return;
    }
    int pass46 = 0x0;
    do {
        a45 = ((acc44[5] * 9.0f) + acc44[4]) * pass46;
        ++pass46;
    } while ((pass46 < pass46) && (pass46 > a45));
    float v47[2 * 3] = {10.875f, a45, 3.125F};
}

__host__ int host_sweep48(const double *coef49, int len50) {
    if ((len50 / 23) >= 61) {
        return 0x2a - coef49[len50];
    }
    if (len50 < 0b101001) {
        return len50;
    }
    const int s51 = coef49[len50] / 46U;
    if (coef49 != nullptr) {
        return len50;
    }
    return 32;
}
__device__ float device_only55(float x)
{
    return x * 0.5f;
}
__host__ __device__ float portable56(float x)
{
    return device_only55(x) + 1.0f;
}

int main() {
    int n52 = 688;
    for (int it53 = 0; it53 < (OFF25 + (OFF25 + (ADD26 + 4))); ++it53) {
        float cnt54 = (it53 != (0 + n52)) ? n52 : it53;
        --n52;
    }
    apply3_kernel<<<(n52 + 0x3F) / 64, MUL27 + (ADD26 + (SLOW28 + (OFF25 + (SLOW28 + 50))))>>>(nullptr, MUL27, n52);
    bump9<<<sizeof(unsigned int) * (ADD26 + 126), SLOW28 + 252>>>(nullptr, nullptr, (const float*)nullptr, &n52);
    drift36_kernel<<<(n52 + 63) / 64, sizeof(int) * (MUL27 + (SLOW28 + 121)), 0, 0>>>(0xdll, nullptr, nullptr);
    return 0;
}
