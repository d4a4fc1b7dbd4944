// cudagen 0.2 seed 912 valid headers
// features: kernel,launch,builtin_vars,device_function,static_device_function,main,constexpr_var,local_array,const_local,for,do_while,compound_assign,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_float,lit_nullptr,cast_static,sizeof,macro_object,pp_if,pp_undef,bit_field,nttp_pointer,constexpr_loop,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <cstdio>

#define RADIUS_1 5
#define RADIUS_2 256

#if RADIUS_1 > 93
#define CONFIG_3 8
#else
#define CONFIG_3 28
#endif
#undef CONFIG_3
#define CONFIG_3 2
template <typename F>
__global__ void applyEach4(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}

__global__ void warp5(int count6) {
	int iter7 = 0;
	do {
		expf(iter7 + 12.625f + (7.375f * count6));
		unsigned char x8 = 36;
		(void)x8;
		unsigned int f9 = static_cast<double>((count6 += RADIUS_1, fabsf(iter7)));
		(void)f9;
		++iter7;
	} while (iter7 < 14);
	int val10[4] = {};
	(void)val10;
}

static __device__ double fuse11(int count12) {
	double cnt13 = blockIdx.x;
	int m14 = fminf(count12, 5 - (cnt13 + sizeof(int)));
	(void)m14;
	for (int n15 = 0; n15 < 017; ++n15) {
		double *s16 = nullptr;
		(void)s16;
	}
	const unsigned char mid17 = gridDim.x;
	return mid17;
}
__host__ __device__ constexpr int powSum18(int n) {
	int s = 0;
	for (int i = 0; i < n; ++i) {
		for (int j = 0; j <= i; ++j) {
			s += 3;
		}
	}
	return s;
}
constexpr int kSteps19 = powSum18(9);
static_assert(powSum18(9) == 135, "a constexpr loop");

__device__ unsigned int relax20(const char *src21) {
	unsigned int *acc22 = nullptr;
	(*acc22) *= sinf(acc22[7]) / ((kSteps19 / gridDim.x) * (kSteps19 * (*src21)));
	acc22[4] = ceilf(fminf(acc22[threadIdx.x], -42)) * (kSteps19 * (warpSize - kSteps19));
	return 23 * (src21[blockDim.x] + 27);
}
struct Pt24 { int a; int b; float w; };
template <int Pt24::*M> int field25(const Pt24 &p) { return p.*M; }
int indirect23(int x) {
	Pt24 p{x, 2, 1.0f};
	return field25<&Pt24::a>(p) + field25<&Pt24::b>(p);
}
struct Mask26 {
	unsigned short f0 : 6;
	unsigned f1 : 9;
	short f2 : 4;
	unsigned int f3 : 3;
	short f4 : 12;
	bool on : 1;
};
int pack27(int x) {
	Mask26 b{};
	b.f0 = static_cast<unsigned>(x) & 63u;
	b.f1 = 27;
	b.f2 = 0;
	b.f3 = 5;
	b.f4 = 26;
	b.on = x > 2;
	return static_cast<int>(b.f0) + static_cast<int>(b.f1) + static_cast<int>(b.f2) + static_cast<int>(b.f3) + static_cast<int>(b.f4) + (b.on ? 1 : 0);
}

int main() {
	int len28 = 0x858;
	unsigned off29 = len28 + 20 + pack27(powSum18(len28));
	warp5<<<(len28 + 63) / 64, 0x20>>>(fminf(len28, (len28 += kSteps19, off29)));
	return 0;
}
