// cudagen 0.1 seed 1728 valid
// features: kernel,maxnreg,restrict_params,launch,launch_shared_mem,device_function,device_forceinline,static_device_function,host_function,static_host_function,default_args,main,constexpr_var,struct,struct_template,typedef,if,do_while,static_assert,ternary,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,cast_const,sizeof,macro_object,macro_statement
#include "prelude.cuh"

#define CHUNK_1 256
#define BLOCK_SIZE_2 ((0x8 * 4))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

__global__ void sift6(int *data7, float *__restrict__ data8, int len9, int stride10) {
    if (data7[6]) {
        return;
    }
    double flag11 = 1.625;
    int base12 = (stride10 % 0x5) % 2470;
    len9 = sizeof(int);
    long q13(int(len9 + 48) / (~(*data7)));
    flag11 = static_cast<int>(static_cast<int>(q13) + 7);
    int lim14 = sizeof(signed char);
}

int check_blend15(float p16, const int *src17) {
    sift6<<<4, 32 * 16, 16 * 0b10000>>>(const_cast<int*>(src17), (float*)nullptr, (!(src17[0] == sizeof(float))) ? 4005u : (*src17), p16);
    ++p16;
    p16 *= (2772 - ((*src17) - src17[0])) & ((*src17) - (src17[6]));
    return -3071;
}

static __device__ int grow18(int *acc19) {
    acc19[0] = sizeof(int);
    unsigned long y20{61};
    y20 %= y20;
    static_assert(43 == 43, "expected value");
    acc19[y20] = (acc19[1] ^ BLOCK_SIZE_2) + y20 + (4'582 - ((*acc19) ^ y20));
    return 41 + (acc19[y20] ^ (sizeof(unsigned) + y20));
}

__global__ void __maxnreg__(128) rank21(int *__restrict__ dst22, int *out23) {
    (*out23) = grow18(dst22) + dst22[1];
    if (dst22[3] > grow18(out23)) {
        return;
    }
    int sum24 = 0x28 % (*out23);
    int off25(sizeof(double) - ((out23[4] | (*out23)) - (53 & dst22[sum24])));
    (*out23) -= 4982U;
    int lim26 = sizeof(float) * ((sum24 + (*dst22)) - (*dst22));
    if ((dst22[off25 & 7] * CHUNK_1) <= sizeof(unsigned int)) {
        return;
    }
}
typedef char *ptr27_t;

template <typename T>
struct Sample28 {
    T y29;
    __host__ __device__ T norm30() const {
        if (!(26 != y29)) {
            return static_cast<unsigned>(0x40);
        }
        return -(y29 * y29);
    }
};

static __device__ __forceinline__ double reduce31(int lane32, unsigned char *dst33, int count34) {
    int iter35 = 0;
    do {
        float prod36 = 52 / (count34 / ((iter35 == 55) ? BLOCK_SIZE_2 : lane32));
        if (dst33[count34] >= iter35) {
            return int(count34);
        }
        unsigned int lo37 = 52;
        ++iter35;
    } while (iter35 < lane32);
    int val38 = grow18(static_cast<int*>(nullptr));
    (*dst33) = 0xB;
    unsigned long f39 = lane32;
    return grow18(reinterpret_cast<int*>(dst33));
}

static int host_decay40(signed char a41 = 127) {
    a41--;
    a41 = check_blend15(BLOCK_SIZE_2 & (a41 % 5), static_cast<const int*>(nullptr));
    float f42 = ((a41 | CHUNK_1) + (a41 * 9.25f)) * BLOCK_SIZE_2;
    f42 += f42 + f42 + (a41 + (a41 | 0x8));
    a41 += check_blend15(BLOCK_SIZE_2, (const int*)nullptr);
    check_blend15(f42, (const int*)nullptr);
    return 53 / ((a41 - a41) % 6);
}

int main() {
    int n43 = 1830;
    sift6<<<(0b1000), 128>>>(nullptr, nullptr, (-n43), host_decay40());
    check_blend15(n43 | (44 + n43), nullptr);
    rank21<<<(n43 + 31) / 32, 512, sizeof(double) * 256>>>(nullptr, nullptr);
    return 0;
}
