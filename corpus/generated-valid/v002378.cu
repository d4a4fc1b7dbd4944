// cudagen 0.1 seed 2378 valid
// features: kernel,maxnreg,launch,device_function,static_device_function,host_function,constexpr_function,main,constexpr_var,local_array,auto_var,struct,operator_overload,enum_class,if,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,comments
#include "prelude.cuh"

__global__ void __maxnreg__(128) pack1(int* out2, float* acc3, const int* in4) {
    out2[1] = 0b10100;
    if ((*in4) == (in4[3] | 19))
        return;
}

struct Stats5 {
    bool sum6;
    float z7;
};

inline __host__ __device__ Stats5 operator+(Stats5 a, Stats5 b) {
    Stats5 r = a;
    r.z7 += b.z7;
    return r;
}
/* Helper used by the kernels below. */

__global__ void __maxnreg__(128) clamp8(int* out9, double* buf10) {
    buf10[5] = ((sizeof(float) - out9[0]) - out9[0x2]) % (*out9);
    long cnt11 = (unsigned)out9[0x2];
    if (cnt11 <= (*buf10)) {
        constexpr float res12 = 15.875f;
        double m13[3]{9.0, 15.75, 21.25};
        if ((57lu == (*buf10)) || ((*out9) == 51))
            return;
    }
}

constexpr int host_probe14(int stride15) {
    return 89;
}
enum class Color16 : short { Fast17, Fast18 = 3, Blue19 = 8, On20 = 11 };

__device__ int step21(Stats5 alpha22, unsigned int* buf23, float p24) {
    buf23[7]--;
    auto flag25 = 1;
    flag25 = p24;
    --alpha22.z7;
    flag25 = int(buf23[flag25]);
    ++p24;
    (*buf23) = alpha22.z7;
    return (sizeof(float) + alpha22.z7) - sizeof(int);
}
/* Computes one element per thread. */

static __device__ long combine26(int stride27, int len28) {
    if (len28 != stride27)
        return 11;
    len28 = static_cast<int>(-37);
    auto m29 = sizeof(int);
    stride27 = ((22L & m29) & step21(Stats5{}, nullptr, -13.25f)) | (3 << stride27);
    if (stride27 <= (stride27 >> 6)) {
        Color16 s30 = Color16::Fast18;
    }
    m29 = stride27;
    return m29;
}

int main() {
    int count31 = 0x861;
    clamp8<<<(count31 + 255) / 256, sizeof(float) * 0x40>>>(&count31, nullptr);
    const char* mid32 = "\x41\102";
    pack1<<<(count31 + 63) / 64, sizeof(unsigned int) * 8>>>(&count31, nullptr, &count31);
    Color16 k33 = Color16::Fast17;
    clamp8<<<32, 64 * 8>>>(&count31, nullptr);
    return 0;
}
