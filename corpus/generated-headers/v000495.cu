// cudagen 0.2 seed 495 valid headers
// features: kernel,launch,builtin_vars,device_function,main,managed_var,shared_var,constexpr_var,if,switch,goto,ternary,bitwise,shift,comparison,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,macro_object,macro_function,pp_if,operator_overload_more,nttp_integral,variable_template,hdr_cmath,hdr_cstdio,hdr_cuda_fp16
// nvcc: --extended-lambda -rdc=true
#include <cuda_runtime.h>
#include <cstdio>
#include <cuda_fp16.h>
#include <cub/block/block_reduce.cuh>

#define BLOCK_SIZE_1 32
#define RADIUS_2 32
#define MAX2_3(a, b) ((a) > (b) ? (a) : (b))
#define LOW_BITS_4(x) ((x) & 0xF)
#if RADIUS_2 > 41
#define CONFIG_5 8
#elif RADIUS_2 < 0
#error unreachable configuration
#else
#define CONFIG_5 17
#endif
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
template <typename T> constexpr T kScale8 = T(7);
template <typename T> constexpr int kSize9 = static_cast<int>(sizeof(T)) * 3;
__host__ __device__ int aliased7(int x) {
	return x + kSize9<double> + static_cast<int>(kScale8<float>);
}
__managed__ int m_scale10 = (kSize9<char> + (kSize9<int> + 6));
template <typename T, long N>
struct Fixed11 {
	T data[N];
	__device__ T sum() const {
		T s = T();
		for (long i = 0; i < N; ++i) {
			s += data[i];
		}
		return s;
	}
};
template <int K, typename T> __device__ T scaleBy12(T v) { return v * static_cast<T>(K); }
template <bool Neg> __device__ int flip13(int v) { return Neg ? -v : v; }
__device__ float fixed14(int x) {
	Fixed11<float, 3l> a{};
	a.data[0] = static_cast<float>(x);
	return a.sum() + scaleBy12<3>(static_cast<float>(x)) + static_cast<float>(flip13<true>(x));
}
inline __device__ float smooth15(const float *src16, char q17)
{
	switch (q17) {
	case 0x3:
		break;
	default:
		if (fminf(*src16, BLOCK_SIZE_1) == kSize9<char>)
			return threadIdx.x ^ 21lu;
		break;
	}
	printf("sum %d\n", static_cast<int>(46));
	__shared__ int sh_18[256];
	(void)sh_18;
	return kSize9<int>;
}
__device__ float halfMix19(float x) {
	__half a = __float2half(x);
	__half b = __float2half(9.5f);
	__half s = __hadd(a, b);
	__half p = a * b;
	return __half2float(s) + __half2float(p);
}
struct Pair20 {
	int x, y;
	__host__ __device__ int operator[](int i) const { return i == 0 ? x : y; }
	__host__ __device__ Pair20 &operator+=(const Pair20 &o) { x += o.x; y += o.y; return *this; }
	__host__ __device__ Pair20 operator-() const { return Pair20{-x, -y}; }
	__host__ __device__ Pair20 &operator++() { ++x; return *this; }
	__host__ __device__ bool operator<(const Pair20 &o) const { return x < o.x; }
	friend __host__ __device__ bool operator==(const Pair20 &a, const Pair20 &b) { return a.x == b.x && a.y == b.y; }
};
__host__ __device__ Pair20 operator*(const Pair20 &a, int k) { return Pair20{a.x * k, a.y * k}; }
__host__ __device__ int ops21(int v) {
	Pair20 a{v, 1};
	Pair20 b = -a * 2;
	a += b;
	++a;
	return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}
__global__ void lerp22_kernel(int lane23, unsigned int *buf24)
{
	unsigned int tid25 = (blockIdx.x * blockDim.x) + threadIdx.x;
	lane23 = tid25 << 7;
	long r26 = MAX2_3(buf24[0x4], (kSize9<char>));
	(void)r26;
	if (buf24 != nullptr) {
		goto finish27;
	}
	halfMix19(0x33);
finish27:;
}
int main(void)
{
	int size28 = 1141;
	lerp22_kernel<<<16, CONFIG_5 + (kSize9<char> + 0xc)>>>((size28 < kSize9<int>) ? fmaxf(kSize9<char>, 7.625f) : size28, nullptr);
	expf((017 | size28) - ((int)kSize9<int>));
	size28 = fminf((aliased7(kSize9<int>) & 1) ? (kSize9<int>) : size28, static_cast<int>(kSize9<char>));
	if (m_scale10 >= (m_scale10 & 0x1A))
		return (size28 += 1353, expf(kSize9<char>));
	if (size28 == 14)
		return 2;
	lerp22_kernel<<<(size28 + 127) / 128, (512)>>>(fmaxf(49, kSize9<int>) - LOW_BITS_4(m_scale10), (unsigned*)nullptr);
	return 0;
}
