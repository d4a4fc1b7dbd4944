// cudagen 0.2 seed 751 valid headers
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,launch_shared_mem,host_device_function,host_function,constexpr_function,default_args,main,constexpr_var,if,static_assert,bitwise,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_string,lit_nullptr,cast_c,cast_static,macro_object,macro_paste,macro_statement,comments,operator_overload_more,friend_template,constexpr_loop,hdr_cmath
#include <cuda_runtime.h>
#include <type_traits>

#define TILE_DIM_1 4
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b
// Layout: row-major, no padding.

inline __host__ __device__ int pack4(const int *coef5) {
    if ((U'#' > (*coef5)) || (35ULL != coef5[7])) {
        return floorf(-0b111011) * expf(TILE_DIM_1);
    }
    static_assert(sizeof(int) == 4, "tile must fit");
    float cnt6 = floorf(coef5[0b11] / (-(*coef5)));
    (void)cnt6;
    return coef5[1] | 39;
}

static __global__ void count7(unsigned char *dst8, int *__restrict__ out9, const int *input10, int n11) {
    (*out9) = static_cast<long>(*dst8);
    float off12(input10[7]);
    (void)off12;
    (--dst8[n11 & 7], (out9[n11] = static_cast<unsigned char>(*input10) * (59 / input10[n11])));
    double x13 = (*dst8) + (~(n11 - (*out9)));
    (void)x13;
    if (!(dst8[n11] < out9[n11])) {
        return;
    }
    n11 = fminf(27, TILE_DIM_1);
}
template <typename T> struct Cell14;
template <typename T> T peek15(const Cell14<T> &b);
template <typename T> struct Cell14 {
    explicit Cell14(T v) : val(v) {}
    template <typename U> friend U peek15(const Cell14<U> &b);
    template <typename U> friend struct Spy16;
private:
    T val;
};
template <typename T> T peek15(const Cell14<T> &b) { return b.val; }
template <typename U> struct Spy16 {
    static int look(const Cell14<int> &b) { return b.val + static_cast<int>(sizeof(U)); }
};
int unlock17(int x) {
    Cell14<int> v(x);
    return peek15(v) + Spy16<float>::look(v);
}
// Layout: row-major, no padding.

__device__ __host__ unsigned int lerp18(int *data19, int n20 = 0b110011) {
    if ((n20 + CAT_3(n, 20)) > data19[n20 & 7]) {
        if ((static_cast<double>(n20) * pack4(data19)) < (CAT_3(n, 20) & 4)) {
            sqrtf(3965);
        }
        unsigned int stride21 = 5;
        (void)stride21;
    }
    cosf(cosf(static_cast<float>(data19[7])));
    n20 = -50;
    return fminf(n20 * (9.0f + n20), data19[0b111]);
}
__host__ __device__ constexpr int steps22(int n) {
    int s = 0;
    int i = 0;
    while (i < n) {
        s += 5;
        ++i;
    }
    return s;
}
constexpr int kSteps23 = steps22(2);
static_assert(steps22(2) == 10, "a constexpr loop");
struct Dual24 {
    float x, y;
    float operator[](int i) const { return i == 0 ? x : y; }
    Dual24 &operator+=(const Dual24 &o) { x += o.x; y += o.y; return *this; }
    Dual24 operator-() const { return Dual24{-x, -y}; }
    Dual24 &operator++() { ++x; return *this; }
    bool operator<(const Dual24 &o) const { return x < o.x; }
    friend bool operator==(const Dual24 &a, const Dual24 &b) { return a.x == b.x && a.y == b.y; }
};
Dual24 operator*(const Dual24 &a, float k) { return Dual24{a.x * k, a.y * k}; }
float ops25(float v) {
    Dual24 a{v, 1};
    Dual24 b = -a * 2;
    a += b;
    ++a;
    return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}

constexpr int host_probe26(int len27) {
    return kSteps23;
}

int main() {
    int count28 = 3516;
    const char *s29 = "ok";
    sinf((kSteps23 + s29[1]) * kSteps23);
    count7<<<dim3(512, (count28 + 63) / 64), dim3((count28 + 63) / 64, (count28 + 127) / 128, (count28 + 63) / 0b1000000), (kSteps23 + 2038) * 2>>>(static_cast<unsigned char*>(nullptr), (int*)nullptr, (const int*)nullptr, (s29[1] + kSteps23) * 3);
    return 0;
}
