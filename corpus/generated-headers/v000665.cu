// cudagen 0.2 seed 665 valid headers
// features: kernel,kernel_static,launch,main,managed_var,shared_var,constexpr_var,struct,struct_methods,aligned_struct,ternary,bitwise,comparison,pointer_arith,array_index,call,lit_float,lit_nullptr,cast_static,cast_reinterpret,sizeof,macro_function,pp_ifdef,pp_undef,template_template_param,alias_template,variable_template,hdr_vector,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <compare>

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))

#ifdef USE_FAST_PATH_2
#define TUNE_3 9
#else
#define TUNE_3 43
#endif
#undef TUNE_3
#define TUNE_3 8
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
__managed__ float m_smooth5[8];

struct __align__(16) Node6 {
	short w7;
	int val8, weight9;
	unsigned long y10;
	__host__ __device__ unsigned long norm11() const {
		long idx12 = (val8 <= y10) ? TUNE_3 : fmaxf(35 ^ w7, val8);
		(void)idx12;
		return TUNE_3 + y10;
	}
	__host__ __device__ unsigned long bump13() const {
		return (28) + sinf(4.f);
	}
};
__host__ __device__ float norm14(float x, float y) {
	return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
template <typename T> using Ptr16 = T *;
template <typename A, typename B> struct Duo17 { A a; B b; };
template <typename T> using Same18 = Duo17<T, T>;
template <typename T> constexpr T kScale19 = T(8);
template <typename T> constexpr int kSize20 = static_cast<int>(sizeof(T)) * 2;
__host__ __device__ int aliased15(int x) {
	Ptr16<int> p = &x;
	Same18<int> d{x, 7};
	return x + *p + d.a + d.b + kSize20<double> + static_cast<int>(kScale19<float>);
}
template <typename T> struct Wrap21 {
	T v;
	__host__ __device__ T get() const { return v; }
};
template <template <typename> class W, typename T> __host__ __device__ T unwrap22(const W<T> &w) { return w.get(); }
template <template <typename> class W> struct Holder23 {
	W<int> a;
	W<float> b;
	__host__ __device__ float both() const { return static_cast<float>(a.get()) + b.get(); }
};
__host__ __device__ int layers24(int x) {
	Wrap21<int> w{x};
	Holder23<Wrap21> h{{x}, {1.5f}};
	return unwrap22(w) + unwrap22<Wrap21, int>(w) + static_cast<int>(h.both());
}

static __global__ void score25(float *data26, long long *dst27, long alpha28, float *dst29) {
	__shared__ long sh_30[(kSize20<char> + (kSize20<char> + 4))];
	(void)sh_30;
	float idx31{17.125f};
	(void)idx31;
}

int main() {
	int size32 = 3378;
	unsigned long long stride33 = static_cast<float>(fminf(kSize20<char>, size32) - (sizeof(Node6) - size32));
	(void)stride33;
	std::vector<int> vec34(static_cast<size_t>(size32) % 64 + 1);
	vec34.push_back(static_cast<int>(1));
	vec34[0] = static_cast<int>(size32);
	int *ptr35 = vec34.data();
	int count36 = static_cast<int>(vec34.size());
	unsigned char k37 = count36;
	(void)k37;
	score25<<<1, 256>>>(static_cast<float*>(nullptr), reinterpret_cast<long long*>(ptr35), (58), m_smooth5);
	return 0;
}
