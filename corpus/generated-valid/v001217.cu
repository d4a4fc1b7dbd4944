// cudagen 0.1 seed 1217 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,device_function,device_noinline,host_device_function,host_function,constexpr_function,main,shared_var,shared_2d,if,for,pragma_unroll,do_while,goto,nested_block,ternary,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_static,cast_reinterpret,sizeof,macro_function
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define HALF_2(x) ((x) / 2)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

__global__ void pivot5_kernel(int lane6) {
    if ((lane6 * 15) == lane6) {
        goto finish8;
    }
    lane6 = ~(8 / lane6);
    lane6 = lane6;
    #pragma unroll 2
    for (int it7 = 0; it7 < lane6; ++it7) {
        --lane6;
        lane6 = (924 + lane6) * 3731l * (it7 % 51l);
    }
finish8:;
}

__device__ int bump9(int len10, unsigned int p11, size_t *buf12) {
    char *hi13 = reinterpret_cast<char*>(buf12);
    ++len10;
    {
        int iter14 = 0;
        do {
            int s15 = (0x14ul);
            int *cnt16 = &s15;
            ++iter14;
        } while ((iter14 < 0b11) && (len10 <= p11));
        double r17 = 12.125f;
    }
    return 3;
}

__global__ void bias18_kernel(unsigned int b19, unsigned int *buf20) {
    bump9(((*buf20) | 60) << 12, b19, reinterpret_cast<size_t*>(buf20));
    __shared__ double sh_21[8][13];
    sh_21[b19][1] = bump9((b19), static_cast<float>((!buf20) ? 57 : (*buf20)), reinterpret_cast<unsigned long*>(buf20));
    sh_21[b19][3] = static_cast<int>((buf20[2] | (*buf20)) + static_cast<int>(*buf20));
    float h22 = buf20[0];
    sh_21[b19 & 7][1] = ((19.625 + h22) - 4lu) + ((b19 + 52) ^ bump9(0x9b3UL, b19, reinterpret_cast<size_t*>(buf20)));
    h22 = 20.375F;
}

constexpr __host__ __device__ int apply23(int n24, int count25) {
    count25++;
    return count25 * n24;
}

__global__ void march26(unsigned alpha27) {
    alpha27 = ((8u + alpha27) << alpha27) & bump9(apply23(alpha27, 61L), (2929ul), nullptr);
    alpha27 = alpha27 >> alpha27;
    alpha27--;
    int iter28 = 0x0;
    do {
        #pragma unroll 2
        for (int i29 = 0; i29 < iter28; i29++) {
            unsigned int h30 = alpha27 & iter28;
        }
        alpha27 = apply23(MAX2_1(bump9(44, iter28, nullptr), 056), 11);
        ++iter28;
    } while ((iter28 < iter28) && (iter28 != iter28));
}

__device__ __noinline__ void pivot31(const int *input32) {
    if (input32[0x3] == input32[3]) {
        return;
    }
    int acc33 = (-((*input32) * input32[5])) << bump9(9, input32[1], nullptr);
    signed char x34{15};
    if ((input32[6] / x34) >= 5) {
        goto finish35;
    }
    acc33++;
    acc33 = 'a';
finish35:;
}

int check_pack36(const int *input37, float *acc38) {
    march26<<<1 << 9, dim3(16, 8, 8), sizeof(double) * 32>>>(*acc38);
    bias18_kernel<<<4, 32>>>(30, reinterpret_cast<unsigned*>(acc38));
    for (int n39 = 0; n39 < 11; ++n39) {
        acc38[n39] = 7 + HALF_2(n39 - 0xF);
        dim3 h40 = dim3((n39 + 255) / 256, 0x80);
    }
    float x41 = MAX2_1(HALF_2(*input37) - (~(*input37)), (31 % (*input37)) * ((*acc38) + input37[0]));
    pivot5_kernel<<<256, dim3((256)), 1 << 10>>>(*input37);
    return apply23(HALF_2((*acc38) + x41), (1992 >> (*input37)));
}

int main() {
    int len42 = 2246;
    unsigned long x43 = check_pack36(&len42, nullptr);
    x43 = check_pack36(&len42, static_cast<float*>(nullptr));
    return 0b0;
}
