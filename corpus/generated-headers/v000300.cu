// cudagen 0.2 seed 300 valid headers
// features: kernel,launch_bounds,launch,launch_shared_mem,launch_stream,main,local_array,compound_assign,bitwise,shift,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_static,macro_function,pp_ifdef,virtual_function
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <cstdio>
#include <type_traits>
#include <utility>
#include <cuda_fp16.h>
#include <cuda/std/array>
#include <cuda/std/functional>

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#ifndef USE_FAST_PATH_2
#define TUNE_3 2
#else
#define TUNE_3 49
#endif
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
struct Shape6 {
	virtual double area() const = 0;
	virtual int sides() const { return 0; }
	virtual ~Shape6() {}
};
struct Square7 : Shape6 {
	double s;
	explicit Square7(double v) : s(v) {}
	double area() const override { return s * s; }
	int sides() const override { return 3; }
};
struct Tri8 : Shape6 {
	double s;
	explicit Tri8(double v) : s(v) {}
	double area() const override { return s * s; }
};
struct Disc9 : Shape6 {
	double s;
	explicit Disc9(double v) : s(v) {}
	double area() const override { return s * s; }
};
double dispatch5(double x) {
	Square7 k0(x);
	Tri8 k1(x);
	Disc9 k2(x);
	const Shape6 *p = &k0;
	const Shape6 &r1 = k1;
	const Shape6 &r2 = k2;
	return p->area() + static_cast<double>(p->sides()) + r1.area() + r2.area();
}
__global__ void __launch_bounds__(1 << (TUNE_3 + 6), 0x1) step10(float *data11, int n12)
{
	n12 = static_cast<double>(data11[n12 & 7]);
	double hi13[8] = {19.875, 30, double(54ull % n12), 0b1001100, 5., 23u};
	(void)hi13;
}
int main()
{
	int size14 = 774;
	size14 &= size14;
	size14 ^= size14;
	size14 = size14;
	step10<<<TUNE_3 + 0x2, 512, 0, 0>>>(nullptr, +size14);
	return 0;
}
