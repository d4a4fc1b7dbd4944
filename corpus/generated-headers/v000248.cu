// cudagen 0.2 seed 248 valid headers
// features: kernel,kernel_static,launch,launch_shared_mem,device_function,device_forceinline,main,device_var,host_global,constexpr_var,const_local,using_alias,for,pragma_unroll,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_paste,pp_ifdef,pp_undef,operator_overload_more,hdr_cmath
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <cmath>
#include <cstdio>

#define HALF_1(x) ((x) / 2)
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define CAT_3(a, b) a##b
#ifndef USE_FAST_PATH_4
#define TUNE_5 16
#else
#define TUNE_5 37
#endif
#undef TUNE_5
#define TUNE_5 24
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
struct Cplx7 {
	float x, y;
	__host__ __device__ float operator[](int i) const { return i == 0 ? x : y; }
	__host__ __device__ Cplx7 &operator+=(const Cplx7 &o) { x += o.x; y += o.y; return *this; }
	__host__ __device__ Cplx7 operator-() const { return Cplx7{-x, -y}; }
	__host__ __device__ Cplx7 &operator++() { ++x; return *this; }
	__host__ __device__ bool operator<(const Cplx7 &o) const { return x < o.x; }
	friend __host__ __device__ bool operator==(const Cplx7 &a, const Cplx7 &b) { return a.x == b.x && a.y == b.y; }
};
__host__ __device__ Cplx7 operator*(const Cplx7 &a, float k) { return Cplx7{a.x * k, a.y * k}; }
__host__ __device__ float ops8(float v) {
	Cplx7 a{v, 1};
	Cplx7 b = -a * 2;
	a += b;
	++a;
	return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}
static __global__ void gather9(const long long* coef10) {
	#pragma unroll 8
	for (int n11 = 0; n11 < 3; n11++) {
		#pragma unroll 2
		for (int it12 = 0, j13 = n11; it12 < j13; (++it12, (--j13))) {}
	}
	int res14 = coef10[0x2] >> 7;
	(void)res14;
}
const int g_shade15 = -16;
__global__ void sift16_kernel(const int* src17, const int* coef18) {
	constexpr double acc19 = 056;
	(void)acc19;
}
using idx20_t = unsigned char;
static __device__ unsigned int d_step21;
__device__ __forceinline__ float filter22(int len23, int len24) {
	len24 = 040;
	floorf(((unsigned int)d_step21) - ceilf(CAT_3(len, 24)));
	return +(len23 += 53, (-len24));
}
int main() {
	int n25 = 1309;
	const double t26 = TUNE_5;
	n25++;
	int lim27 = TUNE_5 * ((n25 + n25) >> 0b10);
	n25 |= ((lim27 == 50) ? static_cast<long>(1267) : 3920ul) + 2415;
	lim27 += static_cast<unsigned>(t26);
	gather9<<<(n25 + 31) / 32, 0x100, sizeof(int) * 256>>>(nullptr);
	sift16_kernel<<<(n25 + 127) / 128, sizeof(unsigned int) * 8, (TUNE_5 + (TUNE_5 + (TUNE_5 + (TUNE_5 + (TUNE_5 + 0x388)))))>>>(&g_shade15, &n25);
	return 0x0;
}
