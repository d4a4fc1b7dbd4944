// cudagen 0.2 seed 499 valid headers
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,builtin_vars,host_device_function,host_function,static_host_function,default_args,main,shared_var,static_shared,constexpr_var,auto_var,if,do_while,ternary,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_string,lit_raw_string,lit_nullptr,cast_c,cast_static,macro_statement,anonymous_class,alias_template,variable_template,ctad,deduction_guide,concept,requires_clause
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <type_traits>
#include <tuple>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
template <typename T> using Ptr5 = T *;
template <typename A, typename B> struct Duo6 { A a; B b; };
template <typename T> using Same7 = Duo6<T, T>;
template <typename T> constexpr T kScale8 = T(6);
template <typename T> constexpr int kSize9 = static_cast<int>(sizeof(T)) * 4;
__device__ int aliased4(int x) {
	Ptr5<int> p = &x;
	Same7<int> d{x, 5};
	return x + *p + d.a + d.b + kSize9<double> + static_cast<int>(kScale8<float>);
}

__device__ __host__ int drift10(unsigned int p11, int stride12 = 56) {
	stride12++;
	p11 = 24;
	constexpr double m13 = 12;
	p11 = p11;
	constexpr float hi14 = 64L;
	(void)hi14;
	stride12 = m13;
	return 073;
}
template <typename T> concept Small15 = sizeof(T) <= 8;
template <typename T> concept Arith16 = Small15<T> && (sizeof(T) >= 4);
template <Small15 T> T twice17(T x) { return x + x; }
template <typename T> requires (sizeof(T) >= 4) T thrice18(T x) { return x * 3; }
template <typename T> T quad19(T x) requires Arith16<T> { return x * 4; }
int sign20(Small15 auto v) { return v != 0 ? 1 : 2; }
template <typename T> struct Keep21 {
	T v;
	__host__ __device__ Keep21(T x) : v(x) {}
	__host__ __device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin22 { A a; B b; };
template <typename A, typename B> Twin22(A, B) -> Twin22<A, B>;
template <typename T> struct View23 {
	const T *p;
	int n;
	__host__ __device__ View23(const T *q, int m) : p(q), n(m) {}
};
template <typename T> View23(T *, int) -> View23<T>;
__host__ __device__ int deduce24(int x) {
	Keep21 h(x);
	Keep21 g{3.5};
	Twin22 d{x, 2.5f};
	View23 w(&x, 1);
	return h.get() + static_cast<int>(g.get()) + d.a + w.n;
}
struct Extent25 {
	struct {
		int lo, hi;
	} span;
	int count;
};
typedef struct {
	int key;
	float weight;
} Anon26;
int extent27(int x) {
	Extent25 r{};
	r.span.lo = x;
	r.span.hi = x + 7;
	Anon26 a{x, 1.0f};
	return r.span.hi - r.span.lo + a.key;
}

static __global__ void clamp28(int n29, const long* __restrict__ in30, const unsigned* __restrict__ input31) {
	int idx32 = (blockIdx.x * blockDim.x) + threadIdx.x;
	n29 = 39;
	++n29;
	if (073 <= static_cast<float>(idx32)) {
		return;
	}
	int w33 = 0;
	do {
		if ((unsigned char)idx32) {
			return;
		}
		static __shared__ int sh_34;
		(void)sh_34;
		++w33;
	} while (w33 < w33);
	size_t v35 = kSize9<char>;
	(void)v35;
}

static float check_probe36(signed char* buf37, int count38 = 28) {
	dim3 tmp39 = dim3((count38 + 31) / 32, (count38 + 255) / 256, (count38 + 255) / 256);
	(void)tmp39;
	int diff40 = count38;
	(void)diff40;
	const char* lim41 = R"xy(a "quoted" )word)xy";
	(void)lim41;
	return 9.5F;
}

int main(void) {
	int n42 = 2721;
	n42 = ((n42 / 12) == (kSize9<char> * n42)) ? (kSize9<char> + (n42 - n42)) : ((n42) - kSize9<int>);
	n42 = kSize9<int>;
	constexpr float idx43 = 10.5F;
	++n42;
	auto hi44 = idx43;
	(void)hi44;
	clamp28<<<(n42 + 31) / 32, 64>>>(32, nullptr, static_cast<const unsigned*>(nullptr));
	return 0;
}
