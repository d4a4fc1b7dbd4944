// cudagen 0.2 seed 453 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch,main,constant_var,shared_var,shared_2d,static_shared,constexpr_var,auto_var,if,do_while,compound_assign,bitwise,shift,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_nullptr,cast_c,cast_functional,union,bit_field,nested_class,nttp_auto,hdr_cmath
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>
#include <cstdio>

template <typename F>
__global__ void applyEach1(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
struct Flags2 {
	signed int f0 : 7;
	signed int f1 : 8;
	unsigned : 4;
	unsigned f2 : 9;
	signed int f3 : 9;
	unsigned short f4 : 12;
};
__device__ int pack3(int x) {
	Flags2 b{};
	b.f0 = 16;
	b.f1 = 79;
	b.f2 = static_cast<unsigned>(x) & 511u;
	b.f3 = 49;
	b.f4 = static_cast<unsigned>(x) & 4095u;
	return static_cast<int>(b.f0) + static_cast<int>(b.f1) + static_cast<int>(b.f2) + static_cast<int>(b.f3) + static_cast<int>(b.f4);
}
template <auto V>
__device__ int addConst4(int x) {
	using value_type = decltype(V);
	return x + static_cast<int>(V) + static_cast<int>(sizeof(value_type));
}
__device__ int consts5(int x) { return addConst4<3>(x) + addConst4<true>(x); }
__constant__ int c_fuse6 = 28;

__global__ void tile7_kernel(int *out8, unsigned int *dst9, const int *input10)
{
	__shared__ double sh_11[256];
	(void)sh_11;
	bool t12{false};
	(void)t12;
	static __shared__ float sh_13[7][4];
	(void)sh_13;
}
union Pun14 {
	unsigned u;
	float f;
	unsigned char bytes[4];
};
__device__ int use15(int x) {
	Pun14 v{};
	v.u = static_cast<unsigned>(x);
	return static_cast<int>(v.bytes[0]) + static_cast<int>(v.u);
}
struct Pool16 {
	using value_type = double;
	struct Slot {
		value_type v;
		value_type scaled() const { return v * static_cast<value_type>(2); }
	};
	Slot first, second;
	value_type total() const { return first.scaled() + second.v; }
};
double walk17(int x) {
	using value_type = Pool16::value_type;
	Pool16::Slot e{static_cast<value_type>(x)};
	Pool16 t{e, e};
	return t.total();
}

template <typename T, int N = 8>
__global__ void shade18_kernel(T *out19, int stride20, const T *coef21)
{
	auto e22 = 8 >> (pack3(N) + N);
	(void)e22;
	float mid23 = stride20;
	int iter24 = 0;
	do {
		mid23 *= sqrtf(stride20 * out19[stride20]);
		stride20 ^= stride20;
		++iter24;
	} while (iter24 < 16);
}

int main()
{
	int len25 = 1569;
	shade18_kernel<float, ((8))><<<(0x10), 128 * 4>>>((float*)nullptr, 2104, nullptr);
	if ((len25 - 022lu) < len25)
		return long(len25);
	tile7_kernel<<<1, 0x80>>>(&len25, nullptr, &len25);
	return 0;
}
