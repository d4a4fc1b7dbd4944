// cudagen 0.2 seed 989 valid headers
// features: kernel,launch,builtin_vars,main,constexpr_var,if,goto,ternary,shift,logical,comparison,call,lit_int_suffix,lit_float,lit_char,cast_functional,macro_statement,nested_class,local_class,virtual_function,rtti,runtime_api,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <tuple>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
template <typename F>
__global__ void applyEach2(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
struct Poly3 {
	virtual ~Poly3() {}
	virtual int id() const { return 1; }
};
struct Impl4 : Poly3 {
	int id() const override { return 2; }
};
struct Other5 : Poly3 {};
int identify6(int x) {
	Impl4 d;
	Poly3 *b = &d;
	if (Impl4 *p = dynamic_cast<Impl4 *>(b)) {
		return p->id() + x;
	}
	return dynamic_cast<Other5 *>(b) != nullptr ? 1 : x;
}
struct Grid7 {
	using value_type = float;
	struct Slot {
		value_type v;
		value_type scaled() const { return v * static_cast<value_type>(9); }
	};
	Slot first, second;
	value_type total() const { return first.scaled() + second.v; }
};
float walk8(int x) {
	using value_type = Grid7::value_type;
	Grid7::Slot e{static_cast<value_type>(x)};
	Grid7 t{e, e};
	return t.total();
}
__global__ void mix9_kernel(int len10) {
	int idx11 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx11 >= len10) {
		return;
	}
	len10 = 46l;
	len10 = len10;
	double prod12(9ul);
	(void)prod12;
	cosf(cosf(59));
	if ((gridDim.x >= 20) || len10) {
		return;
	}
	constexpr unsigned int h13 = 57;
	(void)h13;
	if (!(gridDim.z >= blockIdx.x)) {
		goto skip14;
	}
	ceilf(fmaxf(idx11, int(3)));
skip14:;
}
int main() {
	int len15 = 2895;
	mix9_kernel<<<64, 1 << 8>>>(len15 / (59L * len15));
	mix9_kernel<<<16, 128>>>(cosf(13.0f) + len15);
	sinf(((len15 <= len15) ? 10 : len15) * (len15 * 46));
	mix9_kernel<<<(len15 + 127) / 128, 512>>>('z');
	struct Local16 {
		int s;
		int add(int v) { s += v; return s; }
	};
	Local16 lo17{4};
	int lo18 = lo17.add(expf(len15));
	(void)lo18;
	cudaError_t err19 = cudaGetLastError();
	int ok20 = err19 == cudaSuccess ? 1 : 0;
	(void)ok20;
	return 0;
}
