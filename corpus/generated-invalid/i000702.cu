// cudagen 0.1 seed 702 invalid:missing_closing_brace
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,host_device_function,device_template_function,main,struct,class_private,operator_overload,enum_class,namespace,if,do_while,static_assert,ternary,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_function,macro_statement
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define HALF_2(x) ((x) / 2)
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

struct Tile6 {
    int count7, z8;
};

__host__ __device__ Tile6 operator+(Tile6 a, Tile6 b) {
    Tile6 r = a;
    r.count7 += b.count7;
    r.z8 += b.z8;
    return r;
}

__global__ void fold9(int stride10, short beta11, float *acc12) {
    --beta11;
    ++acc12[0x3];
    beta11 = acc12[3];
}
static_assert(0b11001 == 0x19);

template <class T>
inline __host__ __device__ T grow13(T *__restrict__ dst14, const T *coef15, double *__restrict__ dst16) {
    float *lim17 = (float*)nullptr;
    int pass18 = 0x0;
    do {
        if (dst14 == nullptr)
            continue;
        float x19 = (pass18 | (pass18 & pass18));
        ++pass18;
    } while (pass18 < 3);
    return HALF_2(((coef15[pass18 & 7] != 6) ? pass18 : 0x21) & ((*dst16) += 23.625, 3070));
}

namespace impl20 {
class Sample21 {
    unsigned flag22;
public:
    __host__ __device__ Sample21(unsigned a23) : flag22(a23) {}
    __host__ __device__ unsigned int mix24() const {
        int h25 = SQR_1((((unsigned)flag22) << 0));
        static_assert(sizeof(int) == 4, "size check");
        return (((h25 == flag22) ? 21lu : flag22) >= h25) ? flag22 : ((flag22 >= flag22) ? 21 : h25);
    }
    __host__ __device__ void mix26(int tmp27) {
        flag22 = (14lu);
    }
};
enum class Color28 {
    Mul29,
    Off30,
    Fast31 = 5,
    Red32 = 9,
    Busy33
};
} // namespace impl20

int main() {
    int n34 = 412;
    fold9<<<8, sizeof(float) * 64, 0200 * 8, 0>>>(1491, 49, nullptr);
    fold9<<<16, sizeof(float) * 0x8, 0, (cudaStream_t)0>>>(grow13((unsigned*)nullptr, (const unsigned*)nullptr, (double*)nullptr), grow13((double*)nullptr, (const double*)nullptr, (double*)nullptr), nullptr);
    return 0;

