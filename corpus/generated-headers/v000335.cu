// cudagen 0.2 seed 335 valid headers
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,extern_shared,constexpr_var,local_array,if,for,switch,switch_fallthrough,goto,ternary,comparison,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_paste,pp_if,pp_undef,operator_overload_more,hdr_cuda_fp16
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <cuda_fp16.h>

#define TILE_DIM_1 128
#define RADIUS_2 64
#define CAT_3(a, b) a##b

#if TILE_DIM_1 == 128
#define CONFIG_4 6
#else
#define CONFIG_4 30
#endif
#undef CONFIG_4
#define CONFIG_4 24
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}

__global__ void merge6_kernel(long alpha7, int stride8) {
	extern __shared__ unsigned char dyn_9[];
	int tid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (tid10 >= stride8) {
		return;
	}
	float u11 = (RADIUS_2 * tid10 * ((short int)tid10));
	for (int j12 = 0; j12 < stride8; j12++) {
		if (((blockDim.x != 4) ? j12 : j12) > 50) {
			return;
		}
		long x13[8] = {45l, 55, 0b11011, 64UL, 5L, 39ll};
		(void)x13;
	}
	__half h14 = __float2half(static_cast<float>(stride8));
	float x15 = __half2float(__hmul(h14, h14));
	(void)x15;
	dyn_9[2] = ((255l * dyn_9[stride8]) - TILE_DIM_1) / ((u11 + CONFIG_4) - stride8);
}
struct Pair16 {
	int x, y;
	int operator[](int i) const { return i == 0 ? x : y; }
	Pair16 &operator+=(const Pair16 &o) { x += o.x; y += o.y; return *this; }
	Pair16 operator-() const { return Pair16{-x, -y}; }
	Pair16 &operator++() { ++x; return *this; }
	bool operator<(const Pair16 &o) const { return x < o.x; }
	friend bool operator==(const Pair16 &a, const Pair16 &b) { return a.x == b.x && a.y == b.y; }
};
Pair16 operator*(const Pair16 &a, int k) { return Pair16{a.x * k, a.y * k}; }
int ops17(int v) {
	Pair16 a{v, 1};
	Pair16 b = -a * 2;
	a += b;
	++a;
	return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}
struct V218 {
	float x, y;
	float operator[](int i) const { return i == 0 ? x : y; }
	V218 &operator+=(const V218 &o) { x += o.x; y += o.y; return *this; }
	V218 operator-() const { return V218{-x, -y}; }
	V218 &operator++() { ++x; return *this; }
	bool operator<(const V218 &o) const { return x < o.x; }
	friend bool operator==(const V218 &a, const V218 &b) { return a.x == b.x && a.y == b.y; }
};
V218 operator*(const V218 &a, float k) { return V218{a.x * k, a.y * k}; }
float ops19(float v) {
	V218 a{v, 1};
	V218 b = -a * 2;
	a += b;
	++a;
	return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}

static __global__ void norm20_kernel(int len21, unsigned char *buf22) {
	extern __shared__ double dyn_23[];
	int tid24 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if ((tid24 * (*buf22)) != threadIdx.x) {
		goto done28;
	}
	switch (buf22[len21]) {
	case (8): {
		for (int it25 = 0; it25 < tid24; ++it25) {
			buf22[threadIdx.y] = (((int)41) - buf22[len21]) - 31;
		}
		unsigned long tmp26 = buf22[tid24] - len21;
		(void)tmp26;
		[[fallthrough]];
	}
	case 5:
		buf22[2] = 10ul;
		if ((tid24) <= tid24) {
			break;
		}
		break;
	case 2 * 5:
		break;
	default: {
		int off27 = TILE_DIM_1 + (blockIdx.x - TILE_DIM_1) + (tid24 + (-(-53)));
		(void)off27;
		break;
	}
	}
done28:;
}

int main(void) {
	int size29 = 2'366;
	size29 = long(size29);
	dim3 h30 = dim3((size29 + 127) / 128, (size29 + 63) / 64);
	(void)h30;
	size29 = (int)size29;
	merge6_kernel<<<0b10000, dim3((size29 + 31) / 0b100000), sizeof(int) * 0b10000000, (cudaStream_t)0>>>(40 - size29, 2 + size29);
	norm20_kernel<<<dim3(4 * 4), 256>>>(sizeof(unsigned), (unsigned char*)nullptr);
	return 0;
}
