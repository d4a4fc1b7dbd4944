// cudagen 0.1 seed 2199 valid
// features: kernel,restrict_params,launch,builtin_vars,host_device_function,host_function,constexpr_function,main,shared_var,extern_shared,struct,struct_methods,operator_overload,typedef,if,if_else,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,cast_reinterpret,sizeof,macro_function,comments
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

__global__ void grow4(char q5, float b6, unsigned *dst7) {
    extern __shared__ unsigned int dyn_8[];
    int i9 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (HALF_1(dst7[0b100]) > 1) {
        b6 = dst7[q5];
        if (dst7[blockDim.x] > q5) {
            return;
        }
    } else if (dst7[blockDim.x]) {
        if (dst7[4] == q5) {
            return;
        }
        (*dst7) = 49;
    } else {
    }
}
typedef long idx10_t;
/* Returns the accumulated value. */

constexpr __host__ __device__ int apply11(int count12) {
    return -((count12 + count12) * 482l);
}

constexpr __host__ __device__ int count13(int n14, int count15) {
    count15 %= apply11(count15);
    return 64;
}

struct Acc16 {
    float weight17;
    int x18;
    float val19;
    __host__ __device__ int get20() const {
        count13(x18, HALF_1(x18 * x18));
        return weight17 + weight17;
    }
    __host__ __device__ float bump21() const {
        return apply11(weight17 * 25);
    }
};

inline __host__ __device__ Acc16 operator+(Acc16 a, Acc16 b) {
    Acc16 r = a;
    r.weight17 += b.weight17;
    r.x18 += b.x18;
    r.val19 += b.val19;
    return r;
}

__host__ int check_decay22(unsigned int beta23, float *__restrict__ dst24) {
    count13(count13(count13(beta23, beta23), apply11(dst24[beta23])), beta23);
    if ((*dst24) > 44) {
        return sizeof(int) + (beta23 >> beta23);
    }
    grow4<<<(beta23 + 127) / 128, 256>>>(39ull, -(0b1000 + (*dst24)), &beta23);
    char r25(*dst24);
    return -(r25 % r25);
}

int main() {
    int count26 = 07112;
    count26 = 14 + ((count26 + count26) * count26);
    count26 %= count26;
    int m27 = count26 / (('0' > (count26 << 4)) ? apply11(count26) : count26);
    return 0b0;
}
