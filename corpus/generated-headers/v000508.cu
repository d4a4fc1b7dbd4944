// cudagen 0.2 seed 508 valid headers
// features: kernel,restrict_params,launch,main,typedef,if,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_paste,macro_statement,multiple_inheritance,virtual_inheritance,virtual_function,nttp_pointer,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <cmath>
#include <cstdio>
#include <type_traits>
#include <tuple>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}

__global__ void sift4(int len5, int *out6, float beta7, int *__restrict__ buf8) {
	ACCUM_1(len5, ((17 * (out6[len5] - 0b10100)) << buf8[0]));
	int y9 = fminf(~(*buf8), 7 | out6[0x2]) * 5;
	ACCUM_1(y9, (cosf(expf(out6[2]))));
	--y9;
	++buf8[4];
	y9 = 8;
	bool h10 = (y9 <= buf8[y9]) || (static_cast<unsigned long>(out6[len5 & 7]) <= y9);
	(void)h10;
}
int table12[4] = {20, 29, 11, 82};
template <int *P> int readAt13(int i) { return P[i & 3]; }
int indirect11(int x) { return readAt13<table12>(x) + readAt13<table12>(1); }
__host__ __device__ float norm14(float x, float y) {
	return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
typedef float *ptr15_t;
struct Root17 {
	int v = 6;
	__device__ virtual int get() const { return v; }
	__device__ virtual ~Root17() {}
};
struct Left18 : virtual Root17 {
	__device__ int get() const override { return v + 1; }
};
struct Right19 : virtual public Root17 {
	int r = 9;
};
struct Join20 : Left18, Right19 {};
__device__ int dispatch16(int x) {
	Join20 j;
	j.v = x;
	const Root17 &t = j;
	return t.get() + j.r;
}

int main() {
	int n21 = 34;
	if (52lu <= n21) {
		return CAT_2(n, 21) + n21 + fabsf(17.25f);
	}
	n21 = (n21 + 18) % n21;
	sift4<<<(n21 + 0xFF) / 0x100, 0x200>>>((CAT_2(n, 21) * 63lu) / (n21 & CAT_2(n, 21)), (int*)nullptr, +(+n21), nullptr);
	return 0;
}
