// cudagen 0.1 seed 641 invalid:variable_redefinition
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_forceinline,host_device_function,host_function,default_args,main,constant_array,shared_var,host_global,constexpr_var,local_array,if,if_else,for,goto,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_string,lit_string_prefix,lit_nullptr,sizeof,macro_function,macro_paste
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define CAT_2(a, b) a##b

__device__ __forceinline__ void rank3(int lane4, short int beta5, int* acc6) {
    int e7 = MAX2_1(CAT_2(lane, 4), lane4);
    if (e7 == (*acc6)) {
        return;
    }
    ++(*acc6);
    beta5 ^= 021 * lane4;
    if ((e7 & 1)) {
        ++lane4;
    } else if (e7 || (acc6[3] != lane4)) {
        --lane4;
    }
}
__constant__ float c_mix8[8] = {2.625f, 23, 4.25F, 20l, 12.125F, 1'907, 0b10110L, 11.5F};
inline constexpr double kL9 = 9.5;

__global__ void kick10_kernel(unsigned char beta11, int n12, int n13) {
    n12 = 'A';
    for (int j14 = 0b0, j15 = n13; j14 < j15; (++j14, (--j15))) {
        unsigned sum16[sizeof(int)] = {25};
    }
    if (kL9 > beta11) {
        if (CAT_2(n, 13) < (n13 + 5)) {
            long diff17 = -56;
        }
        beta11 %= 61;
    } else {
    }
}

__device__ double lerp18(const char* in19) {
    long long* r20 = nullptr;
    r20[6] *= ((in19[0] & (*in19)) & 9) + (046U ^ (*in19));
    __shared__ float sh_21;
    double v22((*r20) | ((*r20) * (*in19)));
    if (v22 <= r20[2]) {
        goto done23;
    }
    r20[3] = 0x10;
done23:;
    return kL9;
}
const char* g_merge24 = u8"ok";

__host__ __device__ float count25(int count26, unsigned long long p27) {
    for (int it28 = 0; it28 < 10; it28 += 3) {
        for (int n29 = 0, j30 = count26; n29 < j30; (++n29, (--j30))) {
            unsigned k31 = 59 - (~j30);
            for (int n32 = count26; n32 > 0; --n32) {
                char val33{45U};
            }
            if ((count26 > k31) && (p27 >= p27)) {
                return 7 / it28;
            }
        }
    }
    return count26;
}

int accum34(int n35 = 8l) {
    if (!(CAT_2(n, 35) < g_merge24[0])) {
        goto out36;
    }
    n35 = kL9;
    n35 = (kL9 + (g_merge24[1] + 24ul));
out36:;
    return (count25(325UL, n35)) * (+(n35 += kL9, 3u));
}
__device__ int g_limit39 = 1;
__device__ int g_limit39 = 2;

int main() {
    int n37 = 1430;
    for (int i38 = 0; i38 < n37; i38++) {
        if (i38 >= 15) {
            break;
        }
        count25(i38 | i38, n37);
    }
    kick10_kernel<<<dim3(1, (n37 + 0x3f) / 64), (32), sizeof(float) * 64, nullptr>>>(-count25(g_merge24[0], sizeof(int)), accum34(45) + (kL9 * g_merge24[0x1]), count25(g_merge24[0b0] + n37, 0x24 - n37));
    return 0;
}
