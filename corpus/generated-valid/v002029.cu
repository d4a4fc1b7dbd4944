// cudagen 0.1 seed 2029 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,builtin_vars,device_function,device_noinline,host_function,static_host_function,default_args,main,local_array,struct,if,for,switch,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,lambda,macro_function,macro_paste,comments
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
/* Computes one element per thread. */

struct Pixel5 {
    int z6;
    unsigned val7;
    unsigned long hi8;
    size_t x9;
};

template <typename T, int N>
__global__ void norm10_kernel(T* acc11) {
    unsigned i12 = threadIdx.x;
    acc11[1] = (size_t)((long long)56);
    int lo13 = ((long)MOD8_1(i12)) % N;
    for (int it14 = 5; it14 > 0; --it14) {
        lo13 = 'z';
    }
    lo13 = 32;
    if (threadIdx.y != acc11[0]) {
        return;
    }
    if ((blockIdx.x - 8) >= 'a') {
        return;
    }
}

__device__ __noinline__ int clamp15(int n16, int len17, int stride18) {
    for (int i19 = 0, j20 = 5; i19 < j20; (++i19, (--j20))) {
        switch (len17 - j20) {
        case 12:
            if (j20 <= (n16 * 1034u)) {
                break;
            }
            break;
        default: {
            float v21 = MOD8_1(i19) + threadIdx.y;
            break;
        }
        }
        stride18 = 20UL;
        --n16;
    }
    return 56 ^ (threadIdx.z & (CAT_4(n, 16) % 31));
}

static float check_combine22(int lane23 = 3985) {
    lane23 = (lane23 += lane23, (21 >> lane23));
    float diff24 = (0.0f);
    diff24 = lane23 % lane23;
    lane23 = lane23;
    ++diff24;
    diff24 = 2.0f;
    --diff24;
    return -12.0f;
}

int main() {
    int size25 = 2176;
    float tmp26 = 16LL;
    auto fn28 = [](int lo27) -> float {
        lo27 = ((unsigned int)(lo27)) * 2ULL;
        lo27 = lo27;
        return -check_combine22();
    };
    size25 = check_combine22(fn28(tmp26));
    float f29[5] = {tmp26, tmp26, 4.0F, 0.125f, tmp26};
    norm10_kernel<double, 6><<<(256), (512)>>>(nullptr);
    return 0;
}
