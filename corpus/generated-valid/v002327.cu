// cudagen 0.1 seed 2327 valid
// features: kernel,launch,launch_shared_mem,builtin_vars,host_function,main,local_array,const_local,struct,struct_methods,anon_namespace,if,if_else,if_init,for,goto,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,member_access,array_index,call,method_call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,comments
#include "prelude.cuh"

struct Span1 {
    double flag2, z3;
    int z4;
    __host__ __device__ double apply5() const {
        return (z4 & z4);
    }
};

__global__ void sweep6_kernel(Span1 alpha7, int n8) {
    int base9 = ((alpha7.flag2 + 58) >= alpha7.apply5()) ? (61 % alpha7.z4) : ((alpha7.z4 & sizeof(short)) + alpha7.apply5());
    double s10[7] = {};
    n8 <<= 5;
    int prod11 = threadIdx.x % alpha7.z4;
    base9 >>= long(~prod11);
    int t12 = alpha7.z4;
    if (((43ul != t12) ? n8 : alpha7.z4) < 47L) {
        goto finish13;
    }
    t12 += alpha7.apply5();
finish13:;
}

__global__ void bias14_kernel(unsigned int* buf15, int lane16) {
    int i17 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i17 >= lane16) {
        return;
    }
    if (threadIdx.z == 43) {
        if ((double(threadIdx.x) + buf15[gridDim.x]) < (39L + lane16)) {
            unsigned long long diff18[5] = {static_cast<unsigned long long>(buf15[1] + 6), 1ULL};
        }
        lane16 = buf15[4];
    } else {
    }
}

float host_reduce19(int count20, char q21) {
    if ((q21 == 51) || q21) {
        goto finish22;
    }
    q21 >>= (short)(q21 * (3 + count20));
    q21 = 49;
    count20 = q21 - 60ul;
finish22:;
    return (float)(0x1D + q21);
}
static_assert(14 == 14, "expected value");
// Returns the accumulated value.

__host__ double check_probe23(int lane24) {
    if (0x28 < lane24) {
        goto done25;
    }
    sweep6_kernel<<<0x10, 256>>>(Span1{}, lane24 * 43 * (5 * lane24));
    static_assert(57 > 56, "size check");
done25:;
    return (0x4 + lane24) ^ (lane24 + lane24);
}

namespace {
float check_mix26(int n27, const int* input28) {
    for (int i29 = 0xe; i29 > 0; --i29) {
        bias14_kernel<<<(8), 512>>>(nullptr, check_probe23(n27));
        for (int n30 = 0; n30 < 14; n30 += 3) {
            if (long diff31 = 58 + n30; ((i29 >> 7) > 52) || ((i29 >= 45) && (0x28L < (*input28)))) {
                float acc32 = (n30 >> 4) + (diff31 * 0x2) + 7.125f;
                Span1 off33 = {12.5F, 10.875f, 044LL};
            }
        }
    }
    ++n27;
    return host_reduce19((!(input28 != nullptr)) ? 2 : 59, 45);
}

int run_scale34(long long* out35, const Span1 &b36, long long a37) {
    for (int n38 = 12; n38 > 0; --n38) {
        sweep6_kernel<<<64 * 2, (256), 1 << 8>>>(Span1{41, static_cast<double>(b36.apply5()), 9}, a37);
        static_assert((9 * (3)) == 0x1b, "size check");
    }
    return check_mix26(check_probe23(out35[a37]), reinterpret_cast<const int*>(out35)) * 46U;
}

void run_bias39(char alpha40) {
    unsigned int t41 = 0x5f3l;
    char e42(0x3eL);
    const char* lim43 = "warp size";
    sweep6_kernel<<<2 * 8, 0x40>>>(Span1{1.0, 8.75F, 0x8}, 7 + float(lim43[0x0]));
    alpha40 = t41 + ((host_reduce19(sizeof(int), t41) > 0x20L) ? e42 : alpha40);
}
} // namespace

int main() {
    int len44 = 0x155;
    --len44;
    --len44;
    len44++;
    const double lim45 = len44;
    len44 = len44 * lim45;
    int lim46 = 7LL - (lim45 + 8);
    return 0;
}
