// cudagen 0.1 seed 1514 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,device_array,constexpr_var,struct,class_private,aligned_struct,enum_class,if,goto,shift,logical,comparison,incdec,pointer_arith,address_of,member_access,array_index,call,lit_int_suffix,lit_float,cast_c,macro_function,macro_paste,macro_statement
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b

__global__ void bias6(int* acc7, long cfg8) {
    unsigned int i9 = threadIdx.x;
    long v10 = +(*acc7);
    v10--;
    if (!(cfg8 < cfg8))
        return;
    constexpr double f11 = 17.625;
    short int q12(42 * MAX2_1(i9, (unsigned int)19l));
    ++q12;
    cfg8--;
}

struct Node13 {
    float sum14;
    float mass15;
    int id16;
};

void host_norm17(Node13 cfg18, int len19) {
    if (((float)CAT_5(len, 19)) == cfg18.mass15) {
        goto skip20;
    }
    bias6<<<dim3((len19 + 63) / 64), dim3(1 << 3, (len19 + 255) / 256, 512), 0, (cudaStream_t)0>>>(&len19, len19);
    if (!(len19 <= 42))
        return;
skip20:;
}
__device__ int d_count21[4];

class Stats22 {
    long val23;
public:
    __host__ __device__ Stats22(long a24) : val23(a24) {}
    __host__ __device__ long get25() const {
        constexpr float tmp26 = 7.75f;
        return tmp26;
    }
};
enum struct Level27 : unsigned char { Green28 = 2, Add29, Mul30 = 7 };

struct __align__(8) Sample31 {
    int count32;
    long hi33;
    long long id34;
    float sum35;
};

int main() {
    int size36 = 1539;
    size36 = 12l;
    int f37{43LL};
    host_norm17(Node13{6.0f, 6.25f, 31}, MAX2_1(size36 - size36, MAX2_1(size36, 6)));
    Level27 lo38 = Level27::Mul30;
    return 0;
}
