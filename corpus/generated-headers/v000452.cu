// cudagen 0.2 seed 452 valid headers
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,main,struct,class_private,if,switch,compound_assign,bitwise,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_paste,pp_undef,comments,local_class,operator_overload_more,hdr_cstdio
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <cstdio>
#include <type_traits>

#define NUM_ITERS_1 256
#define WARPS_2 256
#define SQR_3(x) ((x) * (x))
#define CAT_4(a, b) a##b
#undef WARPS_2
#define WARPS_2 48
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
struct Dual6 {
	float x, y;
	float operator[](int i) const { return i == 0 ? x : y; }
	Dual6 &operator+=(const Dual6 &o) { x += o.x; y += o.y; return *this; }
	Dual6 operator-() const { return Dual6{-x, -y}; }
	Dual6 &operator++() { ++x; return *this; }
	bool operator<(const Dual6 &o) const { return x < o.x; }
	friend bool operator==(const Dual6 &a, const Dual6 &b) { return a.x == b.x && a.y == b.y; }
};
Dual6 operator*(const Dual6 &a, float k) { return Dual6{a.x * k, a.y * k}; }
float ops7(float v) {
	Dual6 a{v, 1};
	Dual6 b = -a * 2;
	a += b;
	++a;
	return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}
// Computes one element per thread.

class Tile8 {
	int hi9;
	long flag10;
	double x11;
public:
	__host__ __device__ Tile8(int init12, long b13, double a14) : hi9(init12), flag10(b13), x11(a14) {}
	__host__ __device__ void reset15(unsigned val16)
	{
		char x17 = x11 + ((int)(1 * hi9));
		(void)x17;
	}
	__host__ __device__ long scale18() const
	{
		return 0x9 - ((float)CAT_4(x, 11));
	}
};

__global__ void bump19_kernel(int* dst20, unsigned int* __restrict__ dst21, double a22, const int* __restrict__ in23)
{
	unsigned int i24 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (a22 < in23[4]) {
		return;
	}
	dst20[7] -= (i24);
	struct Local25 {
		int s;
		__host__ __device__ int add(int v) { s += v; return s; }
	};
	Local25 u26{9};
	int v27 = u26.add((int)a22);
	(void)v27;
	struct Local28 {
		int s;
		__host__ __device__ int add(int v) { s += v; return s; }
	};
	Local28 k29{8};
	int base30 = k29.add(~dst20[0x0]);
	(void)base30;
}

int main()
{
	int n31 = 314;
	bump19_kernel<<<dim3((n31 + 127) / 128, 16), sizeof(unsigned int) * 0x20>>>((int*)nullptr, nullptr, CAT_4(n, 31), &n31);
	switch (n31) {
	case (1):
		break;
	case 3:
		if (CAT_4(n, 31) < n31) {
			return SQR_3(n31);
		}
		break;
	case 8: {
		printf("sum %d\n", static_cast<int>(n31));
		break;
	}
	}
	return 0;
}
