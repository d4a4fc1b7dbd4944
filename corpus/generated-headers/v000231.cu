// cudagen 0.2 seed 231 valid headers
// features: kernel,launch,launch_dim3,launch_shared_mem,host_function,static_host_function,default_args,main,shared_var,static_shared,constexpr_var,local_array,auto_var,nested_namespace,if,for,goto,ternary,compound_assign,bitwise,shift,logical,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,macro_function,macro_paste,macro_statement,virtual_function,template_template_param,inline_namespace,using_directive,hdr_cmath
#include <cuda_runtime.h>
#include <cstdio>
#include <utility>

#define LOW_BITS_1(x) ((x) & 0xF)
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b

static unsigned int blend4(int len5 = -51)
{
	double y6 = 1478 << len5;
	(void)y6;
	constexpr int w7 = 0x4;
	(void)w7;
	long res8[3]{1797, -0x1, 18U};
	long cnt9 = +CAT_3(len, 5);
	if ((len5 + cnt9) != 0xb) {
		goto skip10;
	}
	expf(static_cast<unsigned long>(CAT_3(cnt, 9)) - LOW_BITS_1(res8[cnt9]));
	cnt9 >>= LOW_BITS_1(len5);
skip10:;
	return 46;
}

__global__ void clamp11(const float *in12, int *out13, unsigned int *data14)
{
	for (int i15 = 0; i15 < 0xE; ++i15) {
		long val16(fabsf((4 & i15) - 11.375f));
		(void)val16;
		sqrtf(LOW_BITS_1(out13[i15]));
	}
	out13[5] %= 49;
	for (int i17 = 0b0; i17 < 0x4; ++i17) {
		float y18 = ceilf(sinf(13.75F)) + (((!out13) && (in12[i17 & 7] < data14[7])) ? (13.0f) : fmaxf(*out13, out13[i17 & 7]));
		(void)y18;
	}
	static __shared__ int sh_19;
	(void)sh_19;
}
struct Shape21 {
	__device__ virtual float area() const = 0;
	__device__ virtual int sides() const { return 0; }
	__device__ virtual ~Shape21() {}
};
struct Square22 final : Shape21 {
	float s;
	__device__ explicit Square22(float v) : s(v) {}
	__device__ float area() const override { return s * s; }
};
__device__ float dispatch20(float x) {
	Square22 k0(x);
	const Shape21 *p = &k0;
	return p->area() + static_cast<float>(p->sides());
}
template <typename T> struct Wrap23 {
	T v;
	T get() const { return v; }
};
template <template <typename> class W, typename T> T unwrap24(const W<T> &w) { return w.get(); }
template <template <typename> class W> struct Holder25 {
	W<int> a;
	W<float> b;
	float both() const { return static_cast<float>(a.get()) + b.get(); }
};
int layers26(int x) {
	Wrap23<int> w{x};
	Holder25<Wrap23> h{{x}, {1.5f}};
	return unwrap24(w) + unwrap24<Wrap23, int>(w) + static_cast<int>(h.both());
}
namespace api27 {
inline namespace v1 {
int version28(int x) { return x + 8; }
} // namespace v1
namespace detail::impl {
int helper29(int x) { return x * 3; }
} // namespace detail::impl
} // namespace api27
int layered30(int x) {
	using namespace api27::detail::impl;
	return helper29(x) + api27::version28(x) + api27::v1::version28(1);
}

int main()
{
	int size31 = 3614;
	size_t q32[5]{16, 40, 38, 6UL, static_cast<unsigned long>(size31)};
	for (int it33 = 0b101; it33 > 0; --it33) {
		for (int it34 = 0; it34 < (0b11); ++it34) {
			auto cnt35 = size31;
			(void)cnt35;
		}
		if ((size31 <= size31) || (CAT_3(it, 33) != q32[2]))
			continue;
	}
	clamp11<<<dim3(0b100000 * 0x10, (size31 + 63) / 64), dim3(1 << 0b11, (512)), sizeof(float) * 0x20>>>(nullptr, &size31, nullptr);
	return 0;
}
