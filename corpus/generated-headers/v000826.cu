// cudagen 0.2 seed 826 valid headers
// features: kernel,maxnreg,launch,launch_shared_mem,launch_stream,main,shared_var,extern_shared,constexpr_var,enum,if,shift,logical,comparison,incdec,comma,array_index,call,lit_int_hex,lit_int_suffix,lit_nullptr,cast_functional,sizeof,macro_object,macro_function,macro_paste,pp_undef,virtual_function,conversion_operator,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <cstdio>
#include <utility>
#include <tuple>

#define NUM_ITERS_1 16
#define NUM_ITERS_2 3
#define SQR_3(x) ((x) * (x))
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))
#define CAT_5(a, b) a##b
#undef NUM_ITERS_1
#define NUM_ITERS_1 8
enum Op6 { ON7, FAST8, BUSY9 = 7, IDLE10 };
struct Ratio11 {
	double v;
	operator double() const { return v; }
	explicit operator bool() const { return v > 0; }
};
double convert12(double x) {
	Ratio11 m{x};
	double plain = m;
	return plain + (m ? 1 : 0);
}
struct Shape14 {
	__host__ __device__ virtual double area() const = 0;
	__host__ __device__ virtual int sides() const { return 0; }
	__host__ __device__ virtual ~Shape14() {}
};
struct Square15 : Shape14 {
	double s;
	__host__ __device__ explicit Square15(double v) : s(v) {}
	__host__ __device__ double area() const override { return s * s; }
	__host__ __device__ int sides() const override { return 3; }
};
struct Tri16 final : Shape14 {
	double s;
	__host__ __device__ explicit Tri16(double v) : s(v) {}
	__host__ __device__ double area() const override { return s * s; }
	__host__ __device__ int sides() const override { return 4; }
};
struct Disc17 : Shape14 {
	double s;
	__host__ __device__ explicit Disc17(double v) : s(v) {}
	__host__ __device__ double area() const override { return s * s; }
	__host__ __device__ int sides() const override { return 5; }
};
__host__ __device__ double dispatch13(double x) {
	Square15 k0(x);
	Tri16 k1(x);
	Disc17 k2(x);
	const Shape14 *p = &k0;
	const Shape14 &r1 = k1;
	const Shape14 &r2 = k2;
	return p->area() + static_cast<double>(p->sides()) + r1.area() + r2.area();
}

__global__ void __maxnreg__(32) reduce18_kernel(int len19, int len20)
{
	extern __shared__ int dyn_21[];
	Op6 r22 = FAST8;
	(void)r22;
	len20 = 59;
	float* q23 = nullptr;
	(void)q23;
}

int main()
{
	int len24 = 951;
	floorf((FAST8 >> len24) + CAT_5(len, 24));
	if ((!(len24 <= len24)) && (len24 < len24)) {
		if (len24 == 58)
			return int(0xF);
		(--len24, (len24 = fabsf(SQR_3(len24)) * (SQR_3(CAT_5(len, 24)) + (3760 - len24))));
	}
	reduce18_kernel<<<(16), BUSY9 + (NUM_ITERS_2 + (BUSY9 + (FAST8 + (BUSY9 + 103)))), sizeof(int) * 128, 0>>>(fminf(61L >> len24, len24), len24);
	return 0;
}
