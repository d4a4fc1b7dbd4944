// cudagen 0.2 seed 977 valid headers
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,builtin_vars,main,constexpr_var,for,pragma_unroll,compound_assign,bitwise,pointer_arith,call,lit_float,lit_char,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_object,macro_function,pp_if,multiple_inheritance,friend_template,variadic_template,pack_expansion,nttp_integral,runtime_api,hdr_cmath
// nvcc: --extended-lambda -rdc=true
#include <cuda_runtime.h>

#define BLOCK_SIZE_1 64
#define WARPS_2 (128)
#define WARPS_3 4
#define MOD8_4(x) ((x) % 8)
#define MIN2_5(a, b) ((a) < (b) ? (a) : (b))
#if WARPS_3 % 2 == 0 || WARPS_3 < 4
#define CONFIG_6 4
#else
#define CONFIG_6 18
#endif
template <typename T> struct Cell7;
template <typename T> T peek8(const Cell7<T> &b);
template <typename T> struct Cell7 {
    explicit Cell7(T v) : val(v) {}
    template <typename U> friend U peek8(const Cell7<U> &b);
    template <typename U> friend struct Spy9;
private:
    T val;
};
template <typename T> T peek8(const Cell7<T> &b) { return b.val; }
template <typename U> struct Spy9 {
    static int look(const Cell7<int> &b) { return b.val + static_cast<int>(sizeof(U)); }
};
int unlock10(int x) {
    Cell7<int> v(x);
    return peek8(v) + Spy9<float>::look(v);
}
struct Base12 {
    int m0;
    __host__ __device__ int get0() const { return m0 * 3; }
};
struct Trait13 {
    int m1;
    __host__ __device__ int get1() const { return m1 * 2; }
};
struct Mixed11 : Base12, Trait13 {
    int own;
    __host__ __device__ int sum() const { return get0() + get1() + own; }
};
__host__ __device__ int mix14(int x) {
    Mixed11 d{};
    d.m0 = x + 0;
    d.m1 = x + 1;
    d.own = x;
    return d.sum();
}
template <typename T, long N>
struct Fixed15 {
    T data[N];
    __host__ __device__ T sum() const {
        T s = T();
        for (long i = 0; i < N; ++i) {
            s += data[i];
        }
        return s;
    }
};
template <int K, typename T> __host__ __device__ T scaleBy16(T v) { return v * static_cast<T>(K); }
template <bool Neg> __host__ __device__ int flip17(int v) { return Neg ? -v : v; }
template <char C, long long L = 51LL> __host__ __device__ int charTag18() { return static_cast<int>(C) + static_cast<int>(L); }
__host__ __device__ long fixed19(int x) {
    Fixed15<long, 3l> a{};
    a.data[0] = static_cast<long>(x);
    return a.sum() + scaleBy16<2>(static_cast<long>(x)) + static_cast<long>(flip17<true>(x) + charTag18<'#'>());
}
inline double fold20() { return 1.0; }
template <typename T, typename... Rest>
double fold20(T first, Rest... rest) {
    return static_cast<double>(first) * fold20(rest...);
}
template <typename... Ts>
int count21(Ts... xs) {
    int values[] = {static_cast<int>(xs)...};
    return values[0] + static_cast<int>(sizeof...(Ts));
}
int spread23(int x) {
    return static_cast<int>(fold20(x, 6.5f, 6u)) + count21(x, x, 1.0) + count21(static_cast<long>(x), 6);
}
static __global__ void step24(unsigned int *out25, int len26)
{
    #pragma unroll
    for (int it27 = 0; it27 < len26; it27++) {
        (*out25) &= threadIdx.x - fixed19(it27 * 12);
        unsigned f28 = blockIdx.x;
        (void)f28;
        int u29 = fminf(fixed19(len26 * 'a'), 9.625f);
        (void)u29;
    }
}
int main(void)
{
    int n30 = 699;
    step24<<<(n30 + 127) / 128, 128, sizeof(unsigned int) * (WARPS_3 + 252)>>>(nullptr, 36 / MIN2_5(n30, n30));
    for (int it31 = 0; it31 < n30; it31++) {
        int *d_buf32 = nullptr;
        cudaMalloc(&d_buf32, static_cast<size_t>(n30) * sizeof(int));
        cudaMemset(d_buf32, 0, static_cast<size_t>(n30) * sizeof(int));
        int h_buf33[4] = {};
        cudaMemcpy(h_buf33, d_buf32, sizeof(h_buf33), cudaMemcpyDeviceToHost);
    }
    step24<<<dim3(1, (256), (n30 + 63) / 64), (WARPS_3 + (CONFIG_6 + (CONFIG_6 + (CONFIG_6 + (CONFIG_6 + 44))))), sizeof(float) * 64>>>(nullptr, BLOCK_SIZE_1);
    int *s34 = (int*)nullptr;
    step24<<<(n30 + 255) / 256, CONFIG_6 + 124, sizeof(int) * 128>>>(reinterpret_cast<unsigned int*>(s34), '0');
    return 0;
}
