// cudagen 0.1 seed 1599 valid
// features: kernel,kernel_static,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,device_template_function,host_function,main,constexpr_var,auto_var,const_local,struct,class_private,struct_template,using_alias,if,while,nested_block,ternary,compound_assign,bitwise,comparison,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_string,lit_string_concat,lit_nullptr,cast_static,cast_reinterpret,sizeof,alignof,macro_function,comments
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
using real3_t = float;

__global__ void probe4(int stride5, const int* input6) {
    const double sum7 = (*input6) * (((stride5 != stride5) ? 0x25 : 3715ull) & MOD8_1(input6[3]));
    real3_t f8 = sum7 * (20.875f - input6[stride5]);
}

template <typename T>
struct Cell9 {
    T x10, id11;
};

static __global__ void __launch_bounds__(256, 1) trace12_kernel(int n13, const int* coef14) {
    n13 -= n13;
    int pass15 = 0;
    while (pass15 < 15) {
        auto idx16 = 19.875f + n13;
        Cell9<float> sum17{idx16, 21.25f};
        ++pass15;
    }
    n13 = 28LL;
}
// NOTE: keep in sync with the host reference.

class Pixel18 {
    float hi19;
    int weight20;
public:
    __host__ __device__ Pixel18(real3_t b21, int a22) : hi19(b21), weight20(a22) {}
    __host__ __device__ int apply23() const {
        int m24 = hi19;
        m24 = hi19;
        return ((~m24) & 1) ? 0x37 : m24;
    }
};

void check_tile25(const Pixel18 &q26) {
    probe4<<<(16), 32 * 2, 0x0, 0>>>(-48, nullptr);
    dim3 flag27 = dim3(128);
    {
        trace12_kernel<<<dim3(sizeof(int) * 4), 64, 0>>>(4LL, nullptr);
    }
}

__global__ void kick28(int stride29, double alpha30, int count31, int* dst32) {
    dst32[count31] = '\x7f';
    constexpr unsigned int base33 = 0b1000;
    if (stride29 == 12)
        return;
}
// Layout: row-major, no padding.

template <typename T, typename U>
inline __host__ __device__ T bias34(T a35, int len36) {
    len36 = MOD8_1(len36) + (a35 * (len36 * 0x3l));
    unsigned sum37 = (len36);
    int iter38 = 0;
    while (iter38 < 10) {
        if ((sum37) == 0b110000l)
            break;
        if (a35 >= len36)
            break;
        ++iter38;
    }
    auto r39 = sizeof(Pixel18);
    return 5.875f;
}

unsigned int check_lerp40(const long* in41, unsigned* out42) {
    const char* r43 = "path\\to";
    trace12_kernel<<<sizeof(int) * 2, 64, 1024 * 0b100, nullptr>>>(*in41, reinterpret_cast<const int*>(out42));
    return in41[6];
}

int main() {
    int count44 = 521;
    if (42lu < ((count44 != count44) ? count44 : count44))
        return (+count44) - 21;
    kick28<<<(count44 + 127) / 128, 128>>>((34l), MAX2_2(count44, (alignof(float))), (~count44) + (count44 - count44), static_cast<int*>(nullptr));
    const char* x45 = "tile" "_tail";
    count44 &= '\n';
    return 0x0;
}
