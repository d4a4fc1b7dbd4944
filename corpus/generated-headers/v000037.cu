// cudagen 0.2 seed 37 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,device_template_function,main,constant_var,shared_var,constexpr_var,enum_class,namespace,if,bitwise,shift,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,macro_object,pp_undef,ctad,deduction_guide,if_constexpr,type_traits,constexpr_loop,hdr_type_traits
#include <cuda_runtime.h>
#include <type_traits>

#define RADIUS_1 256
#define BLOCK_SIZE_2 64
#define TILE_DIM_3 128
#undef BLOCK_SIZE_2
#define BLOCK_SIZE_2 48
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
__host__ __device__ constexpr int tri5(int n) {
	int s = 0;
	int i = 0;
	while (i < n) {
		s += 4;
		++i;
	}
	return s;
}
constexpr int kSteps6 = tri5(9);
static_assert(tri5(9) == 36, "a constexpr loop");
template <typename T>
__host__ __device__ int classify7(T v) {
	if constexpr (std::is_floating_point_v<T>) {
		return static_cast<int>(v * 9);
	} else if constexpr (sizeof(T) == 8) {
		return static_cast<int>(v) + 3;
	} else {
		return static_cast<int>(v) + 1;
	}
}
__constant__ double c_tile8 = 63;
template <typename T> struct Keep9 {
	T v;
	__host__ __device__ Keep9(T x) : v(x) {}
	__host__ __device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin10 { A a; B b; };
template <typename A, typename B> Twin10(A, B) -> Twin10<A, B>;
template <typename T> struct View11 {
	const T *p;
	int n;
	__host__ __device__ View11(const T *q, int m) : p(q), n(m) {}
};
template <typename T> View11(T *, int) -> View11<T>;
__host__ __device__ int deduce12(int x) {
	Keep9 h(x);
	Keep9 g{5.5};
	Twin10 d{x, 2.5f};
	View11 w(&x, 1);
	return h.get() + static_cast<int>(g.get()) + d.a + w.n;
}

namespace math13 {
template <class T, int N>
__global__ void __launch_bounds__(1 << 9) tile14_kernel(T *acc15, T b16) {
	T x17 = N & deduce12(kSteps6);
	long long y18 = static_cast<float>(classify7(static_cast<unsigned int>(2)) << deduce12(1070));
	if (c_tile8 <= ((y18 >> y18) * b16)) {
		constexpr float lo19 = 25;
		(void)lo19;
	}
	acc15[y18] = (11.625f * b16) + acc15[3];
	x17 = sizeof(T);
	__shared__ int sh_20[256];
	(void)sh_20;
}
} // namespace math13
enum class Level21 {
	Low22 = 3,
	Slow23,
	Blue24,
	Add25 = 7,
	On26
};

int main() {
	int size27 = 3549;
	constexpr float hi28 = 61U;
	float e29{5.75f};
	int u30 = size27 & deduce12(hi28);
	(void)u30;
	size27 = kSteps6;
	math13::tile14_kernel<unsigned int, (sizeof(float))><<<4, 1 << 0x9>>>(nullptr, (e29));
	return 0x0;
}
