// cudagen 0.2 seed 253 valid headers
// features: kernel,maxnreg,restrict_params,launch,main,constexpr_var,if,if_init,for,compound_assign,bitwise,shift,comparison,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,macro_paste,macro_statement,bit_field,nested_class,nttp_integral,hdr_cmath
#include <cuda_runtime.h>
#include <algorithm>
#include <numeric>
#include <cmath>
#include <cuda_fp16.h>

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_2(a, b) a##b
struct Pool3 {
	using value_type = long;
	enum Kind { Small, Large };
	struct Leaf {
		value_type v;
		value_type scaled() const { return v * static_cast<value_type>(9); }
	};
	Leaf first, second;
	value_type total() const { return first.scaled() + second.v; }
};
long walk4(int x) {
	using value_type = Pool3::value_type;
	Pool3::Leaf e{static_cast<value_type>(x)};
	Pool3 t{e, e};
	return t.total();
}
struct Packed5 {
	signed int f0 : 11;
	unsigned int f1 : 2;
	unsigned f2 : 9;
	unsigned short f3 : 12;
};
__device__ int pack6(int x) {
	Packed5 b{};
	b.f0 = 26;
	b.f1 = 0;
	b.f2 = static_cast<unsigned>(x) & 511u;
	b.f3 = 45;
	return static_cast<int>(b.f0) + static_cast<int>(b.f1) + static_cast<int>(b.f2) + static_cast<int>(b.f3);
}
template <typename T, int N>
struct Fixed7 {
	T data[N];
	__host__ __device__ T sum() const {
		T s = T();
		for (int i = 0; i < N; ++i) {
			s += data[i];
		}
		return s;
	}
};
template <int K, typename T> __host__ __device__ T scaleBy8(T v) { return v * static_cast<T>(K); }
template <bool Neg> __host__ __device__ int flip9(int v) { return Neg ? -v : v; }
__host__ __device__ int fixed10(int x) {
	Fixed7<int, 7> a{};
	a.data[0] = x;
	return a.sum() + scaleBy8<4>(x) + static_cast<int>(flip9<false>(x));
}
__global__ void __maxnreg__(64) shade11(const int *__restrict__ src12, const int *__restrict__ input13, float beta14, int stride15)
{
	if (int v16 = 42U; v16 <= (*src12)) {
		ceilf((0b10000ul ^ stride15) << (14ul % (*input13)));
	}
	int x17 = 0u & input13[0b111];
	(void)x17;
	constexpr unsigned int idx18 = 42;
	(void)idx18;
	long *m19 = nullptr;
	(void)m19;
}
int main(void)
{
	int size20 = 3022;
	unsigned flag21 = (walk4(40ULL) | fixed10(35)) & (fixed10(CAT_2(size, 20)) + (size20 - size20));
	int e22 = (size20 += size20, size20);
	flag21 %= ((sizeof(double) | size20) - (size20 += CAT_2(size, 20), e22)) - (10 ^ (e22 - size20));
	for (int j23 = 0; j23 < 5; j23++) {
		flag21 = static_cast<int>(size20);
		unsigned int u24 = expf(expf(j23 + CAT_2(flag, 21)));
		(void)u24;
	}
	shade11<<<0x2, 0x100>>>((const int*)nullptr, static_cast<const int*>(nullptr), CAT_2(size, 20), (flag21 += '\x7f', 31));
	return 0b0;
}
