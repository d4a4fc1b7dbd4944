// cudagen 0.1 seed 735 invalid:override_space_mismatch
// features: kernel,kernel_template,launch_explicit_template_args,launch,host_device_function,main,if,for,do_while,compound_assign,bitwise,shift,comparison,incdec,lit_float,sizeof,alignof,macro_function,macro_paste
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define CAT_2(a, b) a##b

template <class T, typename U>
__global__ void score3(T beta4) {
    if ((beta4 + beta4) > 28) {
        return;
    }
    --beta4;
    for (int j5 = 12; j5 > 0; --j5) {
        for (int it6 = 9; it6 > 0; --it6) {
            T r7 = 127;
            if (it6 + 32) {
                break;
            }
        }
    }
}

__host__ __device__ void update8(long long p9) {
    float sum10{2.0f};
    for (int i11 = 7; i11 > 0; --i11) {
        if (sum10 <= 63) {
            break;
        }
        p9 %= i11 >> (i11 - (p9 * alignof(int)));
        int pass12 = 0;
        do {
            sum10--;
            ++pass12;
        } while (pass12 < 5);
    }
    int base13 = sum10;
}
struct Base16 {
    __host__ __device__ virtual int value() const { return 1; }
};
struct Derived17 : Base16 {
    __device__ int value() const override { return 2; }
};

int main() {
    int count14 = 3112;
    count14 = LOW_BITS_1(count14);
    int lim15 = count14;
    if (count14 <= count14) {
        return count14;
    }
    score3<unsigned int, unsigned><<<sizeof(unsigned int) * 16, (32)>>>(count14 + lim15);
    return 0;
}
