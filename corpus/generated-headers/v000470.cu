// cudagen 0.2 seed 470 valid headers
// features: kernel,launch_bounds,restrict_params,launch,main,device_var,shared_var,extern_shared,constexpr_var,nested_namespace,if,if_else,static_assert,bitwise,comparison,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_nullptr,sizeof,macro_object,macro_function,pp_if,union,union_anonymous,conversion_operator,call_operator,alias_template,variable_template,inline_namespace,using_declaration,using_directive,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <cooperative_groups.h>
#include <cuda_fp16.h>
#include <cuda/std/array>
#include <cuda/std/functional>

#define WARPS_1 64
#define RADIUS_2 64
#define CHUNK_3 3
#define SQR_4(x) ((x) * (x))

#if CHUNK_3 == 3
#define CONFIG_5 6
#else
#define CONFIG_5 30
#endif
template <typename T> using Ptr7 = T *;
template <typename A, typename B> struct Duo8 { A a; B b; };
template <typename T> using Same9 = Duo8<T, T>;
template <typename T> constexpr T kScale10 = T(9);
template <typename T> constexpr int kSize11 = static_cast<int>(sizeof(T)) * 3;
__device__ int aliased6(int x) {
	Ptr7<int> p = &x;
	Same9<int> d{x, 1};
	return x + *p + d.a + d.b + kSize11<double> + static_cast<int>(kScale10<float>);
}
struct Raw12 {
	int tag;
	union {
		int i;
		float f;
	};
};
float use13(int x) {
	Raw12 v{};
	v.tag = x;
	if (x > 5) {
		v.f = 6.5f;
		return v.f;
	}
	v.i = static_cast<int>(x);
	return static_cast<float>(v.i) + 1.0f;
}
__device__ short d_tile14;
struct Affine15 {
	int k;
	int operator()(int v) const { return v * k; }
};
int call16(int x) {
	Affine15 fn{4};
	return fn(x) + fn.operator()(1);
}
struct Ratio17 {
	double v;
	__device__ operator double() const { return v; }
	__device__ explicit operator bool() const { return v > 0; }
};
__device__ double convert18(double x) {
	Ratio17 m{x};
	double plain = m;
	return plain + (m ? 1 : 0);
}
namespace core19 {
inline namespace v1 {
__host__ __device__ int version20(int x) { return x + 8; }
} // namespace v1
namespace detail::impl {
__host__ __device__ int helper21(int x) { return x * 4; }
} // namespace detail::impl
} // namespace core19
using core19::version20;
__host__ __device__ int layered22(int x) {
	using namespace core19::detail::impl;
	return helper21(x) + version20(x) + core19::v1::version20(1);
}

__global__ void __launch_bounds__(2 * 16, 2) fold23(const double *coef24, const int *input25, int *__restrict__ dst26, long alpha27)
{
	extern __shared__ int dyn_28[];
	if (sizeof(long long) <= (dyn_28[0] % 57)) {
		dyn_28[d_tile14 & 7] = ((CONFIG_5 * coef24[3]) + ceilf(kSize11<int>));
		alpha27 = fmaxf(alpha27 % 46, (alpha27));
		cosf(alpha27 + alpha27 + sqrtf(23));
	} else {
	}
}

int main()
{
	int n29 = 2740;
	if ((n29 & 0b1)) {
		return SQR_4(n29);
	}
	static_assert((kSize11<char> + 1) == 4, "size check");
	fold23<<<4, 64>>>(nullptr, &n29, &n29, 4725ll);
	if (n29 >= kSize11<int>) {
		return sizeof(float);
	}
	return 0;
}
