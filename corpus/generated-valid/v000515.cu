// cudagen 0.1 seed 515 valid
// features: kernel,launch,launch_dim3,launch_stream,host_device_function,host_function,constexpr_function,main,constant_var,constexpr_var,struct,class_private,operator_overload,aligned_struct,enum,anon_namespace,if,goto,ternary,compound_assign,bitwise,shift,logical,comparison,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_statement,comments
#include "prelude.cuh"

#define WARPS_1 64
#define MOD8_2(x) ((x) % 8)
#define SQR_3(x) ((x) * (x))
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
enum Axis5 : short { IDLE6, ON7 };
// Helper used by the kernels below.

struct Node8 {
    double hi9;
    unsigned int x10;
    unsigned long id11;
};

__host__ __device__ Node8 operator+(Node8 a, Node8 b) {
    Node8 r = a;
    r.hi9 += b.hi9;
    r.x10 += b.x10;
    r.id11 += b.id11;
    return r;
}
/* Helper used by the kernels below. */

struct alignas(16) Acc12 {
    int y13;
    float z14;
    int lo15, weight16;
};
__constant__ int c_update17 = 59;

namespace {
constexpr __device__ __host__ int split18(int lane19) {
    lane19 |= static_cast<int>((lane19 <= 26) ? lane19 : lane19);
    double q20 = ((lane19 * 4ull) != static_cast<int>(53)) ? (sizeof(int) >> lane19) : ((lane19 + sizeof(Node8)) / (62 % lane19));
    return (float)16.0F;
}

class Acc21 {
    int y22;
    char y23;
    float flag24;
public:
    __host__ __device__ Acc21(int init25, char a26, float b27) : y22(init25), y23(a26), flag24(b27) {}
    __host__ __device__ char get28() const {
        Axis5 diff29 = ON7;
        return y23;
    }
    __host__ __device__ int mix30() const {
        constexpr int w31 = 32;
        split18(((flag24 != w31) ? y22 : w31) >> 0);
        return (split18(y22));
    }
};
} // namespace

struct Body32 {
    unsigned int z33;
    unsigned lo34;
};

inline __host__ __device__ Body32 operator+(Body32 a, Body32 b) {
    Body32 r = a;
    r.z33 += b.z33;
    r.lo34 += b.lo34;
    return r;
}

__global__ void bias35(int len36, unsigned long alpha37, float *out38, int n39) {
    split18(alpha37);
    alpha37 &= split18(int(len36)) - (((unsigned int)len36) >> split18(alpha37));
    int *acc40 = nullptr;
}

float host_smooth41(const int *src42, int n43, double *data44) {
    if (!(src42 == nullptr)) {
        goto skip45;
    }
    split18(n43);
    if ((split18(n43) != (*src42)) || ((src42[n43] <= src42[n43]) || (src42[4] == n43))) {
        n43 = n43;
        data44[7] *= SQR_3(data44[4] + ON7) + split18(data44[n43] * 45);
    }
    bias35<<<dim3((n43 + 63) / 0100, 128, 16 * (ON7 + 3)), 128>>>(((n43 >= n43) ? (*data44) : src42[n43]) - 7, (+n43) * SQR_3(*data44), static_cast<float*>(nullptr), -17);
skip45:;
    return 22.125f;
}

int main() {
    int count46 = 1'710;
    cudaStream_t h47 = nullptr;
    if (count46 <= (-count46)) {
        if ((MOD8_2(count46) - int(count46)) <= split18(count46)) {
            count46 = long(count46) | MOD8_2(count46 - ON7);
            split18(~(count46 | 8));
        }
    }
    return 0;
}
