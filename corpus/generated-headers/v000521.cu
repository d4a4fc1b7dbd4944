// cudagen 0.2 seed 521 valid headers
// features: kernel,launch_bounds,launch,launch_dim3,host_device_function,default_args,main,constexpr_var,local_array,if,if_else,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,local_class,partial_specialization,explicit_specialization,alias_template,variable_template
#include <cuda_runtime.h>
#include <type_traits>

#define NUM_ITERS_1 8
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
template <typename F>
__global__ void applyEach6(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
template <typename T> using Ptr8 = T *;
template <typename A, typename B> struct Duo9 { A a; B b; };
template <typename T> using Same10 = Duo9<T, T>;
template <typename T> constexpr T kScale11 = T(2);
template <typename T> constexpr int kSize12 = static_cast<int>(sizeof(T)) * 1;
int aliased7(int x) {
	Ptr8<int> p = &x;
	Same10<int> d{x, 5};
	return x + *p + d.a + d.b + kSize12<double> + static_cast<int>(kScale11<float>);
}

__global__ void __launch_bounds__(1 << (kSize12<char> + 5), 0x2) filter13(int lane14, float* dst15, int n16)
{
	int diff17(((sizeof(float) / (*dst15)) + 0b111100lu) * (lane14 / 56ul));
	--(*dst15);
	if ((diff17 & 0b1)) {
		short res18[5] = {};
		double w19{static_cast<double>((6 + res18[lane14]) - 6.625f)};
		(void)w19;
	} else {
		int hi20 = (kSize12<int>);
		(void)hi20;
	}
	lane14 = (-kSize12<char>);
}
template <typename T, typename U> struct Pick21 { static constexpr int value = 1; };
template <typename T> struct Pick21<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick21<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes23 {
	T d[N];
	__device__ T first() const { return d[0]; }
};
template <typename T> struct Lanes23<T, 1> {
	T d;
	__device__ T first() const { return d; }
};
template <> struct Pick21<float, double> { static constexpr int value = 4; };
template <typename T> __device__ int tag22(T) { return 0; }
template <> __device__ int tag22<float>(float) { return 1; }
template <> __device__ int tag22(double) { return 2; }
__device__ int specialized24(int x) {
	Lanes23<int, 1> one{x};
	Lanes23<int, 3> three{{x, 1, 2}};
	return x + Pick21<char, long>::value + Pick21<int, int>::value + Pick21<float *, int>::value + Pick21<float, double>::value + tag22(1.0f) + tag22(x) + tag22(2.0) + one.first() + three.first();
}

__host__ __device__ int blend25(int* acc26, int count27 = 53)
{
	unsigned int lo28 = (kSize12<char> | count27) / (0x1Bll >> count27);
	struct Local29 {
		int s;
		__host__ __device__ int add(int v) { s += v; return s; }
	};
	Local29 r30{2};
	int diff31 = r30.add(MAX2_2(lo28, U'0'));
	(void)diff31;
	int idx32 = count27;
	float z33 = MAX2_2(MAX2_2(idx32, CAT_5(count, 27)) - acc26[0], 1 / acc26[2]);
	(void)z33;
	return ~lo28;
}

int main()
{
	int len34 = 0x591;
	filter13<<<dim3(1 << 8, 1 << 8, 0x80 * (kSize12<char> + 3)), dim3((len34 + 127) / 128)>>>((kSize12<char> - len34) * (kSize12<int> - len34), (float*)nullptr, sizeof(int));
	if (CAT_5(len, 34) >= kSize12<char>) {
		return static_cast<unsigned>(0x33 + CAT_5(len, 34));
	}
	return 0;
}
