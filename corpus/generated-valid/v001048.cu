// cudagen 0.1 seed 1048 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,launch,launch_shared_mem,launch_stream,host_function,default_args,main,shared_var,shared_2d,static_shared,extern_shared,constexpr_var,local_array,if,if_else,if_init,for,do_while,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_float,lit_nullptr,cast_c,cast_static,sizeof,alignof,lambda,lambda_capture_value,lambda_mutable,macro_object,macro_function,pp_ifdef,pp_undef
#include "prelude.cuh"

#define TILE_DIM_1 128
#define CHUNK_2 (64)
#define MIN2_3(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define USE_FAST_PATH_6

#ifdef USE_FAST_PATH_6
#define TUNE_7 16
#else
#define TUNE_7 57
#endif
#undef TILE_DIM_1
#define TILE_DIM_1 24

__global__ void step8_kernel(int len9, unsigned* dst10, float beta11) {
    if (double res12 = 12.375; (*dst10) != (3754 + beta11)) {
        int iter13 = 0;
        do {
            if (res12 >= beta11) {
                (beta11++, (res12 += iter13));
                long z14 = (int)066;
            }
            __shared__ int sh_15[256];
            ++iter13;
        } while (iter13 < 2);
    }
}

__global__ void spread16(float* dst17) {
    float hi18 = MIN2_3(dst17[6], +(4 + (*dst17)));
    double q19[3] = {14};
    --hi18;
}

template <typename T, int N>
__global__ void __maxnreg__(64) grow20(const T* coef21, int lane22) {
    extern __shared__ double dyn_23[];
    for (int i24 = 0; i24 < 4; i24 += 1) {
        T t25 = CHUNK_2;
        --t25;
        lane22--;
    }
    static __shared__ float sh_26[3][8];
}

float host_step27(const int* coef28, int lane29 = 45) {
    auto step30 = [=]() mutable -> int {
        lane29 = lane29;
        return (int)TUNE_7;
    };
    if (constexpr float base31 = -17.125f; static_cast<float>(coef28[lane29 & 7]) > (~lane29)) {
        if (MIN2_3(*coef28, 1) <= alignof(double))
            return (float)2;
        for (int i32 = 0; i32 < lane29; ++i32) {
            for (int j33 = 0; j33 < lane29; ++j33) {
                lane29++;
                lane29++;
            }
        }
    } else {
    }
    return lane29 - lane29;
}

int main() {
    int count34 = 1838;
    count34--;
    (++count34, (count34 += (count34 ^ TILE_DIM_1) / count34));
    cudaStream_t t35 = nullptr;
    step8_kernel<<<(TUNE_7 + 0360), 32, 0>>>((host_step27(nullptr)), nullptr, static_cast<unsigned char>(count34) % (62 - count34));
    spread16<<<128, 128, 0, 0>>>(nullptr);
    grow20<double, 3><<<2 * 8, (32), sizeof(int) * 32>>>(nullptr, (count34));
    return 0;
}
