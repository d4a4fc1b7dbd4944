// cudagen 0.1 seed 1308 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,device_function,device_forceinline,host_device_function,device_template_function,main,constexpr_var,struct,class_private,if,for,switch,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,macro_paste
#include "prelude.cuh"

#define CAT_1(a, b) a##b

__global__ void __launch_bounds__(0x100) score2_kernel(const float *in3, int lane4, bool beta5) {
    if (((57 < in3[lane4]) ? 14 : 0x2a) <= 18) {
        return;
    }
    beta5 = in3[0x0];
    double prod6 = 14.5 / lane4;
}

__global__ void sweep7(const float *__restrict__ coef8, const long *__restrict__ input9, int *acc10) {
    constexpr int prod11 = 3294;
    int stride12 = prod11;
    ++acc10[2];
    for (int n13 = 0; n13 < stride12; ++n13) {
        for (int it14 = 0; it14 < 0x7; it14++) {
            stride12 = 20l + acc10[5];
            acc10[7] *= input9[0x3] + ((0x3b % it14) >> (44l - (*acc10)));
        }
    }
}

__device__ __host__ unsigned int smooth15(int len16, int *dst17) {
    switch (len16 - (*dst17)) {
    case 0:
        break;
    case (8):
        break;
    case 9:
        dst17[4] -= (((((dst17[len16] < dst17[len16]) ? 29U : len16) < 0xe) ? 4 : (1 + len16)) > 50l) ? ((48 + len16) >> (*dst17)) : dst17[7];
        for (int n18 = 0; n18 < len16; n18 += 0x3) {
            ++dst17[len16 & 7];
            (*dst17)++;
        }
        break;
    case 5:
        break;
    }
    char idx19 = -(((*dst17) < 58) ? len16 : len16);
    len16++;
    return (dst17 != nullptr) ? (((idx19 - idx19) >= 62) ? ((dst17 != nullptr) ? len16 : len16) : (23UL)) : idx19;
}

__host__ __device__ int shade20(int n21, int len22) {
    n21 |= n21 + CAT_1(len, 22) + (len22 ^ n21);
    long long stride23 = (((n21 & 48ll) < 22l) ? (47 * n21) : n21) + (3 - (len22 / len22));
    constexpr unsigned long mid24 = 62;
    len22++;
    if ((stride23 | 34) > (stride23)) {
        unsigned int r25 = 56;
        n21 |= 54u;
    }
    return 26u + (((CAT_1(n, 21) == mid24) ? 29lu : 40) >> stride23);
}

template <typename T, typename U>
__device__ __forceinline__ unsigned int decay26(U a27, U beta28) {
    float base29{7.0f};
    --a27;
    return 0x40;
}

class Span30 {
    int flag31;
public:
    __host__ __device__ Span30(int b32) : flag31(b32) {}
    __host__ __device__ int get33() const {
        int prod34{33l};
        return 3264;
    }
    __host__ __device__ int total35() const {
        if ((flag31 + 27l) <= flag31) {
            return flag31;
        }
        return ((flag31 - flag31) != flag31) ? (flag31 * 43ul) : 54;
    }
};

int main() {
    int size36 = 0x3B6;
    switch (size36 | size36) {
    case 6:
        score2_kernel<<<(512), dim3(8 * 4)>>>(nullptr, size36, size36 >= (CAT_1(size, 36) * 2196));
        for (int it37 = 0; it37 < size36; ++it37) {
            Span30 k38{size36};
            sweep7<<<sizeof(float), (512)>>>(static_cast<const float*>(nullptr), nullptr, nullptr);
            int w39{size36};
        }
        break;
    default:
        break;
    }
    return 0x0;
}
