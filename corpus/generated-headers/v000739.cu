// cudagen 0.2 seed 739 valid headers
// features: kernel,launch,launch_dim3,builtin_vars,device_function,host_function,main,constant_var,managed_var,auto_var,const_local,using_alias,namespace,nested_namespace,for,goto,ternary,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,sizeof,macro_function,macro_statement,virtual_function,variadic_template,pack_expansion,structured_binding,inline_namespace,using_declaration,rtti
#include <cuda_runtime.h>
#include <type_traits>
#include <cuda/std/array>
#include <cuda/std/functional>
#include <thrust/device_vector.h>
#include <thrust/fill.h>
#include <thrust/reduce.h>

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
__device__ inline double fold4() { return 0.0; }
template <typename T, typename... Rest>
__device__ double fold4(T first, Rest... rest) {
	return static_cast<double>(first) + fold4(rest...);
}
template <typename... Ts>
__device__ int count5(Ts... xs) {
	return static_cast<int>(sizeof...(xs));
}
__device__ int spread7(int x) {
	return static_cast<int>(fold4(x, 8.5f, 8u)) + count5(x, x, 1.0);
}
__managed__ float m_step8 = -0.625F;
namespace core9 {
inline namespace v1 {
__device__ int version10(int x) { return x + 1; }
} // namespace v1
namespace detail::impl {
__device__ int helper11(int x) { return x * 3; }
} // namespace detail::impl
} // namespace core9
using core9::version10;
__device__ int layered12(int x) {
	return core9::detail::impl::helper11(x) + version10(x) + core9::v1::version10(1);
}
using ptr13_t = unsigned int*;
struct Result14 {
	int first;
	unsigned second;
};
Result14 make15(int x) { return Result14{x, static_cast<unsigned>(x)}; }
int unpack16(int x) {
	auto [a, b] = make15(x);
	int arr[3] = {x, 1, 2};
	auto &[p, q, r] = arr;
	Result14 v{x, static_cast<unsigned>(x)};
	auto &&[m, n] = v;
	return a + static_cast<int>(b) + p + q + r + m + static_cast<int>(n);
}
__constant__ short c_filter17 = 17;

namespace ops18 {
__managed__ int m_grow19 = 51;
} // namespace ops18
struct Poly20 {
	virtual ~Poly20() {}
	virtual int id() const { return 1; }
};
struct Impl21 : Poly20 {
	int id() const override { return 3; }
};
struct Other22 : Poly20 {};
int identify23(int x) {
	Impl21 d;
	Poly20 *b = &d;
	if (Impl21 *p = dynamic_cast<Impl21 *>(b)) {
		return p->id() + x;
	}
	return dynamic_cast<Other22 *>(b) != nullptr ? 1 : x;
}

__device__ int scatter24(unsigned char *acc25) {
	(*acc25)++;
	double val26 = (((m_step8 <= (*acc25)) ? 0x8 : 12.625) * (sizeof(int) & threadIdx.z)) + (0x6 * acc25[ops18::m_grow19]);
	(void)val26;
	return (short int)1136U;
}

__global__ void tally27_kernel(bool q28, ptr13_t dst29) {
	auto s30 = +(c_filter17 ? gridDim.x : 16);
	(void)s30;
	ACCUM_3(m_step8, (sizeof(unsigned long) + threadIdx.x));
	if (0b10111 < ((float)m_step8)) {
		goto done31;
	}
	(*dst29) = (warpSize + (*dst29)) & c_filter17;
done31:;
}

inline int split32(int stride33) {
	tally27_kernel<<<dim3(0x80, (stride33 + 63) / 0x40), 256>>>(((stride33 - ops18::m_grow19) * ADD3_2(ops18::m_grow19, 6, 1)) != (0x1F + m_step8), nullptr);
	++stride33;
	m_step8 = (ops18::m_grow19);
	return ops18::m_grow19;
}

int main() {
	int count34 = 0x589;
	for (int it35 = ops18::m_grow19; it35 > 0; --it35) {
		tally27_kernel<<<2 * 0b10, 0x200>>>(count34 < '#', nullptr);
		ops18::m_grow19 = count34;
		const bool idx36 = ((count34 - ops18::m_grow19) & 1) ? (-m_step8) : (ops18::m_grow19 % it35);
		(void)idx36;
	}
	++ops18::m_grow19;
	return 0x0;
}
