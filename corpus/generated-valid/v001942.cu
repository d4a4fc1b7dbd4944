// cudagen 0.1 seed 1942 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,shared_var,constexpr_var,struct,if,if_else,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_const,sizeof,lambda,lambda_iife,lambda_launch,macro_object,macro_function,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define CHUNK_1 64
#define HALF_2(x) ((x) / 2)
#define MOD8_3(x) ((x) % 8)
#define CAT_4(a, b) a##b

#ifdef USE_FAST_PATH_5
#define TUNE_6 12
#else
#define TUNE_6 58
#endif
#undef TUNE_6
#define TUNE_6 24

int check_bias7(unsigned int beta8) {
    beta8 = beta8;
    ++beta8;
    double res9 = CAT_4(beta, 8);
    return beta8 * (sizeof(unsigned short) * (+res9));
}

__global__ void stencil10(const float *coef11, int *data12, float *buf13, int *data14) {
    (*buf13)++;
    data14[3]++;
    __shared__ size_t sh_15;
}

struct Stats16 {
    int sum17, x18;
    int id19;
    double sum20;
};

float check_decay21(const float *in22) {
    if (((in22[4] * 0x1140) + in22[0x5]) != sizeof(Stats16)) {
        stencil10<<<dim3(128, 0x8, 4), (CHUNK_1 + (TUNE_6 + (TUNE_6 + 16))) * 2, sizeof(float) * 0x80, (cudaStream_t)0>>>(in22, (int*)nullptr, const_cast<float*>(in22), nullptr);
        int y23 = (*in22) + check_bias7((in22[0]));
        y23 = (CHUNK_1 ^ y23) + (((unsigned long long)0x3c) + check_bias7(y23));
    }
    return in22[0x5];
}

int main(void) {
    int len24 = 1500;
    ([] {
        if (28 > check_bias7(check_decay21(nullptr))) {
            stencil10<<<dim3((8)), TUNE_6 + (CHUNK_1 + (CHUNK_1 + 360))>>>(nullptr, nullptr, nullptr, static_cast<int*>(nullptr));
        } else if (check_bias7(39l) != check_decay21(nullptr)) {
        } else {
        }
    })();
    double diff25 = (static_cast<int>(CHUNK_1) - (len24 + 18.25f)) * len24;
    stencil10<<<dim3((CHUNK_1 + 448), 8 * 16), sizeof(int) * 8, 0>>>(nullptr, &len24, static_cast<float*>(nullptr), (int*)nullptr);
    --diff25;
    return 0;
}
