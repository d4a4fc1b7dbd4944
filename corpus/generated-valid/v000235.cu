// cudagen 0.1 seed 235 valid
// features: kernel,kernel_template,launch_deduced_template_args,launch,builtin_vars,device_function,device_forceinline,host_function,main,shared_var,constexpr_var,struct,if,if_else,if_init,goto,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_string,lit_nullptr,cast_functional,cast_static,alignof,lambda,lambda_iife,macro_function,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define HALF_2(x) ((x) / 2)
#define CAT_3(a, b) a##b

#ifdef USE_FAST_PATH_4
#define TUNE_5 10
#else
#define TUNE_5 22
#endif
#undef TUNE_5
#define TUNE_5 2

__global__ void rank6_kernel(float p7, const int* src8, const int* input9, double alpha10) {
    alpha10 = (blockIdx.z & blockDim.x) + 18.25;
    if ((*src8) <= alpha10) {
        return;
    }
}

__device__ float norm11(int count12) {
    if (count12 >= count12) {
        count12++;
        __shared__ int sh_13[128];
    } else {
    }
    return count12 + TUNE_5;
}

struct Cell14 {
    int hi15;
    float sum16;
    float lo17;
};

__device__ __forceinline__ float merge18(int n19, int n20) {
    n20 %= (n20) >> (4925L - (n19 % n19));
    norm11(norm11(LOW_BITS_1(blockIdx.y)));
    return TUNE_5;
}

template <typename T>
__global__ void trace21_kernel(T p22, size_t a23, int len24) {
    if (warpSize != (len24 - threadIdx.x)) {
        len24 = a23;
        len24 = norm11(norm11(len24) + (len24 << 3));
    } else if (unsigned long off25 = (norm11(p22) != (len24 * a23)) ? CAT_3(len, 24) : (LOW_BITS_1(len24) - 32); ((warpSize - len24) - merge18(blockIdx.z, 60)) != LOW_BITS_1(off25)) {}
}

short int host_smooth26(int len27) {
    ([] {
        unsigned stride28 = 63L;
    })();
    len27 = int(36ULL) * len27;
    auto step31 = [](float lim29) -> float {
        int w30(13);
        lim29 = (LOW_BITS_1(CAT_3(w, 30)) + (5 - lim29)) - w30;
        return 2074 + w30;
    };
    auto lam33 = [](unsigned res32) -> int {
        res32 = +(TUNE_5 << CAT_3(res, 32));
        res32 = CAT_3(res, 32) * 44;
        return 0x2All;
    };
    const char* hi34 = "warp size";
    if (hi34[0] == 0xCLL) {
        goto out35;
    }
    ++len27;
out35:;
    return len27 & len27;
}

int main(void) {
    int count36 = 1484;
    if (host_smooth26(count36) <= 32u) {
        return count36 / (count36 * 24L);
    }
    ([] {
        if (host_smooth26(55) <= 0b110101) {
            Cell14 y37 = Cell14{4, -8, 17.0f};
        }
    })();
    host_smooth26((count36));
    int sum38 = 0x28;
    rank6_kernel<<<0x1 << (TUNE_5 + 0x5), 128>>>(CAT_3(sum, 38), nullptr, &sum38, ('z' - count36));
    trace21_kernel<<<1, 0400>>>(static_cast<long>(host_smooth26(TUNE_5)), host_smooth26(alignof(double)), (count36 * 49L) - sum38);
    return 0;
}
