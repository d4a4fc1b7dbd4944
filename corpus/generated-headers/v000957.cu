// cudagen 0.2 seed 957 valid headers
// features: kernel,kernel_static,launch,launch_shared_mem,launch_stream,main,shared_var,static_shared,constexpr_var,local_array,goto,ternary,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,alignof,lambda,macro_statement,operator_overload_more,explicit_specialization,if_constexpr,type_traits,extended_lambda
// nvcc: --extended-lambda
#include <cuda_runtime.h>

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
__global__ void reduce3_kernel(unsigned int *acc4, const int *in5, const float *coef6) {
	static __shared__ float sh_7;
	sh_7++;
	acc4[5] = in5[6];
	++acc4[0];
	sh_7 = (((unsigned int)in5[7]) << 5) % ((5ul & (*acc4)) + (53 + (*in5)));
	unsigned int tmp8[2] = {};
	if (acc4[5] != 45) {
		goto finish9;
	}
	tmp8[1] = (!in5[7]) ? (tmp8[0]) : 39;
finish9:;
}
static __global__ void update10(float p11, unsigned long long p12, float q13) {
	p12 = ((q13 == p12) ? 42lu : (p12 | p12)) | p12;
	static __shared__ long sh_14;
	(void)sh_14;
	static __shared__ int sh_15[8 * 4];
	(void)sh_15;
	constexpr double s16 = 41;
	(void)s16;
}
struct Dual17 {
	float x, y;
	float operator[](int i) const { return i == 0 ? x : y; }
	Dual17 &operator+=(const Dual17 &o) { x += o.x; y += o.y; return *this; }
	Dual17 operator-() const { return Dual17{-x, -y}; }
	Dual17 &operator++() { ++x; return *this; }
	bool operator<(const Dual17 &o) const { return x < o.x; }
	friend bool operator==(const Dual17 &a, const Dual17 &b) { return a.x == b.x && a.y == b.y; }
};
Dual17 operator*(const Dual17 &a, float k) { return Dual17{a.x * k, a.y * k}; }
float ops18(float v) {
	Dual17 a{v, 1};
	Dual17 b = -a * 2;
	a += b;
	++a;
	return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}
struct Pair19 {
	int x, y;
	int operator[](int i) const { return i == 0 ? x : y; }
	Pair19 &operator+=(const Pair19 &o) { x += o.x; y += o.y; return *this; }
	Pair19 operator-() const { return Pair19{-x, -y}; }
	Pair19 &operator++() { ++x; return *this; }
	bool operator<(const Pair19 &o) const { return x < o.x; }
	friend bool operator==(const Pair19 &a, const Pair19 &b) { return a.x == b.x && a.y == b.y; }
};
Pair19 operator*(const Pair19 &a, int k) { return Pair19{a.x * k, a.y * k}; }
int ops20(int v) {
	Pair19 a{v, 1};
	Pair19 b = -a * 2;
	a += b;
	++a;
	return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}
template <typename T> struct IsReal22 { static constexpr bool value = false; };
template <> struct IsReal22<float> { static constexpr bool value = true; };
template <> struct IsReal22<double> { static constexpr bool value = true; };
template <typename T>
__device__ int classify21(T v) {
	if constexpr (IsReal22<T>::value) {
		return static_cast<int>(v * 5);
	} else if constexpr (sizeof(T) == 8) {
		return static_cast<int>(v) + 3;
	} else {
		return static_cast<int>(v) + 1;
	}
}
int main(void) {
	int size23 = 3982;
	auto lam24 = [=] __device__ (int v) { return v * 2 + size23; };
	applyEach2<<<1, 32>>>(lam24, nullptr, size23);
	double idx25 = 23.625;
	reduce3_kernel<<<0b1000000, 0b10000000 * 2>>>((unsigned int*)nullptr, &size23, nullptr);
	update10<<<16 * 2, 1 << 9, 0, nullptr>>>(size23 + (size23 >> alignof(double)), size23, (size23 >= 49) ? idx25 : 55);
	return 0;
}
