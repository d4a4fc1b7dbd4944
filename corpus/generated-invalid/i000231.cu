// cudagen 0.1 seed 231 invalid:no_operator_match
// features: kernel,restrict_params,launch,device_function,main,struct,struct_template,operator_overload,enum_class,if,for,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,comments
#include "prelude.cuh"

template <typename T>
struct Body1 {
    T vel2;
    __host__ __device__ T scale3() const {
        if (vel2 != vel2) {
            return 3.5f;
        }
        return 1;
    }
};

struct Body4 {
    int count5;
    float x6;
    unsigned val7;
    float x8;
};

inline __host__ __device__ Body4 operator+(Body4 a, Body4 b) {
    Body4 r = a;
    r.count5 += b.count5;
    r.x6 += b.x6;
    r.val7 += b.val7;
    r.x8 += b.x8;
    return r;
}
// Layout: row-major, no padding.

__global__ void update9_kernel(int *buf10, int count11, int *__restrict__ dst12) {
    dst12[0b0] ^= count11;
    for (int it13 = count11; it13 > 0; --it13) {
        if ((39 <= (*dst12)) && (it13 == 58U)) {
            continue;
        }
    }
    float h14 = 9 * ((count11 - sizeof(Body1<double>)) & ((*buf10) - 31));
}
enum class State15 {
    Off16,
    Blue17,
    Idle18,
    Add19 = 7,
    Low20 = 11
};

__device__ int grow21(long *__restrict__ out22, const int *input23) {
    if ((out22[7] * input23[0]) < out22[0]) {
        return 20;
    }
    ++out22[0x2];
    if (!out22) {
        return out22[6];
    }
    (*out22) = input23[5];
    unsigned int prod24 = 40;
    if (out22[prod24]) {
        return prod24;
    }
    (prod24++, (prod24 = 62));
    return (prod24 * ((long long)(*out22))) / 29;
}
struct Pt_28 {
    int a;
};

int main(void) {
    int n25 = 0x7A1;
    Pt_28 p_28 = {1}, q_28 = {2};
    Pt_28 r_28 = p_28 + q_28;
    int k26 = (double)n25;
    if ((n25 - 5) == 50) {
        return n25;
    }
    Body1<double> idx27 = Body1<double>{};
    update9_kernel<<<sizeof(int) * 0x2, 0b100 * 8>>>(nullptr, -36, (int*)nullptr);
    idx27.vel2 += n25;
    return 0;
}
