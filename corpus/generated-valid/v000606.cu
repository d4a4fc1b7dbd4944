// cudagen 0.1 seed 606 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,maxnreg,launch,launch_dim3,launch_shared_mem,host_function,main,shared_var,static_shared,extern_shared,constexpr_var,struct,namespace,if,for,while,goto,ternary,shift,logical,comparison,incdec,pointer_arith,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,macro_statement,pp_ifdef
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_2
#define TUNE_3 13
#else
#define TUNE_3 63
#endif

template <class T, int N>
__global__ void __maxnreg__(32) shade4(const T *in5, int count6, int *data7, T *data8) {
    extern __shared__ unsigned int dyn_9[];
    (*data7) = (((data7[count6] + (*data7)) << (0x21 * data7[7])) == short(N)) ? dyn_9[count6] : N;
    --(*data8);
    if ((TUNE_3 < count6) || (in5[0x6] > in5[0x2])) {
        return;
    }
    int pass10 = 0;
    if (in5 != nullptr) {
        goto finish11;
    }
    while (pass10 < 12) {
        count6 = dyn_9[2];
        data8[1] = N;
        ++pass10;
    }
finish11:;
}

struct Acc12 {
    int vel13;
    char weight14;
    int w15;
};

void check_shade16(double p17, double cfg18, Acc12 alpha19) {
    for (int it20 = 0x0; it20 < 3; ++it20) {
        shade4<long, (1 << 0x1)><<<dim3((8), 1 << 1, 2), 64>>>(static_cast<const long*>(nullptr), 54lu + alpha19.w15, (int*)nullptr, nullptr);
        int stride21 = 29ll;
    }
    cfg18 = (p17 - TUNE_3);
    int stride22{0x1183};
    if (p17 < 54) {
        goto out23;
    }
    shade4<long, 2><<<dim3((stride22 + 63) / 64, (stride22 + 63) / 64, 512), 01000>>>((const long*)nullptr, 0x2lu, nullptr, nullptr);
    if (stride22 << stride22) {
        return;
    }
out23:;
}

__global__ void __launch_bounds__((TUNE_3 + (TUNE_3 + 0x2))) weigh24_kernel(int *acc25, const unsigned *input26, const int *src27, float beta28) {
    int stride29 = ((acc25[0] >> acc25[1]) * (*input26)) - (*acc25);
    beta28 = input26[stride29];
    float cnt30(17.375f);
    stride29 = 4172L;
    __shared__ int sh_31[128];
    (*acc25)++;
}

namespace detail32 {
struct Particle33 {
    long count34;
    bool weight35;
    float hi36;
    int z37;
};

__host__ void check_mix38(double *out39, float alpha40) {
    weigh24_kernel<<<dim3(1 << 5, TUNE_3 + 0x1, 0x1 << 9), 0x40>>>(nullptr, nullptr, static_cast<const int*>(nullptr), *out39);
    float u41 = (*out39) + 3;
    alpha40 = 0.875f;
    out39[4]--;
    SWAP_1(float, alpha40, u41);
}
} // namespace detail32

__global__ void __launch_bounds__((64)) smooth42(const int *input43, int *acc44, const unsigned int *in45, const float *in46) {
    Acc12 sum47 = Acc12{17, static_cast<char>(TUNE_3), 61};
    acc44[0] = in46[3];
    static __shared__ int sh_48[1 << 6];
}

int main() {
    int size49 = 2787;
    size49 = static_cast<short>((19));
    --size49;
    shade4<unsigned int, 1><<<0x2 * 2, dim3((size49 + 31) / 32, 64)>>>(nullptr, 14, static_cast<int*>(nullptr), (unsigned int*)nullptr);
    int pass50 = 0;
    while (pass50 < pass50) {
        size49 = pass50;
        ++pass50;
    }
    double mid51{13.5};
    smooth42<<<1 << 1, dim3(0x80, 32, (pass50 + 0377) / 256), 4096>>>(nullptr, nullptr, (const unsigned int*)nullptr, nullptr);
    return 0;
}
