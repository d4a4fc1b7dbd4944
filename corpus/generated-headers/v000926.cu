// cudagen 0.2 seed 926 valid headers
// features: kernel,restrict_params,launch,main,if,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_statement,virtual_function,conversion_operator,ctad,rtti,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <type_traits>
#include <cuda/std/array>
#include <cuda/std/functional>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
struct Poly2 {
	virtual ~Poly2() {}
	virtual int id() const { return 1; }
};
struct Impl3 : Poly2 {
	int id() const override { return 9; }
};
struct Other4 : Poly2 {};
int identify5(int x) {
	Impl3 d;
	Poly2 *b = &d;
	if (Impl3 *p = dynamic_cast<Impl3 *>(b)) {
		return p->id() + x;
	}
	return dynamic_cast<Other4 *>(b) != nullptr ? 1 : x;
}
template <typename T> struct Keep6 {
	T v;
	__host__ __device__ Keep6(T x) : v(x) {}
	__host__ __device__ T get() const { return v; }
};
template <typename A, typename B> struct Twin7 { A a; B b; };
__host__ __device__ int deduce9(int x) {
	Keep6 h(x);
	Keep6 g{8.5};
	return h.get() + static_cast<int>(g.get());
}
struct Weight10 {
	float v;
	operator float() const { return v; }
};
float convert11(float x) {
	Weight10 m{x};
	float plain = m;
	return plain + static_cast<float>(m) * 2;
}

__global__ void clamp12(int lane13, short int p14, char *buf15, const long *__restrict__ input16) {
	if (((~lane13) * sizeof(int)) < 26) {
		p14 = (-ceilf(18.5F)) + lane13;
		float k17 = static_cast<int>(deduce9(static_cast<int>(p14)));
		(void)k17;
	}
}

int main() {
	int len18 = 0xB4;
	clamp12<<<(0x100), (0b10000000)>>>(16, (len18 * 0) / ((int)22), nullptr, nullptr);
	len18++;
	return 0;
}
