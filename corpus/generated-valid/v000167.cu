// cudagen 0.1 seed 167 valid
// features: kernel,launch,builtin_vars,device_function,host_function,main,constexpr_var,local_array,if,for,switch,ternary,bitwise,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_capture_value
#include "prelude.cuh"

float norm1(int len2) {
    for (int j3 = 0x0; j3 < len2; ++j3) {
        for (int i4 = 0; i4 < 4; ++i4) {
            if (29U >= i4) {
                break;
            }
            switch (i4) {
            case 1: {
                unsigned int lim5{3103u};
                len2 = j3;
                break;
            }
            default: {
                unsigned int res6 = i4;
                break;
            }
            }
        }
    }
    return (len2 += len2, (len2 + len2 + len2));
}

inline float check_score7(const unsigned *src8) {
    if ((+src8[7]) >= src8[3]) {
        long long t9 = 28;
    }
    if (src8[0x4] == src8[7]) {
        return src8[7];
    }
    float acc10[4] = {};
    return 'z';
}
constexpr double kL11 = 8.75;

__device__ void filter12(int *buf13, unsigned int alpha14, const short *in15) {
    float x16{20};
    unsigned short v17 = kL11;
}

__global__ void decay18(int len19, int count20, int *buf21, int count22) {
    int i23 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i23 >= len19) {
        return;
    }
    for (int it24 = (0xe); it24 > 0; --it24) {
        float stride25 = (16.25f / threadIdx.x) - static_cast<unsigned int>(471);
        (count22++, (stride25 = buf21[blockIdx.y]));
    }
    count22 = (buf21 == nullptr) ? (buf21[i23] * (9 * count20)) : kL11;
}

int main() {
    int size26 = 0xab1;
    auto step28 = [=]() -> unsigned {
        long lim27 = (sizeof(float));
        return (11 * lim27) | (size26 - size26);
    };
    decay18<<<4, 512>>>(static_cast<float>(kL11), size26 & (size26 - 4653L), (int*)nullptr, ~((size26 != kL11) ? 0xD : size26));
    size26 = size26;
    return 0;
}
