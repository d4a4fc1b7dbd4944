// cudagen 0.1 seed 2054 valid
// features: kernel,kernel_static,launch_bounds,launch,device_function,device_noinline,host_device_function,host_function,main,shared_var,static_shared,constexpr_var,const_local,if,if_else,if_init,for,while,do_while,goto,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_string,lit_nullptr,cast_c,cast_functional,sizeof,macro_statement,pp_ifdef
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#ifdef USE_FAST_PATH_2
#define TUNE_3 13
#else
#define TUNE_3 60
#endif

__global__ void __launch_bounds__(64, 2) sift4_kernel(int len5, char* dst6) {
    int pass7 = 0;
    while ((pass7 < len5) && ((*dst6) == len5)) {
        int iter8 = 0;
        do {
            for (int j9 = 5; j9 > 0; --j9) {
                const float flag10 = TUNE_3;
                static __shared__ int sh_11[256];
            }
            ++iter8;
        } while (iter8 < iter8);
        ++pass7;
    }
}

__device__ __noinline__ void fold12(int len13) {
    len13--;
    if (int y14 = len13; !(len13 > 13)) {
        unsigned int t15 = (y14) % 29U;
        __shared__ int sh_16[32];
    } else {
    }
}
static constexpr unsigned TILE17 = 256;

static __global__ void scatter18_kernel(size_t a19, unsigned long beta20, unsigned int* data21, const int* src22) {
    fold12(a19 & (a19 + a19));
    if (data21[beta20 & 7] == data21[a19 & 7]) {
        return;
    }
}

__device__ __noinline__ void step23(const int* src24, short cfg25) {
    if (cfg25 != 4) {
        return;
    }
    fold12(10);
    __shared__ long sh_26[8];
    constexpr int acc27 = 0x34;
    __shared__ double sh_28[(16)];
    static __shared__ int sh_29[64];
}

__device__ int fold30(float p31, int lane32, const float* input33) {
    lane32 %= lane32 + 16ul;
    lane32 = 2 * p31;
    return *input33;
}

__host__ __device__ void sift34(int* data35, int stride36) {
    if ((stride36 % stride36) < data35[stride36]) {
        if (((stride36 - stride36) + (115U % stride36)) < 15UL) {
            ACCUM_1(stride36, (stride36));
        } else if ((stride36 + (0 / stride36)) > 46) {
            (*data35) = (double)stride36;
            constexpr int t37 = 7 * 3;
        } else {
            (*data35) = int(TILE17) + ((stride36 | TILE17) - (*data35));
        }
    } else {
    }
}

void check_shade38(int n39) {
    ACCUM_1(n39, (01115LL - n39));
    short m40(-0x40);
    if ((m40 - n39) < 0x39) {
        goto done42;
    }
    sift4_kernel<<<(n39 + 63) / 0100, 128>>>(0x1 ^ m40, nullptr);
    for (int n41 = n39; n41 > 0; --n41) {
        sift4_kernel<<<256, 0x40>>>(TILE17, nullptr);
        m40 = m40;
    }
done42:;
}

int main() {
    int count43 = 1873;
    count43 = count43;
    count43 = sizeof(int);
    if (int flag44 = count43; !((flag44 < 16UL) && (flag44 >= 14UL))) {
        const char* e45 = "a\tb";
        scatter18_kernel<<<(4), 256>>>(TUNE_3 - int(flag44), count43, nullptr, nullptr);
    }
    return 0;
}
