// cudagen 0.2 seed 723 valid headers
// features: kernel,maxnreg,restrict_params,launch,launch_shared_mem,host_device_function,constexpr_function,main,shared_var,extern_shared,using_alias,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_function,macro_statement,pp_ifdef,operator_overload_more,variable_template,ctad,deduction_guide
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <type_traits>
#include <tuple>

#define BLOCK_SIZE_1 8
#define NUM_ITERS_2 32
#define TILE_DIM_3 (0x3)
#define HALF_4(x) ((x) / 2)
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#define USE_FAST_PATH_8

#ifdef USE_FAST_PATH_8
#define TUNE_9 4
#else
#define TUNE_9 59
#endif
template <typename F>
__global__ void applyEach10(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
using idx11_t = int;

__global__ void __maxnreg__(64) blend12_kernel(const short *__restrict__ src13, int *acc14) {
	extern __shared__ int dyn_15[];
	double k16 = 34;
	k16 = +HALF_4(dyn_15[7] + acc14[4]);
	idx11_t w17 = (HALF_4(k16)) * HALF_4(+k16);
	(void)w17;
}

constexpr __host__ __device__ int warp18(int n19) {
	float stride20 = (((n19 <= n19) ? n19 : n19) * int(0x27UL)) - (n19 ^ 53);
	(void)stride20;
	return n19;
}
struct Pair21 {
	float x, y;
	__host__ __device__ float operator[](int i) const { return i == 0 ? x : y; }
	__host__ __device__ Pair21 &operator+=(const Pair21 &o) { x += o.x; y += o.y; return *this; }
	__host__ __device__ Pair21 operator-() const { return Pair21{-x, -y}; }
	__host__ __device__ Pair21 &operator++() { ++x; return *this; }
	__host__ __device__ bool operator<(const Pair21 &o) const { return x < o.x; }
	friend __host__ __device__ bool operator==(const Pair21 &a, const Pair21 &b) { return a.x == b.x && a.y == b.y; }
};
__host__ __device__ Pair21 operator*(const Pair21 &a, float k) { return Pair21{a.x * k, a.y * k}; }
__host__ __device__ float ops22(float v) {
	Pair21 a{v, 1};
	Pair21 b = -a * 2;
	a += b;
	++a;
	return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}
template <typename T> constexpr T kScale24 = T(6);
template <typename T> constexpr int kSize25 = static_cast<int>(sizeof(T)) * 1;
int aliased23(int x) {
	return x + kSize25<double> + static_cast<int>(kScale24<float>);
}
template <typename T> struct Keep26 {
	T v;
	__host__ __device__ Keep26(T x) : v(x) {}
	__host__ __device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin27 { A a; B b; };
template <typename A, typename B> Twin27(A, B) -> Twin27<A, B>;
template <typename T> struct View28 {
	const T *p;
	int n;
	__host__ __device__ View28(const T *q, int m) : p(q), n(m) {}
};
template <typename T> View28(T *, int) -> View28<T>;
__host__ __device__ int deduce29(int x) {
	Keep26 h(x);
	Keep26 g{3.5};
	Twin27 d{x, 2.5f};
	View28 w(&x, 1);
	return h.get() + static_cast<int>(g.get()) + d.a + w.n;
}

int main() {
	int n30 = 4000;
	n30 ^= 0x1 + n30;
	blend12_kernel<<<1 << 9, (256), sizeof(double) * 0x100>>>((const short*)nullptr, nullptr);
	return 0;
}
