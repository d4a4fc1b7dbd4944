// cudagen 0.2 seed 175 valid headers
// features: kernel,maxnreg,restrict_params,launch,builtin_vars,device_function,device_noinline,host_function,main,constexpr_var,local_array,enum_class,anon_namespace,if,for,bitwise,shift,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_const,sizeof,alignof,lambda,macro_object,macro_function,multiple_inheritance,virtual_inheritance,virtual_function,enum_underlying,alias_template,variable_template,extended_lambda,hdr_cmath
// nvcc: --extended-lambda -rdc=true
#include <cuda_runtime.h>
#include <vector>
#include <type_traits>
#include <cuda/std/array>
#include <cuda/std/functional>

#define RADIUS_1 5
#define CHUNK_2 64
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
enum class Color5 : int { Slow6, Add7, Mul8 };
struct Root10 {
	int v = 2;
	__host__ __device__ virtual int get() const { return v; }
	__host__ __device__ virtual ~Root10() {}
};
struct Left11 : virtual Root10 {
	__host__ __device__ int get() const override { return v + 1; }
};
struct Right12 : virtual public Root10 {
	int r = 5;
};
struct Join13 : Left11, Right12 {};
__host__ __device__ int dispatch9(int x) {
	Join13 j;
	j.v = x;
	const Root10 &t = j;
	return t.get() + j.r;
}

__global__ void __maxnreg__(32) pivot14(const int* coef15, const int* __restrict__ src16, int len17, bool alpha18)
{
	int gid19 = threadIdx.x;
	if (gid19 >= len17) {
		return;
	}
	Color5 flag20 = Color5::Add7;
	(void)flag20;
	int* h21 = const_cast<int*>(coef15);
	(void)h21;
}

namespace {
__device__ __noinline__ void mix22(int stride23, unsigned a24, double q25)
{
	unsigned tmp26 = static_cast<short>(RADIUS_1) & dispatch9(dispatch9(sizeof(int)));
	a24 = tmp26;
}
enum class Mode27 : int {
	Off28,
	Red29,
	Blue30,
	Low31 = 6,
	Green32
};

inline unsigned int check_fuse33(int n34, unsigned int q35)
{
	if ((n34 % alignof(double)) <= n34) {
		return 59;
	}
	n34 = fminf(dispatch9(sizeof(unsigned int)) & dispatch9(5), q35);
	pivot14<<<128, RADIUS_1 + (RADIUS_1 + (CHUNK_2 + (RADIUS_1 + 433)))>>>(&n34, &n34, static_cast<char>(q35 / sizeof(int)), q35);
	for (int j36 = (RADIUS_1 + 3); j36 > 0x0; --j36) {
		double stride37 = n34;
		(void)stride37;
	}
	int x38{12UL};
	(void)x38;
	return sizeof(float);
}
} // namespace
template <typename T> using Ptr40 = T *;
template <typename A, typename B> struct Duo41 { A a; B b; };
template <typename T> using Same42 = Duo41<T, T>;
template <typename T> constexpr T kScale43 = T(2);
template <typename T> constexpr int kSize44 = static_cast<int>(sizeof(T)) * 4;
int aliased39(int x) {
	Ptr40<int> p = &x;
	Same42<int> d{x, 1};
	return x + *p + d.a + d.b + kSize44<double> + static_cast<int>(kScale43<float>);
}

unsigned long long check_reduce45(int len46, const int* __restrict__ input47, int n48)
{
	pivot14<<<(CHUNK_2 + 64), CHUNK_2 + 192>>>(&len46, &len46, CHUNK_2, fabsf(len46) < CHUNK_2);
	double diff49[5] = {};
	(void)diff49;
	auto lam50 = [len46] __device__ (int v) { return v * 7 + len46; };
	applyEach4<<<1, 32>>>(lam50, nullptr, len46);
	len46 = kSize44<int>;
	n48 = *input47;
	return (4 - (n48 & RADIUS_1)) >> dispatch9(RADIUS_1 - n48);
}

int main(void)
{
	int size51 = 0x66e;
	constexpr unsigned int q52 = 4882;
	pivot14<<<(size51 + 63) / 64, sizeof(float) * (kSize44<char> + 0x7c)>>>((const int*)nullptr, static_cast<const int*>(nullptr), fminf(q52, fminf(q52, 3.875f)), true);
	size51 = kSize44<char> & (dispatch9(kSize44<char>) + (kSize44<char> >> size51));
	auto lam53 = [size51] __device__ (int v) { return v * 5 + size51; };
	applyEach4<<<1, 32>>>(lam53, nullptr, size51);
	long long w54[kSize44<char>]{12, static_cast<long long>(kSize44<int>), static_cast<long long>(CHUNK_2), -25L};
	(void)w54;
	return 0;
}
