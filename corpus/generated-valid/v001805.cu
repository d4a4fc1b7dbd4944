// cudagen 0.1 seed 1805 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,host_device_function,host_function,main,constexpr_var,auto_var,const_local,if,if_else,for,switch,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_function,comments
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define MOD8_2(x) ((x) % 8)
// NOTE: keep in sync with the host reference.

__global__ void fold3(int count4, const long* in5) {
    count4++;
    count4 += 24L;
    unsigned int lim6 = 0x39LL;
    const long t7 = lim6;
    lim6 = static_cast<unsigned>((t7 < 17) ? (sizeof(double) - t7) : (count4 * t7));
}

inline void gather8(const float* in9) {
    int base10 = (*in9) / (*in9);
    for (int j11 = 0; j11 < 0x7; j11++) {
        base10 += ((base10 <= (*in9)) ? 1130lu : 0x7);
        if ((base10 * (*in9)) == sizeof(int)) {
            fold3<<<dim3(4, 4), 0b1000000, 0>>>(*in9, reinterpret_cast<const long*>(in9));
            base10 = MOD8_2(long(in9[j11]));
            int flag12{int((base10))};
        } else {
        }
    }
}
// Helper used by the kernels below.

__global__ void fold13(int count14, int count15, long long beta16) {
    switch (count15 * count14) {
    case 4 * 0b11: {
        const int m17 = (count14 += 56, (((count14 <= count15) ? beta16 : beta16) + '\''));
        constexpr unsigned int sum18 = 0x19;
        break;
    }
    }
    count14 -= count14;
}

__global__ void smooth19_kernel(const long* src20, double* data21, int stride22) {
    unsigned int u23{7};
    int acc24{int(src20[stride22])};
}

__global__ void __launch_bounds__(128, 3) decay25(long long* dst26, size_t* dst27) {
    (*dst27) ^= dst26[4];
    dst27[0x3] |= 12ul + (dst26[4] + (*dst27));
    for (int j28 = 13; j28 > 0; --j28) {
        --dst26[0x6];
        dst27[j28] = 53;
    }
}

__global__ void warp29(double alpha30, float* data31) {
    unsigned int flag32 = alpha30;
    switch (flag32 - flag32) {
    case (0x7):
        break;
    default:
        if (flag32 != (alpha30 + alpha30)) {
            auto sum33 = (alpha30 == 31) ? flag32 : 5;
            ++flag32;
        } else if ((*data31) < (18l + flag32)) {}
        break;
    }
}

__host__ __device__ int combine34(double b35, double b36) {
    b36 = b35;
    for (int i37 = 0; i37 < 7; i37++) {
        --b36;
        if (i37 < b36)
            return 34LL;
    }
    return (b35 < b36) ? b36 : (b35 * 18);
}

int main() {
    int size38 = 0x171;
    for (int i39 = 0x0; i39 < size38; i39++) {
        char diff40 = combine34(combine34(combine34(14, size38), -53), 23.875F);
        size38 ^= (combine34(20.25F, diff40) + (2933 * i39)) - (MOD8_2(i39) + (diff40 * 0b11));
    }
    warp29<<<(size38 + 0xff) / 256, 64, sizeof(double) * 128>>>(combine34(combine34(23.75F, size38), size38), (float*)nullptr);
    fold13<<<(128), 256>>>(combine34(size38 % 62, size38), ((size38)), size38);
    smooth19_kernel<<<(0x80), (512)>>>(nullptr, nullptr, 31l);
    decay25<<<256, (0x200)>>>((long long*)nullptr, nullptr);
    return 0;
}
