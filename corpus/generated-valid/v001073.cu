// cudagen 0.1 seed 1073 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,static_host_function,main,shared_var,extern_shared,constexpr_var,struct,struct_methods,aligned_struct,enum_class,using_alias,if,for,goto,ternary,bitwise,shift,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,alignof,lambda,lambda_generic,macro_object,macro_paste,pp_ifdef
#include "prelude.cuh"

#define NUM_ITERS_1 128
#define WARPS_2 128
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

#ifdef USE_FAST_PATH_6
#define TUNE_7 9
#else
#define TUNE_7 38
#endif

struct alignas(16) Pixel8 {
    float count9, count10;
    float flag11;
    __host__ __device__ void scale12(unsigned char res13) {
        count9 = res13 % res13;
    }
    __host__ __device__ void get14(float y15) {
        flag11 = alignof(char) + count9;
    }
};

template <typename T, int N>
__global__ void accum16(T q17) {
    extern __shared__ unsigned int dyn_18[];
    Pixel8 m19{static_cast<float>(TUNE_7), static_cast<float>(sizeof(T)), 46};
    float k20((dyn_18[0] & N) * 20.75F * (0x35 | dyn_18[0x6]));
    --m19.count9;
    dyn_18[2] = dyn_18[0];
    T w21(8.875F);
    int k22(23U);
    if (CAT_5(k, 22)) {
        goto finish23;
    }
    if (dyn_18[4] * NUM_ITERS_1) {
        return;
    }
finish23:;
}
enum class Level24 : unsigned int { On25, Green26 = 3, On27 = 9, Slow28 };

static __global__ void score29(const unsigned int* coef30, int* dst31, int* dst32, Level24 beta33) {
    dst31[2] = ((63 - dst32[1]) - dst31[2]);
    const int* res34 = dst32;
}

static void spread35(int* buf36, int len37) {
    cudaStream_t r38 = (cudaStream_t)0;
    --len37;
    buf36[6] = (TUNE_7 + (len37 % len37));
    float k39 = TUNE_7;
    unsigned int h40 = 32;
    int h41 = 0x11 >> (len37 * buf36[4]);
    if (!buf36) {
        goto out42;
    }
    score29<<<dim3((TUNE_7 + (TUNE_7 + (TUNE_7 + 14)))), 32 * 2, sizeof(float) * 256, r38>>>((const unsigned int*)nullptr, buf36 + (h41 & 3), nullptr, Level24::On27);
out42:;
}
using ptr43_t = int*;

__global__ void fuse44_kernel(ptr43_t dst45) {
    for (int it46 = 13; it46 > 0x0; --it46) {
        dst45[it46]++;
        dst45[it46] = 2355;
    }
}

unsigned long check_decay47(int len48, const double* input49) {
    if ((len48 * 57u) != 0x23) {
        return WARPS_2;
    }
    spread35((ptr43_t)nullptr, NUM_ITERS_1 * (*input49));
    Pixel8 t50 = Pixel8{26U, static_cast<float>(6.0f), 21.875F};
    Level24 idx51 = Level24::On27;
    return input49[0];
}

int main() {
    int count52 = 3803;
    bool r53(count52 > count52);
    auto fn56 = [](auto stride54, auto stride55) {
        stride54 = (((stride55 <= 0xb) ? stride55 : stride55) - 6UL) - (0x22 - (stride54 / 53));
        return stride54 * 2;
    };
    accum16<long, ((8))><<<dim3(TUNE_7 + (WARPS_2 + (TUNE_7 + 0x34)), 1, 32 * 2), TUNE_7 + 90, sizeof(double) * 64, (cudaStream_t)0>>>(r53);
    r53 = r53 != 46;
    fuse44_kernel<<<(count52 + 31) / 32, 4 * 16, 1 << 10>>>(static_cast<ptr43_t>(nullptr));
    return 0x0;
}
