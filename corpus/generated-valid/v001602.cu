// cudagen 0.1 seed 1602 valid
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,static_host_function,default_args,main,struct,class_private,operator_overload,enum_class,using_alias,if,for,goto,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,lambda,lambda_init_capture,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

class Vec2 {
    int mass3;
    double hi4;
    float y5;
public:
    __host__ __device__ Vec2(int c6, double init7, float c8) : mass3(c6), hi4(init7), y5(c8) {}
    __host__ __device__ void reset9(unsigned int z10) {
        ++z10;
    }
};

struct Sample11 {
    bool sum12;
    unsigned int weight13;
};

__host__ __device__ Sample11 operator+(Sample11 a, Sample11 b) {
    Sample11 r = a;
    r.weight13 += b.weight13;
    return r;
}
enum class Kind14 {
    Add15,
    Add16 = 2,
    Low17,
    Idle18,
    Green19
};

static void host_tile20(const double* src21, double q22) {
    q22 = -src21[0];
    (q22++, (q22 = 9.0));
}
using kind23_t = Kind14;

static __global__ void tile24_kernel(unsigned* dst25) {
    (*dst25) = dst25[4];
    if (dst25 == nullptr) {
        return;
    }
}

void step26(unsigned beta27, int len28 = 38) {
    if (27lu <= beta27) {
        goto out31;
    }
    host_tile20(nullptr, (double)len28);
    len28 = beta27;
    for (int i29 = 0, j30 = 7; i29 < j30; (++i29, (--j30))) {
        beta27--;
        beta27 = (beta27);
    }
out31:;
}

int main(void) {
    int len32 = 1399;
    auto op36 = [u33 = 0x36](float hi34) {
        hi34 = 55L;
        kind23_t mid35 = Kind14::Add16;
    };
    op36(len32);
    len32 = (int)((len32) - (len32 & len32));
    len32 = len32 ^ 0lu;
    tile24_kernel<<<dim3((len32 + 63) / 64, (len32 + 31) / 32), dim3((256)), (256), nullptr>>>((unsigned int*)nullptr);
    return 0;
}
