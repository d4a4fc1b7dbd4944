// cudagen 0.1 seed 789 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,default_args,main,shared_var,extern_shared,auto_var,struct,operator_overload,aligned_struct,using_alias,namespace,if,if_else,if_init,switch,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define MOD8_2(x) ((x) % 8)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b

__global__ void __launch_bounds__(2 * 16, 4) sift7(const float *src8, const int *coef9) {
    extern __shared__ double dyn_10[];
    if (((warpSize != dyn_10[6]) ? 23 : (*src8)) > dyn_10[4]) {
        return;
    }
    dyn_10[blockIdx.x]--;
    dyn_10[warpSize]--;
    auto z11 = static_cast<double>(coef9[6]);
}

float check_split12(const int *input13, short b14, const unsigned *coef15) {
    dim3 off16(4);
    sift7<<<256, dim3(1, 1, (64))>>>(reinterpret_cast<const float*>(input13), reinterpret_cast<const int*>(coef15));
    bool flag17 = coef15[b14] > int(b14 / input13[b14]);
    return 12.f;
}

struct __align__(8) Particle18 {
    bool hi19;
    int x20;
    bool mass21;
};

__host__ __device__ Particle18 operator+(Particle18 a, Particle18 b) {
    Particle18 r = a;
    r.x20 += b.x20;
    return r;
}

__global__ void tally22(float beta23, Particle18 beta24, Particle18 p25, Particle18 q26) {
    extern __shared__ float dyn_27[];
    unsigned int idx28 = threadIdx.x;
    int v29 = +float(q26.hi19 - blockDim.x);
    p25 = Particle18{false, 0x6, false};
}

__global__ void norm30_kernel(int count31, const float *input32, float a33, size_t *data34) {
    int idx35 = threadIdx.x;
    if (idx35 >= count31) {
        return;
    }
    if (input32[idx35] >= (blockDim.x * ((data34[idx35] < 22) ? a33 : (*data34)))) {
        if ((count31 - 2) <= MOD8_2((data34 == nullptr) ? CAT_6(count, 31) : count31)) {
            short int base36 = ((*data34) += 55ull, 14);
        }
        switch (threadIdx.z) {
        case 5:
            break;
        case 11:
            break;
        }
        (*data34) %= (long)MOD8_2(idx35 - threadIdx.x);
    } else {
        a33 /= sizeof(unsigned long long);
    }
}

namespace detail37 {
using rec38_t = Particle18;

struct Acc39 {
    int count40;
    long x41;
};
} // namespace detail37

struct Body42 {
    float count43, count44;
};

inline __host__ __device__ Body42 operator+(Body42 a, Body42 b) {
    Body42 r = a;
    r.count43 += b.count43;
    r.count44 += b.count44;
    return r;
}

void host_warp45(bool a46 = 1) {
    norm30_kernel<<<2, (256)>>>(static_cast<unsigned>(check_split12((const int*)nullptr, 4, static_cast<const unsigned int*>(nullptr))), (const float*)nullptr, MOD8_2(a46), nullptr);
    tally22<<<sizeof(int) * 8, 64 * 8, 0x0>>>((a46 + 20) - (-(-12.375F)), Particle18{true, 0x939, false}, Particle18{bool((int)a46), 25u, false}, Particle18{false, 39ul, false});
    if (((a46 * 6ul) < a46) || (a46 <= TWICE_PLUS_1(a46, 17))) {
        check_split12(nullptr, 40, static_cast<const unsigned int*>(nullptr));
        sift7<<<dim3((0x80)), 32, sizeof(int) * 32>>>(nullptr, nullptr);
    }
}

int main(void) {
    int count47 = 1'994;
    if (char k48 = static_cast<unsigned long long>(count47) * (0x1 + count47); TWICE_PLUS_1(k48, 3546 * k48) <= count47) {
        k48 ^= ((short)check_split12(&count47, 39, nullptr)) + (k48 + CAT_6(count, 47));
        char u49{127};
    } else {
    }
    return 0;
}
