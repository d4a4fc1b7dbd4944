// cudagen 0.1 seed 946 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch,launch_dim3,launch_shared_mem,host_function,main,shared_var,shared_2d,static_shared,extern_shared,constexpr_var,auto_var,struct,enum_class,if,if_else,if_init,for,while,switch,compound_assign,bitwise,logical,comparison,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,macro_paste,pp_if,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 8
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define CAT_4(a, b) a##b

#if BLOCK_SIZE_1 > 18
#define CONFIG_5 4
#else
#define CONFIG_5 17
#endif
// Layout: row-major, no padding.

__global__ void blend6(const long* input7, int lane8, const unsigned* input9, int* out10) {
    __shared__ int sh_11[12][sizeof(unsigned int)];
    sh_11[lane8][3] = TWICE_PLUS_2(out10[0b101], 6 + (lane8));
    for (int n12 = 3; n12 > 0; --n12) {
        int lim13{33u};
        if (auto prod14 = TWICE_PLUS_2(out10[4], TWICE_PLUS_3(lane8 * input7[lim13 & 7], 58)); input7 != nullptr) {
            int k15 = *out10;
            if ((lane8 & 0b1) && (lim13 >= (*input7))) {
                break;
            }
        }
    }
}

struct Bounds16 {
    int val17;
    long x18;
};
enum class Op19 : int { On20, Add21, High22 };
// Computes one element per thread.

template <typename T>
__global__ void step23(T* out24, const T* coef25, long* out26, T* buf27) {
    int v28{43L};
    int prod29 = +out26[v28];
    switch (v28) {
    case (BLOCK_SIZE_1 + 2):
        switch ((v28)) {
        case 7:
            break;
        case 3:
            break;
        case 2 * 2: {
            static __shared__ unsigned char sh_30[15][(3)];
            Bounds16 mid31 = Bounds16{-55, 27};
            break;
        }
        }
        break;
    case 5:
        break;
    default:
        break;
    }
}
// Returns the accumulated value.

template <class T, int N>
__global__ void clamp32_kernel(T b33, int len34, int n35) {
    extern __shared__ int dyn_36[];
    if (!((dyn_36[n35] <= dyn_36[len34 & 7]) && (b33 < N))) {
        double t37 = len34;
    }
    T f38 = BLOCK_SIZE_1;
    for (int it39 = len34; it39 > 0; --it39) {
        Bounds16 mid40 = Bounds16{33U, 4604};
    }
    int h41 = TWICE_PLUS_3(n35, dyn_36[n35]);
}

inline int host_reduce42(int len43, long* buf44, long* data45) {
    dim3 t46((len43 + 63) / 64);
    const unsigned short* r47 = reinterpret_cast<const unsigned short*>(data45);
    (*data45) -= data45[len43];
    return (64 | r47[0b0]) * 3274ul;
}

int main(void) {
    int len48 = 4032;
    if (int t49 = (host_reduce42(len48, nullptr, nullptr) / TWICE_PLUS_3(len48, 26)) / 38l; !(!(len48 <= len48))) {
        host_reduce42((3 | len48) * (18U | t49), (long*)nullptr, nullptr);
        len48 = host_reduce42(TWICE_PLUS_3(host_reduce42(CAT_4(len, 48), nullptr, (long*)nullptr), 2), nullptr, nullptr);
    } else if (host_reduce42(sizeof(double) - len48, nullptr, (long*)nullptr) != (CAT_4(len, 48) * 3046)) {
        int iter50 = 0;
        while ((iter50 < t49) && (iter50 > CONFIG_5)) {
            blend6<<<2, (CONFIG_5 + (CONFIG_5 + (BLOCK_SIZE_1 + (CONFIG_5 + 5)))), sizeof(int) * 256>>>(static_cast<const long*>(nullptr), 13, static_cast<const unsigned int*>(nullptr), &t49);
            blend6<<<dim3((t49 + 127) / 128), 128 * 4>>>(nullptr, 30, nullptr, (int*)nullptr);
            ++iter50;
        }
    } else if (auto e51 = t49; !static_cast<int>(len48)) {
    } else {
    }
    step23<<<dim3((len48 + 63) / 64, CONFIG_5 + (BLOCK_SIZE_1 + 103), 4), BLOCK_SIZE_1 + 120, 0>>>((unsigned*)nullptr, static_cast<const unsigned int*>(nullptr), (long*)nullptr, static_cast<unsigned int*>(nullptr));
    clamp32_kernel<int, 4><<<(len48 + 255) / 256, 128, 1024 * 4>>>(~len48, static_cast<double>(TWICE_PLUS_3(len48, BLOCK_SIZE_1)), 35 * len48 * 7L);
    return 0;
}
